// Hebrew text of "manage my booking" (product.md §12): the order page, its API refusals
// and its e-mails. Kept beside booking.ts (same voice, same rules) so the
// feature's text is in one place.
import { CANCELLATION_RULE } from "@shared/constants.ts";
import { messages } from "./index.ts";

export const manageMessages = {
  title: (orderNumber: number) => `הזמנה מספר ${orderNumber}`,
  status: {
    pending: "ממתינה לתשלום",
    failed: "התשלום לא הושלם",
    paid: "שולמה",
    cash: "תשלום במזומן לנציג",
    cancelled: "בוטלה",
  },
  nothingChanged: "לא שיניתם דבר בהזמנה",
  changedMeanwhile: "ההזמנה עודכנה בינתיים. טענו את הדף מחדש ובדקו את הפרטים.",
  changeClosed: (phone: string) => `לא ניתן עוד לשנות את ההזמנה באתר. לשינוי התקשרו אלינו: ${phone}`,
  cancelled: "ההזמנה בוטלה ולא ניתן לשנות אותה",
  alreadyCancelled: "ההזמנה כבר בוטלה",
  cancelRefused: {
    window_passed: `עברו יותר מ-${CANCELLATION_RULE.windowDays} ימים מיום ההזמנה, ולכן לפי התקנון הביטול אינו מזכה בהחזר. לבירור התקשרו אלינו.`,
    too_close: `נותרו פחות מ${messages.booking.days(CANCELLATION_RULE.workingDaysBeforeService)} שאינם ימי מנוחה עד מסירת הרכב, ולכן לפי התקנון הביטול אינו מזכה בהחזר. לבירור התקשרו אלינו.`,
    started: "מועד מסירת הרכב כבר עבר. לבירור התקשרו אלינו.",
    cancelled: "ההזמנה כבר בוטלה",
  },
  resendSent: "שלחנו שוב את אישור ההזמנה לכתובת האימייל שבהזמנה",
  resendCancelled: "ההזמנה בוטלה; אין אישור לשלוח",
  nothingToPay: "אין סכום לתשלום בהזמנה זו",
  whatsappText: (orderNumber: number) => `שלום, אני פונה בעניין הזמנה מספר ${orderNumber}`,
  email: {
    changedTitle: (orderNumber: number) => `עדכון הזמנה #${orderNumber}`,
    changedIntro: "ההזמנה שלכם עודכנה. אלה הפרטים המעודכנים:",
    cancelledTitle: (orderNumber: number) => `ביטול הזמנה #${orderNumber}`,
    cancelledIntro: "ההזמנה בוטלה לבקשתכם.",
    businessChanged: (orderNumber: number, who: string) => `הזמנה #${orderNumber} שונתה (${who})`,
    businessCancelled: (orderNumber: number, who: string) => `הזמנה #${orderNumber} בוטלה (${who})`,
    differencePaidTitle: (orderNumber: number) => `התקבל תשלום הפרש להזמנה #${orderNumber}`,
    paidAfterCancellationTitle: (orderNumber: number) => `בדיקה נדרשת: התקבל תשלום להזמנה מבוטלת #${orderNumber}`,
    who: { customer: "על ידי הלקוח באתר", operator: "על ידי המשרד", provider: "חברת הסליקה" } as Record<string, string>,
    /** The order page link's text: a button in the HTML part, 'label: url' in the text part. */
    manageLinkLabel: "לצפייה בהזמנה, לשינוי או לביטול",
    refundLine: (amount: string) => `סכום להחזר: ${amount}. ההחזר יבוצע לאמצעי התשלום בתוך ${CANCELLATION_RULE.refundBusinessDays} ימי עסקים.`,
    feeLine: (amount: string) => `דמי ביטול: ${amount}`,
    dueLine: (amount: string) => `יתרה לתשלום: ${amount}`,
  },
  fieldLabels: {
    departure_date: "תאריך הגעה לשדה",
    departure_time: "שעת הגעה לשדה",
    arrival_date: "תאריך חזרה",
    arrival_time: "שעת נחיתה",
    departure_terminal: "טרמינל המראה",
    arrival_terminal: "טרמינל נחיתה",
    flight_number: "מספר טיסה",
    parking_type: "סוג חניה",
    additional_services: "שירותים נוספים",
    phone: "טלפון",
    car_model: "דגם הרכב",
    license_number: "מספר רישוי",
  },
} as const;
