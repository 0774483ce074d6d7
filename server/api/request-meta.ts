// Small readers of request metadata shared by API routes.
import type { Request } from "express";
import { HttpError } from "./http-errors.ts";
import { messages } from "@shared/messages/index.ts";
import { cookieValue } from "@shared/cookie-header.ts";

const SANE_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key header, if any; a malformed one is a 400. */
export function idempotencyKey(req: Request): string | undefined {
  const value = req.get("idempotency-key");
  if (value === undefined) return undefined;
  if (!SANE_KEY.test(value)) {
    throw new HttpError(400, "invalid_request", messages.api.badRequest, { "idempotency-key": messages.api.badRequest });
  }
  return value;
}

/** A cookie's value from the raw header (no cookie parser needed for two cookies). */
export function cookie(req: Request, name: string): string | undefined {
  return cookieValue(req.get("cookie"), name) ?? undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
