// The contract's zod check of a success body, in its own module so that the
// applications load it (and zod with it) lazily: api.ts imports it on the first
// call, never with a page's first load. It needs only the answers' schemas, not
// the contract's request schemas (response-schemas.ts).
import "./zod-jitless.ts"; // first: before the contract builds its schemas
import type { JsonEndpointName } from "@shared/api/contract.ts";
import { apiResponses } from "@shared/api/response-schemas.ts";
import type { BodyCheck } from "./api-client.ts";

export function responseCheck(name: JsonEndpointName): BodyCheck {
  const schema = apiResponses[name];
  return (body) => schema.parse(body);
}
