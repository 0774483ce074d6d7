// The crew page /crew (product.md §17, docs/decisions/031), an application the browser hydrates on its own
// (docs/decisions/023): today's and tomorrow's pickups and returns in time order,
// and the moves a representative records at the kerb. Phone first, for one thumb in
// sunlight: big type and targets, high contrast, the main move at the bottom of
// each card. Every move and photo goes through the outbox (components/crew/outbox.ts),
// which keeps and retries what a weak connection did not send; the card shows the
// status at once, marked as waiting, and the list says what is not sent yet.
// The forms and the outbox load with the first tap that needs them (first-load budget).
// Without a crew session the route gives no manifest: the site's not-found page.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { crewMessages } from "@shared/crew-messages.ts";
import { crewPageMessages as copy } from "@shared/crew-page-messages.ts";
import { apiUrl } from "@shared/api/endpoints.ts";
import { farFromPlanned, type FarFromPlanned } from "@shared/far-from-planned.ts";
import type { ServiceStatus } from "@shared/service-status.ts";
import { NotFoundIntro } from "~/components/NotFoundIntro.tsx";
import { ManifestCard, moveLabel } from "~/components/crew/ManifestCard.tsx";
import { OutboxList } from "~/components/crew/OutboxList.tsx";
import { MOVE_TARGET, MOVES_WITH_FORM, OUTBOX_STORAGE_KEY, type BookingState, type CrewManifest, type ManifestEntry } from "~/components/crew/crew-types.ts";
import type { FormResult } from "~/components/crew/MoveForms.tsx";
import type { CrewMove, Outbox, OutboxItem } from "~/components/crew/outbox.ts";
import { callApi } from "~/lib/api.ts";
import { readJson } from "~/lib/browser-storage.ts";
import { whenIdle } from "~/lib/when-idle.ts";

export interface CrewApplicationProps {
  /** null: no crew session (the page is the site's not-found page, 404). */
  crew: { name: string } | null;
  manifest: CrewManifest | null;
}

const forms = () => import("~/components/crew/MoveForms.tsx");
const HandoverForm = lazy(() => forms().then((module) => ({ default: module.HandoverForm })));
const ParkedForm = lazy(() => forms().then((module) => ({ default: module.ParkedForm })));
const ConfirmFarDialog = lazy(() => forms().then((module) => ({ default: module.ConfirmFarDialog })));

interface Chosen {
  entry: ManifestEntry;
  move: CrewMove;
}

/** The status a card shows: the last move still waiting to be sent, else the last known. */
function shownStatus(entry: ManifestEntry, queue: readonly OutboxItem[], states: Record<number, BookingState>): { status: ServiceStatus; pending: boolean } {
  const waiting = queue.filter((item) => item.kind === "move" && item.orderNumber === entry.order_number && !item.refused).at(-1);
  if (waiting?.kind === "move") return { status: MOVE_TARGET[waiting.move], pending: true };
  return { status: states[entry.order_number]?.service_status ?? entry.service_status, pending: false };
}

function useOutbox(onSent: (item: OutboxItem, answer: unknown) => void) {
  const [queue, setQueue] = useState<readonly OutboxItem[]>([]);
  const outbox = useRef<Promise<Outbox> | null>(null);
  const get = useCallback(() => {
    outbox.current ??= import("~/components/crew/browser-outbox.ts").then((module) => module.createBrowserOutbox(setQueue, onSent));
    return outbox.current;
  }, [onSent]);
  useEffect(() => {
    // Moves left unsent by the last visit: resume them now.
    const stored = readJson("local", OUTBOX_STORAGE_KEY);
    if (Array.isArray(stored) && stored.length > 0) void get();
  }, [get]);
  return { queue, get };
}

function CrewDay({ name, manifest: firstManifest }: { name: string; manifest: CrewManifest }) {
  const [manifest, setManifest] = useState(firstManifest);
  const [refreshError, setRefreshError] = useState(false);
  const [states, setStates] = useState<Record<number, BookingState>>({});
  const [open, setOpen] = useState<Chosen | null>(null);
  const [confirm, setConfirm] = useState<(Chosen & { far: FarFromPlanned }) | null>(null);
  const onSent = useCallback((item: OutboxItem, answer: unknown) => {
    if (item.kind === "move") setStates((known) => ({ ...known, [item.orderNumber]: answer as BookingState }));
  }, []);
  const outbox = useOutbox(onSent);

  const refresh = useCallback(
    () =>
      callApi("crewManifest", { query: {} }).then(
        (fresh) => {
          setManifest(fresh);
          setRefreshError(false);
        },
        () => setRefreshError(true),
      ),
    [],
  );
  // The server's list may be minutes old (a page restored from the phone's memory): read it again.
  useEffect(() => {
    void Promise.resolve().then(refresh);
  }, [refresh]);
  // Out of the first load, but fetched once the page is idle: the connection at the
  // terminal may be gone by the first tap, and the forms must open all the same.
  useEffect(() => {
    void whenIdle().then(() => Promise.all([forms(), import("~/components/crew/browser-outbox.ts"), import("~/lib/resize-photo.ts")]).catch(() => {}));
  }, []);

  async function record(chosen: Chosen, result: FormResult) {
    setOpen(null);
    const queue = await outbox.get();
    const stage = chosen.move === "crewPickup" ? "pickup" : "return";
    for (const photo of result.photos) queue.add({ kind: "photo", orderNumber: chosen.entry.order_number, stage, label: photo.label, blob: photo.blob });
    queue.add({ kind: "move", orderNumber: chosen.entry.order_number, move: chosen.move, body: result.body });
  }

  function begin(chosen: Chosen) {
    setConfirm(null);
    if (MOVES_WITH_FORM.includes(chosen.move)) {
      setOpen(chosen);
      window.scrollTo(0, 0);
    } else void record(chosen, { body: {}, photos: [] });
  }

  function choose(entry: ManifestEntry, move: CrewMove) {
    // Parking is not tied to a time of the booking; every other move is compared with the card's.
    const far = move === "crewParked" ? null : farFromPlanned(new Date(), entry.at);
    if (far) setConfirm({ entry, move, far });
    else begin({ entry, move });
  }

  const [today, tomorrow] = manifest.days.map((day) => day.split("-").reverse().join("."));
  return (
    <div className="bg-white pb-10 text-slate-950">
      <header className="px-4 pt-6">
        <h1 className="text-2xl font-bold">{crewMessages.greeting(name)}</h1>
      </header>
      <OutboxList items={outbox.queue} onRetry={() => void outbox.get().then((queue) => queue.retryNow())} onRemove={(key) => void outbox.get().then((queue) => queue.remove(key))} />
      {open ? (
        <Suspense fallback={null}>
          {open.move === "crewParked" ? (
            <ParkedForm plate={open.entry.car.plate} onCancel={() => setOpen(null)} onDone={(result) => void record(open, result)} />
          ) : (
            <HandoverForm
              stage={open.move === "crewPickup" ? "pickup" : "return"}
              plate={open.entry.car.plate}
              electric={open.entry.extras.includes("charge")}
              pickupKm={states[open.entry.order_number]?.handover.pickup?.odometer_km ?? null}
              onCancel={() => setOpen(null)}
              onDone={(result) => void record(open, result)}
            />
          )}
        </Suspense>
      ) : (
        <section aria-labelledby="crew-day-title" className="px-4 pt-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id="crew-day-title" className="text-2xl font-bold">
              {copy.title}
            </h2>
            <button type="button" onClick={() => void refresh()} className="min-h-12 rounded-xl border-2 border-slate-900 px-4 text-lg font-bold">
              {copy.refresh}
            </button>
          </div>
          <p className="mt-1 text-lg">{copy.daysLead(today!, tomorrow!)}</p>
          <div role="status" aria-live="polite">
            {refreshError && <p className="mt-2 text-lg font-semibold text-red-900">{copy.refreshFailed}</p>}
          </div>
          {manifest.entries.length === 0 ? (
            <p className="mt-6 text-lg">{copy.empty}</p>
          ) : (
            <ol className="mt-4 space-y-4">
              {manifest.entries.map((entry) => (
                <ManifestCard
                  key={`${entry.kind}-${entry.order_number}`}
                  entry={entry}
                  {...shownStatus(entry, outbox.queue, states)}
                  state={states[entry.order_number]}
                  onMove={(move) => choose(entry, move)}
                />
              ))}
            </ol>
          )}
          <form method="post" action={apiUrl("crewSignOut")} className="mt-10">
            <button type="submit" className="min-h-12 w-full rounded-xl border-2 border-slate-900 px-4 text-lg font-bold">
              {crewMessages.signOutButton}
            </button>
          </form>
        </section>
      )}
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmFarDialog far={confirm.far} action={moveLabel(confirm.move)} onConfirm={() => begin(confirm)} onCancel={() => setConfirm(null)} />
        </Suspense>
      )}
    </div>
  );
}

export function CrewApplication({ crew, manifest }: CrewApplicationProps) {
  if (!crew || !manifest) return <NotFoundIntro />;
  return <CrewDay name={crew.name} manifest={manifest} />;
}
