// Where a command's text goes and what it may ask. The process entry uses the
// real streams; tests pass writers (and, for the interactive paths, a prompt
// and terminal flags) to runCli.
import readline from "node:readline/promises";

export interface RunIo {
  env?: Record<string, string | undefined>;
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  /** Treat these streams as terminals (tests of prompts, isolates and progress). */
  tty?: { stdin?: boolean; stdout?: boolean; stderr?: boolean };
  /** Reads one answer to a question; the default reads a line from stdin. */
  prompt?: (question: string) => Promise<string | null>;
  /** The clock of date defaults ("today", "upcoming"); tests fix it. */
  now?: () => Date;
}

export interface CliIo {
  env: Record<string, string | undefined>;
  out(text: string): void;
  err(text: string): void;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** A person can be asked: stdin and stderr are terminals, or a prompt was given. */
  interactive: boolean;
  ask(question: string): Promise<string | null>;
  now(): Date;
}

async function askOnTerminal(question: string): Promise<string | null> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question(question);
  } catch {
    return null;
  } finally {
    rl.close();
  }
}

export function createIo(io: RunIo = {}): CliIo {
  const stdoutIsTTY = io.tty?.stdout ?? (io.stdout ? false : Boolean(process.stdout.isTTY));
  const stderrIsTTY = io.tty?.stderr ?? (io.stderr ? false : Boolean(process.stderr.isTTY));
  return {
    env: io.env ?? process.env,
    out: io.stdout ?? ((text) => void process.stdout.write(text)),
    err: io.stderr ?? ((text) => void process.stderr.write(text)),
    stdoutIsTTY,
    stderrIsTTY,
    // A given prompt stands for a person; captured stderr without one means a script.
    interactive: io.tty?.stdin ?? (io.prompt ? true : !io.stderr && Boolean(process.stdin.isTTY) && stderrIsTTY),
    ask: io.prompt ?? askOnTerminal,
    now: io.now ?? (() => new Date()),
  };
}
