-- Tax documents (docs/decisions/036): an invoice-receipt for every payment received and
-- a credit note for every refund, issued through an invoicing service (Morning, or the
-- local sandbox) by a worker, each queued in the transaction of the payment it documents.

-- "Invoice to a company": the company's name goes on the document with its number.
ALTER TABLE bookings ADD COLUMN company_name TEXT;

CREATE TYPE tax_document_kind AS ENUM ('invoice_receipt', 'credit_note');
CREATE TYPE tax_document_status AS ENUM ('queued', 'issued', 'failed');

CREATE TABLE tax_documents (
  id                SERIAL PRIMARY KEY,
  booking_id        INTEGER NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT ON UPDATE CASCADE,
  kind              tax_document_kind NOT NULL,
  -- Our own reference of the payment or refund documented (card:<transaction>,
  -- cash:<collection id>, difference:<event id>, refund:<event id>): once per reference,
  -- whatever retries, and the key the provider is asked about before a second attempt.
  payment_ref       TEXT NOT NULL UNIQUE,
  -- Whole shekels, VAT included.
  amount            INTEGER NOT NULL,
  payment_method    payment_method NOT NULL,
  paid_at           TIMESTAMPTZ(3) NOT NULL,
  -- What the document says, as it was when the payment was made: the client (name,
  -- e-mail, company) and the income lines. Kept as the accounting record.
  client            JSONB NOT NULL,
  lines             JSONB NOT NULL,
  -- A credit note: the invoice-receipt it corrects.
  credit_of_id      INTEGER REFERENCES tax_documents (id) ON DELETE RESTRICT ON UPDATE CASCADE,
  status            tax_document_status NOT NULL DEFAULT 'queued',
  attempts          INTEGER NOT NULL DEFAULT 0,
  next_attempt_at   TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  last_error        TEXT,
  -- As issued: the provider ('morning' or 'sandbox'), its id and number for the
  -- document, the PDF's address, and the Tax Authority's allocation number when one came.
  provider          TEXT,
  provider_id       TEXT,
  number            TEXT,
  url               TEXT,
  allocation_number TEXT,
  issued_at         TIMESTAMPTZ(3),
  created_at        TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX tax_documents_status_next_attempt_at_idx ON tax_documents (status, next_attempt_at);
CREATE INDEX tax_documents_booking_id_idx ON tax_documents (booking_id);

-- The sandbox's test documents are numbered in a series of their own.
CREATE SEQUENCE sandbox_document_number_seq START 1;
