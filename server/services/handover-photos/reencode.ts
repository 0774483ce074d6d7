// An uploaded photo made safe to keep and to serve (docs/decisions/030): checked
// against what it claims to be, refused when cut off or corrupt, then decoded and
// encoded again as a JPEG of at most PHOTO_LIMITS.longSidePx on its long side,
// turned as the camera held it, with no metadata at all: no EXIF, no GPS position,
// no camera serial, no thumbnail, no comment. Only the pixels survive, so nothing
// hidden in the upload is ever stored; bytes after the image (a phone's gain map or
// depth map, or anything appended) are never read and need no check of their own.
import { createHash } from "node:crypto";
import type { FormatEnum, Sharp, SharpOptions } from "sharp";
import { PHOTO_LIMITS, STORED_PHOTO_TYPE, type PhotoUploadType } from "@shared/handover-photos.ts";
import { photoMessages } from "@shared/messages/photo.ts";
import { InvalidInput } from "@server/services/domain-errors.ts";

/** What sharp's metadata calls each type we take (HEIC and AVIF are both HEIF containers). */
const FORMAT_OF: Readonly<Record<PhotoUploadType, keyof FormatEnum>> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heif",
  "image/heif": "heif",
  "image/avif": "heif",
};

/** libjpeg's quality: where artefacts stop showing on a car's panels at 1600 px (docs/decisions/030). */
const STORED_JPEG_QUALITY = 82;

export interface ReencodedPhoto {
  content: Buffer;
  contentType: typeof STORED_PHOTO_TYPE;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
}

function refused(code: string, message: string): InvalidInput {
  return new InvalidInput({ photo: message }, { code, message });
}

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;

/**
 * sharp on first use, not at start: libvips is 18 MB of native code that only the
 * crew's uploads need. Its operation cache is off: each photo is decoded once.
 */
function imageLibrary(): Promise<SharpFactory> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * `failOn: "error"`: a file cut off before its end (libjpeg's "premature end of JPEG
 * image", libpng's read error) or a decoder error fails the photo instead of storing
 * a grey half. A mere warning does not ("warning", sharp's default, would refuse on
 * one): cameras write slightly odd files that decode well, and libjpeg reports a
 * damaged scan only as a warning, so such a photo is stored as it decodes. The
 * decoder stops at the image's end: a second picture after it is no error at any level.
 */
const DECODE: SharpOptions = { failOn: "error", limitInputPixels: PHOTO_LIMITS.maxInputPixels };

/** The photo as it will be stored, or InvalidInput naming why not (nothing stored then). */
export async function reencodePhoto(input: Buffer, declared: PhotoUploadType): Promise<ReencodedPhoto> {
  if (input.length === 0) throw refused("photo_empty", photoMessages.empty);
  const sharp = await imageLibrary();
  const expected = FORMAT_OF[declared];

  // The header only, nothing decoded: the pixel limit is judged below, with its own answer.
  const metadata = await sharp(input, { ...DECODE, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata) throw refused("photo_unreadable", photoMessages.unreadable);
  // Another image than the header says (a GIF or an SVG sent as JPEG): refused, not guessed at.
  if (metadata.format !== expected) throw refused("photo_type_mismatch", photoMessages.typeMismatch);
  if (metadata.width * metadata.height > PHOTO_LIMITS.maxInputPixels) throw refused("photo_too_many_pixels", photoMessages.tooManyPixels);

  const side = PHOTO_LIMITS.longSidePx;
  const encoded = await sharp(input, DECODE)
    .rotate() // the EXIF orientation applied to the pixels, before the EXIF goes
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" }) // a transparent PNG's background, not black
    .jpeg({ quality: STORED_JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  // Its header read as the image it claims to be, so what fails now is its body: in
  // practice an upload cut off halfway, which sending again mends.
  if (!encoded) throw refused("photo_truncated", photoMessages.truncated);
  const { data, info } = encoded;
  return {
    content: data,
    contentType: STORED_PHOTO_TYPE,
    width: info.width,
    height: info.height,
    bytes: data.length,
    sha256: createHash("sha256").update(data).digest("hex"),
  };
}
