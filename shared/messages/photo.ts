// Hebrew text of the handover photos (product.md §16, docs/decisions/030): why an upload
// was refused, as the representative reads it on the crew page. Same voice as
// site.ts: say what happened and what to do next.
import type { HandoverStage } from "@shared/handover-photos.ts";

/** "at the pickup" / "at the return", after a number of photos. */
const atStage: Readonly<Record<HandoverStage, string>> = {
  pickup: "באיסוף הרכב",
  return: "בהחזרת הרכב",
};

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const photoMessages = {
  /** ?stage= missing or not one of the two. */
  stageRequired: "יש לציין אם התמונה צולמה באיסוף הרכב או בהחזרתו.",
  /** Nothing in the body. */
  empty: "לא התקבלה תמונה. צלמו ונסו לשלוח שוב.",
  /** A Content-Type that is not an image we take (a form, a video, a PDF…). */
  unsupportedType: "אפשר לשלוח רק תמונה מסוג JPEG, PNG, WebP, HEIC או AVIF.",
  tooLarge: (maxBytes: number) => `התמונה גדולה מדי: אפשר לשלוח עד ${megabytes(maxBytes)} מגה־בייט לתמונה.`,
  /** More pixels than PHOTO_LIMITS.maxInputPixels. */
  tooManyPixels: "ממדי התמונה גדולים מדי. צלמו שוב במצלמה הרגילה של הטלפון.",
  /** Not an image, or one that cannot be decoded. */
  unreadable: "הקובץ שהתקבל אינו תמונה שאפשר לפתוח. צלמו שוב ונסו לשלוח.",
  /** Cut off before its end: a connection lost halfway. */
  truncated: "התמונה לא התקבלה בשלמותה. נסו לשלוח אותה שוב.",
  /** The bytes are another kind of image than the Content-Type says. */
  typeMismatch: "סוג הקובץ אינו תואם את התמונה שבו, ולכן לא נשמר. צלמו שוב ונסו לשלוח.",
  limitReached: (limit: number, stage: HandoverStage) => `כבר נשמרו ${limit} תמונות ${atStage[stage]}, וזה המספר המרבי.`,
  /** A cancelled booking takes no photos. */
  cancelled: "ההזמנה בוטלה, ולכן אי אפשר לצרף אליה תמונות.",
  /** A wrong token, another order's photo and a photo that is gone read the same. */
  notFound: "התמונה לא נמצאה.",
} as const;
