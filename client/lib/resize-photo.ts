// A handover photo made small in the browser before its upload (docs/decisions/030):
// a phone's camera writes 3–8 MB, often HEIC; the crew page sends a JPEG of at most
// PHOTO_LIMITS.longSidePx on its long side, a few hundred kilobytes over a mobile
// connection at the terminal. Drawing the picture on a canvas keeps only its
// pixels, so the camera's EXIF (its GPS position included) never leaves the phone.
// The server decodes and re-encodes whatever arrives all the same.
//
// The arithmetic (fitInside) is pure; the browser's part (decoding, the canvas) is
// passed in as ResizeTools, so a unit test runs it with fakes.
import { BROWSER_JPEG_QUALITY, PHOTO_LIMITS } from "@shared/handover-photos.ts";

export interface Size {
  width: number;
  height: number;
}

/** The size to draw a `source` picture at: the long side at most `maxLongSide`, never enlarged, proportions kept. */
export function fitInside(source: Size, maxLongSide: number = PHOTO_LIMITS.longSidePx): Size {
  const longSide = Math.max(source.width, source.height);
  if (longSide <= maxLongSide) return { width: source.width, height: source.height };
  const scale = maxLongSide / longSide;
  // The long side lands exactly on the limit; the short one rounds, and is never 0.
  return {
    width: source.width >= source.height ? maxLongSide : Math.max(1, Math.round(source.width * scale)),
    height: source.height > source.width ? maxLongSide : Math.max(1, Math.round(source.height * scale)),
  };
}

/** A decoded picture, already turned the way the camera was held (an ImageBitmap). */
export interface DecodedPicture extends Size {
  close(): void;
}

/** A surface to draw on and encode from (an OffscreenCanvas, or a canvas element where there is none). */
export interface DrawingSurface {
  draw(picture: DecodedPicture, size: Size): void;
  encode(type: "image/jpeg", quality: number): Promise<Blob>;
}

export interface ResizeTools {
  decode(file: Blob): Promise<DecodedPicture>;
  surface(size: Size): DrawingSurface;
}

/** The browser's own: createImageBitmap applies the EXIF orientation, so the pixels stand upright before EXIF is dropped. */
export const browserTools: ResizeTools = {
  decode: (file) => createImageBitmap(file, { imageOrientation: "from-image" }),
  surface(size) {
    const canvas: OffscreenCanvas | HTMLCanvasElement =
      typeof OffscreenCanvas === "function" ? new OffscreenCanvas(size.width, size.height) : Object.assign(document.createElement("canvas"), size);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) throw new Error("no 2d canvas in this browser");
    context.imageSmoothingQuality = "high";
    return {
      draw: (picture, target) => context.drawImage(picture as unknown as ImageBitmap, 0, 0, target.width, target.height),
      encode: (type, quality) =>
        "convertToBlob" in canvas
          ? canvas.convertToBlob({ type, quality })
          : new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the canvas gave no image"))), type, quality)),
    };
  },
};

/**
 * The photo to upload: a JPEG of at most PHOTO_LIMITS.longSidePx on its long side.
 * Rejects when the browser cannot decode the file (not an image, or a format it
 * does not read): the crew page says so rather than sending what the server would refuse.
 */
export async function resizePhoto(file: Blob, tools: ResizeTools = browserTools): Promise<Blob> {
  const picture = await tools.decode(file);
  try {
    const size = fitInside(picture);
    const surface = tools.surface(size);
    surface.draw(picture, size);
    return await surface.encode("image/jpeg", BROWSER_JPEG_QUALITY);
  } finally {
    picture.close();
  }
}
