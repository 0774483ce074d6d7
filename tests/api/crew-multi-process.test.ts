// Crew sessions across processes (product.md §15, docs/decisions/028): nothing about a
// session is kept in a process, so a session ended in one process (a sign-out),
// or a representative revoked from the CLI (a third process), is refused by every
// other process at its very next request. A WEB_CONCURRENCY=2 server (two
// workers) and a single-process server on one Postgres database, as
// tests/api/multi-process.test.ts runs them.
//
// Needs the production build. The servers run on DATABASE_URL: a database on the
// run's Postgres (TEST_DATABASE_URL, the embedded Postgres the API suite's global
// setup starts, or CI's Debian Postgres).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "@server/db/prepare.ts";
import { openDatabase } from "@server/db/database.ts";
import { crewMessages } from "@shared/messages/crew.ts";
import { runCliProcess } from "@tests/support/run-cli.ts";
import { createPostgresDatabase } from "@tests/support/scratch-database.ts";
import { startServer, type SpawnedServer } from "@tests/support/spawned-server.ts";

const POSTGRES = process.env.TEST_DATABASE_URL;
const SKIP_REASON = "skipped: needs TEST_DATABASE_URL, which the API suite's global setup sets (tests/support/api-global-setup.ts)";

describe.skipIf(!POSTGRES)(`crew sessions in two server processes ${POSTGRES ? "" : `(${SKIP_REASON})`}`, { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let cluster: SpawnedServer;
  let single: SpawnedServer;

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES!, "crew");
    const direct = await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 2 });
    await prepareDatabase(direct);
    await direct.close();
    cluster = await startServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: "2" }, { portFrom: 3680 });
    single = await startServer({ DATABASE_URL: database.url }, { portFrom: 3690 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([cluster, single].filter(Boolean).map((server) => server.stop()));
    await database?.drop();
  });

  const valet = async (...args: string[]) => {
    const run = await runCliProcess([...args, "--json"], { DATABASE_URL: database.url, PUBLIC_BASE_URL: "https://valet.example" });
    expect(run.code, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as { id: number; link?: string };
  };

  /** The token at the end of a printed link. */
  const tokenOf = (link: string) => link.split("/").at(-1)!;

  async function signIn(server: SpawnedServer, token: string): Promise<string> {
    const res = await fetch(`${server.url}/api/crew/sign-in`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie()[0]!.split(";")[0]!;
  }

  /** The crew API's answer in a process; a fresh connection each time, so the cluster's two workers both answer. */
  async function sessionStatus(server: SpawnedServer, cookie: string): Promise<number> {
    const res = await fetch(`${server.url}/api/crew/session`, { headers: { cookie, connection: "close" } });
    if (res.status === 401) expect(await res.json()).toEqual({ error: { code: "crew_session_required", message: crewMessages.sessionRequired } });
    return res.status;
  }

  const everyProcess = async (cookie: string) => [
    ...(await Promise.all([1, 2, 3, 4].map(() => sessionStatus(cluster, cookie)))),
    await sessionStatus(single, cookie),
  ];

  it("a session signed out in one process is refused by the other at its next request", async () => {
    const member = await valet("crew", "add", "דני כהן", "--phone", "0501234567");
    const cookie = await signIn(cluster, tokenOf(member.link!));
    expect(await sessionStatus(single, cookie)).toBe(200);

    const out = await fetch(`${cluster.url}/api/crew/sign-out`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(204);
    expect(await sessionStatus(single, cookie)).toBe(401);
  });

  it("a representative revoked from the CLI is refused by every process at its next request", async () => {
    const member = await valet("crew", "add", "Dana Levi", "--phone", "0521112233");
    const cookie = await signIn(single, tokenOf(member.link!));
    expect(await everyProcess(cookie)).toEqual([200, 200, 200, 200, 200]);

    await valet("crew", "revoke", String(member.id), "--yes");
    expect(await everyProcess(cookie)).toEqual([401, 401, 401, 401, 401]);
    const page = await fetch(`${single.url}/crew`, { headers: { cookie, connection: "close" } });
    expect(page.status).toBe(404);
  });
});
