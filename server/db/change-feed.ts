// Hears the database announce a change of the operator's settings (the trigger
// of migration 20261123175000 notifies `valet_settings`), so a process can cache
// settings and rendered documents and still show a CLI change on the next request
// (docs/decisions/014).
//
// version() is a number that moves whenever a change was heard. While changes
// cannot be heard (the listening connection is down and not yet back), it
// answers null: callers then read afresh, as if nothing were cached.
import pg from "pg";

const SETTINGS_CHANNEL = "valet_settings";

export interface ChangeFeed {
  version(): number | null;
  /** Called after every heard change (the table's name); returns an unsubscribe. */
  subscribe(listener: (table: string) => void): () => void;
  /**
   * Resolves once every change committed before the call has been heard. Postgres
   * delivers notices in commit order, so hearing a marker sent now proves it. A
   * process that wrote settings itself and must read them back at once (tests,
   * mostly) calls it; a request from the CLI arrives later than its notice anyway.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The feed's state, fed by whichever transport hears the notices. */
function changeCounter() {
  let version = 0;
  let listening = false;
  const listeners = new Set<(table: string) => void>();
  return {
    heard(table: string) {
      version++;
      for (const listener of listeners) listener(table);
    },
    setListening(value: boolean) {
      // A gap in listening may have missed a change: whatever was cached before it is stale.
      if (value && !listening) version++;
      listening = value;
    },
    version: () => (listening ? version : null),
    listening: () => listening,
    subscribe(listener: (table: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const RECONNECT_MS = 1_000;
/**
 * A connection over a network path that went silent raises no error, and a notice
 * lost on it would leave caches stale. Every so often the feed sends itself a
 * marker; one that does not come back in time means the connection is treated as
 * lost: it is dropped, reads go to the database, and the reconnect moves the version.
 */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_DEADLINE_MS = 5_000;

/** Postgres: one dedicated connection LISTENs; it reconnects by itself after a loss. */
export function postgresChangeFeed(connectionString: string, onError: (error: unknown) => void = () => {}): ChangeFeed {
  const counter = changeCounter();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const markers = new Map<string, () => void>();
  let markerCount = 0;

  const retry = () => {
    counter.setListening(false);
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    next.on("error", (error) => {
      onError(error);
      next.end().catch(() => {});
      if (client === next) client = null;
      retry();
    });
    next.on("notification", (message) => {
      if (message.channel !== SETTINGS_CHANNEL) return;
      const payload = message.payload ?? "";
      const marker = markers.get(payload);
      if (marker) {
        markers.delete(payload);
        marker();
      } else {
        counter.heard(payload);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SETTINGS_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      counter.setListening(true);
      heartbeat(next);
    } catch (error) {
      onError(error);
      next.end().catch(() => {});
      retry();
    }
  }

  function heartbeat(listening: pg.Client) {
    const beat = setInterval(() => {
      if (client !== listening) return clearInterval(beat);
      let timeout: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<"late">((resolve) => (timeout = setTimeout(() => resolve("late"), HEARTBEAT_DEADLINE_MS)));
      void Promise.race([feed.sync().then(() => "back" as const), late])
        .catch(() => "late" as const)
        .then((outcome) => {
          clearTimeout(timeout);
          if (outcome !== "late" || client !== listening) return;
          clearInterval(beat);
          onError(new Error("settings change feed: no answer from the listening connection"));
          client = null;
          listening.end().catch(() => {});
          retry();
        });
    }, HEARTBEAT_MS);
    beat.unref();
  }

  void connect();
  const feed: ChangeFeed = {
    version: counter.version,
    subscribe: counter.subscribe,
    async sync() {
      // Not listening: nothing is cached (version() is null), so there is nothing to wait for.
      if (!client || !counter.listening()) return;
      const payload = `sync:${process.pid}:${++markerCount}`;
      const heard = new Promise<void>((resolve) => markers.set(payload, resolve));
      await client.query("SELECT pg_notify($1, $2)", [SETTINGS_CHANNEL, payload]);
      await heard;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      counter.setListening(false);
      await client?.end().catch(() => {});
      client = null;
    },
  };
  return feed;
}

/** A feed that never hears anything: nothing may be cached (the CLI, API-only tools). */
export const silentChangeFeed: ChangeFeed = {
  version: () => null,
  subscribe: () => () => {},
  sync: async () => {},
  close: async () => {},
};
