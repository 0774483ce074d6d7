// Title and description of every page (product.md §2: per-route title and description).
export interface PageText {
  path: string;
  title: string;
  description: string;
}

import { BRAND_NAME as SITE } from "@shared/brand.ts";
import { BASE_DAYS } from "@shared/constants.ts";
import { PRICE_LIST, SERVICE_DESK } from "./promises.ts";

function page(path: string, title: string, description: string): PageText {
  return { path, title: `${title} | ${SITE}`, description };
}

export const PAGES = {
  home: page(
    "/",
    "חניה עם שירות ואלה בנתב״ג",
    `שירות ואלה לחניה בנתב״ג: נציג מקבל את הרכב בטרמינל, מחנה אותו בחניון סגור ומאובטח ומחזיר אותו אליכם אחרי הנחיתה. חניה פתוחה מ-${PRICE_LIST.open} או מקורה מ-${PRICE_LIST.covered} עד ${BASE_DAYS} ימים.`,
  ),
  booking: page(
    "/booking",
    "הזמנת חניה בנתב״ג",
    "הזמינו חניית ואלה בנתב״ג: בחרו חניה פתוחה או מקורה, מלאו את פרטי הטיסה והרכב ושלמו בכרטיס אשראי או במזומן לנציג.",
  ),
  calculator: page(
    "/calculator",
    "מחשבון מחיר חניה",
    "חשבו מראש כמה תעלה חניית הוואלה בנתב״ג: לפי סוג החניה, מספר הימים והשירותים הנוספים, עם פירוט מלא של המחיר.",
  ),
  about: page(
    "/about",
    "אודות השירות",
    "מי אנחנו ואיך עובד שירות הוואלה שלנו בנתב״ג: איסוף הרכב בטרמינל, חניון סגור ומאובטח והחזרה עם הנחיתה.",
  ),
  faq: page(
    "/faq",
    "שאלות נפוצות",
    "תשובות לשאלות נפוצות על חניית ואלה בנתב״ג: שינוי טיסה, ביטוח, תשלום, שעות פעילות, טרמינל 1 ועוד.",
  ),
  contact: page(
    "/contact",
    "צור קשר",
    `צרו קשר עם שירות הוואלה בנתב״ג בטלפון, בוואטסאפ או בדוא״ל. שירות לקוחות בימים א׳–ה׳ ${SERVICE_DESK.sundayToThursday} ובשישי ${SERVICE_DESK.friday}.`,
  ),
  terms: page("/terms", "תקנון ותנאי שימוש", "תקנון האתר ותנאי השירות של חניית הוואלה בנתב״ג: הזמנה, תשלום, ביטול, אחריות ופרטיות."),
  accessibility: page(
    "/accessibilitystatement",
    "הצהרת נגישות",
    "הצהרת הנגישות של האתר: כלי הנגישות באתר, התקן שלפיו הונגש והדרכים לפנות לרכז הנגישות.",
  ),
  vip: page(
    "/vip-parking-ben-gurion",
    "חניית ואלה VIP בנתב״ג",
    "שירות ואלה VIP בנתב״ג: מוסרים את הרכב בטרמינל וטסים, ומקבלים אותו בחזרה באותו מקום עם הנחיתה.",
  ),
  blog: page("/blog", "בלוג ומדריכים", "מדריכים לחניה ולנסיעה דרך נתב״ג: איפה לחנות, כמה זה עולה, מתי לצאת מהבית ומה לבדוק לפני הטיסה."),
  paymentResult: page("/payment-result", "תוצאת התשלום", "סטטוס ההזמנה והתשלום שלכם."),
  notFound: page("", "הדף לא נמצא", "הדף שחיפשתם אינו קיים באתר."),
  articleNotFound: page("", "המאמר לא נמצא", "המאמר שחיפשתם אינו קיים בבלוג."),
} satisfies Record<string, PageText>;

