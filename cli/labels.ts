// Hebrew words of the CLI's tables and records: what the operator and the
// representatives read about the data. Command feedback, help and errors stay in
// English, like commander's own (docs/decisions/007). Labels of terminals,
// extras, parking types and payment methods come from the site's catalogue.
import type { CouponStatus } from "@server/services/admin/coupon-admin.ts";
import type { ManifestKind } from "@server/services/admin/manifest.ts";
import type { FlightStatusName } from "@shared/flight-view.ts";
import { taxDocumentMessages } from "@shared/tax-documents.ts";

export const paymentStatusLabels = { pending: "ממתין", completed: "שולם", failed: "נכשל" } as const;

export const couponStatusLabels: Record<CouponStatus, string> = {
  active: "פעיל",
  inactive: "מושבת",
  not_started: "טרם התחיל",
  expired: "פג תוקף",
  used_up: "נוצל במלואו",
};

export const outboxStatusLabels = { queued: "בתור", sent: "נשלח", delivered: "נמסר", failed: "נכשל" } as const;
export const channelLabels = { email: "אימייל", sms: "SMS", whatsapp: "WhatsApp" } as const;
export const taxDocumentKindLabels = taxDocumentMessages.types;
export const taxDocumentStatusLabels = { queued: "בתור", issued: "הופק", failed: "נכשל" } as const;

export const manifestKindLabels: Record<ManifestKind, string> = { pickup: "איסוף", return: "החזרה" };

/** A return flight's status on the airport's board (docs/decisions/034). */
export const flightStatusLabels: Record<FlightStatusName, string> = {
  scheduled: "מתוכננת",
  delayed: "מתעכבת",
  landed: "נחתה",
  cancelled: "בוטלה",
  not_tracked: "לא במעקב",
};

export const flightHeaders = {
  flightStatus: "מצב הטיסה",
  landing: "נחיתה",
  scheduled: "מתוכננת",
  expected: "צפויה",
  landed: "נחתה",
  checked: "נבדקה",
} as const;

export const weekdayNames = ["ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת"] as const;

export const yesNo = (value: boolean) => (value ? "כן" : "לא");

export const headers = {
  id: "מס׳",
  code: "קוד",
  discount: "הנחה",
  uses: "שימושים",
  validFrom: "בתוקף מ-",
  validTo: "בתוקף עד",
  status: "מצב",
  active: "פעיל",
  from: "מ-",
  to: "עד",
  note: "הערה",
  order: "הזמנה",
  created: "נוצרה",
  name: "שם",
  phone: "טלפון",
  email: "אימייל",
  pickup: "איסוף",
  return: "החזרה",
  parking: "חניה",
  method: "תשלום",
  total: "סכום",
  time: "שעה",
  kind: "סוג",
  terminal: "טרמינל",
  flight: "טיסה",
  car: "רכב",
  licence: "רישוי",
  extras: "תוספות",
  collect: "לגבייה",
  collected: "נגבה",
  serviceStatus: "מצב השירות",
  date: "תאריך",
  key: "מפתח",
  value: "ערך",
  meaning: "משמעות",
  to_address: "נמען",
  subject: "נושא",
  kindOfEmail: "סוג",
  channel: "ערוץ",
  template: "תבנית",
  sent: "נשלח",
  delivered: "נמסר",
  providerId: "מזהה אצל הספק",
  erased: "(התוכן נמחק לפי כללי שמירת המידע)",
  documentNumber: "מספר מסמך",
  paidAt: "תאריך התשלום",
  reference: "אסמכתה",
  client: "לקוח",
  creditOf: "מתקן את מסמך",
  provider: "הופק ב",
  url: "כתובת",
  allocationNumber: "מספר הקצאה",
  issuedAt: "הופק",
  attempts: "ניסיונות",
  lastError: "שגיאה אחרונה",
} as const;

export const collectLabels = {
  paid: "שולם",
  unpaidCard: "לא שולם! (אשראי)",
  nothing: "—",
} as const;

export const manifestText = {
  title: (date: string, weekday: string) => `רשימת עבודה ליום ${weekday} ${date}`,
  empty: "אין איסופים או החזרות ביום זה",
  summary: (pickups: number, returns: number, cash: string) => `איסופים: ${pickups} · החזרות: ${returns} · מזומן לגבייה: ${cash}`,
  unpaidCards: (count: number) => `הזמנות אשראי שלא שולמו: ${count}`,
} as const;

export const bookingFieldLabels = {
  orderNumber: "מספר הזמנה",
  createdAt: "נוצרה",
  name: "שם",
  phone: "טלפון",
  email: "אימייל",
  company: "חשבונית לחברה",
  car: "רכב",
  transmission: "תיבת הילוכים",
  licence: "מספר רישוי",
  carCode: "קוד רכב",
  pickup: "איסוף",
  return: "החזרה",
  flight: "מספר טיסה",
  parking: "סוג חניה",
  days: "ימים",
  extras: "שירותים נוספים",
  price: "מחיר",
  coupon: "קופון",
  total: "סה״כ",
  method: "אמצעי תשלום",
  status: "סטטוס תשלום",
  paymentDate: "מועד תשלום",
  paymentId: "מזהה תשלום",
  source: "מקור",
} as const;

export const couponFieldLabels = {
  code: "קוד",
  amount: "הנחה",
  usage: "שימושים",
  validFrom: "בתוקף מ-",
  validTo: "בתוקף עד",
  status: "מצב",
  bookings: "הזמנות עם הקופון",
  created: "נוצר",
} as const;

export const always = "ללא הגבלה";

/** `valet crew list` (docs/decisions/028). */
export const crewStatusLabels = { active: "פעיל", revoked: "בוטל" } as const;

export const crewHeaders = {
  lastSeen: "נראה לאחרונה",
  pendingLink: "קישור כניסה בתוקף עד",
} as const;
