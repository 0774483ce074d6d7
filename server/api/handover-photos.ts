// Handover photos (product.md §16, docs/decisions/030):
//   POST /api/crew/bookings/:orderNumber/photos?stage=pickup|return   the image itself as the body
//   GET  /api/crew/bookings/:orderNumber/photos/:photoId              one photo, for a crew session
//   GET  /api/bookings/:orderNumber/photos/:photoId?t=                one photo, for the order's token holder
// Mounted before the API's JSON parsing (router.ts): an upload's body is read here,
// with its own limit, and only once the crew session, the order number, the stage
// and the Content-Type have passed, so nobody else can make the server read 10 MB.
// A photo is answered private and no-store, as the stored JPEG and nothing else.
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { apiContract, type ApiReply } from "@shared/api/contract.ts";
import { apiUrl } from "@shared/api/endpoints.ts";
import { PHOTO_LIMITS, PHOTO_UPLOAD_TYPES, type PhotoUploadType } from "@shared/handover-photos.ts";
import { photoMessages } from "@shared/messages/photo.ts";
import type { PhotoFile } from "@server/services/handover-photos/index.ts";
import type { Services } from "@server/services/index.ts";
import { requireCrew, type CrewLocals } from "./crew-auth.ts";
import { HttpError, parseOrThrow } from "./http-errors.ts";
import { idempotencyKey } from "./request-meta.ts";

/** Set first, so that refusals are not stored either. */
const privateAnswer: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "private, no-store");
  next();
};

/** The declared type of an upload: one of PHOTO_UPLOAD_TYPES, or a 415 (a form, multipart, text…). */
function declaredType(req: Request): PhotoUploadType {
  const type = req.is([...PHOTO_UPLOAD_TYPES]);
  // null: no body at all; the service refuses an empty photo in its own words.
  if (type === null) return PHOTO_UPLOAD_TYPES[0];
  if (type === false) throw new HttpError(415, "photo_type_unsupported", photoMessages.unsupportedType);
  return type as PhotoUploadType;
}

/** Everything an upload is judged by before its body is read. */
const checkUploadHead: RequestHandler = (req, _res, next) => {
  parseOrThrow(apiContract.crewPhotoUpload.params, req.params);
  parseOrThrow(apiContract.crewPhotoUpload.query, req.query);
  declaredType(req);
  next();
};

const rawImage = express.raw({ type: () => true, limit: PHOTO_LIMITS.maxUploadBytes });

/** The body as bytes; over the limit, a 413 that says the limit. */
const readPhotoBody: RequestHandler = (req, res, next) => {
  rawImage(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
      return next(new HttpError(413, "photo_too_large", photoMessages.tooLarge(PHOTO_LIMITS.maxUploadBytes)));
    }
    next(error);
  });
};

function sendPhoto(res: Response, photo: PhotoFile | null): void {
  // A wrong token, another order's photo and a missing one: the same answer.
  if (!photo) throw new HttpError(404, "not_found", photoMessages.notFound);
  res.set({
    "Content-Type": photo.contentType,
    "Content-Length": String(photo.content.byteLength),
    // Already on every answer (server/middleware/security-headers.ts); said here too, where it matters most.
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  });
  res.end(Buffer.from(photo.content.buffer, photo.content.byteOffset, photo.content.byteLength));
}

export function handoverPhotoRoutes(services: Services): Router {
  const router = Router();
  const crewOnly = requireCrew(services);

  router.post(apiContract.crewPhotoUpload.path, privateAnswer, crewOnly, checkUploadHead, readPhotoBody, async (req: Request, res: Response) => {
    const { orderNumber } = parseOrThrow(apiContract.crewPhotoUpload.params, req.params);
    const { stage } = parseOrThrow(apiContract.crewPhotoUpload.query, req.query);
    const { crew } = res.locals as CrewLocals;
    const result = await services.handoverPhotos.upload({
      orderNumber,
      stage,
      contentType: declaredType(req),
      body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      crewMemberId: crew.id,
      idempotencyKey: idempotencyKey(req),
    });
    const { photo } = result;
    if (result.replay) res.set("Idempotent-Replayed", "true");
    res.status(result.replay ? 200 : 201).json({
      id: photo.id,
      stage: photo.stage,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      url: apiUrl("crewPhoto", { orderNumber, photoId: photo.id }),
      stage_count: result.stageCount,
      stage_limit: PHOTO_LIMITS.perHandover,
    } satisfies ApiReply<"crewPhotoUpload">);
  });

  router.get(apiContract.crewPhoto.path, privateAnswer, crewOnly, async (req: Request, res: Response) => {
    const { orderNumber, photoId } = parseOrThrow(apiContract.crewPhoto.params, req.params);
    sendPhoto(res, await services.handoverPhotos.forCrew(orderNumber, photoId));
  });

  router.get(apiContract.orderPhoto.path, privateAnswer, async (req: Request, res: Response) => {
    const { orderNumber, photoId } = parseOrThrow(apiContract.orderPhoto.params, req.params);
    sendPhoto(res, await services.handoverPhotos.forTraveller(orderNumber, photoId, req.query.t));
  });

  return router;
}
