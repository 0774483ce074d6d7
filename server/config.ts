// One schema for the environment, parsed once at boot. A bad value stops the
// process with one message that lists every bad variable. Defaults let
// `npm start` run with nothing set.
import path from "node:path";
import { z } from "zod";
import { projectPath } from "./paths.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { isValidCompanyNumber } from "@shared/company-number.ts";
import type { DocumentIssuer } from "@shared/tax-documents.ts";
import { TRAVELLER_MESSAGE_KINDS } from "@server/messages/traveller-texts.ts";
import { MORNING_PRODUCTION_URL } from "@server/invoices/morning-provider.ts";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/**
 * The business as a document it issues names it (docs/decisions/036): example values
 * until set, so a fresh clone runs; the server warns at every start until they are
 * (server/index.ts), as it does for BUSINESS_PHONE.
 */
export const EXAMPLE_ISSUER = {
  BUSINESS_LEGAL_NAME: "ואלה פארקינג נתב״ג בע״מ",
  BUSINESS_TAX_ID: "515555555",
  BUSINESS_ADDRESS: "רחוב הדוגמה 1, לוד",
} as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z
      .string()
      .regex(POSTGRES_URL, "must be a postgres:// or postgresql:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DATA_DIR: z.string().default(projectPath("data")),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    BUSINESS_PHONE: z
      .string()
      .regex(/^\+?[0-9-]{9,15}$/, "must be a phone number such as 050-1234567")
      .default("050-1234567"),
    BUSINESS_EMAIL: z.email().default("info@valet-park.co.il"),
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^[0-9]{10,15}$/, "must be digits in international form, e.g. 972501234567")
      .default("972501234567"),
    BUSINESS_LOCATION: z.string().default("סמוך לנמל התעופה בן גוריון"),
    /** The issuer on the site's own (sandbox) tax documents: the business's registered name, its ח.פ. or ע.מ., its address. */
    BUSINESS_LEGAL_NAME: z.string().trim().min(2, "must be the business's registered name").default(EXAMPLE_ISSUER.BUSINESS_LEGAL_NAME),
    BUSINESS_TAX_ID: z
      .string()
      .trim()
      .refine(isValidCompanyNumber, "must be the business's ח.פ. or ע.מ.: 9 digits whose last is the Israeli check digit")
      .default(EXAMPLE_ISSUER.BUSINESS_TAX_ID),
    BUSINESS_ADDRESS: z.string().trim().min(2, "must be the business's address").default(EXAMPLE_ISSUER.BUSINESS_ADDRESS),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default("ואלה פארקינג נתב״ג <no-reply@valet-park.co.il>"),
    PAYMENT_PROVIDER: z.enum(["sandbox", "hyp"]).optional(),
    HYP_MASOF: optionalString,
    HYP_PASSP: optionalString,
    HYP_KEY: optionalString,
    HYP_BASE_URL: z.url().default("https://pay.hyp.co.il/p/"),
    SECRET_KEY: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    GA_MEASUREMENT_ID: optionalString.pipe(z.string().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX").optional()),
    GOOGLE_ADS_ID: optionalString.pipe(z.string().regex(/^AW-[0-9]+$/, "must look like AW-123456789").optional()),
    GOOGLE_ADS_CONVERSION_LABEL: optionalString,
    TRUST_PROXY: booleanFlag,
    /** Per-IP request limits on /api (server/api/rate-limits.ts); off only for load tests. */
    RATE_LIMITS: z.enum(["on", "off"]).default("on"),
    /** Server processes on Postgres (server/cluster.ts); the embedded database always runs one. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** SMS and WhatsApp (docs/decisions/033): Twilio with credentials, else the sandbox. */
    MESSAGE_PROVIDER: z.enum(["sandbox", "twilio"]).optional(),
    TWILIO_ACCOUNT_SID: optionalString.pipe(z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must be AC followed by 32 hex digits").optional()),
    TWILIO_AUTH_TOKEN: optionalString,
    SMS_FROM: optionalString.pipe(
      z
        .string()
        .regex(/^(\+[1-9]\d{7,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, "must be an E.164 number (+97250…) or a sender name of up to 11 letters and digits")
        .optional(),
    ),
    WHATSAPP_FROM: optionalString.pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, "must be an E.164 number such as +972501234567").optional()),
    /** The approved WhatsApp templates' ids: `booking_confirmed=HX…,pickup_reminder=HX…` (docs/whatsapp-templates.md). */
    WHATSAPP_TEMPLATES: optionalString.transform((value, ctx) => parseWhatsappTemplates(value, ctx)),
    /** Where the return flights' statuses come from (server/flights/): the airport's board, or a file. */
    FLIGHT_SOURCE: z.enum(["board", "sandbox"]).optional(),
    /** The CKAN site that serves the board's datastore_search; tests point it at a local server. */
    FLIGHT_BOARD_URL: z.url({ protocol: /^https?$/ }).default("https://data.gov.il"),
    FLIGHT_SANDBOX_FILE: optionalString,
    /** Tax documents (docs/decisions/036): Morning (Green Invoice) with its API key, else the sandbox. */
    INVOICE_PROVIDER: z.enum(["sandbox", "morning"]).optional(),
    MORNING_API_KEY_ID: optionalString,
    MORNING_API_KEY_SECRET: optionalString,
    /** Morning's sandbox is https://sandbox.d.greeninvoice.co.il/api/v1. */
    MORNING_BASE_URL: z.url({ protocol: /^https?$/ }).default(MORNING_PRODUCTION_URL),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "hyp") {
      for (const key of ["HYP_MASOF", "HYP_PASSP", "HYP_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENT_PROVIDER=hyp" });
      }
    }
    if (env.INVOICE_PROVIDER === "morning") {
      for (const key of ["MORNING_API_KEY_ID", "MORNING_API_KEY_SECRET"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when INVOICE_PROVIDER=morning" });
      }
    }
    if (env.MESSAGE_PROVIDER === "twilio") {
      for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "SMS_FROM"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when MESSAGE_PROVIDER=twilio" });
      }
    }
    if (env.NODE_ENV === "production" && env.PAYMENT_PROVIDER === "hyp" && !env.SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["SECRET_KEY"], message: "is required in production with a real payment provider" });
    } else if (env.NODE_ENV === "production" && POSTGRES_URL.test(env.DATABASE_URL ?? "") && !env.SECRET_KEY) {
      // Anyone who can read the database (a backup, a reporting role) could sign a link to any order (README, "The key that signs order links").
      ctx.addIssue({
        code: "custom",
        path: ["SECRET_KEY"],
        message:
          "is required in production on Postgres (DATABASE_URL): the key that signs order links is not kept in the database. " +
          "Set 32 or more random characters (openssl rand -base64 48); to keep links already sent working, the value of site_settings' _order_token_key if it has one",
      });
    }
  });

type Env = z.infer<typeof envSchema>;

const TEMPLATE_SID = /^HX[0-9a-fA-F]{32}$/;

/** `kind=HX…,kind=HX…` as a map; an unknown kind or a malformed id is a configuration error. */
function parseWhatsappTemplates(value: string | undefined, ctx: z.RefinementCtx): Record<string, string> {
  const templates: Record<string, string> = {};
  for (const pair of (value ?? "").split(",").map((piece) => piece.trim()).filter(Boolean)) {
    const [kind = "", sid = ""] = pair.split("=").map((side) => side.trim());
    if (!(TRAVELLER_MESSAGE_KINDS as readonly string[]).includes(kind) || !TEMPLATE_SID.test(sid)) {
      ctx.addIssue({ code: "custom", message: `"${pair}" is not kind=HX… with a kind of ${TRAVELLER_MESSAGE_KINDS.join(", ")}` });
      continue;
    }
    templates[kind] = sid;
  }
  return templates;
}

export interface Config extends Omit<Env, "PUBLIC_BASE_URL"> {
  PUBLIC_BASE_URL: string;
  paymentProvider: "sandbox" | "hyp";
  /** DATA_DIR: the embedded Postgres's folder and socket (when DATABASE_URL is unset), the order-link key, photos. */
  embeddedDataDir: string;
  messageProvider: "sandbox" | "twilio";
  flightSource: "board" | "sandbox";
  /** The sandbox board's JSON file (server/flights/sandbox-source.ts). */
  flightSandboxFile: string;
  invoiceProvider: "sandbox" | "morning";
}

export class ConfigError extends Error {}

/** Parses the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable (compose's `${X:-}`) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const hasHyp = Boolean(env.HYP_MASOF && env.HYP_PASSP && env.HYP_KEY);
  return {
    ...env,
    // Unset, the site describes itself at the local address it listens on.
    PUBLIC_BASE_URL: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    paymentProvider: env.PAYMENT_PROVIDER ?? (hasHyp ? "hyp" : "sandbox"),
    embeddedDataDir: path.resolve(env.DATA_DIR),
    messageProvider: env.MESSAGE_PROVIDER ?? (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM ? "twilio" : "sandbox"),
    // Only production asks data.gov.il unless told: development and tests never reach it by accident.
    flightSource: env.FLIGHT_SOURCE ?? (env.NODE_ENV === "production" ? "board" : "sandbox"),
    flightSandboxFile: path.resolve(env.FLIGHT_SANDBOX_FILE ?? path.join(env.DATA_DIR, "flights.json")),
    invoiceProvider: env.INVOICE_PROVIDER ?? (env.MORNING_API_KEY_ID && env.MORNING_API_KEY_SECRET ? "morning" : "sandbox"),
  };
}

/**
 * Why this configuration must not serve in production, or null. The sandbox lets
 * anyone approve a card payment: in production it runs only when asked for by
 * name (PAYMENT_PROVIDER=sandbox), never because Hyp's credentials are missing
 * (product.md §7.5, docs/decisions/009).
 */
export function productionRefusal(config: Config): string | null {
  if (config.NODE_ENV !== "production" || config.paymentProvider !== "sandbox" || config.PAYMENT_PROVIDER === "sandbox") return null;
  return [
    "Refusing to start: card payments would run on the sandbox, where anyone can approve a payment.",
    "  Set HYP_MASOF, HYP_PASSP and HYP_KEY (and SECRET_KEY) for real card payments,",
    "  or PAYMENT_PROVIDER=sandbox for a test site whose payments are not real.",
  ].join("\n");
}

/** A production site whose card payments are the sandbox's: its payment pages and e-mails say they are a test. */
export function isTestPaymentSite(config: Config): boolean {
  return config.NODE_ENV === "production" && config.paymentProvider === "sandbox";
}

/** The business as the site's own tax documents name it (docs/decisions/036). */
export function documentIssuer(config: Config): DocumentIssuer {
  return { name: config.BUSINESS_LEGAL_NAME, taxId: config.BUSINESS_TAX_ID, address: config.BUSINESS_ADDRESS, phone: config.BUSINESS_PHONE };
}

/** The issuer's variables still at their example values: the server warns at start while any is. */
export function exampleIssuerFields(config: Config): string[] {
  return (Object.keys(EXAMPLE_ISSUER) as (keyof typeof EXAMPLE_ISSUER)[]).filter((key) => config[key] === EXAMPLE_ISSUER[key]);
}

/** The message of a link refused for want of the site's address (docs/decisions/039). */
export const NO_PUBLIC_ADDRESS =
  "the site's public address is not known, so no link to it can be built and nothing was queued: start the server once (it records its PUBLIC_BASE_URL in the database) or set PUBLIC_BASE_URL for this command";

/**
 * The only configuration the browser sees: an explicit allow-list. An empty
 * PUBLIC_BASE_URL (the CLI's, when neither its environment nor the database knows
 * the site's address) refuses every link built from it, rather than send a dead one.
 */
export function publicConfig(config: Config): PublicConfig {
  const baseUrl = config.PUBLIC_BASE_URL;
  return {
    get baseUrl() {
      if (!baseUrl) throw new ConfigError(NO_PUBLIC_ADDRESS);
      return baseUrl;
    },
    phone: config.BUSINESS_PHONE,
    email: config.BUSINESS_EMAIL,
    whatsappNumber: config.WHATSAPP_NUMBER,
    location: config.BUSINESS_LOCATION,
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    adsId: config.GOOGLE_ADS_ID ?? null,
    adsConversionLabel: config.GOOGLE_ADS_CONVERSION_LABEL ?? null,
  };
}
