// Hebrew reasons for what an erasure keeps (docs/decisions/024). They travel with
// the erasure's report so any entry point can show them; the CLI words its own
// English line from the reason's code (cli/commands/privacy.ts).
export const privacyMessages = {
  accountingRecord: (orderNumber: number, until: string) =>
    `הזמנה ${orderNumber} היא רשומה חשבונאית שיש לשמור לפי הוראות ניהול ספרים; הפרטים האישיים בה יימחקו ב-${until}`,
  bookingNotOver: (orderNumber: number, until: string) =>
    `הזמנה ${orderNumber} עדיין לא הסתיימה; לאחר מכן היא נשמרת כרשומה חשבונאית, והפרטים האישיים בה יימחקו ב-${until}`,
  refundOwed: (orderNumber: number) => `להזמנה ${orderNumber} מגיע החזר שטרם שולם ללקוח; פרטיה נשמרים עד שההחזר ישולם`,
  notSentYet: (id: number) => `הודעת האימייל ${id} עדיין ממתינה לשליחה; יש להריץ את המחיקה שוב אחרי שתישלח`,
  invalidEmail: "יש להזין כתובת אימייל תקינה",
  invalidPhone: "יש להזין מספר טלפון תקין",
} as const;
