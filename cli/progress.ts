// Progress of a long operation on stderr, only when a person is watching: a
// spinner while it runs and a step counter when the steps are known. Scripts
// (no terminal) see nothing, so their output stays clean.
import type { CliIo } from "./io.ts";

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
const CLEAR_LINE = "\r\u001b[K";

export interface Progress {
  /** Updates the label, e.g. "retrying 3/12". */
  update(label: string): void;
}

export async function withProgress<T>(io: CliIo, label: string, work: (progress: Progress) => Promise<T>): Promise<T> {
  if (!io.stderrIsTTY) return work({ update() {} });
  let current = label;
  let frame = 0;
  const draw = () => io.err(`${CLEAR_LINE}${FRAMES[frame++ % FRAMES.length]} ${current}`);
  draw();
  const timer = setInterval(draw, 80);
  try {
    return await work({
      update(next) {
        current = next;
        draw();
      },
    });
  } finally {
    clearInterval(timer);
    io.err(CLEAR_LINE);
  }
}
