// The one shape of every /api answer that is not a success (server/api/http-errors.ts):
//   { error: { code, message, fields? } }
// `message` is Hebrew, shown to the visitor as it is; `fields` maps a form field to
// its Hebrew message. Read here without zod, because the reading pages' small
// script reads it too; contract.ts has the same shape as a zod schema, and a unit
// test keeps the two in agreement.

export interface ApiErrorDetail {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export interface ApiErrorBody {
  error: ApiErrorDetail;
}

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
