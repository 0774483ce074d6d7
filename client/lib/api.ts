// The applications' API client: every call's success body is checked against
// the contract (shared/api/contract.ts). The check brings zod, so it is imported
// on the first call rather than with the page (first-load budget, docs/decisions/022);
// the request and the import start together.
import { createApiClient } from "./api-client.ts";

export { ApiError } from "./api-client.ts";

export const callApi = createApiClient(async (name) => (await import("./api-response-check.ts")).responseCheck(name));
