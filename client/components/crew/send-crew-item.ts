// How the crew page's outbox (outbox.ts) sends one item: a move through the API
// client (its answer checked against the contract), a photo as the raw JPEG body of
// POST /api/crew/bookings/:n/photos?stage=… (docs/decisions/030), which callApi, made
// for JSON, does not send. Both carry the item's Idempotency-Key; a refusal carries
// the server's Hebrew message and, for a form, its message per field.
import { apiUrl } from "@shared/api/endpoints.ts";
import { readApiErrorBody } from "@shared/api/error-body.ts";
import { messages } from "@shared/messages/index.ts";
import { ApiError, callApi } from "~/lib/api.ts";
import type { OutboxDeps, OutboxItem } from "./outbox.ts";

type SendResult = Awaited<ReturnType<OutboxDeps["send"]>>;

const keyed = (key: string) => ({ headers: { "idempotency-key": key } });

async function sendPhoto(item: Extract<OutboxItem, { kind: "photo" }>): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl("crewPhotoUpload", { orderNumber: item.orderNumber }, { stage: item.stage }), {
      method: "POST",
      headers: { "content-type": "image/jpeg", accept: "application/json", "idempotency-key": item.key },
      body: item.blob,
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, failure: { status: 0, message: messages.api.networkError } };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, answer: json };
  const seconds = Number(response.headers.get("retry-after"));
  const error = readApiErrorBody(json);
  return {
    ok: false,
    failure: {
      status: response.status,
      message: error?.message ?? messages.api.serverError,
      ...(error?.fields ? { fields: error.fields } : {}),
      ...(seconds > 0 ? { retryAfterSeconds: seconds } : {}),
    },
  };
}

export async function sendCrewItem(item: OutboxItem): Promise<SendResult> {
  if (item.kind === "photo") return sendPhoto(item);
  try {
    const input = { params: { orderNumber: item.orderNumber }, body: item.body } as never;
    return { ok: true, answer: await callApi(item.move, input, keyed(item.key)) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const failure = { status: error.status, message: error.message, fields: error.fields };
    return { ok: false, failure: error.retryAfterSeconds ? { ...failure, retryAfterSeconds: error.retryAfterSeconds } : failure };
  }
}
