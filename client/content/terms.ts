// The terms of service: the eleven sections of product.md §2 /terms holding the terms of
// product.md §9. Cancellation follows one rule, the consumer-protection law's for remote
// transactions (docs/decisions/006). The product takes no deposit: a card booking is
// paid in full, a cash booking at the handover. {phone} and {email} are filled in
// from the server's configuration when the page renders.
//
// The clauses that carry a rule (a price, a fee, a time, a limit) are written once in
// TERMS_RULES (terms-rules.ts), with their numbers from shared/constants.ts; the sections below and
// the booking page's six-section summary (terms-summary.ts) quote them word for word,
// so the customer ticks the same text the business holds them to.
import {
  BASE_DAYS,
  BASE_PRICES,
  CANCELLATION_RULE,
  DEFAULT_RETENTION,
  EXTRA_DAY_PRICE,
  EXTRA_PRICES,
  VISITOR_COOKIE_DAYS,
  type RetentionPeriods,
} from "@shared/constants.ts";
import { DEFAULT_STAY_BOUNDS, type StayBounds } from "@shared/stay-bounds.ts";
import { SERVICE_DESK, nis } from "./promises.ts";
import { NOTICE_DAYS_TEXT, TERMS_RULES } from "./terms-rules.ts";
import { ERASURE_CLAUSE, daysText, retentionClauses } from "./terms-privacy.ts";

export interface TermsSection {
  id: string;
  title: string;
  clauses: string[];
}

export const TERMS_UPDATED = "2026-11-27";

export const TERMS_INTRO =
  "ברוכים הבאים לאתר. התקנון מסדיר את השימוש באתר ואת הזמנת שירות הוואלה והחניה בנתב״ג. אנא קראו אותו בעיון לפני ביצוע הזמנה. התקנון כתוב בלשון רבים מטעמי נוחות בלבד, והוא פונה לכל המגדרים.";

// The numbers live in shared/constants.ts: the manage-booking page computes with them too.
export { CANCELLATION_RULE };

export { TERMS_RULES };


/**
 * The privacy section: what is collected and why, how long each kind is kept (the
 * periods in force, docs/decisions/024), and the customer's rights.
 */
/** How far ahead and for how long the site books (docs/decisions/038), as the operator set it. */
function boundsClause(bounds: StayBounds): string {
  return `באתר ניתן להזמין מועד מסירה של עד ${daysText(bounds.bookingHorizonDays)} מהיום, לחניה של עד ${daysText(bounds.maxStayDays)} (כולל יום מסירת הרכב ויום החזרתו). הזמנה למועד רחוק יותר או לחניה ארוכה יותר מתאמים עם שירות הלקוחות בטלפון.`;
}

function privacyClauses(retention: RetentionPeriods): string[] {
  return [
    "לצורך מתן השירות אנו אוספים את הפרטים שנמסרים בהזמנה ובפניות: שם, טלפון, דוא״ל, פרטי הרכב ופרטי הטיסה.",
    "הפרטים משמשים למתן השירות, ליצירת קשר איתכם, להפקת חשבוניות ולשיפור האתר. איננו מוכרים אותם, ואנו מעבירים אותם רק לספקים הנדרשים למתן השירות (כגון חברת הסליקה ושירות משלוח הדוא״ל) או כשהדין מחייב זאת.",
    `האתר שומר בדפדפן שלכם טיוטת הזמנה, העדפות נגישות ומזהה ביקור לצורכי סטטיסטיקה ושיווק (לתקופה של עד ${VISITOR_COOKIE_DAYS} יום). ניתן למחוק מידע זה בהגדרות הדפדפן.`,
    ...retentionClauses(retention),
    "בהתאם לחוק הגנת הפרטיות, התשמ״א-1981, אתם רשאים לעיין במידע עליכם ולבקש לתקנו או למחקו, בפנייה אלינו בדוא״ל {email}.",
    ERASURE_CLAUSE,
  ];
}

/** The sections with the default retention periods; /terms shows the periods in force (termsSections). */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: "acceptance",
    title: "הסכמה לתנאים",
    clauses: [
      "השימוש באתר וביצוע הזמנה באמצעותו, בטלפון או בוואטסאפ מהווים הסכמה לתנאי תקנון זה. אם אינכם מסכימים לתנאים, אנא הימנעו משימוש באתר ומביצוע הזמנה.",
      "אנו רשאים לעדכן את התקנון מעת לעת. על כל הזמנה חל התקנון שהיה בתוקף במועד ביצועה.",
      "במקרה של סתירה בין התקנון לבין מידע אחר באתר, לרבות מאמרי הבלוג, יגברו הוראות התקנון.",
    ],
  },
  {
    id: "site",
    title: "האתר וההזמנות",
    clauses: [
      "האתר מציג מידע על שירות הוואלה בנתב״ג ומאפשר להזמין חניה פתוחה או מקורה, בתוספת שירותים לבחירה. נציג מקבל את הרכב בטרמינל, מחנה אותו בחניון סגור ומאובטח ומחזיר אותו לאותו מקום בחזרתכם.",
      `מחירי החניה: חניה פתוחה עד ${BASE_DAYS} ימים – ${nis(BASE_PRICES.open)}; חניה מקורה עד ${BASE_DAYS} ימים – ${nis(BASE_PRICES.covered)}; כל יום נוסף מעבר ל-${BASE_DAYS} ימים – ${nis(EXTRA_DAY_PRICE)}. מספר הימים נספר כולל יום מסירת הרכב וכולל יום החזרתו, ולכל הפחות יום אחד.`,
      "השירות ניתן בטרמינל 3, בטרמינל 1 ובמצדה, בימים ראשון עד חמישי מסביב לשעון ובימי שישי עד כשעתיים לפני כניסת השבת. בשבת אין שירות, והוא מתחדש כשעה לאחר צאת השבת. בחגים ובמועדים מסוימים ייתכנו מגבלות, וניתן להזמין רק מועדים המוצגים כפנויים בטופס ההזמנה.",
      TERMS_RULES.leadTime,
      boundsClause(DEFAULT_STAY_BOUNDS),
      "המאמרים והמדריכים באתר נועדו למידע כללי בלבד ואינם מחליפים את הוראות התקנון.",
    ],
  },
  {
    id: "contact",
    title: "יצירת קשר",
    clauses: [
      "ניתן לפנות אלינו בטלפון {phone}, בוואטסאפ, בדוא״ל {email} או באמצעות טופס יצירת הקשר באתר.",
      `שעות שירות הלקוחות: ימים ראשון עד חמישי ${SERVICE_DESK.sundayToThursday}, יום שישי ${SERVICE_DESK.friday}.`,
      "על כל שינוי בטיסה – הקדמה, עיכוב, ביטול או שינוי תאריך – יש להודיע לנו בהקדם האפשרי בטלפון, במסרון (SMS) או בדוא״ל.",
    ],
  },
  {
    id: "customer-declarations",
    title: "הצהרות והתחייבויות הלקוח",
    clauses: [
      "הלקוח מצהיר כי הפרטים שמסר בהזמנה, לרבות פרטי הרכב והטיסה, נכונים ומלאים, וכי הוא בעל הרכב או מורשה מטעם בעליו למסור אותו לשירות.",
      TERMS_RULES.insuredDriver,
      TERMS_RULES.notForGimel,
      TERMS_RULES.driving,
      TERMS_RULES.coordination,
      "הלקוח יגיע עם כמות דלק או טעינה המספיקה להזזת הרכב וחנייתו, ויוציא מהרכב חפצי ערך, כסף ומסמכים לפני מסירתו.",
    ],
  },
  {
    id: "payment",
    title: "תנאי תשלום",
    clauses: [
      TERMS_RULES.payment,
      TERMS_RULES.confirmation,
      `שירותים נוספים לבחירה: שטיפה חיצונית – ${nis(EXTRA_PRICES.exterior_wash)}; שטיפת רכב פנים וחוץ – ${nis(EXTRA_PRICES.car_wash)}; שירות תדלוק – ${nis(EXTRA_PRICES.fuel)}; שירות טעינה – ${nis(EXTRA_PRICES.charge)}. בשירות התדלוק ובשירות הטעינה, עלות הדלק או החשמל עצמם מחויבת בנפרד.`,
      TERMS_RULES.lowFuel,
      TERMS_RULES.shuttle,
      "קוד קופון מעניק הנחה בסכום קבוע, בכפוף לתוקפו ולמכסת השימושים בו. הסכום לתשלום לא יפחת מאפס, והקופון אינו ניתן להמרה בכסף.",
      "אין תוספת מחיר על שעות הלילה. חשבונית מס נשלחת לכתובת הדוא״ל שנמסרה בהזמנה.",
    ],
  },
  {
    id: "cancellation",
    title: "ביטול הזמנה",
    clauses: [
      TERMS_RULES.cancellationWindow,
      TERMS_RULES.cancellationFee,
      `ביטול שאינו עומד בתנאים אלה – לאחר ${CANCELLATION_RULE.windowDays} הימים, או בפחות מ${NOTICE_DAYS_TEXT} שאינם ימי מנוחה לפני מועד השירות – אינו מזכה בהחזר, אלא אם נקבע אחרת בדין.`,
      "הודעת ביטול ניתן למסור בטלפון, בדוא״ל או בוואטסאפ, בציון שם המזמין ומספר ההזמנה.",
      TERMS_RULES.lateness,
      "אין באמור כדי לגרוע מזכויות נוספות הקבועות בדין, לרבות זכויות מיוחדות של אנשים עם מוגבלות, אזרחים ותיקים ועולים חדשים.",
    ],
  },
  {
    id: "privacy",
    title: "פרטיות",
    clauses: privacyClauses(DEFAULT_RETENTION),
  },
  {
    id: "liability",
    title: "אחריות",
    clauses: [
      TERMS_RULES.photos,
      TERMS_RULES.insurance,
      "האחריות שלנו לרכב מתחילה עם מסירתו לנציג ומסתיימת עם החזרתו ללקוח.",
      "איננו אחראים לעיכובים הנובעים מנסיבות שאינן בשליטתנו, לרבות שינוי בטיסה שלא נמסרה עליו הודעה, עומסי תנועה חריגים או אירועים ביטחוניים, ונעשה כל מאמץ סביר לצמצם את השפעתם.",
    ],
  },
  {
    id: "breaches",
    title: "הפרות",
    clauses: [
      "מסירת פרטים כוזבים, שימוש לרעה באתר או בטפסים, שליחה אוטומטית של בקשות או ניסיון לפגוע באבטחת האתר יאפשרו לנו לחסום את השימוש ולבטל הזמנות קשורות.",
      "אם יתברר במועד המסירה שהרכב אינו תואם את הפרטים שנמסרו או שאינו עומד בתנאי התקנון (לרבות רכב בעל רישיון ג׳ או מונית), נהיה רשאים לסרב לקבלו, והחיוב ייקבע לפי תנאי הביטול.",
      "סכומים שלא שולמו במועדם ייגבו בהתאם לדין.",
    ],
  },
  {
    id: "accessibility",
    title: "נגישות",
    clauses: [
      "אנו פועלים להנגשת האתר והשירות לאנשים עם מוגבלות, בהתאם לתקן הישראלי ת״י 5568 ולהנחיות WCAG 2.1 ברמה AA. פירוט ההתאמות, המגבלות הידועות ודרכי הפנייה מופיעים בהצהרת הנגישות.",
      "זקוקים להתאמה בנקודת מסירת הרכב? ספרו לנו בעת ההזמנה או בשיחת התיאום, ונתאם מראש מקום מסירה נוח.",
    ],
  },
  {
    id: "miscellaneous",
    title: "שונות",
    clauses: [
      "על התקנון ועל השימוש באתר יחולו דיני מדינת ישראל בלבד, וסמכות השיפוט נתונה לבתי המשפט המוסמכים בישראל.",
      "כל הזכויות בתכני האתר, לרבות טקסטים, איורים ועיצוב, שמורות. אין להעתיקם או להפיצם ללא אישור מראש ובכתב.",
      "כותרות הסעיפים נועדו לנוחות בלבד. אם ייקבע שסעיף כלשהו בתקנון אינו תקף, יתר הסעיפים יישארו בתוקף.",
    ],
  },
];

/**
 * The sections with the retention periods and the booking's bounds in force (the
 * operator may change them; /terms reads them from site_config).
 */
export function termsSections(retention: RetentionPeriods, bounds: StayBounds = DEFAULT_STAY_BOUNDS): TermsSection[] {
  const atDefault = boundsClause(DEFAULT_STAY_BOUNDS);
  return TERMS_SECTIONS.map((section) => {
    if (section.id === "privacy") return { ...section, clauses: privacyClauses(retention) };
    if (section.id === "site") return { ...section, clauses: section.clauses.map((clause) => (clause === atDefault ? boundsClause(bounds) : clause)) };
    return section;
  });
}
