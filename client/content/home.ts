// Copy of the home page (product.md §2 home): hero, statements, feature strip and the
// sections below the fold. Prices come from shared/constants.ts, never typed here.
import { BASE_DAYS, BASE_PRICES, EXTRA_DAY_PRICE } from "@shared/constants.ts";
import { daysInWords } from "./promises.ts";
import { SERVICE_STEPS } from "./how-it-works.ts";

export type IconName = "terminal" | "shield" | "camera" | "card" | "clock" | "phone" | "car" | "roof" | "plane" | "chat";

export interface Tile {
  icon: IconName;
  title: string;
  text: string;
}

export const HOME_HERO = {
  eyebrow: "שירות ואלה פרטי בנתב״ג",
  title: "חניה עם שירות ואלה בנתב״ג",
  lead: "נציג מקבל את הרכב בטרמינל, מחנה אותו בחניון סגור ומאובטח ומחזיר אותו אליכם לאותו מקום כשאתם נוחתים. בלי לחפש חניה ובלי לחכות להסעה.",
  bookLabel: "להזמנת חניה",
  contactLabel: "צרו קשר",
};

/** The four statements of product.md §2 home, shown as badges under the hero text. */
export const HOME_STATEMENTS = ["לא פעיל בשבת", "שירות 24/6", "ליווי אישי", "חניה בשדה התעופה"];

export const FEATURE_TILES: Tile[] = [
  { icon: "terminal", title: "מסירה והחזרה בטרמינל", text: "הרכב נמסר לנציג ליד הטרמינל ומוחזר לאותו מקום." },
  { icon: "shield", title: "חניון סגור ומאובטח", text: "בחניה פתוחה או מקורה, לבחירתכם." },
  { icon: "camera", title: "תיעוד מלא באיסוף", text: "הרכב מצולם מכל צדדיו לפני שהוא יוצא לדרך." },
  { icon: "card", title: "אשראי או מזומן", text: "תשלום מאובטח באתר או במזומן לנציג." },
];

export const WHY_US = {
  id: "why-choose-us",
  title: "למה לבחור בנו",
  lead: "חניה בשדה התעופה לא צריכה להיות החלק המלחיץ של הנסיעה. בנינו את השירות סביב מה שחשוב למי שטס: זמן, ביטחון ושקט נפשי.",
  items: [
    {
      icon: "terminal",
      title: "מתחילים את החופשה בכניסה לטרמינל",
      text: "לא מחפשים מקום, לא מחכים להסעה ולא גוררים מזוודות מחניון מרוחק. מוסרים את המפתח ונכנסים לצ׳ק־אין.",
    },
    {
      icon: "shield",
      title: "הרכב בידיים טובות",
      text: "חניון סגור ומאובטח, תיעוד מצולם של הרכב באיסוף וכיסוי ביטוחי עד גובה ההשתתפות העצמית.",
    },
    {
      icon: "phone",
      title: "תיאום אישי בטלפון",
      text: "נציג מתקשר כשעה לפני שאתם מגיעים לשדה, ובחזרה מספיקה שיחה אחת אחרי הנחיתה.",
    },
    {
      icon: "clock",
      title: "זמינים 24/6",
      text: "ראשון עד חמישי מסביב לשעון, שישי עד כשעתיים לפני כניסת השבת, וחוזרים לפעול כשעה אחרי צאת השבת.",
    },
    {
      icon: "card",
      title: "מחיר שקוף מראש",
      text: `${BASE_PRICES.open} ₪ לחניה פתוחה עד ${BASE_DAYS} ימים, ${EXTRA_DAY_PRICE} ₪ לכל יום נוסף, ובלי תוספת על שעות הלילה.`,
    },
    {
      icon: "plane",
      title: "כל הטרמינלים",
      text: "טרמינל 3, טרמינל 1 ומצדה – ואפשר להמריא מטרמינל אחד ולנחות בשני.",
    },
  ] satisfies Tile[],
};

export const PARKING_TYPES_SECTION = {
  id: "parking-types",
  title: "סוגי החניה",
  lead: `שתי אפשרויות, מחיר אחד ברור לכל אחת: המחיר הבסיסי כולל עד ${BASE_DAYS} ימים, וכל יום נוסף עולה ${EXTRA_DAY_PRICE} ₪.`,
  includes: "המחיר כולל שירות וחניה",
  cards: {
    open: {
      icon: "car",
      title: "חניה פתוחה",
      text: "האפשרות המשתלמת לרוב הנסיעות: חניה בשטח פתוח בחניון סגור ומאובטח.",
    },
    covered: {
      icon: "roof",
      title: "חניה מקורה",
      text: "הגנה מפני שמש, אבק וגשם – מומלץ לנסיעות ארוכות ולחודשי הקיץ.",
    },
  } satisfies Record<"open" | "covered", Tile>,
  extrasTitle: "אפשר להוסיף בזמן שאתם בחו״ל",
  extrasNote: "בשירות התדלוק והטעינה, הדלק או החשמל עצמם מחויבים בנפרד.",
  calculatorLabel: "לחישוב המחיר המדויק",
};

export const HOW_IT_WORKS = {
  id: "how-it-works",
  title: "איך זה עובד",
  steps: SERVICE_STEPS,
  note: "השירות אינו ניתן לרכבים בעלי רישיון ג׳ ולמוניות.",
};

/**
 * What customers tell us most often, as themes. The spec gives no testimonials,
 * and quotes with invented names would mislead (docs/decisions/012).
 */
export const TESTIMONIALS = {
  id: "testimonials",
  title: "מה הלקוחות שלנו מציינים",
  lead: "אלה הנושאים שחוזרים שוב ושוב כשלקוחות מספרים לנו על הנסיעה – ועליהם אנחנו מקפידים בכל הזמנה.",
  themes: [
    { title: "הגעה ישירה לצ׳ק־אין", text: "הכי הרבה מדברים על הדקות שנחסכות ביום הטיסה – בלי סיבובים בחניון ובלי המתנה להסעה, במיוחד עם ילדים ומזוודות." },
    { title: "הרכב מחכה בנחיתה", text: "שיחה אחת אחרי הנחיתה, והרכב מגיע לאותו מקום שבו נמסר. כך החזרה הביתה פשוטה, גם בטיסות לילה." },
    { title: "מחיר ידוע מראש", text: `מחיר קבוע עד ${daysInWords(BASE_DAYS)} ותוספת ברורה לכל יום נוסף – בלי הפתעות בסוף הנסיעה.` },
    { title: "יש עם מי לדבר", text: "שיחת התיאום לפני ההגעה וזמינות בטלפון ובוואטסאפ נותנות תחושה שמישהו באמת דואג לרכב." },
  ],
  invite: "נסעתם איתנו? נשמח לשמוע איך היה – כתבו לנו בוואטסאפ או בדוא״ל.",
};

export const HOME_FAQ = {
  id: "faq",
  title: "שאלות נפוצות",
  moreLabel: "לכל השאלות והתשובות",
};

export const HOME_CLOSING = {
  title: "טסים בקרוב?",
  text: "הזמינו עכשיו, ונציג יתקשר לתאם איתכם לפני ההגעה לשדה.",
  bookLabel: "להזמנת חניה",
};
