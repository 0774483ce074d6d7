// POST /api/track-visit (product.md §7): a page visit, or a tracked action such as a
// WhatsApp click. The browser sends it as a beacon and never reads the answer,
// so the server's only jobs are to refuse junk and keep rows small.
import { z } from "zod";
import { isStorableJson, isStorableText, stringThen } from "./field-schemas.ts";

/** The whole request body, JSON or the text/plain a beacon sends. */
export const TRACK_VISIT_MAX_BODY_BYTES = 8 * 1024;
const TRACK_VISIT_MAX_URL = 2048;
/** Metadata (the attribution record rides here) as JSON text. */
const TRACK_VISIT_MAX_METADATA_CHARS = 4096;

/** Actions the site sends (product.md §7); anything else is refused. */
const TRACK_VISIT_ACTIONS = ["whatsapp_regular_click", "whatsapp_quick_booking_click"] as const;
export type TrackVisitAction = (typeof TRACK_VISIT_ACTIONS)[number];

/** Same shape as the ap_vid cookie the browser writes (a UUID, or a fallback token). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

// stringThen: a non-string never reaches .min()/.max() (zod measures any `length`).
const pathField = stringThen(
  "path must be text",
  z
    .string()
    .trim()
    .min(1)
    .max(TRACK_VISIT_MAX_URL)
    .refine((path) => path.startsWith("/") && !path.startsWith("//"), "path must be a site path")
    .refine(isStorableText, "path must be text"),
);

const urlField = stringThen("must be text", z.string().max(TRACK_VISIT_MAX_URL).refine(isStorableText, "must be text"));

const metadataField = z
  .record(z.string().max(64), z.unknown())
  .refine((value) => JSON.stringify(value).length <= TRACK_VISIT_MAX_METADATA_CHARS, "metadata too large")
  .refine(isStorableJson, "metadata must be storable JSON");

export const trackVisitSchema = z.object({
  path: pathField,
  /** The spec's spelling (HTTP's); `referrer` is accepted too. */
  referer: urlField.nullish(),
  referrer: urlField.nullish(),
  action: z.enum(TRACK_VISIT_ACTIONS).nullish(),
  metadata: metadataField.nullish(),
  visitorId: z.string().regex(VISITOR_ID_PATTERN).nullish(),
});

