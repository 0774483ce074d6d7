// The four ways a service refuses (docs/decisions/019): the input is wrong,
// the thing named does not exist, it clashes with what is stored now, or a
// dependency is away for the moment. Each carries a stable `code`, a Hebrew
// message and, for a wrong input, a Hebrew message per field (fields named as
// the API names them). None carries an HTTP status or a CLI option: the API
// translates them once (server/api/http-errors.ts), the CLI once
// (cli/service-errors.ts), so every entry point meets the same rules.
import { messages } from "@shared/messages/index.ts";
import { isDatabaseUnavailable } from "@server/db/errors.ts";

/** Plain values naming what was refused (an order number, a coupon code, a bound), for a front end's own wording. */
export type Subject = Readonly<Record<string, string | number | boolean>>;

export type DomainErrorKind = "invalid" | "not_found" | "conflict" | "unavailable";

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    /** Stable and machine-readable: the API sends it as error.code. */
    readonly code: string,
    /** Hebrew, fit to show as it is. */
    message: string,
    readonly subject: Subject = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The input breaks a rule. `validation_failed` is the booking rules' verdict on
 * a whole form (many fields at once, each with its reason); `invalid_request` is
 * a request that is not even well-formed; any other code names the one bound or
 * order a value broke (e.g. `out_of_range`, `coupon_ends_before_start`).
 */
export class InvalidInput extends DomainError {
  readonly kind = "invalid";
  constructor(
    /** Field (the API's name) → Hebrew reason. "_form" for the input as a whole. */
    readonly fields: Readonly<Record<string, string>>,
    options: { code?: string; message?: string; subject?: Subject } = {},
  ) {
    super(options.code ?? "validation_failed", options.message ?? messages.booking.fixErrors, options.subject);
  }
}

/** Nothing by that name or number (or not for this caller: a wrong token reads the same). */
export class NotFound extends DomainError {
  readonly kind = "not_found";
}

/** Well-formed, but not now: it clashes with the stored state (cancelled, already paid, exists…). */
export class Conflict extends DomainError {
  readonly kind = "conflict";
}

/** A dependency (the database, the payment provider) cannot serve now; the same request may work later. */
export class Unavailable extends DomainError {
  readonly kind = "unavailable";
  constructor(code = "unavailable", message: string = messages.api.unavailable, options?: ErrorOptions) {
    super(code, message, {}, options);
  }
}

/** Every refusal a service throws, for a translation that must handle each kind. */
export type ServiceError = InvalidInput | NotFound | Conflict | Unavailable;

/**
 * The domain error an error stands for: itself, an Unavailable for a database
 * that is away or saturated (server/db/errors.ts), otherwise null (a bug).
 */
export function asDomainError(error: unknown): ServiceError | null {
  if (error instanceof DomainError) return error as ServiceError;
  if (isDatabaseUnavailable(error)) return new Unavailable("unavailable", messages.api.unavailable, { cause: error });
  return null;
}
