// The flight board read from data.gov.il, a CKAN site, through its datastore API.
//
// What CKAN documents for `datastore_search` (its docstring in ckan/ckan
// ckanext/datastore/logic/action.py, which docs.ckan.org's "DataStore API" page
// renders): {site}/api/3/action/datastore_search with `resource_id`; `filters`, a
// dictionary of field → value, which a GET sends as JSON text; a list of values
// selects any of them (`field IN (...)`, ckan/ckan commit d3761f8 "datastore_search
// accepts multiple filters values as array"); `limit` (default 100; above the site's
// `ckan.datastore.search.rows_max` the answer's `limit` is lowered to it), `offset`,
// and `include_total` (default true). The answer is CKAN's action envelope
// `{ help, success, result }` (`success: false` with `error` on failure); `result`
// lists `fields`, `offset`, `limit`, `filters`, `total`, `total_was_estimated` and
// `records` (a list of objects in the default `records_format`).
//
// We filter on the airline codes and arrivals only, and match numbers ourselves:
// CHFLTN is text on the board, and "315" and "0315" are the same flight to us
// (shared/flight-numbers.ts), which an equality filter would not see.
import { z } from "zod";
import type { FlightNumber } from "@shared/flight-numbers.ts";
import { FlightBoardError, parseBoardRecords, type BoardRecord, type FlightSource, type OnDroppedRow } from "./board.ts";

interface CkanSourceOptions {
  /** The CKAN site, e.g. https://data.gov.il */
  baseUrl: string;
  resourceId: string;
  fetch?: typeof fetch;
  /** For each request, reading its body included. */
  timeoutMs: number;
  /** Rows asked for per request. */
  pageSize?: number;
  /** Told of each row skipped for not fitting the schema. */
  onDroppedRow?: OnDroppedRow;
}

const searchResponse = z.object({
  success: z.boolean(),
  error: z.looseObject({ message: z.string().optional() }).optional(),
  result: z
    .looseObject({
      records: z.array(z.unknown()),
      total: z.number().int().nonnegative().optional(),
    })
    .optional(),
});

// A runaway `total` must not keep us paging forever: the whole board is a few
// thousand rows (about 2,400 in one description of the dataset).
const MAX_PAGES = 50;

export function createCkanFlightSource(options: CkanSourceOptions): FlightSource {
  const doFetch = options.fetch ?? fetch;
  const pageSize = options.pageSize ?? 1000;
  // Appended, not resolved: a CKAN site may live under a path (https://host/ckan).
  const endpoint = new URL(`${options.baseUrl.replace(/\/+$/, "")}/api/3/action/datastore_search`);

  async function page(filters: Record<string, unknown>, offset: number) {
    const url = new URL(endpoint);
    url.searchParams.set("resource_id", options.resourceId);
    url.searchParams.set("filters", JSON.stringify(filters));
    url.searchParams.set("limit", String(pageSize));
    url.searchParams.set("offset", String(offset));
    const signal = AbortSignal.timeout(options.timeoutMs);
    let body: unknown;
    try {
      const response = await doFetch(url, { method: "GET", headers: { accept: "application/json" }, signal });
      if (!response.ok) {
        throw new FlightBoardError("http", `The flight board answered HTTP ${response.status}`);
      }
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch (error) {
        throw new FlightBoardError("bad_response", "The flight board's answer is not JSON", { cause: error });
      }
    } catch (error) {
      if (error instanceof FlightBoardError) throw error;
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        throw new FlightBoardError("timeout", `The flight board did not answer within ${options.timeoutMs} ms`, { cause: error });
      }
      throw new FlightBoardError("network", "The flight board could not be reached", { cause: error });
    }
    const parsed = searchResponse.safeParse(body);
    if (!parsed.success) {
      throw new FlightBoardError("bad_response", "The flight board's answer is not a datastore_search result", { cause: parsed.error });
    }
    if (!parsed.data.success || !parsed.data.result) {
      throw new FlightBoardError("ckan", `The flight board refused the search: ${parsed.data.error?.message ?? "no reason given"}`);
    }
    return parsed.data.result;
  }

  return {
    async arrivalsFor(flights: readonly FlightNumber[]): Promise<BoardRecord[]> {
      const airlines = [...new Set(flights.map((flight) => flight.airline))].sort();
      if (airlines.length === 0) return [];
      const filters = { CHAORD: "A", CHOPER: airlines };
      const rows: unknown[] = [];
      for (let pages = 0; pages < MAX_PAGES; pages++) {
        const result = await page(filters, rows.length);
        rows.push(...result.records);
        // Page by the rows received, not our `limit`: the site may cap it (rows_max).
        if (result.records.length === 0 || result.total === undefined || rows.length >= result.total) break;
      }
      return parseBoardRecords(rows, options.onDroppedRow);
    },
  };
}
