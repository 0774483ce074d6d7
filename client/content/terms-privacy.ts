// The privacy section's clauses on how long personal data is kept (docs/decisions/024,
// product.md §14), written from the periods in force: the defaults of
// shared/constants.ts, or what the operator set with `valet config`. The daily purge
// applies the same numbers, so the page says what the site does.
import type { RetentionPeriods } from "@shared/constants.ts";

/** '13 חודשים', 'חודשיים'; whole years as years: 'שנתיים', '7 שנים'. */
export function monthsText(months: number): string {
  if (months % 12 === 0) {
    const years = months / 12;
    return years === 1 ? "שנה" : years === 2 ? "שנתיים" : `${years} שנים`;
  }
  return months === 1 ? "חודש" : months === 2 ? "חודשיים" : `${months} חודשים`;
}

/** '90 ימים', 'יומיים'. */
export function daysText(days: number): string {
  return days === 1 ? "יום" : days === 2 ? "יומיים" : `${days} ימים`;
}

/** What is kept, why, and for how long: one clause per kind of record. */
export function retentionClauses(retention: RetentionPeriods): string[] {
  return [
    `פרטי ההזמנה הם חלק מהרישומים החשבונאיים של העסק, ולכן הם נשמרים ${monthsText(retention.bookingsMonths)} מתום שנת המס שבה ניתן השירות, כנדרש בהוראות מס הכנסה לניהול ספרים. בתום התקופה נמחקים מההזמנה השם, הטלפון, הדוא״ל ופרטי הרכב והטיסה, ונשארים בה רק מספר ההזמנה, המועדים והסכומים.`,
    `פניות שנשלחו אלינו באתר נשמרות ${monthsText(retention.inquiriesMonths)} ממועד הפנייה, ולאחר מכן נמחקות.`,
    `נתוני הביקורים באתר ומקור ההגעה אליו (למשל קמפיין פרסומי או אתר מפנה), לרבות אלה שנשמרו עם הזמנה, נשמרים ${monthsText(retention.visitsMonths)} ולאחר מכן נמחקים.`,
    `תוכן הודעות הדוא״ל שהאתר שולח, אליכם או אלינו, נמחק ${daysText(retention.outboxDays)} לאחר השליחה, ונשאר רק רישום שההודעה נשלחה.`,
    `הנתונים המלאים שחברת הסליקה מחזירה בכל ניסיון תשלום נמחקים ${daysText(retention.paymentDetailDays)} לאחר קבלתם; נשמרים רק תוצאת התשלום, הסכום ומספר העסקה.`,
    `התמונות שהנציג מצלם ברכב באיסופו ובהחזרתו, לתיעוד מצבו, נשמרות ${daysText(retention.handoverPhotoDays)} מהחזרת הרכב ולאחר מכן נמחקות; אם נפתח בירור על מצב הרכב, הן נשמרות עד לסיומו.`,
  ];
}

/** What a request to erase covers, and what must wait for the end of its period. */
export const ERASURE_CLAUSE =
  "לבקשתכם נמחק את פרטיכם מהפניות, מנתוני הביקורים ומהודעות הדוא״ל. את הפרטים האישיים שבהזמנות נמחק בתום תקופת השמירה שלהן, שכן הדין מחייב אותנו לשמור עד אז את הרישומים החשבונאיים.";
