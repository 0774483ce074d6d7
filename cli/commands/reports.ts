// valet reports day [--date D] [--csv | --json]
// The operator's day (product.md §17, docs/decisions/029): per representative the
// handovers done, the cash expected at them and the cash taken; returns over the
// terms' km; no-shows; cars still with us whose return time has passed.
import { Option, type Command } from "commander";
import { SERVICE_TERMS } from "@shared/constants.ts";
import { localDate } from "@shared/jerusalem-time.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { createOutput } from "@cli/output.ts";
import { arg, date } from "@cli/parse-args.ts";
import { dayReportCsv, renderDayReport } from "@cli/report-views.ts";
import type { Runtime } from "@cli/runtime.ts";

export function registerReportCommands(program: Command, runtime: Runtime): void {
  const reports = program.command("reports").description("reports for the operator: the service day");
  examples(reports, "valet reports day", "valet reports day --date 2026-11-24 --csv > day.csv");

  const day = reports
    .command("day")
    .description(
      `one day: per representative the handovers, cash expected and cash taken; returns over ${SERVICE_TERMS.maxDrivingKm} km; no-shows; cars still with us past their return time`,
    )
    .option("--date <date>", "the day, YYYY-MM-DD (default: today in Israel)", arg(date))
    .addOption(new Option("--csv", "print CSV (UTF-8 with BOM, opens in Excel) instead of tables").conflicts("json"));
  withJson(day);
  examples(day, "valet reports day", "valet reports day --date 2026-11-24", "valet reports day --csv > day.csv", "valet reports day --json");
  day.action(async (options: { date?: string; csv?: boolean; json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const report = await (await runtime.admin()).reports.forDay(options.date ?? localDate(runtime.io.now()));
    if (options.csv) out.raw(dayReportCsv(report));
    else out.result(report, () => renderDayReport(report, out.tableOptions));
  });
}
