// Every request gets an id: an incoming x-request-id is honoured when it looks
// sane, otherwise a new one is made. It is echoed in the response and carried by
// every log line of the request (req.log).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger.ts";

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("x-request-id", id);
  return id;
}

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "warn";
      return "info";
    },
    // Health probes would drown the log.
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    // The request id goes on every line logged through req.log.
    customProps: (req) => ({ reqId: (req as IncomingMessage & { id?: unknown }).id }),
    serializers: {
      req: (req) => ({ method: req.method, url: req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  });
}
