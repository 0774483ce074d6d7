// The browser's one way to call /api (product.md §7.1, §7.2): JSON in, the success body
// checked, and every failure (no connection, an error body, a 4xx/5xx, a proxy's
// HTML page, a 429) turned into one ApiError whose Hebrew message can be shown as
// it is. No zod and no React here: the reading pages' small script uses this too.
// How a success body is checked is the caller's choice (createApiClient's `check`):
// the applications check it with the contract's zod schema, loaded lazily
// (api.ts); the reading pages' script, which must stay small, needs only the status.
import { apiUrl, API_ENDPOINTS } from "@shared/api/endpoints.ts";
import { readApiErrorBody } from "@shared/api/error-body.ts";
import type { ApiInput, ApiResponse, JsonEndpointName } from "@shared/api/contract.ts";
// The site part alone: a document's script carries no booking-form text.
import { siteMessages as messages } from "@shared/messages/site.ts";

export class ApiError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came (offline, aborted). */
    readonly status: number,
    /** The server's code (invalid_request, validation_failed, …), or network, aborted, invalid_response, http_<status>. */
    readonly code: string,
    /** Hebrew, for the visitor. */
    message: string,
    /** A form field's Hebrew message, by the API's field name. */
    readonly fields: Record<string, string> = {},
    /** True when the message is the server's own (not one of our fallbacks). */
    readonly fromServer = false,
    /** Seconds to wait before retrying (Retry-After of a 429 or 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Checks a parsed success body (throws when it is not the endpoint's answer). */
export type BodyCheck = (body: unknown) => unknown;
/** How to check an endpoint's success body; may load what it needs. */
export type CheckFor = (name: JsonEndpointName) => BodyCheck | Promise<BodyCheck>;

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Survive the page being left (an analytics record). */
  keepalive?: boolean;
  /** The message of a failure the server did not explain (a bare 500, a proxy page). */
  failureMessage?: string;
}

/** The message for a failure without the server's own words. */
function fallbackMessage(status: number, failureMessage: string | undefined): string {
  if (status === 429) return messages.api.tooManyRequests;
  if (status === 502 || status === 503 || status === 504) return failureMessage ?? messages.api.unavailable;
  if (status >= 500) return failureMessage ?? messages.api.serverError;
  return failureMessage ?? messages.api.badRequest;
}

function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get("retry-after"));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The body as JSON; undefined when empty, or when it is not JSON at all (a proxy's page). */
async function readJson(response: Response): Promise<{ json: unknown; isJson: boolean }> {
  const text = await response.text();
  if (text === "") return { json: undefined, isJson: true };
  try {
    return { json: JSON.parse(text), isJson: true };
  } catch {
    return { json: undefined, isJson: false };
  }
}

function failure(response: Response, json: unknown, options: CallOptions): ApiError {
  const seconds = retryAfter(response);
  const detail = readApiErrorBody(json);
  if (detail) return new ApiError(response.status, detail.code, detail.message, detail.fields ?? {}, true, seconds);
  return new ApiError(response.status, `http_${response.status}`, fallbackMessage(response.status, options.failureMessage), {}, false, seconds);
}

/** A client whose success bodies are checked by `checkFor`; `fetchImpl` is for tests. */
export function createApiClient(checkFor: CheckFor, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return async function callApi<N extends JsonEndpointName>(name: N, input: ApiInput<N>, options: CallOptions = {}): Promise<ApiResponse<N>> {
    const { method } = API_ENDPOINTS[name];
    const parts = input as { params?: Record<string, string | number>; query?: Record<string, string | number | undefined>; body?: unknown };
    // Start loading the check with the request, not after it.
    const check = Promise.resolve().then(() => checkFor(name));
    check.catch(() => {});
    let response: Response;
    try {
      response = await fetchImpl(apiUrl(name, parts.params, parts.query), {
        method,
        headers: { accept: "application/json", ...(parts.body !== undefined ? { "content-type": "application/json" } : {}), ...options.headers },
        ...(parts.body !== undefined ? { body: JSON.stringify(parts.body) } : {}),
        signal: options.signal,
        keepalive: options.keepalive,
        credentials: "same-origin",
      });
    } catch {
      if (options.signal?.aborted) throw new ApiError(0, "aborted", messages.api.networkError);
      throw new ApiError(0, "network", messages.api.networkError);
    }
    let read: { json: unknown; isJson: boolean };
    try {
      read = await readJson(response);
    } catch {
      // The connection dropped while the body was arriving.
      throw new ApiError(0, options.signal?.aborted ? "aborted" : "network", messages.api.networkError);
    }
    if (!response.ok) throw failure(response, read.json, options);
    let parse: BodyCheck;
    try {
      parse = await check;
    } catch {
      // The check's own module did not load: the connection again.
      throw new ApiError(0, "network", messages.api.networkError);
    }
    try {
      if (!read.isJson) throw new Error("not JSON");
      return parse(read.json) as ApiResponse<N>;
    } catch {
      // A success that is not the contract's answer: a bug or a stale page, not the visitor's doing.
      throw new ApiError(response.status, "invalid_response", options.failureMessage ?? messages.api.serverError);
    }
  };
}

/** For a caller that needs only to know the call succeeded (the body is not read). */
export const statusOnly: CheckFor = () => (body) => body;
