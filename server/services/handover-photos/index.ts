// The crew's photos of a car at its handovers (product.md §16, docs/decisions/030): an
// upload is re-encoded (reencode.ts) and stored in handover_photos, at most
// PHOTO_LIMITS.perHandover per booking and stage; a photo is read back by a
// signed-in representative, or by the holder of its order's token.
import { createHash } from "node:crypto";
import { PHOTO_LIMITS, type HandoverStage, type PhotoUploadType } from "@shared/handover-photos.ts";
import { messages } from "@shared/messages/index.ts";
import { photoMessages } from "@shared/messages/photo.ts";
import type { Prisma } from "@server/db/database.ts";
import { isUniqueViolation } from "@server/db/errors.ts";
import { Conflict, NotFound } from "@server/services/domain-errors.ts";
import { ensureSameRequest, idempotentRequest, type IdempotentRequest } from "@server/services/idempotency.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";
import { reencodePhoto } from "./reencode.ts";

export interface PhotoUpload {
  orderNumber: number;
  stage: HandoverStage;
  contentType: PhotoUploadType;
  body: Buffer;
  /** The signed-in representative (res.locals.crew). */
  crewMemberId: number;
  idempotencyKey?: string;
}

/** A stored photo without its bytes: what lists and answers show. */
export interface PhotoSummary {
  id: number;
  stage: HandoverStage;
  width: number;
  height: number;
  bytes: number;
  createdAt: Date;
}

export interface UploadedPhoto {
  photo: PhotoSummary;
  /** Photos of the booking's stage now, this one included. */
  stageCount: number;
  /** The first upload's answer to a repeated Idempotency-Key. */
  replay: boolean;
}

/** A photo to send: its bytes and their type. */
export interface PhotoFile {
  content: Uint8Array;
  contentType: string;
}

const SUMMARY = { id: true, stage: true, width: true, height: true, bytes: true, createdAt: true } as const;
const FILE = { content: true, contentType: true } as const;


export function createHandoverPhotoService(deps: { prisma: Prisma; tokens: OrderTokens }) {
  const { prisma } = deps;

  const countOf = (bookingId: number, stage: HandoverStage) => prisma.handoverPhoto.count({ where: { bookingId, stage } });

  /** The photo an earlier request with the same key stored, if any; another body with the key is refused. */
  async function earlier(request: IdempotentRequest | undefined): Promise<UploadedPhoto | null> {
    if (!request) return null;
    const row = await prisma.handoverPhoto.findUnique({ where: { idempotencyKey: request.key }, select: { ...SUMMARY, bookingId: true, idempotencyFingerprint: true } });
    if (!row) return null;
    ensureSameRequest(row, request);
    const { bookingId, idempotencyFingerprint: _fingerprint, ...photo } = row;
    return { photo, stageCount: await countOf(bookingId, photo.stage), replay: true };
  }

  function limitReached(stage: HandoverStage): Conflict {
    return new Conflict("photo_limit_reached", photoMessages.limitReached(PHOTO_LIMITS.perHandover, stage), { limit: PHOTO_LIMITS.perHandover, stage });
  }

  return {
    /**
     * Stores one photo of a handover. Refused with nothing stored: an unknown or
     * cancelled booking, a photo that fails reencodePhoto's checks, the stage full.
     * The count is checked again after the booking's row is locked, so uploads at
     * the same moment cannot pass the limit together.
     */
    async upload(upload: PhotoUpload): Promise<UploadedPhoto> {
      const booking = await prisma.booking.findUnique({ where: { orderNumber: upload.orderNumber }, select: { id: true, cancelledAt: true } });
      if (!booking) throw new NotFound("order_not_found", messages.api.orderNotFound, { orderNumber: upload.orderNumber });
      // The upload's own fingerprint: the same key with another photo or stage is refused (docs/decisions/026).
      const request = idempotentRequest({ endpoint: "crewPhotoUpload", orderNumber: upload.orderNumber }, upload.idempotencyKey, {
        stage: upload.stage,
        content_type: upload.contentType,
        sha256: createHash("sha256").update(upload.body).digest("hex"),
      });
      const replay = await earlier(request);
      if (replay) return replay;
      if (booking.cancelledAt) throw new Conflict("cancelled", photoMessages.cancelled, { orderNumber: upload.orderNumber });
      // A full stage costs no decoding.
      if ((await countOf(booking.id, upload.stage)) >= PHOTO_LIMITS.perHandover) throw limitReached(upload.stage);

      const photo = await reencodePhoto(upload.body, upload.contentType);
      try {
        return await prisma.$transaction(async (tx) => {
          // Uploads of one booking queue here; FOR NO KEY UPDATE leaves the rows that refer to the booking free to be written.
          await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${booking.id} FOR NO KEY UPDATE`;
          const before = await tx.handoverPhoto.count({ where: { bookingId: booking.id, stage: upload.stage } });
          if (before >= PHOTO_LIMITS.perHandover) throw limitReached(upload.stage);
          const row = await tx.handoverPhoto.create({
            data: {
              bookingId: booking.id,
              stage: upload.stage,
              content: new Uint8Array(photo.content),
              contentType: photo.contentType,
              width: photo.width,
              height: photo.height,
              bytes: photo.bytes,
              sha256: photo.sha256,
              crewMemberId: upload.crewMemberId,
              idempotencyKey: request?.key ?? null,
              idempotencyFingerprint: request?.fingerprint ?? null,
            },
            select: SUMMARY,
          });
          return { photo: row, stageCount: before + 1, replay: false };
        });
      } catch (error) {
        // The same key sent twice at once: the second answers with the first one's photo.
        if (request && isUniqueViolation(error, "idempotency_key")) {
          const winner = await earlier(request);
          if (winner) return winner;
        }
        throw error;
      }
    },

    /** A photo of the order, for a signed-in representative; null when the order has no such photo. */
    async forCrew(orderNumber: number, photoId: number): Promise<PhotoFile | null> {
      return prisma.handoverPhoto.findFirst({ where: { id: photoId, booking: { orderNumber } }, select: FILE });
    },

    /**
     * A photo of the order, for the holder of the order's token. A wrong token,
     * another order's photo and a missing one are all null: nothing to tell apart.
     */
    async forTraveller(orderNumber: number, photoId: number, token: unknown): Promise<PhotoFile | null> {
      if (!(await deps.tokens.verify(orderNumber, token))) return null;
      return prisma.handoverPhoto.findFirst({ where: { id: photoId, booking: { orderNumber } }, select: FILE });
    },

    /** A booking's photos of one stage, oldest first, without their bytes. */
    async list(bookingId: number, stage: HandoverStage): Promise<PhotoSummary[]> {
      return prisma.handoverPhoto.findMany({ where: { bookingId, stage }, select: SUMMARY, orderBy: { id: "asc" } });
    },
  };
}
