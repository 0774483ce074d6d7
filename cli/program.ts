// The operator's command-line tool. Exit codes: 0 success, 1 the operation
// failed, 2 bad usage. Errors are one line on stderr: "error: …".
import { Command, CommanderError } from "commander";
import { ConfigError } from "@server/config.ts";
import { DomainError, type ServiceError } from "@server/services/domain-errors.ts";
import { registerBlackoutCommands } from "./commands/blackouts.ts";
import { registerBookingCommands } from "./commands/bookings.ts";
import { registerConfigCommands } from "./commands/config.ts";
import { registerCouponCommands } from "./commands/coupons.ts";
import { registerCrewCommands } from "./commands/crew.ts";
import { registerDbCommands } from "./commands/db.ts";
import { registerFlightCommands } from "./commands/flights.ts";
import { registerMessageCommands } from "./commands/messages.ts";
import { registerInvoiceCommands } from "./commands/invoices.ts";
import { registerPhotoCommands } from "./commands/photos.ts";
import { registerPrivacyCommands } from "./commands/privacy.ts";
import { registerReportCommands } from "./commands/reports.ts";
import { registerSettingsCommands } from "./commands/settings.ts";
import { OperationError, UsageError } from "./errors.ts";
import { createIo, type CliIo, type RunIo } from "./io.ts";
import { createRuntime, type Runtime } from "./runtime.ts";
import { cliErrorOf } from "./service-errors.ts";

export type { RunIo } from "./io.ts";

const OVERVIEW = `
Every command has --help with examples, and --json for scripts.
Exit codes: 0 done, 1 the operation failed (not found, duplicate, database down),
2 bad usage (unknown option or key, malformed value). Times are Israel time.

Examples:
  valet coupons add SUMMER50 --amount 50 --to 2026-08-31
  valet blackouts add --from "2026-12-24 06:00" --to "2026-12-24 12:00"
  valet config set min_advance_hours 6
  valet bookings manifest --date 2026-11-24
  valet messages retry --all-failed
  valet privacy erase --email dana@example.com
  valet crew add "דני כהן" --phone 050-1234567
  valet flights poll
`;

function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

function everyCommand(command: Command): Command[] {
  return [command, ...command.commands.flatMap(everyCommand)];
}

function buildProgram(runtime: Runtime): Command {
  const { io } = runtime;
  const program = new Command("valet")
    .description("ניהול אתר הוואלה: קופונים, תקופות חסומות, הגדרות, הזמנות ומסד הנתונים")
    .configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      getOutHelpWidth: () => (io.stdoutIsTTY ? process.stdout.columns : 100),
      getErrHelpWidth: () => (io.stderrIsTTY ? process.stderr.columns : 100),
    })
    .exitOverride()
    .addHelpText("after", OVERVIEW);
  registerCouponCommands(program, runtime);
  registerBlackoutCommands(program, runtime);
  registerConfigCommands(program, runtime);
  registerSettingsCommands(program, runtime);
  registerBookingCommands(program, runtime);
  registerMessageCommands(program, runtime);
  registerInvoiceCommands(program, runtime);
  registerPrivacyCommands(program, runtime);
  registerReportCommands(program, runtime);
  registerPhotoCommands(program, runtime);
  registerCrewCommands(program, runtime);
  registerFlightCommands(program, runtime);
  registerDbCommands(program, runtime);
  // A person gets a pointer to the right --help; a script gets the one error line.
  if (io.stderrIsTTY) {
    for (const command of everyCommand(program)) command.showHelpAfterError(`(see: ${commandPath(command)} --help)`);
  }
  return program;
}

/**
 * One line for an unexpected error. Prisma's messages open with a code frame of
 * the call ("Invalid `prisma.x()` invocation in …") and end with the reason.
 */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split("\n").map((line) => line.trim()).filter(Boolean);
  const prismaFrame = /^Invalid `.*` invocation/.test(lines[0] ?? "");
  const line = (prismaFrame ? `database: ${lines.at(-1)}` : lines[0]) ?? "unexpected failure";
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

function exitCodeFor(error: unknown, io: CliIo): number {
  if (error instanceof CommanderError) {
    // Commander has already printed its message; --help and --version end here with 0.
    return error.exitCode === 0 ? 0 : 2;
  }
  if (error instanceof DomainError) {
    // A service's refusal: its exit code and line are decided in cli/service-errors.ts.
    const { exitCode, message } = cliErrorOf(error as ServiceError);
    io.err(`error: ${message}\n`);
    return exitCode;
  }
  if (error instanceof UsageError) {
    io.err(`error: ${error.message}\n`);
    return 2;
  }
  if (error instanceof ConfigError) {
    io.err(`error: ${error.message.replace(/\s*\n\s*/g, " ")}\n`);
    return 2;
  }
  if (error instanceof OperationError) {
    io.err(`error: ${error.message}\n`);
    return 1;
  }
  io.err(`error: ${oneLine(error)}\n`);
  return 1;
}

/** Runs the CLI and returns its exit code (the process entry sets it). */
export async function runCli(argv: string[], runIo: RunIo = {}): Promise<number> {
  const io = createIo(runIo);
  const runtime = createRuntime(io);
  try {
    await buildProgram(runtime).parseAsync(argv, { from: "user" });
    return 0;
  } catch (error) {
    return exitCodeFor(error, io);
  } finally {
    await runtime.close().catch(() => {});
  }
}
