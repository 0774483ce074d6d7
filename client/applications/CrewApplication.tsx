// The crew page /crew (product.md §17, docs/decisions/031), an application the browser hydrates on its own
// (docs/decisions/023): today's and tomorrow's pickups and returns in time order,
// and the moves a representative records at the kerb. Phone first, for one thumb in
// sunlight: big type and targets, high contrast, the main move at the bottom of
// each card. The cards are a work list (components/crew/WorkList.tsx): what comes next,
// pickups, returns and done as tabs, a search by plate or order number. Every move
// and photo goes through the outbox (components/crew/outbox.ts), which keeps and
// retries what a weak connection did not send; the card shows the status at once,
// marked as waiting, and the list says what is not sent yet. A move the server
// refuses leaves the outbox and opens its form again, filled with what was sent and
// the server's reason on each field (components/crew/refusals.ts).
// "The traveller did not come" is offered on the pickup's card from its planned time
// on, and asks a second time before it is queued (docs/decisions/037).
// The forms and the outbox load with the first tap that needs them (first-load budget).
// Without a crew session the route gives no manifest: the site's not-found page.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import { farFromPlanned, type FarFromPlanned } from "@shared/far-from-planned.ts";
import type { ServiceStatus } from "@shared/service-status.ts";
import { NotFoundIntro } from "~/components/NotFoundIntro.tsx";
import { CrewShellHeader } from "~/components/crew/CrewShellHeader.tsx";
import { cardId, moveLabel } from "~/components/crew/ManifestCard.tsx";
import { OutboxList, RefusedList } from "~/components/crew/OutboxList.tsx";
import { WorkList } from "~/components/crew/WorkList.tsx";
import { MOVE_TARGET, MOVES_WITH_FORM, OUTBOX_STORAGE_KEY, type BookingState, type CrewManifest, type ManifestEntry } from "~/components/crew/crew-types.ts";
import type { FormResult } from "~/components/crew/MoveForms.tsx";
import type { CrewMove, MoveItem, Outbox, OutboxItem, SendFailure } from "~/components/crew/outbox.ts";
import { changeRefusals, hasForm, readRefusals, refusalOf, type Refusal } from "~/components/crew/refusals.ts";
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
const ConfirmNoShowDialog = lazy(() => forms().then((module) => ({ default: module.ConfirmNoShowDialog })));

interface Chosen {
  entry: ManifestEntry;
  move: CrewMove;
  /** A form opened again after the server refused what was sent. */
  refusal?: Refusal;
}

/** The status a card shows: the last move still waiting to be sent, else the last known. */
function shownStatus(entry: ManifestEntry, queue: readonly OutboxItem[], states: Record<number, BookingState>): { status: ServiceStatus; pending: boolean } {
  const waiting = queue.filter((item) => item.kind === "move" && item.orderNumber === entry.order_number && !item.refused).at(-1);
  if (waiting?.kind === "move") return { status: MOVE_TARGET[waiting.move], pending: true };
  return { status: states[entry.order_number]?.service_status ?? entry.service_status, pending: false };
}

/** The page's clock (ms), every half minute and when the phone shows the page again; null until mounted, as in the server's render. */
function usePageClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    void Promise.resolve().then(tick);
    const timer = window.setInterval(tick, 30_000);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, []);
  return now;
}

/** The card a refused move belongs to: its kind's card of the order, else any card of it. */
function entryOf(refusal: Refusal, entries: readonly ManifestEntry[]): ManifestEntry | undefined {
  const kind = refusal.move === "crewPickup" || refusal.move === "crewParked" || refusal.move === "crewNoShow" ? "pickup" : "return";
  const ofOrder = entries.filter((entry) => entry.order_number === refusal.orderNumber);
  return ofOrder.find((entry) => entry.kind === kind) ?? ofOrder[0];
}

/** The refusals kept on the phone (refusals.ts): read after hydration (the server renders none), changed in storage first. */
function useRefusals() {
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);
  useEffect(() => {
    void Promise.resolve().then(() => setRefusals(readRefusals()));
  }, []);
  const change = useCallback((how: (list: Refusal[]) => Refusal[]) => setRefusals(changeRefusals(how)), []);
  return { refusals, change };
}

function useOutbox(onSent: (item: OutboxItem, answer: unknown) => void, onRefused: (item: MoveItem, failure: SendFailure) => void) {
  const [queue, setQueue] = useState<readonly OutboxItem[]>([]);
  const outbox = useRef<Promise<Outbox> | null>(null);
  const get = useCallback(() => {
    outbox.current ??= import("~/components/crew/browser-outbox.ts").then((module) => module.createBrowserOutbox({ onChange: setQueue, onSent, onRefused }));
    return outbox.current;
  }, [onSent, onRefused]);
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
  const [noShow, setNoShow] = useState<(Chosen & { far: FarFromPlanned | null }) | null>(null);
  const now = usePageClock();
  const refused = useRefusals();
  const { change: changeRefused } = refused;
  const onSent = useCallback(
    (item: OutboxItem, answer: unknown) => {
      if (item.kind !== "move") return;
      setStates((known) => ({ ...known, [item.orderNumber]: answer as BookingState }));
      // The same step recorded since: an older refusal of it is stale.
      changeRefused((list) => list.filter((refusal) => refusal.orderNumber !== item.orderNumber || refusal.move !== item.move));
    },
    [changeRefused],
  );
  const refresh = useCallback(
    () =>
      callApi("crewManifest", { query: {} }).then(
        (fresh) => {
          setManifest(fresh);
          setRefreshError(false);
          // A move's answer stands only while the list says the same status (the office may have undone it since).
          setStates((known) => Object.fromEntries(Object.entries(known).filter(([order, state]) => fresh.entries.some((entry) => entry.order_number === Number(order) && entry.service_status === state.service_status))));
        },
        () => setRefreshError(true),
      ),
    [],
  );
  // A refusal says the phone's view was wrong somewhere (the office undid a move, another phone recorded it): the list is read again.
  const onRefused = useCallback(
    (item: MoveItem, failure: SendFailure) => {
      changeRefused((list) => [...list, refusalOf(item, failure)]);
      void refresh();
    },
    [changeRefused, refresh],
  );
  const outbox = useOutbox(onSent, onRefused);
  // The server's list may be minutes old (a page restored from the phone's memory): read it again.
  useEffect(() => {
    void Promise.resolve().then(refresh);
  }, [refresh]);
  // Out of the first load, but fetched once the page is idle: the connection at the
  // terminal may be gone by the first tap, and the forms must open all the same.
  useEffect(() => {
    void whenIdle().then(() => Promise.all([forms(), import("~/components/crew/browser-outbox.ts"), import("~/lib/resize-photo.ts")]).catch(() => {}));
  }, []);

  // A refused move with a form opens it again, filled, once no other form is open; one without a form is said in a list.
  const refusedForms = refused.refusals.flatMap((refusal) => {
    const entry = hasForm(refusal) ? entryOf(refusal, manifest.entries) : undefined;
    return entry ? [{ entry, move: refusal.move, refusal }] : [];
  });
  const refusedNotes = refused.refusals.filter((refusal) => !refusedForms.some((form) => form.refusal === refusal));
  const shownForm: Chosen | null = open ?? refusedForms[0] ?? null;
  const dropRefusal = (refusal: Refusal | undefined) => refusal && changeRefused((list) => list.filter((item) => item.key !== refusal.key));

  /** Back to the list, on the card the form was for (its title focused), when it is still listed. */
  function close(chosen: Chosen) {
    setOpen(null);
    dropRefusal(chosen.refusal);
    if (!MOVES_WITH_FORM.includes(chosen.move)) return;
    requestAnimationFrame(() => {
      const title = document.getElementById(cardId(chosen.entry));
      title?.scrollIntoView({ block: "start" });
      title?.focus({ preventScroll: true });
    });
  }

  async function record(chosen: Chosen, result: FormResult) {
    close(chosen);
    const queue = await outbox.get();
    const stage = chosen.move === "crewPickup" ? "pickup" : "return";
    for (const photo of result.photos) queue.add({ kind: "photo", orderNumber: chosen.entry.order_number, stage, label: photo.label, blob: photo.blob });
    queue.add({ kind: "move", orderNumber: chosen.entry.order_number, move: chosen.move, body: result.body });
  }

  function begin(chosen: Chosen) {
    setConfirm(null);
    setNoShow(null);
    if (MOVES_WITH_FORM.includes(chosen.move)) {
      setOpen(chosen);
      window.scrollTo(0, 0);
    } else void record(chosen, { body: {}, photos: [] });
  }

  function choose(entry: ManifestEntry, move: CrewMove) {
    // Parking is not tied to a time of the booking; every other move is compared with the card's.
    const far = move === "crewParked" ? null : farFromPlanned(new Date(), entry.at);
    // A no-show always asks once more (saying how late, when it is far from the time).
    if (move === "crewNoShow") setNoShow({ entry, move, far });
    else if (far) setConfirm({ entry, move, far });
    else begin({ entry, move });
  }

  const [first, last] = manifest.days.map((day) => day.split("-").reverse().join("."));
  return (
    <div className="bg-white pb-10 text-slate-950">
      <CrewShellHeader name={name} onRefresh={refresh} waiting={outbox.queue.length} />
      <OutboxList items={outbox.queue} onRetry={() => void outbox.get().then((queue) => queue.retryNow())} onRemove={(key) => void outbox.get().then((queue) => queue.remove(key))} />
      {shownForm ? (
        <Suspense fallback={null}>
          {/* Keyed: a form opened again after a refusal starts from what was refused, never from another form's state. */}
          {shownForm.move === "crewParked" ? (
            <ParkedForm
              key={`${shownForm.entry.order_number}-${shownForm.move}-${shownForm.refusal?.key ?? "new"}`}
              plate={shownForm.entry.car.plate}
              refusal={shownForm.refusal ?? null}
              onCancel={() => close(shownForm)}
              onDone={(result) => void record(shownForm, result)}
            />
          ) : (
            <HandoverForm
              key={`${shownForm.entry.order_number}-${shownForm.move}-${shownForm.refusal?.key ?? "new"}`}
              stage={shownForm.move === "crewPickup" ? "pickup" : "return"}
              entry={shownForm.entry}
              pickup={states[shownForm.entry.order_number]?.handover.pickup ?? null}
              cashDue={states[shownForm.entry.order_number]?.cash.due ?? shownForm.entry.cash_to_collect}
              refusal={shownForm.refusal ?? null}
              onCancel={() => close(shownForm)}
              onDone={(result) => void record(shownForm, result)}
            />
          )}
        </Suspense>
      ) : (
        <section aria-labelledby="crew-day-title" className="px-4 pt-4">
          <h2 id="crew-day-title" className="text-2xl font-bold">
            {copy.title}
          </h2>
          <p className="mt-1 text-lg">{copy.daysLead(first!, last!)}</p>
          <div role="status" aria-live="polite">
            {refreshError && <p className="mt-2 text-lg font-semibold text-red-900">{copy.refreshFailed}</p>}
          </div>
          {manifest.entries.length === 0 ? (
            <p className="mt-6 text-lg">{copy.empty}</p>
          ) : (
            <WorkList entries={manifest.entries} shown={(entry) => shownStatus(entry, outbox.queue, states)} states={states} now={now} onMove={choose} />
          )}
        </section>
      )}
      {!shownForm && <RefusedList refusals={refusedNotes} onDismiss={dropRefusal} />}
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmFarDialog far={confirm.far} action={moveLabel(confirm.move)} onConfirm={() => begin(confirm)} onCancel={() => setConfirm(null)} />
        </Suspense>
      )}
      {noShow && (
        <Suspense fallback={null}>
          <ConfirmNoShowDialog time={noShow.entry.time} plate={noShow.entry.car.plate} far={noShow.far} onConfirm={() => begin(noShow)} onCancel={() => setNoShow(null)} />
        </Suspense>
      )}
    </div>
  );
}

export function CrewApplication({ crew, manifest }: CrewApplicationProps) {
  if (!crew || !manifest) return <NotFoundIntro />;
  return <CrewDay name={crew.name} manifest={manifest} />;
}
