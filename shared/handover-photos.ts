// Handover photos (product.md §16, docs/decisions/030): the numbers the crew page's resize,
// the server's checks and the messages share. Pure: the browser imports it too.

/**
 * The two handovers a car has: at the terminal on the way out, and back to the
 * traveller (the database's enum handover_stage, prisma/schema.prisma).
 */
export const HANDOVER_STAGES = ["pickup", "return"] as const;
export type HandoverStage = (typeof HANDOVER_STAGES)[number];

export const PHOTO_LIMITS = {
  /**
   * The longest side of a stored photo, in pixels: enough to read a scratch or a
   * dent on a car's panel, about 0.3 MB as JPEG. The browser resizes to it before
   * the upload (client/lib/resize-photo.ts); the server re-encodes to it whatever comes.
   */
  longSidePx: 1600,
  /** One upload's body. A phone's own photo is 2–8 MB; the resized one is far less. */
  maxUploadBytes: 10 * 1024 * 1024,
  /** Photos of one car at one handover: a walk round the car and its dashboard, with room for retakes. */
  perHandover: 20,
  /**
   * A picture larger than this is refused before it is decoded: a small file can
   * declare a huge picture (a decompression bomb). 50 megapixels takes a phone's
   * full-resolution 48-megapixel photo; a photo resized in the browser is 2.
   */
  maxInputPixels: 50_000_000,
} as const;

/**
 * JPEG quality (0–1) of the browser's resize. The server re-encodes anyway, so this
 * only has to keep detail through one more generation while keeping the upload small.
 */
export const BROWSER_JPEG_QUALITY = 0.9;

/**
 * The Content-Type of an upload: the image itself as the request's body. HEIC is
 * what an iPhone takes; its browser turns it into JPEG before the upload.
 */
export const PHOTO_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "image/avif"] as const;
export type PhotoUploadType = (typeof PHOTO_UPLOAD_TYPES)[number];

/** What every stored photo is, whatever was uploaded. */
export const STORED_PHOTO_TYPE = "image/jpeg";
