import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "valet-parking" },
    // Personal details never reach the logs, even when a body is logged by mistake.
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone", "*.password"],
      censor: "[redacted]",
    },
  });
}
