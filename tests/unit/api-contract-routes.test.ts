// Every route the API router mounts is in the contract (shared/api/endpoints.ts),
// and every endpoint of the contract is mounted: a new endpoint without a contract
// entry, or a contract entry without a route, fails here. That the zod contract and
// the rate limits name only the table's endpoints is the type check's job: both are
// keyed by EndpointName and take the method and path from the table.
import { describe, expect, it } from "vitest";
import { API_ENDPOINTS } from "@shared/api/endpoints.ts";
import { createApiRouter } from "@server/api/router.ts";
import type { Config } from "@server/config.ts";
import type { Services } from "@server/services/index.ts";

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** "METHOD /path" of every route in an Express router and the routers it mounts. */
function mountedRoutes(stack: Layer[], found: string[] = []): string[] {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${layer.route.path}`);
    } else if (layer.handle?.stack) {
      mountedRoutes(layer.handle.stack, found);
    }
  }
  return found;
}

const contractRoutes = Object.values(API_ENDPOINTS).map(({ method, path }) => `${method} ${path}`);

describe("the API contract and the routers", () => {
  // Building the router touches no service; requests are never made.
  const router = createApiRouter({ services: {} as Services, config: { RATE_LIMITS: "off", PUBLIC_BASE_URL: "https://valet.test" } as Config });
  const mounted = mountedRoutes((router as unknown as { stack: Layer[] }).stack);

  it("mount exactly the contract's endpoints, each once", () => {
    expect([...mounted].sort()).toEqual([...contractRoutes].sort());
    expect(new Set(mounted).size).toBe(mounted.length);
  });
});
