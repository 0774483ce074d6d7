// Copy of the booking page (product.md §2 /booking). Prices and rule messages come from
// shared/; this module holds the page's own words.
import { BASE_DAYS } from "../../shared/constants.ts";
import { TERMS_SUMMARY, type TermsSummarySection } from "./terms-summary.ts";
import { SERVICE_STEPS } from "./how-it-works.ts";

export const bookingCopy = {
  title: "הזמנת חניה בנתב״ג",
  intro:
    "בחרו סוג חניה, מלאו את פרטי הטיסה והרכב, ואנחנו נדאג לשאר: נציג יחכה לכם בטרמינל, יחנה את הרכב בחניון סגור ומאובטח ויחזיר אותו אליכם עם הנחיתה.",
  quickQuestion: "שאלה מהירה? כתבו לנו בוואטסאפ",
  quickQuestionMessage: "שלום, יש לי שאלה לפני הזמנת חניה בנתב״ג",
  typeHeading: "בחרו סוג חניה",
  upTo5Days: `עד ${BASE_DAYS} ימים`,
  extraDay: "כל יום נוסף",
  priceIncludes: "המחיר כולל שירות וחניה",
  selected: "נבחר",
  sections: {
    personal: "פרטים אישיים",
    vehicle: "פרטי הרכב",
    departure: "פרטי ההמראה",
    arrival: "פרטי הנחיתה",
    extras: "שירותים נוספים",
    summary: "סיכום הזמנה",
    coupon: "קופון",
    terms: "תקנון",
    payment: "אמצעי תשלום",
  },
  fields: {
    fullName: "שם מלא",
    phone: "טלפון נייד",
    email: "אימייל",
    companyInvoice: "אני צריך/ה חשבונית על שם חברה",
    companyNumber: "מספר ח.פ.",
    carManufacturer: "יצרן הרכב",
    carModel: "דגם הרכב",
    transmission: "תיבת הילוכים",
    licenseNumber: "מספר רישוי",
    carCode: "קוד רכב / קודנית (אם יש)",
    departureTerminal: "טרמינל המראה",
    departureDate: "תאריך הגעה לשדה",
    departureTime: "שעת הגעה לטרמינל",
    arrivalTerminal: "טרמינל נחיתה",
    flightNumber: "מספר טיסת החזור",
    arrivalDate: "תאריך נחיתה",
    arrivalTime: "שעת נחיתה",
    choose: "בחרו…",
    chooseDate: "בחירת תאריך",
    chooseTime: "בחירת שעה",
  },
  hints: {
    licenseNumber: "ספרות בלבד",
    departureTime: "השעה שבה תגיעו לטרמינל ותמסרו את הרכב לנציג",
    arrivalTime: "שעת הנחיתה המתוכננת של טיסת החזור",
    sameDayPhone: "להזמנה לאותו היום התקשרו אלינו ונבדוק זמינות.",
    noTimes: "אין שעות פנויות בתאריך הזה. בחרו תאריך אחר או צרו קשר.",
  },
  notForGimel: "השירות אינו ניתן לרכבים בעלי רישיון ג׳ ולמוניות.",
  coupon: {
    haveCoupon: "יש לי קופון",
    codeLabel: "קוד קופון",
    activate: "הפעלת קופון",
    checking: "בודק…",
    remove: "הסרת הקופון",
    appliedLine: (code: string, amount: number) => `הקופון ${code} הופעל: ${amount} ₪ הנחה`,
  },
  terms: {
    accept: "קראתי ואני מאשר/ת את",
    link: "תנאי השירות",
    dialogTitle: "תנאי השירות",
    close: "סגירה",
  },
  payment: {
    card: "כרטיס אשראי",
    cardHint: "תשלום מאובטח בעמוד של חברת הסליקה",
    cash: "מזומן לנציג",
    cashHint: "התשלום לנציג במסירת הרכב",
  },
  summary: {
    name: "שם",
    phone: "טלפון",
    car: "רכב",
    licence: "מספר רישוי",
    outbound: "המראה",
    inbound: "נחיתה",
    flight: "טיסה",
    extras: "שירותים נוספים",
    total: "סה״כ לתשלום",
    missingDates: "בחרו תאריכים כדי לראות את המחיר המלא",
  },
  clear: {
    button: "ניקוי הטופס",
    title: "לנקות את הטופס?",
    body: "כל הפרטים שמילאתם יימחקו.",
    confirm: "כן, לנקות",
    cancel: "ביטול",
  },
  banner: {
    copy: "העתקת הקוד",
    help: "איך משתמשים בקופון?",
  },
  howItWorks: {
    heading: "איך זה עובד?",
    steps: SERVICE_STEPS,
  },
} as const;

/**
 * The six sections of the service-terms dialog: a summary built from /terms' own
 * rule clauses (terms-summary.ts), never a second text.
 */
export const bookingTermsSections: TermsSummarySection[] = TERMS_SUMMARY;
