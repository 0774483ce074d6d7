import { lazily } from "./lazily.ts";

// How many SMS segments a service message takes, for the coming SMS and WhatsApp
// messages (not wired into the app yet). The product's rule: every message is
// Hebrew and fits in at most MAX_SEGMENTS segments, i.e. 2 × 67 = 134 UTF-16 units.
// A WhatsApp message has no segments, but the same text goes out by SMS too, so
// the SMS bound is the one a text must meet.
//
// The numbers, from Twilio's glossary ("How long can a message be?",
// https://www.twilio.com/docs/glossary/what-sms-character-limit, and "What is UCS-2
// character encoding?", https://www.twilio.com/docs/glossary/what-is-ucs-2-character-encoding):
// a segment carries 140 octets; GSM-7 packs 160 characters in one, UCS-2 (16 bits
// each) 70. A concatenated message spends 6 octets of each segment on the user data
// header, leaving 153 GSM-7 or 67 UCS-2 characters per segment. Twilio falls back to
// UCS-2 for the whole message as soon as one character is outside GSM-7, which
// Hebrew always is.
//
// Counting, as Twilio's open-source Message Segment Calculator
// (github.com/TwilioDevEd/message-segment-calculator) does it:
// - GSM-7: the GSM 03.38 basic set counts one septet; its extension table
//   (form feed ^ { } \ [ ~ ] | €) two, an escape and the character.
// - UCS-2: UTF-16 code units, so a character outside the Basic Multilingual Plane
//   (an emoji) counts two, as the pair of surrogates handsets receive.
// - No character is split between two segments: neither an escape pair nor a
//   grapheme (a surrogate pair, an emoji with a skin tone, a letter with niqqud;
//   the calculator splits only CR LF). A character that does not fit whole in a
//   segment's remaining space starts the next one, so a concatenated message can
//   take one segment more than ceil(units / 153 or 67).

/** The most segments a service message may take. */
const MAX_SEGMENTS = 2;

type SmsEncoding = "GSM-7" | "UCS-2";

interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

const LIMITS: Readonly<Record<SmsEncoding, { single: number; concatenated: number }>> = {
  "GSM-7": { single: 160, concatenated: 153 },
  "UCS-2": { single: 70, concatenated: 67 },
};

// GSM 03.38 default alphabet, as Unicode (the escape 0x1B is not a character of its own).
const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
    "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const GSM_EXTENSION = new Set("\f^{}\\[~]|€");

/** Each character's size in septets, or null when a character is outside GSM-7. */
function gsmSizes(characters: readonly string[]): number[] | null {
  const sizes: number[] = [];
  for (const character of characters) {
    if (GSM_BASIC.has(character)) sizes.push(1);
    else if (GSM_EXTENSION.has(character)) sizes.push(2);
    else return null;
  }
  return sizes;
}

// Built on first use: importing this module costs no Intl set-up.
const graphemes = lazily(() => new Intl.Segmenter(undefined, { granularity: "grapheme" }));

/** Each grapheme's size in UTF-16 code units (CR LF as two, as the calculator counts it). */
function ucs2Sizes(text: string): number[] {
  const sizes: number[] = [];
  for (const { segment } of graphemes().segment(text)) {
    if (segment === "\r\n") sizes.push(1, 1);
    else sizes.push(segment.length);
  }
  return sizes;
}

/** Segments of `perSegment` units, a character never split between two. */
function packedSegments(sizes: readonly number[], perSegment: number): number {
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perSegment) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}

/** The encoding, length and segment count of an SMS body; an empty body is one segment. */
export function smsSegments(text: string): SmsLength {
  // Iterating a string yields code points, so a surrogate pair stays one character.
  const characters = [...text];
  const gsm = gsmSizes(characters);
  const encoding: SmsEncoding = gsm ? "GSM-7" : "UCS-2";
  const sizes = gsm ?? ucs2Sizes(text);
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const limits = LIMITS[encoding];
  const segments = units <= limits.single ? 1 : packedSegments(sizes, limits.concatenated);
  return { encoding, units, segments };
}

/** The product's length rule: at most two segments (134 UTF-16 units for Hebrew). */
export function fitsTwoSegments(text: string): boolean {
  return smsSegments(text).segments <= MAX_SEGMENTS;
}
