// The order page's "what matters now" card (client/components/order/OrderStatusCard.tsx):
// where the car is and what happens next, in each state of the booking (product.md §17).
// The no-show lines state what the terms mean for a car that never came (the lateness
// clause of client/content/terms-rules.ts) and how to book again.
import { CANCELLATION_RULE } from "./constants.ts";

export const orderStatusCopy = {
  call: "להתקשר אלינו",
  cancelled: {
    title: "ההזמנה בוטלה",
    body: (when: string) => `ההזמנה בוטלה ב-${when}. פרטי הביטול וההחזר, אם יש, מופיעים למטה ונשלחו אליכם באימייל.`,
  },
  noShow: {
    title: "הרכב לא נמסר לנו במועד",
    card: `הנציג חיכה במועד ובמקום שתואמו, והרכב לא נמסר לו, ולכן ההזמנה סומנה ״הלקוח לא הגיע״. לפי התקנון, איחור של יותר מ-${CANCELLATION_RULE.lateMinutes} דקות בלי הודעה מראש מבטל את ההזמנה בחיוב מלא, ולכן התשלום אינו מוחזר. אם זו טעות, התקשרו אלינו ונבדוק.`,
    cash: `הנציג חיכה במועד ובמקום שתואמו, והרכב לא נמסר לו, ולכן ההזמנה סומנה ״הלקוח לא הגיע״ ובוטלה לפי התקנון. אין מה לשלם על ההזמנה הזו. אם זו טעות, התקשרו אלינו ונבדוק.`,
    rebook: "עדיין צריכים חניה?",
    rebookLink: "להזמנה חדשה",
  },
  booked: {
    title: (leg: string) => `מסירת הרכב: ${leg}`,
    body: "כשעה לפני המועד נציג יתקשר אליכם לתאם את מקום המסירה בטרמינל.",
  },
  withUs: {
    title: "הרכב אצלנו, בחניון סגור ומאובטח",
    body: (terminal: string) => `כשאתם נוחתים, התקשרו אלינו, והנציג יביא את הרכב ל${terminal}.`,
  },
  returning: {
    title: "הרכב בדרך אליכם",
    body: (terminal: string) => `הנציג מביא את הרכב ל${terminal}. אם לא שמעתם ממנו, התקשרו אלינו.`,
  },
  returned: {
    title: "הרכב הוחזר אליכם",
    body: (when: string) => `הרכב הוחזר ב-${when}. תודה שבחרתם בנו, ונסיעה טובה הביתה!`,
  },
} as const;
