// THE place where a handover's photos join its record (docs/decisions/029): the
// traveller's order view and the crew's answers list `photos` from here. The
// photos themselves (upload, storage, who may read one) are
// server/services/handover-photos/ (docs/decisions/030). Each reader gets the
// address it can open: a representative the crew's (the session cookie goes to
// /api/crew only), the traveller the order's, with the token the order was read
// with. A representative is never handed the order's token: it would open the
// booking itself, to change or cancel.
import { apiUrl } from "@shared/api/endpoints.ts";
import type { HandoverStage } from "@shared/handover-photos.ts";
import type { DbClient } from "@server/db/database.ts";

export interface PhotoOwner {
  id: number;
  orderNumber: number;
}

/** Who reads the list: a signed-in representative, or the holder of the order's token. */
export type PhotoViewer = { crew: true } | { orderToken: string };

/** The addresses of a booking's photos of one handover, oldest first. */
export async function photoUrls(db: DbClient, booking: PhotoOwner, stage: HandoverStage, viewer: PhotoViewer): Promise<string[]> {
  const photos = await db.handoverPhoto.findMany({ where: { bookingId: booking.id, stage }, select: { id: true }, orderBy: { id: "asc" } });
  const orderNumber = booking.orderNumber;
  return photos.map(({ id: photoId }) =>
    "crew" in viewer ? apiUrl("crewPhoto", { orderNumber, photoId }) : apiUrl("orderPhoto", { orderNumber, photoId }, { t: viewer.orderToken }),
  );
}
