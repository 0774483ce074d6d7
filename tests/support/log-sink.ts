// A logger whose lines a test reads, as they would reach stdout: for the tests that
// check what a request logs (and that no token, name or phone is in it).
import { Writable } from "node:stream";
import { createLogger, type Logger } from "@server/logger.ts";

export function logSink(): { logger: Logger; text: () => string } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("info", sink), text: () => chunks.join("") };
}
