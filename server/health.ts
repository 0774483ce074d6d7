// /healthz: the process is up. /readyz: the database answers too (else 503), so
// an orchestrator stops sending traffic while the database is away.
import { Router } from "express";

export function healthRoutes(ping: () => Promise<boolean>): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const ready = await ping();
    res.set("Cache-Control", "no-store").status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unavailable" });
  });
  return router;
}
