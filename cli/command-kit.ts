// Small pieces every command shares: the --json and --yes options and the
// examples block of --help.
import type { Command } from "commander";

/** Adds "Examples:" to a command's --help. */
export function examples(command: Command, ...lines: string[]): Command {
  return command.addHelpText("after", `\nExamples:\n${lines.map((line) => `  ${line}`).join("\n")}\n`);
}

export function withJson(command: Command): Command {
  return command.option("--json", "print machine-readable JSON");
}

export function withYes(command: Command): Command {
  return command.option("-y, --yes", "do not ask for confirmation (needed without a terminal)");
}
