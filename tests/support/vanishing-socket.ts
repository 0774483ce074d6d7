// A Unix socket in front of a test database that can vanish, as the embedded
// database's socket file (DATA_DIR/.s.PGSQL.5432) once did under a running server
// (docs/OPERATIONS.md, "When the database is away"): its file is removed and the connections through it dropped, so new
// connections fail with `connect ENOENT <path>` while the app runs on. Forwards to
// the embedded Postgres's socket or to Postgres on TCP, like tests/support/db-proxy.ts.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { ProxyTarget } from "./db-proxy.ts";

export interface VanishingSocket {
  /** Reaches the database through this socket (same user, password and database as `directUrl`). */
  readonly connectionString: string;
  readonly socketPath: string;
  /** Removes the socket file and drops every connection through it. */
  vanish(): Promise<void>;
  /** Listens on the same path again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function vanishingSocket(target: ProxyTarget, directUrl: string): Promise<VanishingSocket> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "valet-vanishing-"));
  const url = new URL(directUrl);
  // pg's convention: the host is the folder, the file `.s.PGSQL.<port>`.
  const socketPath = path.join(dir, `.s.PGSQL.${url.port || "5432"}`);
  url.searchParams.set("host", dir);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  let server: net.Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        track(client);
        const upstream = "path" in target ? net.connect(target.path) : net.connect(target.port, target.host);
        track(upstream);
        upstream.on("close", () => client.destroy());
        client.on("close", () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
      });
      listening.once("error", reject);
      listening.listen(socketPath, () => {
        listening.off("error", reject);
        server = listening;
        resolve();
      });
    });
  const stop = async () => {
    dropAll();
    const stopping = server;
    server = null;
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };
  await listen();

  return {
    connectionString: url.toString(),
    socketPath,
    async vanish() {
      // The listener goes on, as a host whose socket file was deleted does: only the path is gone.
      fs.rmSync(socketPath, { force: true });
      dropAll();
    },
    async restore() {
      await stop();
      fs.rmSync(socketPath, { force: true });
      await listen();
    },
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
