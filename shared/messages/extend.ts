// Hebrew text of "extend my stay" (product.md §12): after the pickup and until
// the planned return, the traveller moves the return later from the order page;
// an earlier return stays by phone. Same voice as manage.ts.
export const extendMessages = {
  title: "להאריך את החניה",
  lead: "נשארים עוד קצת? בחרו מועד החזרה מאוחר יותר. המחיר מחושב לפי אותו מחירון.",
  /** Before the pickup the ordinary change form applies. */
  beforePickup: "אפשר להאריך את החניה אחרי שמסרתם לנו את הרכב. עד אז אפשר לשנות את ההזמנה בטופס השינוי.",
  /** The planned return has come: the representative may already be on the way. */
  closed: (phone: string) => `מועד ההחזרה המתוכנן כבר הגיע, ולכן אי אפשר להאריך באתר. התקשרו אלינו: ${phone}`,
  /** An earlier (or the same) return. */
  earlierByPhone: (phone: string) => `באתר אפשר רק לדחות את מועד ההחזרה. להחזרה מוקדמת יותר התקשרו אלינו: ${phone}`,
  /** Any field but the return's date and time. */
  returnTimeOnly: "בהארכה משנים רק את תאריך ההחזרה ואת שעתה.",
  submit: "לאישור ההארכה",
  done: "החניה הוארכה ושלחנו אליכם אימייל עם הפרטים החדשים.",
  doneWithPayment: "החניה הוארכה. נותרה יתרה לתשלום.",
} as const;
