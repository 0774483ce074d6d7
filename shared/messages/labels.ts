// The names the site gives its choices (parking types, extras, terminals, payment
// methods, channels) and the holidays it names: Hebrew, as printed on pages, e-mails and
// the operator's reports (shared/messages/, the catalogues of the site's text).
import type { ExtraId, MessageChannel, ParkingType, PaymentMethod, Terminal, Transmission } from "@shared/constants.ts";

export const labels = {
  parkingTypes: { open: "חניה פתוחה", covered: "חניה מקורה" } satisfies Record<ParkingType, string>,
  extras: {
    car_wash: "שטיפת רכב פנים וחוץ",
    exterior_wash: "שטיפה חיצונית",
    fuel: "שירות תדלוק",
    charge: "שירות טעינה",
  } satisfies Record<ExtraId, string>,
  terminals: {
    terminal_3: "טרמינל 3",
    terminal_1: "טרמינל 1",
    terminal_metzada: "מצדה",
  } satisfies Record<Terminal, string>,
  transmissions: { automatic: "אוטומטית", manual: "ידנית" } satisfies Record<Transmission, string>,
  paymentMethods: { card: "כרטיס אשראי", cash: "מזומן" } satisfies Record<PaymentMethod, string>,
  messageChannels: { sms: "SMS", whatsapp: "WhatsApp", email: "אימייל בלבד" } satisfies Record<MessageChannel, string>,
};

export const holidayNames = {
  rosh_hashana: "ראש השנה",
  yom_kippur: "יום כיפור",
  sukkot: "סוכות",
  shmini_atzeret: "שמיני עצרת",
  pesach: "פסח",
  pesach_vii: "שביעי של פסח",
  shavuot: "שבועות",
  /** Fallback for a yom tov the table does not name. */
  other: "חג",
} as const;
export type HolidayKey = keyof typeof holidayNames;
