// valet bookings cash <order> --amount N [--crew <id>]
// Cash the office or a representative took for a booking (product.md §17,
// docs/decisions/029): recorded with who holds it, for `valet reports day`; on a
// cash booking it pays the order once it covers what is due.
import type { Command } from "commander";
import { MAX_CASH_COLLECTED } from "@shared/handover-schema.ts";
import type { CashService } from "@server/services/cash.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { money } from "@cli/format.ts";
import { createOutput } from "@cli/output.ts";
import { arg, positiveId, wholeNumber } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";

/** The site's own cash service. */
async function cashService(runtime: Runtime): Promise<CashService> {
  return (await runtime.services()).cash;
}

interface CashOptions {
  amount: number;
  crew?: number;
  json?: boolean;
}

export function registerBookingCashCommand(bookings: Command, runtime: Runtime): void {
  const cash = bookings
    .command("cash")
    .description("record cash taken for an order, and who holds it; a cash order is paid once the cash covers its total")
    .argument("<order_number>", "the order number", arg(positiveId))
    .requiredOption("--amount <shekels>", `the cash taken, whole shekels (1 to ${MAX_CASH_COLLECTED})`, arg(wholeNumber(1, MAX_CASH_COLLECTED, "whole shekels")))
    .option("--crew <id>", "the representative who took it (see valet crew list); without it, the office", arg(positiveId));
  withJson(cash);
  examples(cash, "valet bookings cash 1042 --amount 450 --crew 3", "valet bookings cash 1042 --amount 100", "valet bookings cash 1042 --amount 450 --json");
  cash.action(async (orderNumber: number, options: CashOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const service = await cashService(runtime);
    const result = await service.record(orderNumber, { amount: options.amount, crewMemberId: options.crew });
    const { booking } = result;
    const who = result.collectedBy ? `${out.text(result.collectedBy.name)} (crew ${result.collectedBy.id})` : "the office";
    const state =
      booking.paymentMethod === "card"
        ? "a card order: its card payment is unchanged"
        : result.due === 0
          ? "paid in full"
          : `${money(result.due)} still due`;
    out.result(
      {
        orderNumber,
        amount: options.amount,
        collectedBy: result.collectedBy,
        collected: result.collected,
        due: result.due,
        paymentMethod: booking.paymentMethod,
        paymentStatus: booking.paymentStatus,
        paymentAmount: booking.paymentAmount,
      },
      () => `order ${orderNumber}: ${money(options.amount)} taken by ${who}; ${state}`,
    );
  });
}
