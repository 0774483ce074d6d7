// Streamed HTML through gzip: flushing after every write (compression's
// Z_SYNC_FLUSH) costs CPU and bytes on each of React's many small writes
// (docs/benchmarks-history.md, Finding 3). React writes a burst, then pauses for data;
// one flush when the burst ends delivers the same bytes in time.
import type { NextFunction, Request, Response } from "express";

export function flushWhenIdle(_req: Request, res: Response, next: NextFunction): void {
  const flushable = res as Response & { flush?: () => void };
  const write = res.write;
  let scheduled = false;
  res.write = function (this: Response, ...args: Parameters<Response["write"]>) {
    const accepted = write.apply(this, args);
    if (!scheduled && flushable.flush) {
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flushable.flush?.();
      });
    }
    return accepted;
  } as Response["write"];
  next();
}
