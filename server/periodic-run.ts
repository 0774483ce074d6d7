// One job this process runs again and again (the mail worker's poll, the daily
// purge's check): after a first delay, then `everyMs` after each run ends, so two
// runs never overlap; a failed run is logged and the next one comes as planned.
// `soon()` asks for a run shortly (after an e-mail is queued). The timer never
// keeps the process alive.
import type { Logger } from "./logger.ts";

export interface PeriodicRun {
  start(firstDelayMs: number): void;
  /** The next run in `delayMs` instead of when it was planned. */
  soon(delayMs: number): void;
  /** No run starts after this; one under way is the caller's to wait for. */
  stop(): void;
  readonly stopped: boolean;
}

export function periodicRun(options: { run: () => Promise<unknown>; everyMs: number; logger: Logger; failure: string }): PeriodicRun {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      options
        .run()
        .catch((error) => options.logger.error({ err: error }, options.failure))
        .finally(() => schedule(options.everyMs));
    }, delay);
    timer.unref();
  }

  return {
    start(firstDelayMs) {
      stopped = false;
      schedule(firstDelayMs);
    },
    soon: schedule,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    get stopped() {
      return stopped;
    },
  };
}

export interface PeriodicJob<T> {
  /** Runs the job now, or joins the run under way in this process. */
  runIfDue(): Promise<T>;
  start(): void;
  /** Stops checking, and waits for a run under way to finish. */
  stop(): Promise<void>;
}

/**
 * A job checked on a schedule (the daily purge, the flight poll), at most one run at a
 * time in this process; whether it is this process's turn at all is the job's own
 * question (a row of scheduled_runs).
 */
export function periodicJob<T>(options: { run: () => Promise<T>; firstCheckMs: number; checkEveryMs: number; logger: Logger; failure: string }): PeriodicJob<T> {
  let running: Promise<T> | null = null;
  function runIfDue(): Promise<T> {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  }
  const checks = periodicRun({ run: runIfDue, everyMs: options.checkEveryMs, logger: options.logger, failure: options.failure });
  return {
    runIfDue,
    start() {
      checks.start(options.firstCheckMs);
    },
    async stop() {
      checks.stop();
      await running?.catch(() => null);
    },
  };
}
