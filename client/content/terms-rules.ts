// The clauses of the terms that state a rule (a price, a fee, a time, a limit), each
// written once with its numbers from shared/constants.ts. /terms (terms.ts) and the
// booking page's six-section summary (terms-summary.ts) quote them word for word. A
// module of its own so the booking page's bundle carries these clauses, not the whole
// terms (product.md §2.7, §9.3).
import { CANCELLATION_RULE, SERVICE_TERMS } from "@shared/constants.ts";
import { clock, nis } from "./promises.ts";

const c = CANCELLATION_RULE;
const t = SERVICE_TERMS;

/** 'יומיים' for the law's two days that are not rest days; the count in digits otherwise. */
export const NOTICE_DAYS_TEXT = c.workingDaysBeforeService === 2 ? "יומיים" : `${c.workingDaysBeforeService} ימים`;

/** Every clause that states a rule, once. */
export const TERMS_RULES = {
  leadTime: `מומלץ לבצע הזמנה לפחות ${t.recommendedLeadHours} שעות לפני הטיסה. להזמנה דחופה יש ליצור קשר עם שירות הלקוחות.`,
  payment:
    "התשלום הוא בשקלים חדשים, בכרטיס אשראי בדף תשלום מאובטח של חברת הסליקה או במזומן לנציג. פרטי כרטיס האשראי מוזנים בדף של חברת הסליקה ואינם נשמרים אצלנו.",
  confirmation:
    "אין תשלום מקדמה. הזמנה בכרטיס אשראי מאושרת כשהתשלום המלא מתקבל בדף הסליקה; הזמנה במזומן מאושרת עם שליחתה, והתשלום המלא נמסר לנציג במסירת הרכב.",
  coordination:
    "הלקוח יהיה זמין בטלפון: נציג יתקשר כשעה לפני ההגעה לשדה לתיאום מקום המסירה, ולאחר הנחיתה יתקשר הלקוח אלינו לתיאום החזרת הרכב.",
  photos: "בעת איסוף הרכב מצולם הרכב מכל צדדיו. מומלץ שהלקוח יבדוק את הרכב יחד עם הנציג במסירה ובהחזרה, ויציין כל הערה במקום.",
  lateness: `איחור של יותר מ-${c.lateMinutes} דקות ממועד ההגעה שתואם, ללא הודעה מראש, מאפשר לנו לבטל את ההזמנה בחיוב מלא.`,
  cancellationWindow: `בהתאם לחוק הגנת הצרכן, התשמ״א-1981, ניתן לבטל הזמנה שבוצעה באתר, בטלפון או בוואטסאפ (עסקה מרחוק) בתוך ${c.windowDays} ימים מיום ביצוע ההזמנה, ובלבד שהביטול נעשה לפחות ${NOTICE_DAYS_TEXT} שאינם ימי מנוחה לפני המועד שבו היה הרכב אמור להימסר לנו.`,
  cancellationFee: `בביטול כאמור ייגבו דמי ביטול בשיעור ${c.feePercent}% ממחיר ההזמנה או ${nis(c.feeCap)}, לפי הנמוך מביניהם. יתרת הסכום ששולם תוחזר לאמצעי התשלום בתוך ${c.refundBusinessDays} ימי עסקים מיום קבלת הודעת הביטול.`,
  lowFuel: `רכב שנמסר ללא דלק מספיק ונדרש לתדלקו יחויב בתוספת של ${nis(t.lowFuelFee)}, בנוסף לעלות הדלק. טעינת רכב חשמלי משולמת מראש, ובנוסף נגבית תוספת של ${nis(t.chargingFee)}; עלות החשמל עצמו מחויבת בנפרד.`,
  shuttle: `שירות ההסעה פועל מיום שישי בשעה ${clock(t.shuttleFridayFrom)} ועד מוצאי שבת בשעה ${clock(t.shuttleSaturdayUntil)}. המתנה מחוץ לשעות אלה כרוכה בתוספת של ${nis(t.outOfHoursWaitFee)}.`,
  driving: `הלקוח מאשר לנציגינו לנהוג ברכב לצורך הזזתו, חנייתו והחזרתו, ובכלל זה נסיעה של עד ${t.maxDrivingKm} ק״מ.`,
  insuredDriver: `הלקוח מצהיר כי לרכב רישיון רכב וביטוח חובה בתוקף, וכי פוליסת הביטוח מכסה נהיגה של נהג מעל גיל ${t.minInsuredDriverAge}, לצורך הזזת הרכב וחנייתו על ידי נציגינו.`,
  notForGimel: "השירות אינו ניתן לרכבים בעלי רישיון ג׳ ולמוניות.",
  insurance: "נזק שנגרם לרכב בזמן שהוא באחריותנו מכוסה בביטוח עד גובה ההשתתפות העצמית.",
} as const;
