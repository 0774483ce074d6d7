// One JSON error shape for every API answer that is not a success:
//   { error: { code, message, fields? } }
// `message` is Hebrew and can be shown to the visitor as it is; `fields` maps a
// form field to its Hebrew message. No stack trace or internal detail ever leaves.
// The services' refusals (server/services/domain-errors.ts) become HTTP here and
// nowhere else: routers let them through (docs/decisions/019).
import type { NextFunction, Request, Response } from "express";
import type { z, ZodError } from "zod";
import type { ApiErrorBody } from "@shared/api/error-body.ts";
import { fieldErrors } from "@shared/zod-errors.ts";
import { messages } from "@shared/messages/index.ts";
import { asDomainError, DomainError, type ServiceError } from "@server/services/domain-errors.ts";

const apiMessages = messages.api;
/** How long a client should wait before retrying a 503, in seconds (the APIs' and the pages'). */
export const RETRY_AFTER_SECONDS = "10";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

function badRequest(error: ZodError): HttpError {
  return new HttpError(400, "invalid_request", apiMessages.badRequest, fieldErrors(error));
}

/** Parses input with a shared schema, or throws the 400 with Hebrew field errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error);
  return result.data;
}

/** The contract's error body (shared/api/contract.ts apiErrorBodySchema, typed through z.infer). */
function errorBody(error: HttpError): ApiErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
}

export function sendError(res: Response, error: HttpError): void {
  res.status(error.status).json(errorBody(error));
}

export function apiNotFound(_req: Request, res: Response): void {
  sendError(res, new HttpError(404, "not_found", apiMessages.notFound));
}

/** Statuses of the Unavailable codes that are not 503: the provider's fault is a bad gateway. */
const UNAVAILABLE_STATUS: Record<string, number> = { payment_provider: 502 };

/** A service's refusal as the API answers it: status, the same code, the Hebrew message, the field messages. */
export function httpErrorOf(error: ServiceError): HttpError {
  switch (error.kind) {
    case "invalid":
      return new HttpError(error.code === "invalid_request" ? 400 : 422, error.code, error.message, { ...error.fields });
    case "not_found":
      return new HttpError(404, "not_found", error.message);
    case "conflict":
      return new HttpError(409, error.code, error.message);
    case "unavailable":
      return new HttpError(UNAVAILABLE_STATUS[error.code] ?? 503, error.code, error.message);
  }
}

/** A service's refusal answered; a 503 (the database away, server/db/errors.ts) asks to retry later. */
function sendDomainError(req: Request, res: Response, error: ServiceError): void {
  const http = httpErrorOf(error);
  if (http.status === 503) {
    if (error.cause) req.log?.warn({ err: error.cause }, "database unavailable");
    res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
  }
  sendError(res, http);
}

/** The API's last error handler: maps known failures, hides the rest. */
export function apiErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof HttpError) {
    if (error.status === 503) res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
    return sendError(res, error);
  }
  if (error instanceof DomainError) return sendDomainError(req, res, error as ServiceError);
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  const type = (error as { type?: string })?.type;
  if (type === "entity.parse.failed") return sendError(res, new HttpError(400, "malformed_json", apiMessages.malformedJson));
  if (type === "entity.too.large") return sendError(res, new HttpError(413, "too_large", apiMessages.payloadTooLarge));
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return sendError(res, new HttpError(415, "unsupported_encoding", apiMessages.badRequest));
  }
  // Before the database check: an aborted request body (ECONNABORTED, status 400) is the client's.
  if (typeof status === "number" && status >= 400 && status < 500) {
    return sendError(res, new HttpError(status, "invalid_request", apiMessages.badRequest));
  }
  const domain = asDomainError(error);
  if (domain) return sendDomainError(req, res, domain);
  req.log?.error({ err: error }, "unhandled API error");
  sendError(res, new HttpError(500, "internal", apiMessages.serverError));
}
