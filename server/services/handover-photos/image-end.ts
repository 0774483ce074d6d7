// Where an image file ends by its own structure, read without decoding it
// (docs/decisions/030). A decoder stops at the image's end and ignores what follows,
// so a JPEG with a page of HTML or a script appended decodes cleanly: the polyglot
// has to be found here. A file whose structure runs past its last byte was cut off.
//
// Each reader walks the container's own length fields (JPEG segments and scans, PNG
// chunks, the RIFF size of WebP, ISO boxes of HEIF and AVIF), never searches for an
// end marker: a JPEG's EXIF thumbnail holds an end marker of its own.

export type ImageFormat = "jpeg" | "png" | "webp" | "heif";

export type ImageExtent =
  /** The image ends exactly at the file's last byte. */
  | { kind: "complete" }
  /** The structure runs past the file's end, or never reaches its end marker. */
  | { kind: "truncated" }
  /** The image ends at `end`; bytes follow it. */
  | { kind: "trailing"; end: number };

/** Where the image's structure ends, or null when it runs past the data (cut off or malformed). */
type EndReader = (data: Uint8Array) => number | null;

const u16be = (data: Uint8Array, at: number) => (data[at]! << 8) | data[at + 1]!;
const u32be = (data: Uint8Array, at: number) => ((data[at]! << 24) >>> 0) + (data[at + 1]! << 16) + (data[at + 2]! << 8) + data[at + 3]!;
const u32le = (data: Uint8Array, at: number) => ((data[at + 3]! << 24) >>> 0) + (data[at + 2]! << 16) + (data[at + 1]! << 8) + data[at]!;
const ascii = (data: Uint8Array, at: number, length: number) => String.fromCharCode(...data.subarray(at, at + length));

const JPEG = { marker: 0xff, soi: 0xd8, eoi: 0xd9, sos: 0xda, tem: 0x01, rst0: 0xd0, rst7: 0xd7 } as const;

/** Markers that stand alone, with no length after them. */
function standalone(marker: number): boolean {
  return marker === JPEG.tem || (marker >= JPEG.rst0 && marker <= JPEG.rst7);
}

/**
 * Segments carry their length; a scan (after SOS) is entropy-coded data, in which a
 * 0xFF byte is followed by 0x00 (a stuffed byte) or a restart marker, so the first
 * other marker ends it. Progressive files have many scans; the end is EOI.
 */
const jpegEnd: EndReader = (data) => {
  if (data.length < 4 || data[0] !== JPEG.marker || data[1] !== JPEG.soi) return null;
  let at = 2;
  for (;;) {
    if (at >= data.length || data[at] !== JPEG.marker) return null;
    while (data[at] === JPEG.marker) at++; // fill bytes before a marker
    if (at >= data.length) return null;
    const marker = data[at++]!;
    if (marker === JPEG.eoi) return at;
    if (standalone(marker)) continue;
    if (at + 2 > data.length) return null;
    const length = u16be(data, at);
    if (length < 2) return null;
    at += length;
    if (at > data.length) return null;
    if (marker !== JPEG.sos) continue;
    // The scan's data: up to the next marker that is neither a stuffed byte nor a restart.
    for (;;) {
      if (at + 1 >= data.length) return null;
      if (data[at] === JPEG.marker) {
        const next = data[at + 1]!;
        if (next !== 0x00 && next !== JPEG.marker && !standalone(next)) break;
        at += next === JPEG.marker ? 1 : 2;
      } else {
        at++;
      }
    }
  }
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Chunks of length, type, data and CRC, the last of which is IEND. */
const pngEnd: EndReader = (data) => {
  if (data.length < PNG_SIGNATURE.length || PNG_SIGNATURE.some((byte, index) => data[index] !== byte)) return null;
  let at = PNG_SIGNATURE.length;
  for (;;) {
    if (at + 8 > data.length) return null;
    const length = u32be(data, at);
    const type = ascii(data, at + 4, 4);
    at += 12 + length; // length, type, data, CRC
    if (at > data.length) return null;
    if (type === "IEND") return at;
  }
};

/** One RIFF chunk: "RIFF", its size (little-endian, without the first 8 bytes), "WEBP". */
const webpEnd: EndReader = (data) => {
  if (data.length < 12 || ascii(data, 0, 4) !== "RIFF" || ascii(data, 8, 4) !== "WEBP") return null;
  const size = u32le(data, 4);
  const end = 8 + size + (size % 2); // a chunk of odd size is padded to even
  return end > data.length ? null : end;
};

const BOX_TYPE = /^[\x20-\x7e]{4}$/;

/**
 * ISO base media boxes (HEIC, AVIF) from the first to the last: each declares its
 * size (32 bits, or 64 after a size of 1; 0 is "to the end of the file"). The
 * first is "ftyp". Bytes after the last whole box that do not make a box with a
 * printable type are not part of the image.
 */
const heifEnd: EndReader = (data) => {
  if (data.length < 12 || ascii(data, 4, 4) !== "ftyp") return null;
  let at = 0;
  while (at < data.length) {
    if (at + 8 > data.length || !BOX_TYPE.test(ascii(data, at + 4, 4))) return at;
    let size = u32be(data, at);
    if (size === 0) return data.length;
    if (size === 1) {
      if (at + 16 > data.length) return null;
      size = u32be(data, at + 8) * 2 ** 32 + u32be(data, at + 12);
      if (size < 16) return null;
    } else if (size < 8) {
      return null;
    }
    if (at + size > data.length) return null;
    at += size;
  }
  return at;
};

const READERS: Record<ImageFormat, EndReader> = { jpeg: jpegEnd, png: pngEnd, webp: webpEnd, heif: heifEnd };

/** Whether `data`, an image of `format`, ends exactly at its last byte. */
export function imageExtent(data: Uint8Array, format: ImageFormat): ImageExtent {
  const end = READERS[format](data);
  if (end === null) return { kind: "truncated" };
  return end === data.length ? { kind: "complete" } : { kind: "trailing", end };
}
