-- DropIndex
DROP INDEX "message_outbox_status_next_attempt_at_idx";

-- DropIndex
DROP INDEX "tax_documents_status_next_attempt_at_idx";

-- AlterTable
ALTER TABLE "tax_documents" DROP COLUMN "next_attempt_at";

-- DropTable
DROP TABLE "scheduled_runs";

-- CreateIndex
CREATE INDEX "message_outbox_status_idx" ON "message_outbox"("status");

-- CreateIndex
CREATE INDEX "tax_documents_status_idx" ON "tax_documents"("status");

-- AlterTable
ALTER TABLE "site_address" ADD COLUMN "sends_email" BOOLEAN NOT NULL DEFAULT false;

-- Background work runs on graphile-worker (docs/decisions/042). Its schema,
-- graphile_worker, is installed before these migrations (server/db/migrate.ts).
-- A queued row is its job: a trigger adds the job in the statement that queues
-- the row (the booking's own, so a booking and its messages commit together),
-- and again when the operator puts a failed row back in the queue. The job key
-- is the row's: adding it again never makes a second job.

-- A message to deliver; its channel rides in the payload, so a process without SMTP
-- passes an e-mail by without a query. 8 attempts: about half an hour of retries.
-- `unsafe_dedupe` adds a job only where the row has none (queue_waiting_emails).
CREATE FUNCTION queue_message(message message_outbox, key_mode TEXT DEFAULT 'replace') RETURNS BIGINT LANGUAGE sql AS $$
  SELECT (graphile_worker.add_job('deliver_message', json_build_object('id', message.id, 'channel', message.channel),
    run_at := message.next_attempt_at, max_attempts := 8, job_key := 'message:' || message.id, job_key_mode := key_mode)).id;
$$;

-- E-mails queued while no process had SMTP_URL have no job (or had one a process
-- without SMTP passed by). A server start with SMTP gives each its job
-- (recordServerStart, server/services/site-address.ts).
CREATE FUNCTION queue_waiting_emails() RETURNS INTEGER LANGUAGE sql AS $$
  SELECT count(queue_message(m, 'unsafe_dedupe'))::int FROM message_outbox m WHERE m.status = 'queued' AND m.channel = 'email';
$$;

-- An e-mail gets its job only when the server last started with SMTP_URL
-- (site_address.sends_email); otherwise it waits, jobless, for one that has it.
CREATE FUNCTION message_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.channel <> 'email' OR EXISTS (SELECT 1 FROM site_address WHERE sends_email) THEN
    PERFORM queue_message(NEW);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER message_outbox_queued AFTER INSERT ON message_outbox
  FOR EACH ROW WHEN (NEW.status = 'queued') EXECUTE FUNCTION message_queued();
-- Put back in the queue: failed, or queued but stuck (its job held by a process that died).
CREATE TRIGGER message_outbox_requeued AFTER UPDATE OF status, next_attempt_at ON message_outbox
  FOR EACH ROW WHEN (NEW.status = 'queued' AND (OLD.status <> 'queued' OR NEW.next_attempt_at <> OLD.next_attempt_at))
  EXECUTE FUNCTION message_queued();

-- A tax document to issue; 10 attempts: about three and a half hours of retries.
-- A credit note waits for the invoice-receipt it corrects: its job does nothing
-- until then, and the invoice's issue queues it again.
CREATE FUNCTION queue_tax_document(document_id INTEGER) RETURNS void LANGUAGE sql AS $$
  SELECT graphile_worker.add_job('issue_tax_document', json_build_object('id', document_id),
    max_attempts := 10, job_key := 'tax_document:' || document_id);
$$;

CREATE FUNCTION tax_document_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_tax_document(NEW.id);
  RETURN NULL;
END $$;

CREATE FUNCTION tax_document_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_tax_document(note.id) FROM tax_documents note WHERE note.credit_of_id = NEW.id AND note.status = 'queued';
  RETURN NULL;
END $$;

CREATE TRIGGER tax_documents_queued AFTER INSERT ON tax_documents
  FOR EACH ROW WHEN (NEW.status = 'queued') EXECUTE FUNCTION tax_document_queued();
CREATE TRIGGER tax_documents_requeued AFTER UPDATE OF status ON tax_documents
  FOR EACH ROW WHEN (NEW.status = 'queued' AND OLD.status <> 'queued') EXECUTE FUNCTION tax_document_queued();
CREATE TRIGGER tax_documents_issued AFTER UPDATE OF status ON tax_documents
  FOR EACH ROW WHEN (NEW.status = 'issued' AND OLD.status <> 'issued') EXECUTE FUNCTION tax_document_issued();

-- What was queued under the old workers gets its job now; the e-mails get theirs from
-- the first start with SMTP (queue_waiting_emails).
SELECT queue_message(m) FROM message_outbox m WHERE m.status = 'queued' AND m.channel <> 'email';
SELECT queue_tax_document(id) FROM tax_documents WHERE status = 'queued';
