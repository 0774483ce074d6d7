// One flight poll for the whole site (docs/decisions/034, 042): a crontab entry of
// the server's job runner every 2 minutes, which one process runs however many
// there are. It asks the board only while returns are near (none near: one cheap
// count, no request). A poll that fails is logged and the next one, two minutes
// later, tries again: at most 30 requests an hour to a public board, and only
// while a return is near. Each board request times out in 20 s, so polls never
// pile up; a process that dies mid-poll holds nothing the next poll needs.
import type { Logger } from "@server/logger.ts";
import { FlightBoardError } from "./board.ts";
import type { FlightPollReport, FlightTracking } from "./flight-tracking.ts";

export const FLIGHT_POLL_CRONTAB = "*/2 * * * * poll_flights ?max=1";

export function createFlightPoll(deps: { tracking: Pick<FlightTracking, "poll" | "dueCount">; logger: Logger }) {
  /** The `poll_flights` task: the board's report, or null when nothing was due or the board failed. */
  return async function pollFlights(): Promise<FlightPollReport | null> {
    const due = await deps.tracking.dueCount();
    if (due === 0) return null;
    try {
      const report = await deps.tracking.poll();
      // Every two minutes all day: a line only when something changed.
      deps.logger[report.updated > 0 || report.events.length > 0 ? "info" : "debug"](
        { due, checked: report.checked, updated: report.updated, notTracked: report.notTracked, events: report.events.length },
        "flight board polled",
      );
      return report;
    } catch (error) {
      deps.logger.warn({ err: error, due, kind: error instanceof FlightBoardError ? error.kind : "error" }, "flight board poll failed; the next poll tries again");
      return null;
    }
  };
}
