// Where an image's structure ends (server/services/handover-photos/image-end.ts,
// docs/decisions/030): complete files, files cut short, and files with bytes after
// the image, in each format an upload may be. The images are made by sharp here.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageExtent, type ImageFormat } from "@server/services/handover-photos/image-end.ts";

const picture = () => sharp({ create: { width: 96, height: 64, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } });

const samples: Record<string, { format: ImageFormat; make: () => Promise<Buffer> }> = {
  "baseline JPEG": { format: "jpeg", make: () => picture().jpeg({ quality: 80 }).toBuffer() },
  "progressive JPEG": { format: "jpeg", make: () => picture().jpeg({ progressive: true }).toBuffer() },
  "JPEG with EXIF": { format: "jpeg", make: () => picture().jpeg({ quality: 90 }).withExif({ IFD0: { Make: "Test", Model: "X1" } }).toBuffer() },
  PNG: { format: "png", make: () => picture().png().toBuffer() },
  WebP: { format: "webp", make: () => picture().webp().toBuffer() },
  AVIF: { format: "heif", make: () => picture().avif().toBuffer() },
};

const appended = Buffer.from("<html><script>alert(document.cookie)</script></html>");

describe.each(Object.entries(samples))("%s", (_name, { format, make }) => {
  it("is complete as sharp writes it", async () => {
    expect(imageExtent(await make(), format)).toEqual({ kind: "complete" });
  });

  it("is truncated when cut short anywhere after its header", async () => {
    const whole = await make();
    for (const fraction of [0.3, 0.6, 0.9]) {
      expect(imageExtent(whole.subarray(0, Math.floor(whole.length * fraction)), format).kind).toBe("truncated");
    }
    expect(imageExtent(whole.subarray(0, whole.length - 1), format).kind).toBe("truncated");
  });

  it("has trailing data when HTML follows its end", async () => {
    const whole = await make();
    const extent = imageExtent(Buffer.concat([whole, appended]), format);
    // ISO boxes read "<scr" as a size: the file then runs past its end, which is refused as well.
    if (format === "heif") expect(extent.kind).not.toBe("complete");
    else expect(extent).toEqual({ kind: "trailing", end: whole.length });
  });
});

describe("a JPEG's end marker inside a segment", () => {
  it("is not its end: segments are skipped by their length, not searched", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    // A comment segment (FFFE) holding an end-of-image marker, right after SOI.
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x06, 0xff, 0xd9, 0xff, 0xd9]);
    const withComment = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
    expect(imageExtent(withComment, "jpeg")).toEqual({ kind: "complete" });
    expect(imageExtent(Buffer.concat([withComment, appended]), "jpeg")).toEqual({ kind: "trailing", end: withComment.length });
  });

  it("a second image after the first one is trailing data too", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    expect(imageExtent(Buffer.concat([jpeg, jpeg]), "jpeg")).toEqual({ kind: "trailing", end: jpeg.length });
  });
});

describe("not the format at all", () => {
  it.each(["jpeg", "png", "webp", "heif"] as const)("text read as %s is truncated (no structure)", (format) => {
    expect(imageExtent(Buffer.from("hello, this is not an image at all"), format).kind).toBe("truncated");
  });
});
