// The one shape of every /api answer that is not a success (server/api/http-errors.ts):
//   { error: { code, message, fields? } }
// `message` is Hebrew, shown to the visitor as it is; `fields` maps a form field to
// its Hebrew message. The shape is defined once, as contract.ts's apiErrorBodySchema
// (docs/decisions/019-one-error-model.md); the types here are inferred from it, and
// the import is type-only, so the reading pages' small script, which reads errors
// here, still loads no zod.
import type { z } from "zod";
import type { apiErrorBodySchema } from "./contract.ts";

/** The body of every failure, as the server's error handler writes it. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
export type ApiErrorDetail = ApiErrorBody["error"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The error of a parsed JSON body, or null when it carries no Hebrew message to
 * show. Every body the server sends reads as the zod schema reads it; a body
 * without a code (an older server) still shows its message, with code "unknown".
 */
export function readApiErrorBody(json: unknown): ApiErrorDetail | null {
  if (!isRecord(json) || !isRecord(json.error)) return null;
  const { code, message, fields } = json.error;
  if (typeof message !== "string" || message === "") return null;
  if (code !== undefined && typeof code !== "string") return null;
  const detail = { code: code ?? "unknown", message };
  if (fields === undefined) return detail;
  if (!isRecord(fields) || !Object.values(fields).every((value) => typeof value === "string")) return null;
  return { ...detail, fields: fields as Record<string, string> };
}
