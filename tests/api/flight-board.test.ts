// The flight board end to end without the internet: a local server answers as
// CKAN's datastore_search does (server/flights/ckan-source.ts cites the docs), from
// tests/support/flight-board-fixture.json, and the sandbox source reads a temp file.
// No database: these tests only need the api project's node environment.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fixture from "@tests/support/flight-board-fixture.json";
import { parseFlightNumber, type FlightNumber } from "@shared/flight-numbers.ts";
import {
  FlightBoardError,
  findArrival,
  flightStatus,
  boardTimeToUtc,
  logDroppedRowsOnce,
  parseBoardRecords,
  type BoardRecord,
  type DroppedRow,
} from "@server/flights/board.ts";
import { createCkanFlightSource } from "@server/flights/ckan-source.ts";
import { createSandboxFlightSource } from "@server/flights/sandbox-source.ts";
import { boardRow } from "@tests/support/flight-board.ts";
import { logSink } from "@tests/support/log-sink.ts";

const RESOURCE_ID = "e83f763b-b7d7-479e-b172-ae981ddc6de5";
const rows = fixture as Record<string, unknown>[];

function flight(typed: string): FlightNumber {
  const parsed = parseFlightNumber(typed);
  if (!parsed) throw new Error(`test flight ${typed} does not parse`);
  return parsed;
}

// ---- a CKAN datastore_search look-alike ------------------------------------------

type Mode = "ok" | "http500" | "refuse" | "not-json" | "slow";
interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

let server: Server;
let baseUrl: string;
let mode: Mode = "ok";
/** Like a site's ckan.datastore.search.rows_max: a larger `limit` is lowered to it. */
let rowsMax = 32_000;
const seen: SeenRequest[] = [];

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json;charset=utf-8" });
  response.end(JSON.stringify(body));
}

function matchesFilters(row: Record<string, unknown>, filters: Record<string, unknown>): boolean {
  return Object.entries(filters).every(([field, wanted]) => {
    const value = String(row[field]);
    return Array.isArray(wanted) ? wanted.map(String).includes(value) : String(wanted) === value;
  });
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://localhost");
  seen.push({ method: request.method ?? "", path: url.pathname, query: url.searchParams });
  if (mode === "slow") {
    setTimeout(() => send(response, 200, { success: true, result: { records: [], total: 0 } }), 1_000).unref();
    return;
  }
  if (mode === "http500") {
    response.writeHead(500, { "content-type": "text/html" });
    response.end("<h1>Internal Server Error</h1>");
    return;
  }
  if (mode === "not-json") {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<html>maintenance</html>");
    return;
  }
  if (mode === "refuse") {
    send(response, 200, { help: "…", success: false, error: { message: "Search is switched off", __type: "Validation Error" } });
    return;
  }
  if (request.method !== "GET" || url.pathname !== "/api/3/action/datastore_search") {
    send(response, 400, { success: false, error: { message: "Bad request - Action name not known" } });
    return;
  }
  if (url.searchParams.get("resource_id") !== RESOURCE_ID) {
    send(response, 404, { success: false, error: { message: "Not found: Resource was not found.", __type: "Not Found Error" } });
    return;
  }
  const filters = JSON.parse(url.searchParams.get("filters") ?? "{}") as Record<string, unknown>;
  const limit = Math.min(Number(url.searchParams.get("limit") ?? "100"), rowsMax);
  const offset = Number(url.searchParams.get("offset") ?? "0");
  const matching = rows.filter((row) => matchesFilters(row, filters));
  send(response, 200, {
    help: `${baseUrl}/api/3/action/help_show?name=datastore_search`,
    success: true,
    result: {
      include_total: true,
      resource_id: RESOURCE_ID,
      fields: Object.keys(rows[0] ?? {}).map((id) => ({ id, type: id === "CHTERM" ? "numeric" : "text" })),
      records_format: "objects",
      records: matching.slice(offset, offset + limit),
      filters,
      limit,
      offset,
      _links: { start: "/api/3/action/datastore_search", next: `/api/3/action/datastore_search?offset=${offset + limit}` },
      total: matching.length,
    },
  });
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mode = "ok";
  rowsMax = 32_000;
  seen.length = 0;
});

function source(options: { pageSize?: number; timeoutMs?: number; resourceId?: string } = {}) {
  return createCkanFlightSource({
    baseUrl,
    resourceId: options.resourceId ?? RESOURCE_ID,
    timeoutMs: options.timeoutMs ?? 5_000,
    pageSize: options.pageSize,
  });
}

async function failure(promise: Promise<unknown>): Promise<FlightBoardError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FlightBoardError);
  return error as FlightBoardError;
}

// ---- the CKAN source ---------------------------------------------------------------

describe("the CKAN flight source", () => {
  it("asks datastore_search for the airlines' arrivals, as CKAN documents the query", async () => {
    const records = await source().arrivalsFor([flight("LY315"), flight("6H 812"), flight("ly 5142")]);

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe("GET");
    expect(request?.path).toBe("/api/3/action/datastore_search");
    expect(request?.query.get("resource_id")).toBe(RESOURCE_ID);
    expect(JSON.parse(request?.query.get("filters") ?? "")).toEqual({ CHAORD: "A", CHOPER: ["6H", "LY"] });
    expect(request?.query.get("limit")).toBe("1000");
    expect(request?.query.get("offset")).toBe("0");

    // Every LY and 6H arrival, none of the departures or other airlines.
    expect(records.map((record) => record._id).sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 8, 9, 10]);
    expect(records.every((record) => record.CHAORD === "A")).toBe(true);
  });

  it("parses rows into the board's types: text numbers, numeric terminal, nulls, extra fields kept", async () => {
    const records = await source().arrivalsFor([flight("LY 27"), flight("IZ 1234")]);
    const ly27 = records.find((record) => record.CHOPER === "LY" && record.CHFLTN === "0027");
    expect(ly27).toMatchObject({ CHFLTN: "0027", CHTERM: 3, CHLOC1: "JFK", CHCINT: null, _id: 9 });
    const cancelled = records.find((record) => record.CHOPER === "IZ");
    expect(cancelled).toMatchObject({ CHPTOL: null, CHTERM: 1, CHRMINE: "CANCELED" });
  });

  it("follows the pages until it has `total` rows", async () => {
    const records = await source({ pageSize: 2 }).arrivalsFor([flight("LY315"), flight("6H812")]);
    expect(records).toHaveLength(6);
    expect(seen.map((request) => request.query.get("offset"))).toEqual(["0", "2", "4"]);
    expect(seen.every((request) => request.query.get("limit") === "2")).toBe(true);
  });

  it("pages by the rows it got when the site lowers the limit (rows_max)", async () => {
    rowsMax = 4;
    const records = await source({ pageSize: 1000 }).arrivalsFor([flight("LY315"), flight("6H812")]);
    expect(records).toHaveLength(6);
    expect(seen.map((request) => request.query.get("offset"))).toEqual(["0", "4"]);
  });

  it("takes the site's address with or without a trailing slash", async () => {
    const slashed = createCkanFlightSource({ baseUrl: `${baseUrl}/`, resourceId: RESOURCE_ID, timeoutMs: 5_000 });
    expect(await slashed.arrivalsFor([flight("IZ1234")])).toHaveLength(1);
    expect(seen[0]?.path).toBe("/api/3/action/datastore_search");
  });

  it("asks nothing for no flights", async () => {
    expect(await source().arrivalsFor([])).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it("throws a typed error on HTTP 500", async () => {
    mode = "http500";
    const error = await failure(source().arrivalsFor([flight("LY315")]));
    expect(error.kind).toBe("http");
    expect(error.message).toContain("500");
  });

  it("throws a typed error on an unknown resource (CKAN's 404)", async () => {
    const error = await failure(source({ resourceId: "not-the-board" }).arrivalsFor([flight("LY315")]));
    expect(error.kind).toBe("http");
  });

  it("throws a typed error when CKAN answers success: false", async () => {
    mode = "refuse";
    const error = await failure(source().arrivalsFor([flight("LY315")]));
    expect(error.kind).toBe("ckan");
    expect(error.message).toContain("Search is switched off");
  });

  it("throws a typed error on an answer that is not JSON", async () => {
    mode = "not-json";
    const error = await failure(source().arrivalsFor([flight("LY315")]));
    expect(error.kind).toBe("bad_response");
  });

  it("throws a typed error when the board does not answer in time", async () => {
    mode = "slow";
    const started = Date.now();
    const error = await failure(source({ timeoutMs: 100 }).arrivalsFor([flight("LY315")]));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("throws a typed error when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createCkanFlightSource({ baseUrl: `http://127.0.0.1:${port}`, resourceId: RESOURCE_ID, timeoutMs: 2_000 });
    const error = await failure(unreachable.arrivalsFor([flight("LY315")]));
    expect(error.kind).toBe("network");
  });

  it("throws a typed error when no row has the board's fields", async () => {
    const fakeFetch: typeof fetch = async () =>
      new Response(JSON.stringify({ success: true, result: { records: [{ flight: "LY315" }], total: 1 } }), { status: 200 });
    const odd = createCkanFlightSource({ baseUrl, resourceId: RESOURCE_ID, timeoutMs: 1_000, fetch: fakeFetch });
    const error = await failure(odd.arrivalsFor([flight("LY315")]));
    expect(error.kind).toBe("bad_response");
  });
});

// ---- matching and status, on what the CKAN source returned ---------------------------

describe("a booking's return flight on the board", () => {
  let board: BoardRecord[];

  beforeAll(async () => {
    board = await source().arrivalsFor(["LY315", "6H812", "IZ1234", "BZ734", "W6 2325"].map(flight));
  });

  function statusOf(typed: string, returnDate: string) {
    const record = findArrival(board, flight(typed), returnDate);
    return record && flightStatus(record);
  }

  it("finds LY315 delayed on its return date, in UTC (winter: Israel is UTC+2)", () => {
    expect(statusOf("ly 0315", "2026-01-05")).toEqual({
      status: "delayed",
      scheduledAt: "2026-01-05T16:45:00.000Z",
      estimatedAt: "2026-01-05T17:40:00.000Z",
      landedAt: null,
      terminal: 3,
    });
  });

  it("takes the day's arrival, not the departure with the same number nor the next day's", () => {
    expect(findArrival(board, flight("LY315"), "2026-01-05")?._id).toBe(1);
    expect(findArrival(board, flight("LY315"), "2026-01-06")?._id).toBe(8);
    expect(statusOf("LY315", "2026-01-06")?.status).toBe("scheduled"); // NOT FINAL
  });

  it("finds an arrival after midnight under the evening's return date", () => {
    expect(statusOf("6H 812", "2026-01-05")).toEqual({
      status: "scheduled",
      scheduledAt: "2026-01-05T23:20:00.000Z",
      estimatedAt: "2026-01-05T23:20:00.000Z",
      landedAt: null,
      terminal: 3,
    });
    expect(findArrival(board, flight("6H812"), "2026-01-06")?._id).toBe(2);
  });

  it("does not take the next morning's arrival from 06:00 on", () => {
    expect(findArrival(board, flight("BZ734"), "2026-01-05")).toBeNull();
    expect(findArrival(board, flight("BZ734"), "2026-01-06")?._id).toBe(11);
  });

  it("maps LANDED with its landing time, and CANCELED", async () => {
    const more = await source().arrivalsFor([flight("LY5142")]);
    expect(statusOf("IZ1234", "2026-01-05")).toEqual({
      status: "cancelled",
      scheduledAt: "2026-01-05T19:00:00.000Z",
      estimatedAt: null,
      landedAt: null,
      terminal: 1,
    });
    const landed = findArrival(more, flight("LY 5142"), "2026-01-05");
    expect(landed && flightStatus(landed)).toEqual({
      status: "landed",
      scheduledAt: "2026-01-05T14:25:00.000Z",
      estimatedAt: "2026-01-05T14:10:00.000Z",
      landedAt: "2026-01-05T14:10:00.000Z",
      terminal: 3,
    });
  });

  it("converts summer times with Israel's summer clock (UTC+3)", async () => {
    const summer = await source().arrivalsFor([flight("LY81")]);
    const record = findArrival(summer, flight("LY 081"), "2026-07-05");
    expect(record && flightStatus(record)).toMatchObject({
      status: "landed",
      scheduledAt: "2026-07-05T15:45:00.000Z",
      landedAt: "2026-07-05T15:30:00.000Z",
    });
  });

  it("converts across the change of clocks (last Friday before the last Sunday of March, 02:00)", () => {
    expect(boardTimeToUtc("2026-03-27T01:30:00")).toBe("2026-03-26T23:30:00.000Z");
    expect(boardTimeToUtc("2026-03-27T03:30:00")).toBe("2026-03-27T00:30:00.000Z");
    expect(boardTimeToUtc("2026-10-25T03:00:00")).toBe("2026-10-25T01:00:00.000Z");
    expect(() => boardTimeToUtc("2026-02-30T10:00:00")).toThrow(FlightBoardError);
  });

  it("answers null for a flight the board does not list: not tracked", () => {
    expect(findArrival(board, flight("LY999"), "2026-01-05")).toBeNull();
    expect(findArrival(board, flight("LY315"), "2026-01-04")).toBeNull();
    // Same time, other airline: W6 2325 lands at 18:45 too.
    expect(findArrival(board, flight("W6 2325"), "2026-01-05")?._id).toBe(7);
  });
});

// ---- the sandbox source --------------------------------------------------------------

describe("the sandbox flight source", () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "flight-board-"));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("reads the board's rows from a file, arrivals of the asked airlines only", async () => {
    const path = join(folder, "board.json");
    await writeFile(path, JSON.stringify(rows));
    const records = await createSandboxFlightSource({ path }).arrivalsFor([flight("LY315"), flight("6H812")]);
    expect(records.map((record) => record._id).sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 8, 9, 10]);
    const record = findArrival(records, flight("LY315"), "2026-01-05");
    expect(record && flightStatus(record).status).toBe("delayed");
  });

  it("reads the file afresh on every call", async () => {
    const path = join(folder, "changing.json");
    const sandbox = createSandboxFlightSource({ path });
    await writeFile(path, JSON.stringify(rows));
    const before = findArrival(await sandbox.arrivalsFor([flight("LY315")]), flight("LY315"), "2026-01-05");
    expect(before && flightStatus(before).status).toBe("delayed");

    const landed = rows.map((row) => (row._id === 1 ? { ...row, CHRMINE: "LANDED", CHRMINH: "נחתה" } : row));
    await writeFile(path, JSON.stringify(landed));
    const after = findArrival(await sandbox.arrivalsFor([flight("LY315")]), flight("LY315"), "2026-01-05");
    expect(after && flightStatus(after)).toMatchObject({ status: "landed", landedAt: "2026-01-05T17:40:00.000Z" });
  });

  it("is an empty board when the file is missing", async () => {
    const sandbox = createSandboxFlightSource({ path: join(folder, "nothing-here.json") });
    expect(await sandbox.arrivalsFor([flight("LY315")])).toEqual([]);
  });

  it("throws a typed error on a file that is not a JSON array", async () => {
    const path = join(folder, "broken.json");
    await writeFile(path, "{ not json");
    expect((await failure(createSandboxFlightSource({ path }).arrivalsFor([flight("LY315")]))).kind).toBe("bad_response");
    await writeFile(path, JSON.stringify({ records: rows }));
    expect((await failure(createSandboxFlightSource({ path }).arrivalsFor([flight("LY315")]))).kind).toBe("bad_response");
  });
});

// ---- rows whose times are not Israel's ----------------------------------------------

describe("a row whose time fits the pattern but is no time on Israel's clock", () => {
  const good = boardRow("LY", "315", "2027-01-14T18:45:00", { status: "LANDED" });
  const bad = [
    ["an hour and minute past the clock's", boardRow("6H", "812", "2027-01-14T25:61:00")],
    ["a day the month does not have", boardRow("6H", "813", "2027-02-30T10:00:00")],
    ["an expected time past the clock's", boardRow("6H", "814", "2027-01-14T10:00:00", { expected: "2027-01-14T10:60:00" })],
    // Israel moves from 02:00 to 03:00 on Friday 2026-03-27: 02:30 never comes.
    ["the hour skipped in spring", boardRow("6H", "815", "2026-03-27T02:30:00")],
  ] as const;

  it.each(bad)("is skipped, and told once with what it said: %s", (_case, row) => {
    const dropped: DroppedRow[] = [];
    const records = parseBoardRecords([row, good], (each) => dropped.push(each));
    expect(records.map((record) => `${record.CHOPER}${record.CHFLTN}`)).toEqual(["LY315"]);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]?.row).toMatchObject({ CHOPER: "6H", CHFLTN: row.CHFLTN, CHSTOL: row.CHSTOL, CHPTOL: row.CHPTOL });
    expect(dropped[0]?.wrong.length).toBeGreaterThan(0);
    expect(dropped[0]?.wrong.every((field) => field === "CHSTOL" || field === "CHPTOL")).toBe(true);
  });

  it("takes the times around the change of clocks, and the hour autumn repeats", () => {
    const around = ["2026-03-27T01:59:00", "2026-03-27T03:00:00", "2026-10-25T01:30:00", "2027-01-14T23:59:59.5"];
    const records = parseBoardRecords(around.map((time, i) => boardRow("LY", String(100 + i), time)), () => {
      throw new Error("no row should be skipped");
    });
    expect(records).toHaveLength(around.length);
  });

  it("a board of nothing but such rows is still an error: the format has changed", () => {
    const told: DroppedRow[] = [];
    expect(() => parseBoardRecords(bad.map(([, row]) => row), (each) => told.push(each))).toThrow(FlightBoardError);
    expect(told).toEqual([]);
  });

  it("the sandbox and the CKAN sources skip it and tell it, the other rows are read", async () => {
    const folder = await mkdtemp(join(tmpdir(), "flight-board-"));
    try {
      const path = join(folder, "board.json");
      await writeFile(path, JSON.stringify([bad[0][1], good]));
      const told: DroppedRow[] = [];
      const sandbox = createSandboxFlightSource({ path, onDroppedRow: (each) => told.push(each) });
      const records = await sandbox.arrivalsFor([flight("LY315"), flight("6H812")]);
      expect(records.map((record) => record.CHFLTN)).toEqual(["315"]);
      expect(told.map((each) => each.row.CHFLTN)).toEqual(["812"]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    const fakeFetch: typeof fetch = async () => new Response(JSON.stringify({ success: true, result: { records: [bad[0][1], good], total: 2 } }), { status: 200 });
    const told: DroppedRow[] = [];
    const ckan = createCkanFlightSource({ baseUrl, resourceId: RESOURCE_ID, timeoutMs: 1_000, fetch: fakeFetch, onDroppedRow: (each) => told.push(each) });
    expect((await ckan.arrivalsFor([flight("LY315"), flight("6H812")])).map((record) => record.CHFLTN)).toEqual(["315"]);
    expect(told.map((each) => each.row.CHFLTN)).toEqual(["812"]);
  });
});

describe("logging a skipped row", () => {
  const warnings = (text: string) => text.split("\n").filter((line) => line.includes("flight board row skipped"));
  const dropped = (number: string, time = "2027-01-14T25:61:00"): DroppedRow => ({ row: { CHOPER: "6H", CHFLTN: number, CHSTOL: time }, wrong: ["CHSTOL"] });

  it("logs each row once however often the board is read, and a row that changes again", () => {
    const log = logSink();
    const onDropped = logDroppedRowsOnce(log.logger);
    for (let poll = 0; poll < 5; poll++) onDropped(dropped("812"));
    expect(warnings(log.text())).toHaveLength(1);
    expect(JSON.parse(warnings(log.text())[0]!)).toMatchObject({ level: 40, row: { CHFLTN: "812", CHSTOL: "2027-01-14T25:61:00" }, wrong: ["CHSTOL"] });
    onDropped(dropped("812", "2027-01-14T26:00:00"));
    onDropped(dropped("813"));
    expect(warnings(log.text())).toHaveLength(3);
  });

  it("remembers a bounded number of rows, the oldest forgotten first", () => {
    const log = logSink();
    const onDropped = logDroppedRowsOnce(log.logger, 2);
    for (const number of ["1", "2", "3", "3", "2", "1"]) onDropped(dropped(number));
    // 1, 2, 3 logged; 3 and 2 remembered; 1 was forgotten when 3 came, so logged again.
    expect(warnings(log.text()).map((line) => (JSON.parse(line) as { row: { CHFLTN: string } }).row.CHFLTN)).toEqual(["1", "2", "3", "1"]);
  });
});
