// Destructive commands ask first. --yes skips the question; without a terminal
// to ask on, the command refuses (exit 2) before touching anything.
import { OperationError, UsageError } from "./errors.ts";
import type { CliIo } from "./io.ts";

// "ט" is the y key on a Hebrew keyboard layout: an operator typing in Hebrew
// means yes as much as one typing "y".
const YES = new Set(["y", "yes", "ט", "כן"]);

/** Refuses early when confirmation would be needed but nobody can give it. */
export function ensureConfirmable(io: CliIo, options: { yes?: boolean; action: string }): void {
  if (!options.yes && !io.interactive) {
    throw new UsageError(`${options.action} needs confirmation: pass --yes (no terminal to ask on)`);
  }
}

export async function confirmOrStop(io: CliIo, options: { yes?: boolean; question: string }): Promise<void> {
  if (options.yes) return;
  const answer = (await io.ask(`${options.question} [y/N] `))?.trim().toLowerCase() ?? "";
  if (!YES.has(answer)) throw new OperationError("cancelled; nothing was changed");
}
