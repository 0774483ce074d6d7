import { pino, type Logger } from "pino";
import { currentRequestId } from "./request-context.ts";

export type { Logger };

/** `destination` is for tests that read the lines; the process logs to stdout. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({
    level,
    base: { service: "valet-parking" },
    // Lines logged while serving a request carry its id (request-context.ts).
    mixin() {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    // Personal details never reach the logs, even when a body is logged by mistake.
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone", "*.password"],
      censor: "[redacted]",
    },
  }, destination);
}
