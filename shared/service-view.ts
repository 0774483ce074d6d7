// What the traveller's order (GET /api/bookings/:orderNumber) and the crew's
// answers show of the service day (product.md §17, docs/decisions/029): the status, its
// timeline and the two handover records. The shape is the contract's serviceViewSchema
// (shared/api/service-responses.ts); the types are inferred from it, type-only, so a
// page can import them without loading zod.
import type { z } from "zod";
import type { serviceViewSchema } from "./api/service-responses.ts";

export type ServiceView = z.infer<typeof serviceViewSchema>;
export type TimelineEntry = ServiceView["timeline"][number];
type HandoverView = ServiceView["handover"];
export type HandoverRecordView = NonNullable<HandoverView["pickup"]>;
