// A TCP proxy in front of a database that a test can cut and restore: the
// outage harness of tests/api/database-outage.test.ts. The app connects to the
// proxy; the proxy forwards bytes to the real database (the embedded Postgres's
// Unix socket, or Postgres on TCP). Cutting destroys every open connection
// and then either refuses new ones (the listener closes: ECONNREFUSED, as when
// Postgres is down) or accepts and drops them at once (ECONNRESET / "Connection
// terminated", as a restarting proxy or a crashing backend does), or lets every
// connection go silent (a network partition: only timeouts notice). Ports come
// from this suite's range, 3600-3699.
import net from "node:net";

type CutMode = "refuse" | "reset" | "hang";

export interface DbProxy {
  readonly port: number;
  /** Connections forwarded since start (both directions count once). */
  readonly accepted: number;
  /** refuse/reset: destroys every open connection and refuses (or drops) new ones; hang: freezes all. */
  cut(mode?: CutMode): Promise<void>;
  /** Accepts and forwards connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export type ProxyTarget = { path: string } | { host: string; port: number };

// Test files that start servers each begin their search at their own point in
// this range (3600 crash-recovery, 3620 backup-restore, 3640-3680 multi-process,
// 3700-3720 first start, 3740 database outage). A start outside it would wrap
// around onto another file's servers, so listenInRange refuses one.
const PORT_RANGE = { first: 3600, last: 3799 } as const;

function listen(server: net.Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE" || error.code === "EACCES") resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(true);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen({ port, host, exclusive: true });
  });
}

/** Listens on the first free port of the range at or after `from`. */
async function listenInRange(server: net.Server, from: number = PORT_RANGE.first, host = "127.0.0.1"): Promise<number> {
  if (from < PORT_RANGE.first || from > PORT_RANGE.last) throw new Error(`port ${from} is outside the tests' range ${PORT_RANGE.first}-${PORT_RANGE.last}`);
  const span = PORT_RANGE.last - PORT_RANGE.first + 1;
  for (let i = 0; i < span; i++) {
    const port = PORT_RANGE.first + ((from - PORT_RANGE.first + i) % span);
    if (await listen(server, port, host)) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.first}-${PORT_RANGE.last}`);
}

/** A port of the range that is free right now (for a child process to take). */
export async function freePort(from: number = PORT_RANGE.first): Promise<number> {
  const probe = net.createServer();
  const port = await listenInRange(probe, from);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startDbProxy(target: ProxyTarget, options: { from?: number } = {}): Promise<DbProxy> {
  const sockets = new Set<net.Socket>();
  const frozen = new Set<Pair>();
  let state: "open" | CutMode = "open";
  let accepted = 0;

  interface Pair {
    client: net.Socket;
    upstream: net.Socket | null;
  }

  function track(socket: net.Socket) {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  }

  function forward(pair: Pair) {
    const { client } = pair;
    accepted++;
    const upstream = "path" in target ? net.connect(target.path) : net.connect(target.port, target.host);
    pair.upstream = upstream;
    track(upstream);
    // Either side ending ends both, as a real network path would.
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  const pairs = new Set<Pair>();
  const server = net.createServer((client) => {
    track(client);
    if (state === "refuse" || state === "reset") {
      client.destroy();
      return;
    }
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on("close", () => {
      pairs.delete(pair);
      frozen.delete(pair);
    });
    if (state === "hang") {
      // Accepted, then silence: the client's connect timeout has to notice.
      client.pause();
      frozen.add(pair);
      return;
    }
    forward(pair);
  });

  const port = await listenInRange(server, options.from ?? 3650);

  function destroyAll() {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  }

  return {
    port,
    get accepted() {
      return accepted;
    },
    async cut(mode: CutMode = "refuse") {
      if (state !== "open") throw new Error("the proxy is already cut");
      state = mode;
      if (mode === "refuse") {
        // close() waits for open connections; they are destroyed just below.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        destroyAll();
        await closed;
      } else if (mode === "reset") {
        destroyAll();
      } else {
        // A network path gone silent: open connections stay open, nothing moves.
        for (const pair of pairs) {
          pair.client.unpipe();
          pair.upstream?.unpipe();
          pair.client.pause();
          pair.upstream?.pause();
          frozen.add(pair);
        }
      }
    },
    async restore() {
      if (state === "refuse") {
        if (!(await listen(server, port, "127.0.0.1"))) throw new Error(`port ${port} was taken during the outage`);
      }
      if (state === "hang") {
        for (const pair of frozen) {
          if (pair.upstream) {
            pair.client.pipe(pair.upstream);
            pair.upstream.pipe(pair.client);
            pair.client.resume();
            pair.upstream.resume();
          } else if (!pair.client.destroyed) {
            pair.client.resume();
            forward(pair);
          }
        }
        frozen.clear();
      }
      state = "open";
    },
    async close() {
      state = "reset";
      destroyAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
