// The site's Hebrew text, one catalogue per area in this folder. `messages` is the
// booking form's and the site's parts together, as most code reads them; a document's
// script imports shared/messages/site.ts alone, to stay small.
import { bookingMessages } from "./booking.ts";
import { siteMessages } from "./site.ts";

export { labels, holidayNames, type HolidayKey } from "./labels.ts";

export const messages = { ...bookingMessages, ...siteMessages } as const;
