// Every request gets an id: an incoming x-request-id is honoured when it looks
// sane, otherwise a new one is made. It is echoed in the response and carried by
// every log line written while the request is served (request-context.ts).
// A line names the address without its private parameters (shared/private-url.ts):
// the order page's token, the result pages' names and the sandbox page's never reach
// the log, on success or error lines alike. No header is logged, so neither is a
// Referer that carries such an address.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "@server/logger.ts";
import { runWithRequestId } from "@server/request-context.ts";
import { withoutPrivateParams } from "@shared/private-url.ts";

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("x-request-id", id);
  return id;
}

export function requestLogging(logger: Logger) {
  const logRequest = pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "warn";
      return "info";
    },
    // Health probes would drown the log.
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    serializers: {
      req: (req) => ({ method: req.method, url: typeof req.url === "string" ? withoutPrivateParams(req.url) : req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  });
  return function logAndTrack(req: Request, res: Response, next: NextFunction) {
    logRequest(req, res, () => runWithRequestId(String(req.id), next));
  };
}
