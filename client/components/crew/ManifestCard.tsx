// One pickup or return on the crew's list (product.md §17, docs/decisions/031): what a representative needs at
// the kerb, big and high-contrast for a phone in sunlight, the next move at the
// bottom of the card within the thumb's reach. Numbers a reader copies (plate,
// phone, flight) are dir="ltr", the plate as it is painted (12-345-67). The cash box
// says what is still to collect, what was taken, or paid, from the server's last
// word. A card whose work is done, and a return whose car was not collected yet
// (which says so and offers nothing), is collapsed to one line.
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import { TERMINAL_LABELS, isExtraId, EXTRAS, SERVICE_TERMS } from "@shared/constants.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import { flightLine, type FlightView } from "@shared/flight-view.ts";
import { formatPlate } from "@shared/plate.ts";
import type { ServiceStatus } from "@shared/service-status.ts";
import { telHref, whatsappHref } from "~/lib/contact-links.ts";
import { BIG_BUTTON as bigButton, cashBox, entryStage, movesFor, offersNoShow, type BookingState, type ManifestEntry } from "./crew-types.ts";
import type { CrewMove } from "./outbox.ts";

const MOVE_LABEL: Readonly<Record<CrewMove, string>> = {
  crewPickup: copy.actions.pickup,
  crewParked: copy.actions.parked,
  crewReturning: copy.actions.returning,
  crewReturn: copy.actions.return,
  crewNoShow: copy.actions.noShow,
};

export function moveLabel(move: CrewMove): string {
  return MOVE_LABEL[move];
}

/** An Israeli mobile number as wa.me wants it: 972 and no leading 0. */
function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("0") ? `972${digits.slice(1)}` : digits;
}

function extraLabel(id: string): string {
  return isExtraId(id) ? (EXTRAS.find((extra) => extra.id === id)?.label ?? id) : id;
}

/** The return flight as the board last said it (docs/decisions/034), while the car is still to go back. */
function returnFlightOf(entry: ManifestEntry, status: ServiceStatus): FlightView | null {
  if (entry.kind !== "return" || status === "returned" || status === "cancelled" || status === "no_show") return null;
  return entry.flight;
}

/** The traveller's sentence speaks to them ("the time you gave"); the crew's says only what it means for the card. */
const NOT_TRACKED_FOR_CREW = "הטיסה לא נמצאה בלוח הטיסות: ההחזרה לפי השעה שבהזמנה";

export interface ManifestCardProps {
  entry: ManifestEntry;
  status: ServiceStatus;
  pending: boolean;
  state: BookingState | undefined;
  /** The page's clock (ms), null before it has one: the no-show waits for the planned time. */
  now: number | null;
  onMove: (move: CrewMove) => void;
}

/** The element id of an entry's card, for the "next up" summary to bring it into view. */
export function cardId(entry: Pick<ManifestEntry, "kind" | "order_number">): string {
  return `crew-${entry.kind}-${entry.order_number}`;
}

function StatusLine({ status, pending }: { status: ServiceStatus; pending: boolean }) {
  return (
    <>
      {serviceMessages.statusLabels[status]}
      {pending && <span className="ms-2 rounded bg-amber-300 px-2 text-base text-slate-950">{copy.pendingMark}</span>}
    </>
  );
}

function CardBody({ entry, status, pending, state, now, onMove, collapsed }: ManifestCardProps & { collapsed: boolean }) {
  const stage = entryStage(entry.kind, status);
  const moves = movesFor(entry.kind, status).filter((move) => move !== "crewNoShow" || offersNoShow(entry, now));
  const car = [entry.car.manufacturer, entry.car.model].filter(Boolean).join(" ");
  // Where the car stands, while it is with us.
  const parking = status === "parked" || status === "returning" ? (state?.parking ?? entry.parking) : null;
  const km = state?.handover.km_driven ?? null;
  const titleId = cardId(entry);
  const flight = returnFlightOf(entry, status);
  const cash = cashBox(entry, status, state);
  return (
    <>
      <h3 id={titleId} tabIndex={-1} className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold">
        <span dir="ltr">{entry.time}</span>
        <span>{copy.kinds[entry.kind]}</span>
        {entry.overdue && <span className="rounded bg-red-800 px-2 text-base text-white">{copy.overdue}</span>}
      </h3>
      <p className="mt-1 text-base">
        {entry.date.split("-").reverse().join(".")} · #{entry.order_number}
      </p>
      {!collapsed && (
        <p className="mt-2 text-lg font-semibold" data-testid="crew-status">
          <StatusLine status={status} pending={pending} />
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-lg">
        <dt className="font-semibold">{copy.flight}</dt>
        <dd dir="ltr" className="text-end">{entry.flight_number}</dd>
        <dt className="font-semibold">{copy.terminal}</dt>
        <dd>{TERMINAL_LABELS[entry.terminal]}</dd>
        <dt className="font-semibold">{copy.plate}</dt>
        <dd>
          {car} <bdi dir="ltr" className="font-mono font-bold whitespace-nowrap">{formatPlate(entry.car.plate)}</bdi>
        </dd>
        {entry.extras.length > 0 && (
          <>
            <dt className="font-semibold">{copy.extras}</dt>
            <dd>{entry.extras.map(extraLabel).join(", ")}</dd>
          </>
        )}
      </dl>
      {flight && (
        <p className={`mt-2 rounded-lg p-2 text-lg font-bold ${flight.status === "delayed" || flight.status === "cancelled" ? "bg-amber-200" : "bg-slate-100"}`} data-testid="crew-flight">
          {flight.status === "not_tracked" ? NOT_TRACKED_FOR_CREW : flightLine(flight, entry.date)}
        </p>
      )}
      {cash && (
        <p className={`mt-2 rounded-lg p-2 text-lg font-bold ${cash.owed ? "bg-yellow-200" : "bg-green-100 text-green-950"}`} data-testid="crew-cash">
          {cash.text}
        </p>
      )}
      {entry.unpaid_card && <p className="mt-2 rounded-lg bg-red-100 p-2 text-lg font-bold text-red-950">{copy.unpaidCard}</p>}
      {parking && <p className="mt-2 text-lg">{copy.parkedAt(parking.bay, parking.key_hook)}</p>}
      {km !== null && (
        <p className={`mt-2 text-lg font-bold ${state?.handover.over_km_limit ? "rounded-lg bg-red-800 p-2 text-white" : ""}`} data-testid="crew-km">
          {copy.form.kmDriven(km)}
          {state?.handover.over_km_limit && <span className="block">{copy.form.overKm(SERVICE_TERMS.maxDrivingKm)}</span>}
        </p>
      )}
      <p className="mt-3 text-lg font-semibold">{entry.traveller.name}</p>
      {/* The traveller's name is just above: the links' own words are enough (and what a screen reader reads). */}
      <div className="mt-2 grid grid-cols-2 gap-2">
        {/* The word above the number: side by side they overflow half a 390 px phone. */}
        <a href={telHref(entry.traveller.phone)} className={`${bigButton} flex-col border-2 border-slate-900 bg-white py-1 leading-tight text-slate-950`}>
          {copy.call} <bdi dir="ltr" className="text-base font-semibold">{entry.traveller.phone}</bdi>
        </a>
        <a href={whatsappHref(whatsappNumber(entry.traveller.phone))} className={`${bigButton} bg-green-800 text-white`}>
          {copy.whatsapp}
        </a>
      </div>
      {stage === "waiting" && (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-lg font-semibold" data-testid="crew-waiting">
          {copy.waitingForPickup}
        </p>
      )}
      {moves.length > 0 && (
        <div className="mt-4 space-y-2">
          {moves.map((move, index) => (
            <button
              key={move}
              type="button"
              onClick={() => onMove(move)}
              aria-describedby={titleId}
              className={`${bigButton} ${index === 0 ? "bg-brand-800 text-white" : "border-2 border-red-800 bg-white text-red-900"}`}
            >
              {moveLabel(move)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

export function ManifestCard(props: ManifestCardProps) {
  const { entry, status, pending } = props;
  const testId = `crew-entry-${entry.kind}-${entry.order_number}`;
  if (entryStage(entry.kind, status) === "open") {
    return (
      <li className="rounded-2xl border-2 border-slate-900 bg-white p-4 text-slate-950" data-testid={testId}>
        <CardBody {...props} collapsed={false} />
      </li>
    );
  }
  // Done, or a return waiting for its pickup: one line (time, what, plate, status); the whole card a tap away.
  return (
    <li className="rounded-2xl border-2 border-slate-400 bg-slate-50 text-slate-950" data-testid={testId}>
      <details className="group">
        <summary className="grid min-h-14 cursor-pointer grid-cols-[1fr_auto] items-center gap-x-3 px-4 py-2 text-lg">
          <span className="flex flex-wrap items-center gap-x-3">
            <span dir="ltr" className="font-bold">{entry.time}</span>
            <span className="font-bold">{copy.kinds[entry.kind]}</span>
            <bdi dir="ltr" className="font-mono font-bold whitespace-nowrap">{formatPlate(entry.car.plate)}</bdi>
            <span data-testid="crew-status">
              <StatusLine status={status} pending={pending} />
            </span>
          </span>
          <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="border-t-2 border-slate-300 bg-white p-4">
          <CardBody {...props} collapsed />
        </div>
      </details>
    </li>
  );
}
