// The crew page's resize before an upload (client/lib/resize-photo.ts, docs/decisions/030):
// the size arithmetic, and the browser steps run with fakes (decode, draw, encode).
import { describe, expect, it } from "vitest";
import { fitInside, resizePhoto, type DecodedPicture, type ResizeTools, type Size } from "~/lib/resize-photo.ts";
import { BROWSER_JPEG_QUALITY, PHOTO_LIMITS } from "@shared/handover-photos.ts";

describe("fitInside", () => {
  it.each([
    [{ width: 4000, height: 3000 }, { width: 1600, height: 1200 }],
    [{ width: 3000, height: 4000 }, { width: 1200, height: 1600 }],
    [{ width: 4032, height: 3024 }, { width: 1600, height: 1200 }],
    [{ width: 5000, height: 5000 }, { width: 1600, height: 1600 }],
    [{ width: 12000, height: 2 }, { width: 1600, height: 1 }],
  ])("brings %o down to %o, the long side on the limit", (source, expected) => {
    expect(fitInside(source)).toEqual(expected);
  });

  it.each([
    { width: 1600, height: 900 },
    { width: 800, height: 600 },
    { width: 1, height: 1 },
  ])("never enlarges %o", (source) => {
    expect(fitInside(source)).toEqual(source);
  });

  it("takes its limit from the shared constant", () => {
    const size = fitInside({ width: PHOTO_LIMITS.longSidePx * 3, height: PHOTO_LIMITS.longSidePx });
    expect(size.width).toBe(PHOTO_LIMITS.longSidePx);
  });
});

/** Fakes of the browser's decode and canvas that record what the resize asked of them. */
function fakeTools(picture: Size) {
  const calls = { closed: 0, surface: null as Size | null, drawn: null as Size | null, encoded: null as { type: string; quality: number } | null };
  const decoded: DecodedPicture = { ...picture, close: () => void calls.closed++ };
  const tools: ResizeTools = {
    decode: async () => decoded,
    surface(size) {
      calls.surface = size;
      return {
        draw: (drawnPicture, drawnSize) => {
          expect(drawnPicture).toBe(decoded);
          calls.drawn = drawnSize;
        },
        encode: async (type, quality) => {
          calls.encoded = { type, quality };
          return new Blob(["jpeg bytes"], { type });
        },
      };
    },
  };
  return { tools, calls };
}

describe("resizePhoto", () => {
  it("draws a camera photo at the limit and encodes it as JPEG, then lets the decoded picture go", async () => {
    const { tools, calls } = fakeTools({ width: 4032, height: 3024 });
    const blob = await resizePhoto(new Blob(["camera file"]), tools);
    expect(blob.type).toBe("image/jpeg");
    expect(calls.surface).toEqual({ width: 1600, height: 1200 });
    expect(calls.drawn).toEqual({ width: 1600, height: 1200 });
    expect(calls.encoded).toEqual({ type: "image/jpeg", quality: BROWSER_JPEG_QUALITY });
    expect(calls.closed).toBe(1);
  });

  it("re-encodes a small photo at its own size (its metadata stays behind all the same)", async () => {
    const { tools, calls } = fakeTools({ width: 640, height: 480 });
    await resizePhoto(new Blob(["small"]), tools);
    expect(calls.drawn).toEqual({ width: 640, height: 480 });
    expect(calls.encoded?.type).toBe("image/jpeg");
  });

  it("lets the decoded picture go when encoding fails, and fails with it", async () => {
    const { tools, calls } = fakeTools({ width: 2000, height: 1000 });
    const failing: ResizeTools = {
      ...tools,
      surface: (size) => ({ ...tools.surface(size), encode: () => Promise.reject(new Error("no memory")) }),
    };
    await expect(resizePhoto(new Blob(["x"]), failing)).rejects.toThrow("no memory");
    expect(calls.closed).toBe(1);
  });

  it("rejects a file the browser cannot decode, sending nothing", async () => {
    const tools: ResizeTools = {
      decode: () => Promise.reject(new DOMException("The source image could not be decoded.", "InvalidStateError")),
      surface: () => {
        throw new Error("must not draw");
      },
    };
    await expect(resizePhoto(new Blob(["<html>"]), tools)).rejects.toThrow("could not be decoded");
  });
});
