// What a representative records on the crew page (product.md §17, docs/decisions/029):
// the pickup (odometer, fuel or battery, keys, damage, cash), the parked car's bay
// and key hook, "on the way", the return (odometer, fuel or battery, cash), and a
// traveller who never came. Each is one move of the service status
// (service-transitions.ts) with its records, in one transaction. The clock bounds
// only the start (docs/decisions/037): a pickup or a no-show is taken for a booking
// whose planned pickup is yesterday, today or tomorrow in Israel, and a no-show from
// the planned pickup time on. A traveller may still come a day early, and a car
// already with us moves on whatever the date (a flight may land days late).
import type { z } from "zod";
import type { HandoverStage } from "@shared/handover-photos.ts";
import {
  emptyBodySchema,
  parkedBodySchema,
  pickupBodySchema,
  returnBodySchema,
  type ParkedBody,
  type PickupBody,
  type ReturnBody,
} from "@shared/handover-schema.ts";
import { crewDays, isCrewDay } from "@shared/crew-window.ts";
import { localDate, toLocalParts } from "@shared/jerusalem-time.ts";
import { messages } from "@shared/messages/index.ts";
import { canMove, type ServiceStatus } from "@shared/service-status.ts";
import { serviceMessages } from "@shared/messages/service.ts";
import type { ServiceView } from "@shared/service-view.ts";
import { fieldErrors } from "@shared/zod-errors.ts";
import type { DbClient, Prisma } from "@server/db/database.ts";
import { isUniqueViolation } from "@server/db/errors.ts";
import type { Booking, Prisma as PrismaTypes } from "@server/db/generated/client.ts";
import type { Logger } from "@server/logger.ts";
import { cashDue, takeCash } from "./cash.ts";
import { Conflict, InvalidInput, NotFound } from "./domain-errors.ts";
import type { TaxDocumentQueue } from "@server/invoices/tax-document-queue.ts";
import type { HandoverNotices } from "./handover-notices.ts";
import { ensureSameRequest, idempotentRequest, requestFingerprint, type CrewActionEndpoint } from "./idempotency.ts";
import { parkedPlaceOf, type ParkedPlace } from "./parked-place.ts";
import { moveServiceStatus, type ServiceMove } from "./service-transitions.ts";
import { serviceViewOf } from "./service-view.ts";

/** The answer to every crew action: the booking's service day as it stands after it. */
export interface CrewBookingState extends ServiceView {
  order_number: number;
  /** False when the action had been recorded before: nothing changed. */
  changed: boolean;
  payment_method: Booking["paymentMethod"];
  payment_status: Booking["paymentStatus"];
  cash: { due: number; collected: number };
  parking: ParkedPlace | null;
}

export interface CrewActionResult {
  state: CrewBookingState;
  /** The first answer to a repeated Idempotency-Key. */
  replay: boolean;
}

/** The representative signed in (res.locals.crew). */
export interface CrewActor {
  id: number;
}

/** Who moves the booking and when, and where the cash taken is documented (docs/decisions/036). */
interface MoveContext {
  crewMemberId: number;
  when: Date;
  documents: TaxDocumentQueue;
}

type Apply<Body> = (tx: DbClient, booking: Booking, body: Body, at: MoveContext) => Promise<void>;

interface ActionSpec<Body> {
  endpoint: CrewActionEndpoint;
  to: ServiceStatus;
  schema: z.ZodType<Body>;
  /** The event's details, from the booking as it was before the move. */
  details?: (booking: Booking, body: Body) => PrismaTypes.InputJsonValue;
  /** Checks against what is stored, inside the transaction, before the move. */
  check?: (tx: DbClient, booking: Booking, body: Body) => Promise<void>;
  /** The records the move brings, after it. */
  apply?: Apply<Body>;
  /** A handover: the traveller's e-mail goes with it (handover-notices.ts). */
  notice?: HandoverStage;
}

const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 };

/** A handover's cash, before what it collects: the day report's "expected" (admin/day-report.ts). */
function handoverDetails(booking: Booking, body: { cash_collected?: number }): PrismaTypes.InputJsonValue {
  return { cash_due: cashDue(booking), cash_collected: body.cash_collected ?? 0 };
}

async function collectAtHandover(tx: DbClient, booking: Booking, amount: number | undefined, at: MoveContext): Promise<void> {
  if (amount) await takeCash(tx, booking.id, { amount, crewMemberId: at.crewMemberId, actor: "representative", at: at.when }, at.documents);
}

/** A handover's record (odometer, fuel or battery, who and when) and the cash taken at it, in the move's transaction. */
async function recordHandover(
  tx: DbClient,
  booking: Booking,
  stage: "pickup" | "return",
  body: ReturnBody,
  at: MoveContext,
  pickupOnly: { keys: number; damageNotes: string | null } | null = null,
) {
  await tx.handover.create({
    data: {
      bookingId: booking.id,
      stage,
      odometerKm: body.odometer_km,
      fuelEighths: body.fuel_eighths ?? null,
      batteryPercent: body.battery_percent ?? null,
      ...(pickupOnly ?? {}),
      recordedById: at.crewMemberId,
      recordedAt: at.when,
    },
  });
  await collectAtHandover(tx, booking, body.cash_collected, at);
}

const pickup: ActionSpec<PickupBody> = {
  endpoint: "crewPickup",
  to: "picked_up",
  schema: pickupBodySchema,
  details: handoverDetails,
  notice: "pickup",
  async apply(tx, booking, body, at) {
    await recordHandover(tx, booking, "pickup", body, at, { keys: body.keys, damageNotes: body.damage_notes ?? null });
  },
};

const parked: ActionSpec<ParkedBody> = {
  endpoint: "crewParked",
  to: "parked",
  schema: parkedBodySchema,
  details: (_booking, body) => ({ bay: body.bay, key_hook: body.key_hook }),
};

const returning: ActionSpec<object> = { endpoint: "crewReturning", to: "returning", schema: emptyBodySchema };

const returned: ActionSpec<ReturnBody> = {
  endpoint: "crewReturn",
  to: "returned",
  schema: returnBodySchema,
  details: handoverDetails,
  notice: "return",
  // An odometer that went back since the pickup is a typo; the km driven would be nonsense.
  async check(tx, booking, body) {
    const out = await tx.handover.findUnique({ where: { bookingId_stage: { bookingId: booking.id, stage: "pickup" } }, select: { odometerKm: true } });
    if (out && body.odometer_km < out.odometerKm) {
      throw new InvalidInput({ odometer_km: serviceMessages.fields.odometerBelowPickup(out.odometerKm) });
    }
  },
  async apply(tx, booking, body, at) {
    await recordHandover(tx, booking, "return", body, at);
  },
};

const noShow: ActionSpec<object> = { endpoint: "crewNoShow", to: "no_show", schema: emptyBodySchema };

/**
 * What a crew phone may start (docs/decisions/037): a move from `booked` (a pickup, a
 * no-show) only for a booking whose planned pickup is on one of the crew's days, and a
 * no-show only from the planned pickup time on. 409 with the Hebrew reason otherwise.
 * Any other move (a repeat, a car already with us, one out of order) is judged as before.
 */
function ensureCrewMayStart(booking: Booking, to: ServiceStatus, now: Date): void {
  if (booking.serviceStatus !== "booked" || !canMove("booked", to)) return;
  const planned = localDate(booking.departureAt);
  if (!isCrewDay(planned, crewDays(now))) {
    throw new Conflict("outside_crew_days", serviceMessages.outsideCrewDays(planned), { planned });
  }
  if (to === "no_show" && now < booking.departureAt) {
    const { date, time } = toLocalParts(booking.departureAt);
    throw new Conflict("before_pickup_time", serviceMessages.noShowBeforePickup(date, time), { planned: booking.departureAt.toISOString() });
  }
}

export function createCrewActionService(deps: { prisma: Prisma; logger: Logger; now: () => Date; notices: HandoverNotices; documents: TaxDocumentQueue }) {
  const { prisma } = deps;

  async function stateOf(db: DbClient, booking: Booking, changed: boolean): Promise<CrewBookingState> {
    const collected = await db.cashCollection.aggregate({ where: { bookingId: booking.id }, _sum: { amount: true } });
    const lastParked = await db.serviceEvent.findFirst({ where: { bookingId: booking.id, toStatus: "parked", undoneAt: null }, orderBy: { id: "desc" }, select: { details: true } });
    return {
      order_number: booking.orderNumber,
      changed,
      ...(await serviceViewOf(db, booking, { crew: true })),
      payment_method: booking.paymentMethod,
      payment_status: booking.paymentStatus,
      cash: { due: cashDue(booking), collected: collected._sum.amount ?? 0 },
      parking: parkedPlaceOf(lastParked?.details),
    };
  }

  /** The booking an earlier request with this key moved, answered again; another body with the key is refused. */
  async function replayOf(key: string, fingerprint: string, orderNumber: number): Promise<CrewActionResult | null> {
    const event = await prisma.serviceEvent.findUnique({ where: { idempotencyKey: key }, include: { booking: true } });
    if (!event || event.booking.orderNumber !== orderNumber) return null;
    ensureSameRequest(event, { key, fingerprint });
    return { state: await stateOf(prisma, event.booking, true), replay: true };
  }

  async function act<Body>(spec: ActionSpec<Body>, orderNumber: number, rawBody: unknown, crew: CrewActor, clientKey?: string): Promise<CrewActionResult> {
    const parsed = spec.schema.safeParse(rawBody);
    if (!parsed.success) throw new InvalidInput(fieldErrors(parsed.error));
    const body = parsed.data;
    // The fingerprint of the body as read (numbers typed as text read the same), stored
    // with or without a key: it tells a repeat of the move from a correction of it.
    const request = idempotentRequest({ endpoint: spec.endpoint, orderNumber }, clientKey, body) ?? { key: null, fingerprint: requestFingerprint(body) };
    if (request.key) {
      const earlier = await replayOf(request.key, request.fingerprint, orderNumber);
      if (earlier) return earlier;
    }
    const found = await prisma.booking.findUnique({ where: { orderNumber }, select: { id: true } });
    if (!found) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber });
    const when = deps.now();
    const orderUrl = spec.notice ? await deps.notices.orderUrl(orderNumber) : null;
    try {
      const state = await prisma.$transaction(async (tx) => {
        const booking = await tx.booking.findUniqueOrThrow({ where: { id: found.id } });
        ensureCrewMayStart(booking, spec.to, when);
        await spec.check?.(tx, booking, body);
        const move: ServiceMove = {
          bookingId: booking.id,
          to: spec.to,
          actor: "representative",
          crewMemberId: crew.id,
          at: when,
          details: spec.details?.(booking, body),
          request,
        };
        const outcome = await moveServiceStatus(tx, move);
        if (outcome.moved) {
          await spec.apply?.(tx, booking, body, { crewMemberId: crew.id, when, documents: deps.documents });
          if (spec.notice && orderUrl) await deps.notices.queue(tx, { stage: spec.notice, bookingId: booking.id, eventId: outcome.event.id, orderUrl });
        }
        return stateOf(tx, await tx.booking.findUniqueOrThrow({ where: { id: booking.id } }), outcome.moved);
      }, TRANSACTION_OPTIONS);
      if (state.changed) deps.logger.info({ orderNumber, to: spec.to, crewMemberId: crew.id }, "service status moved");
      return { state, replay: false };
    } catch (error) {
      // The same key twice at once: the second answers with the first's move.
      if (request.key && isUniqueViolation(error, "idempotency_key")) {
        const winner = await replayOf(request.key, request.fingerprint, orderNumber);
        if (winner) return winner;
      }
      throw error;
    }
  }

  return {
    pickup: (orderNumber: number, body: unknown, crew: CrewActor, key?: string) => act(pickup, orderNumber, body, crew, key),
    parked: (orderNumber: number, body: unknown, crew: CrewActor, key?: string) => act(parked, orderNumber, body, crew, key),
    returning: (orderNumber: number, body: unknown, crew: CrewActor, key?: string) => act(returning, orderNumber, body, crew, key),
    returned: (orderNumber: number, body: unknown, crew: CrewActor, key?: string) => act(returned, orderNumber, body, crew, key),
    noShow: (orderNumber: number, body: unknown, crew: CrewActor, key?: string) => act(noShow, orderNumber, body, crew, key),
  };
}

export type CrewActionService = ReturnType<typeof createCrewActionService>;
