// valet flights [--date] | flights poll [--date] (docs/decisions/034): the return
// flights as the airport's board last showed them, and a poll of the board now,
// without waiting for the server's poller.
import type { Command } from "commander";
import { localDate } from "@shared/jerusalem-time.ts";
import { FlightBoardError } from "@server/flights/board.ts";
import type { FlightPollReport, FlightReturn } from "@server/flights/flight-tracking.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { OperationError } from "@cli/errors.ts";
import { flightTime } from "@cli/flight-views.ts";
import { localDateTime } from "@cli/format.ts";
import { flightHeaders, flightStatusLabels, headers } from "@cli/labels.ts";
import { createOutput } from "@cli/output.ts";
import { arg, date } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable, type Column } from "@cli/table.ts";

interface FlightsOptions {
  date?: string;
  json?: boolean;
}

function returnColumns(day: string): Column<FlightReturn>[] {
  return [
    { header: headers.order, value: (r) => r.orderNumber, align: "end" },
    { header: headers.flight, value: (r) => r.flightNumber },
    { header: headers.return, value: (r) => flightTime(r.arrivalAt.toISOString(), day) },
    { header: flightHeaders.flightStatus, value: (r) => flightStatusLabels[r.flight.status] },
    { header: flightHeaders.scheduled, value: (r) => flightTime(r.flight.scheduled_at, day) },
    { header: flightHeaders.expected, value: (r) => flightTime(r.flight.estimated_at, day) },
    { header: flightHeaders.landed, value: (r) => flightTime(r.flight.landed_at, day) },
    { header: headers.terminal, value: (r) => r.flight.terminal ?? "—" },
    { header: flightHeaders.checked, value: (r) => (r.checkedAt ? localDateTime(r.checkedAt) : "—") },
  ];
}

const eventWords = { flight_time_changed: "landing time changed", flight_landed: "landed", flight_cancelled: "cancelled" } as const;

function pollText(report: FlightPollReport, scope: string): string {
  const lines = [`checked ${report.checked} return(s) ${scope}: ${report.updated} updated, ${report.notTracked} not tracked (not on the board)`];
  if (report.events.length === 0) lines.push("no new events");
  else lines.push(`events added (${report.events.length}):`, ...report.events.map((event) => `  order ${event.orderNumber}: ${eventWords[event.kind]}`));
  return lines.join("\n");
}

export function registerFlightCommands(program: Command, runtime: Runtime): void {
  const flights = program
    .command("flights")
    .description("return flights on the airport's board: status, expected and landing times of a day's returns")
    .option("--date <date>", "the returns' day, YYYY-MM-DD (default: today in Israel)", arg(date));
  withJson(flights);
  examples(flights, "valet flights", "valet flights --date 2026-11-24", "valet flights --json", "valet flights poll");
  flights.action(async (options: FlightsOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const day = options.date ?? localDate(runtime.io.now());
    const returns = await (await runtime.services()).flights.returnsOn(day);
    out.result({ date: day, returns }, () => (returns.length ? renderTable(returns, returnColumns(day), out.tableOptions) : `no returns on ${day}`));
  });

  const poll = flights
    .command("poll")
    .description("read the airport's board now for the returns of a day (default: from 12 hours ago to 24 hours ahead) and record what changed")
    .option("--date <date>", "the returns' day, YYYY-MM-DD", arg(date));
  withJson(poll);
  examples(poll, "valet flights poll", "valet flights poll --date 2026-11-24 --json");
  poll.action(async () => {
    // Commander gives `flights poll --date … --json` to `flights`, which has the same options.
    const options = poll.optsWithGlobals<FlightsOptions>();
    const out = createOutput(runtime.io, Boolean(options.json));
    const tracking = (await runtime.services()).flights;
    let report: FlightPollReport;
    try {
      report = await tracking.poll(options.date ? { date: options.date } : {});
    } catch (error) {
      if (!(error instanceof FlightBoardError)) throw error;
      throw new OperationError(`the flight board could not be read (${error.kind}): ${error.message}; nothing was changed`);
    }
    out.result(report, () => pollText(report, options.date ? `on ${options.date}` : "from 12 hours ago to 24 hours ahead"));
  });
}
