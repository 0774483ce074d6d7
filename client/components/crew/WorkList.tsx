// The day's cards as a work list (product.md §17, docs/decisions/031): what comes next on
// top, then pickups, returns and what is done as tabs (a return waits on the
// returns' tab until its car is collected; done cards are collapsed), and a search
// by plate or order number across all of them. Part of the page's first load.
import { useState, type KeyboardEvent } from "react";
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import { formatPlate, plateDigits } from "@shared/plate.ts";
import type { ServiceStatus } from "@shared/service-status.ts";
import { cardId, ManifestCard } from "./ManifestCard.tsx";
import { entryStage, type BookingState, type EntryStage, type ManifestEntry } from "./crew-types.ts";
import type { CrewMove } from "./outbox.ts";

type Tab = "pickup" | "return" | "done";
const TABS: readonly Tab[] = ["pickup", "return", "done"];

interface Row {
  entry: ManifestEntry;
  status: ServiceStatus;
  pending: boolean;
  stage: EntryStage;
}

const tabOf = (row: Row): Tab => (row.stage === "done" ? "done" : row.entry.kind);

/** An entry a search finds: the plate's digits or the order number hold the digits typed (or the plate holds the text typed). */
function matches(entry: ManifestEntry, query: string): boolean {
  const digits = plateDigits(query);
  if (digits === "") return entry.car.plate.toLowerCase().includes(query.trim().toLowerCase());
  return plateDigits(entry.car.plate).includes(digits) || String(entry.order_number).includes(digits);
}

export interface WorkListProps {
  entries: readonly ManifestEntry[];
  shown: (entry: ManifestEntry) => { status: ServiceStatus; pending: boolean };
  states: Record<number, BookingState>;
  now: number | null;
  onMove: (entry: ManifestEntry, move: CrewMove) => void;
}

export function WorkList({ entries, shown, states, now, onMove }: WorkListProps) {
  const rows: Row[] = entries.map((entry) => {
    const { status, pending } = shown(entry);
    return { entry, status, pending, stage: entryStage(entry.kind, status) };
  });
  const next = rows.find((row) => row.stage === "open");
  const [tab, setTab] = useState<Tab>(() => (next ? tabOf(next) : "pickup"));
  const [query, setQuery] = useState("");
  const count = (which: Tab) => rows.filter((row) => tabOf(row) === which).length;
  const searching = query.trim() !== "";
  const listed = searching ? rows.filter((row) => matches(row.entry, query)) : rows.filter((row) => tabOf(row) === tab);

  function show(row: Row) {
    setQuery("");
    setTab(tabOf(row));
    requestAnimationFrame(() => {
      const title = document.getElementById(cardId(row.entry));
      title?.scrollIntoView({ block: "start" });
      title?.focus({ preventScroll: true });
    });
  }

  function arrows(event: KeyboardEvent<HTMLButtonElement>) {
    // In a right-to-left list the next tab is to the left.
    const step = event.key === "ArrowLeft" ? 1 : event.key === "ArrowRight" ? -1 : 0;
    if (step === 0) return;
    const to = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(to);
    document.getElementById(`crew-tab-${to}`)?.focus();
  }

  const cards = (list: Row[]) => (
    <ol className="mt-4 space-y-4">
      {list.map((row) => (
        <ManifestCard key={`${row.entry.kind}-${row.entry.order_number}`} entry={row.entry} status={row.status} pending={row.pending} state={states[row.entry.order_number]} now={now} onMove={(move) => onMove(row.entry, move)} />
      ))}
    </ol>
  );

  return (
    <>
      <section aria-labelledby="crew-next-title" className="mt-4 rounded-2xl bg-slate-900 p-3 text-white" data-testid="crew-next">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 id="crew-next-title" className="text-lg font-semibold">
            {copy.nextUp.title}
          </h3>
          {next && <p className="text-base">{copy.nextUp.left(count("pickup"), count("return"))}</p>}
        </div>
        {next ? (
          <div className="mt-1 grid grid-cols-[1fr_auto] items-center gap-3">
            <div>
              <p className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold">
                <span dir="ltr">{next.entry.time}</span>
                <span>{copy.kinds[next.entry.kind]}</span>
                <bdi dir="ltr" className="font-mono whitespace-nowrap">{formatPlate(next.entry.car.plate)}</bdi>
              </p>
              <p className="text-lg">{next.entry.traveller.name}</p>
            </div>
            <button type="button" onClick={() => show(next)} className="min-h-12 rounded-xl bg-white px-4 text-lg font-bold text-slate-950">
              {copy.nextUp.show}
            </button>
          </div>
        ) : (
          <p className="mt-1 text-lg font-bold">{copy.nextUp.allDone}</p>
        )}
      </section>
      <div className="mt-4">
        <label htmlFor="crew-search" className="block text-lg font-semibold">
          {copy.search.label}
        </label>
        <input
          id="crew-search"
          type="search"
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mt-1 block min-h-14 w-full rounded-xl border-2 border-slate-900 bg-white px-3 text-xl text-slate-950"
        />
      </div>
      <div role="status" aria-live="polite">
        {searching && <p className="mt-2 text-lg font-semibold">{copy.search.found(listed.length)}</p>}
      </div>
      {searching ? (
        cards(listed)
      ) : (
        <>
          <div role="tablist" aria-label={copy.tabs.label} className="mt-4 grid grid-cols-3 gap-1 rounded-xl border-2 border-slate-900 p-1">
            {TABS.map((which) => (
              <button
                key={which}
                id={`crew-tab-${which}`}
                type="button"
                role="tab"
                aria-selected={tab === which}
                aria-controls="crew-tab-panel"
                tabIndex={tab === which ? 0 : -1}
                onClick={() => setTab(which)}
                onKeyDown={arrows}
                className={`min-h-12 rounded-lg px-1 text-lg font-bold ${tab === which ? "bg-slate-900 text-white" : "bg-white text-slate-950"}`}
              >
                {copy.tabs[which](count(which))}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="crew-tab-panel" aria-labelledby={`crew-tab-${tab}`}>
            {listed.length === 0 ? <p className="mt-4 text-lg">{copy.tabs.empty[tab]}</p> : cards(listed)}
          </div>
        </>
      )}
    </>
  );
}
