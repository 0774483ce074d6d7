// Destructive commands ask first. --yes skips the question; without a terminal
// to ask on, the command refuses (exit 2) before touching anything.
import { OperationError, UsageError } from "./errors.ts";
import type { CliIo } from "./io.ts";

// "ט" is the y key on a Hebrew keyboard layout: an operator typing in Hebrew
// means yes as much as one typing "y".
const YES = new Set(["y", "yes", "ט", "כן"]);

/** Refuses early when confirmation would be needed but nobody can give it. */
function ensureConfirmable(io: CliIo, options: { yes?: boolean; action: string }): void {
  if (!options.yes && !io.interactive) {
    throw new UsageError(`${options.action} needs confirmation: pass --yes (no terminal to ask on)`);
  }
}

async function confirmOrStop(io: CliIo, options: { yes?: boolean; question: string }): Promise<void> {
  if (options.yes) return;
  const answer = (await io.ask(`${options.question} [y/N] `))?.trim().toLowerCase() ?? "";
  if (!YES.has(answer)) throw new OperationError("cancelled; nothing was changed");
}

export interface ConfirmedChange<Preview> {
  yes?: boolean;
  /** What the refusal without a terminal names: "removing blackout 3". */
  action: string;
  /** Looks up what would change: a wrong id fails here, before any question. */
  preview: () => Promise<Preview>;
  /** When the preview shows nothing to change: `show` says so, and nothing is asked or changed. */
  nothingToChange?: { when: (preview: Preview) => boolean; show: (preview: Preview) => void };
  /** The question naming what changes; null asks nothing (the change only reports, or refuses, on its own). */
  question: (preview: Preview) => string | null;
  /** Makes the change and prints what it did (text, or JSON under --json). */
  change: (preview: Preview) => Promise<void>;
}

/**
 * Every destructive command's recipe: refuse early when nobody can confirm, look up
 * what will change, ask naming it (unless --yes), then change it and print the result.
 */
export async function confirmedChange<Preview>(io: CliIo, steps: ConfirmedChange<Preview>): Promise<void> {
  ensureConfirmable(io, steps);
  const preview = await steps.preview();
  if (steps.nothingToChange?.when(preview)) {
    steps.nothingToChange.show(preview);
    return;
  }
  const question = steps.question(preview);
  if (question !== null) await confirmOrStop(io, { yes: steps.yes, question });
  await steps.change(preview);
}
