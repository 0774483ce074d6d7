// The operator's command-line tool. Exit codes: 0 success, 1 the operation
// failed, 2 bad usage.
import { Command, CommanderError } from "commander";
import { ConfigError } from "../server/config.ts";
import { createCliContext, type CliContext } from "./context.ts";
import { OperationError, UsageError } from "./output.ts";
import { registerDbCommands } from "./commands/db.ts";

export function buildProgram(context: () => CliContext): Command {
  const program = new Command("valet")
    .description("ניהול אתר הוואלה: קופונים, תקופות חסומות, הגדרות, הזמנות ומסד הנתונים")
    .showHelpAfterError("(valet --help for usage)")
    .exitOverride();
  registerDbCommands(program, context);
  return program;
}

export interface RunIo {
  env?: Record<string, string | undefined>;
  stderr?: (text: string) => void;
}

/** Runs the CLI and returns its exit code (the process entry sets it). */
export async function runCli(argv: string[], io: RunIo = {}): Promise<number> {
  const stderr = io.stderr ?? ((text: string) => process.stderr.write(text));
  let context: CliContext | undefined;
  const lazyContext = () => (context ??= createCliContext(io.env));
  const program = buildProgram(lazyContext);
  program.configureOutput({ writeErr: stderr });
  try {
    await program.parseAsync(argv, { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here with exit code 0.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof UsageError || error instanceof ConfigError) {
      stderr(`error: ${error.message}\n`);
      return 2;
    }
    if (error instanceof OperationError) {
      stderr(`error: ${error.message}\n`);
      return 1;
    }
    stderr(`error: ${(error as Error).message ?? String(error)}\n`);
    return 1;
  } finally {
    await context?.close();
  }
}
