// The site's background work by name (docs/decisions/042): what each job does, and
// the crontab. The server's job runner runs it (server/index.ts); the tests run the
// same list.
import type { Transporter } from "nodemailer";
import { isTestPaymentSite, type Config } from "@server/config.ts";
import type { Database } from "@server/db/database.ts";
import type { Logger } from "@server/logger.ts";
import type { Services } from "@server/services/index.ts";
import type { FlightTracking } from "@server/flights/flight-tracking.ts";
import { createPrivacyService } from "@server/services/privacy/index.ts";
import { PURGE_CRONTAB, createPurgeTask } from "@server/services/privacy/purge-schedule.ts";
import { createMessageDelivery } from "@server/messages/message-delivery.ts";
import { createPhoneProvider } from "@server/messages/phone-provider.ts";
import type { PhoneProvider } from "@server/messages/phone-provider.ts";
import { PLAN_REMINDERS_CRONTAB } from "@server/messages/pickup-reminders.ts";
import { createDocumentIssuing } from "@server/invoices/document-issuing.ts";
import { createInvoiceProvider } from "@server/invoices/select-provider.ts";
import type { InvoiceProvider } from "@server/invoices/provider.ts";
import { FLIGHT_POLL_CRONTAB, createFlightPoll } from "@server/flights/flight-poller.ts";
import { cleanUpJobs, type JobHelpers } from "./job-queue.ts";

type Task = (payload: unknown, helpers: JobHelpers) => Promise<void>;

export interface SiteJobs {
  tasks: Record<string, Task>;
  crontab: string;
  close(): void;
}

export function siteJobs(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  services: Pick<Services, "pickupReminders" | "taxDocumentIssued"> & { flights: Pick<FlightTracking, "poll" | "dueCount"> };
  /** The tests' stand-ins; by default, what the configuration names. */
  phone?: PhoneProvider;
  transport?: Transporter;
  invoices?: InvoiceProvider;
}): SiteJobs {
  const { config, db, logger, services } = deps;
  const delivery = createMessageDelivery({
    prisma: db.prisma,
    logger,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    phone: deps.phone ?? createPhoneProvider(config, logger),
    whatsappTemplates: config.WHATSAPP_TEMPLATES,
    testSite: isTestPaymentSite(config),
    ...(deps.transport ? { transport: deps.transport } : {}),
  });
  const issuing = createDocumentIssuing({
    prisma: db.prisma,
    provider: deps.invoices ?? createInvoiceProvider(config, db.prisma),
    logger,
    onIssued: services.taxDocumentIssued,
  });
  const purge = createPurgeTask({ privacy: createPrivacyService(db.prisma), logger, cleanUpJobs: () => cleanUpJobs(db.connectionString, logger) });
  const pollFlights = createFlightPoll({ tracking: services.flights, logger });
  return {
    tasks: {
      deliver_message: delivery.deliver,
      issue_tax_document: issuing.issue,
      plan_pickup_reminders: async () => void (await services.pickupReminders.plan()),
      pickup_reminder: async (payload) => void (await services.pickupReminders.remind(payload)),
      privacy_purge: async () => void (await purge()),
      poll_flights: async () => void (await pollFlights()),
    },
    crontab: [PLAN_REMINDERS_CRONTAB, FLIGHT_POLL_CRONTAB, PURGE_CRONTAB].join("\n"),
    close: delivery.close,
  };
}
