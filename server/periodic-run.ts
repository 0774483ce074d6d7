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

export interface PollingWorker {
  /** Works through what is due now; resolves with how many were done. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (after something was queued). */
  poke(): void;
  start(): void;
  /** Stops polling, and waits for a run under way to finish. */
  stop(): Promise<void>;
  /** True once stop() was called: a run ends after its batch. */
  readonly stopping: boolean;
}

/**
 * An outbox's worker (messages, tax documents): polls every `everyMs`, runs at once when
 * poked, never two runs at a time; a poke during a run runs it again right after, so
 * nothing queued meanwhile waits for the next poll.
 */
export function pollingWorker(options: { work: () => Promise<number>; everyMs: number; firstMs: number; logger: Logger; failure: string }): PollingWorker {
  let running: Promise<number> | null = null;
  let again = false;
  let stopping = false;

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await options.work();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const poll = periodicRun({ run: runOnce, everyMs: options.everyMs, logger: options.logger, failure: options.failure });
  return {
    runOnce,
    poke() {
      poll.soon(50);
    },
    start() {
      poll.start(options.firstMs);
    },
    async stop() {
      stopping = true;
      poll.stop();
      await running?.catch(() => 0);
    },
    get stopping() {
      return stopping;
    },
  };
}
