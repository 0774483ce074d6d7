// The flight board the site reads, as the configuration names it (FLIGHT_SOURCE):
// data.gov.il in production, a local JSON file elsewhere (docs/decisions/034).
import type { Config } from "@server/config.ts";
import type { Logger } from "@server/logger.ts";
import { logDroppedRowsOnce, type FlightSource } from "./board.ts";
import { createCkanFlightSource } from "./ckan-source.ts";
import { createSandboxFlightSource } from "./sandbox-source.ts";

/** The Israel Airports Authority's flights dataset on data.gov.il. */
const BOARD_RESOURCE_ID = "e83f763b-b7d7-479e-b172-ae981ddc6de5";
/** Per request: a poll that hangs must end well within the poller's lease. */
const BOARD_TIMEOUT_MS = 20_000;

/** A row the schema skips is logged once by this process (board.ts), not at every poll. */
export function createFlightSource(config: Pick<Config, "flightSource" | "FLIGHT_BOARD_URL" | "flightSandboxFile">, logger: Pick<Logger, "warn">): FlightSource {
  const onDroppedRow = logDroppedRowsOnce(logger);
  if (config.flightSource === "sandbox") return createSandboxFlightSource({ path: config.flightSandboxFile, onDroppedRow });
  return createCkanFlightSource({ baseUrl: config.FLIGHT_BOARD_URL, resourceId: BOARD_RESOURCE_ID, timeoutMs: BOARD_TIMEOUT_MS, onDroppedRow });
}
