// The application pages' islands (docs/decisions/023): each is rendered by the
// server as its own React root inside <main>, with its props in a JSON data
// block, and hydrated in the browser by its own entry (`<name>.entry.tsx`),
// which loads React and React DOM but no router. Names and the element ids are
// shared by the server's render (ApplicationIsland.ssr.tsx), the browser's
// hydration (hydrate-application.tsx) and the build (scripts/build-browser-scripts.mjs,
// which finds the entries by shared/page-kinds.ts's APPLICATION_NAMES).
import type { BookingApplicationProps } from "./BookingApplication.tsx";
import type { CalculatorApplicationProps } from "./CalculatorApplication.tsx";
import type { CrewApplicationProps } from "./CrewApplication.tsx";
import type { OrderApplicationProps } from "./OrderApplication.tsx";
import type { PaymentResultApplicationProps } from "./PaymentResultApplication.tsx";
import type { ApplicationName } from "@shared/page-kinds.ts";

export type { ApplicationName };

export interface ApplicationProps extends Record<ApplicationName, unknown> {
  booking: BookingApplicationProps;
  calculator: CalculatorApplicationProps;
  order: OrderApplicationProps;
  "payment-result": PaymentResultApplicationProps;
  crew: CrewApplicationProps;
}

/** The element the island's root renders into, and its props' data block. */
export const APPLICATION_ROOT_ID = "application";
export const APPLICATION_PROPS_ID = "application-props";

/**
 * The island's useId prefix, the same on the server's render and the browser's
 * hydration: its ids never meet the page's own.
 */
export const APPLICATION_ID_PREFIX = "app-";
