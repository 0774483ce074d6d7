// The twelve questions of product.md §2 /faq. Answers are plain paragraphs, so the same
// text serves the accordion and the FAQPage structured data. Numbers come from
// shared/constants.ts through promises.ts. The minimum notice for a booking is the
// operator's setting (site_config.min_advance_hours), which the booking form states;
// this static text does not repeat it, so it cannot go stale.
import { BASE_DAYS, SERVICE_TERMS } from "@shared/constants.ts";
import { DEFAULT_STAY_BOUNDS, type StayBounds } from "@shared/stay-bounds.ts";
import { daysText } from "./terms-privacy.ts";
import { PRICE_LIST, SERVICE_DESK, priceExample } from "./promises.ts";

const week = priceExample("weekOpen");
const eight = priceExample("eightDaysCovered");
/** How far ahead and how long the site books (docs/decisions/038), as the operator set it. */
function boundsAnswer(bounds: StayBounds): string {
  return `באתר אפשר להזמין עד ${daysText(bounds.bookingHorizonDays)} מראש, לחניה של עד ${daysText(bounds.maxStayDays)}. נוסעים לתקופה ארוכה יותר? התקשרו אלינו ונתאם.`;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: "flight-change",
    question: "מה קורה אם הטיסה שלי משתנה, מתעכבת או מוקדמת?",
    answer: [
      "זה קורה, ואנחנו ערוכים לזה. ברגע שאתם יודעים על שינוי – טיסה שהוקדמה, נדחתה, בוטלה או הועברה לתאריך אחר – עדכנו אותנו בטלפון, במסרון (SMS) או בדוא״ל, ונתאם מחדש את מועד מסירת הרכב או החזרתו.",
      "כדאי לעדכן מוקדם ככל האפשר. כך נוכל להיערך ולוודא שהרכב יחכה לכם בזמן הנכון.",
    ],
  },
  {
    id: "damage",
    question: "מה קורה אם נגרם נזק לרכב?",
    answer: [
      "נזק שנגרם לרכב בזמן שהוא באחריותנו מכוסה בביטוח, עד גובה ההשתתפות העצמית.",
      "כדי ששני הצדדים יהיו רגועים, בעת האיסוף אנחנו מצלמים את הרכב מכל צדדיו. מומלץ שגם אתם תבדקו את הרכב יחד עם הנציג – כשאתם מוסרים אותו וכשאתם מקבלים אותו בחזרה – ותציינו כל הערה כבר במקום.",
    ],
  },
  {
    id: "dead-phone",
    question: "מה עושים אם הטלפון נכבה או אין לי קליטה כשאני נוחת?",
    answer: [
      "פרטי הטיסה ותאריך ושעת הנחיתה נמצאים אצלנו מההזמנה, כך שאנחנו יודעים מתי לצפות לכם. אם הטלפון שלכם כבה, אפשר להתקשר אלינו מכל טלפון אחר – של בן משפחה, של נוסע אחר או מטלפון בטרמינל – ולתאם את החזרת הרכב.",
      "טיפ קטן: לפני הטיסה חזרה, טענו את הטלפון ושמרו את המספר שלנו גם על דף או בתמונה במכשיר נוסף.",
    ],
  },
  {
    id: "hours",
    question: "מהן שעות הפעילות של השירות?",
    answer: [
      "שירות הוואלה פועל בימים ראשון עד חמישי מסביב לשעון, ובימי שישי עד כשעתיים לפני כניסת השבת. בשבת אין שירות, והוא מתחדש כשעה אחרי צאת השבת.",
      `שירות הלקוחות זמין בימים ראשון עד חמישי בין ${SERVICE_DESK.sundayToThursdayOpens} ל-${SERVICE_DESK.sundayToThursdayCloses} ובימי שישי בין ${SERVICE_DESK.fridayOpens} ל-${SERVICE_DESK.fridayCloses}.`,
    ],
  },
  {
    id: "minimum-payment",
    question: "מהו התשלום המינימלי?",
    answer: [
      `המחיר הבסיסי כולל עד ${BASE_DAYS} ימי חניה: ${PRICE_LIST.open} בחניה פתוחה ו-${PRICE_LIST.covered} בחניה מקורה. זה גם התשלום המינימלי – גם לנסיעה של יום או יומיים.`,
      `כל יום נוסף מעבר ל-${BASE_DAYS} ימים עולה ${PRICE_LIST.extraDay}. כך למשל, ${week.days} ימים בחניה פתוחה עולים ${week.total}, ו-${eight.days} ימים בחניה מקורה עולים ${eight.total}.`,
    ],
  },
  {
    id: "lead-time",
    question: "כמה זמן מראש צריך להזמין?",
    answer: [
      `מומלץ להזמין לפחות ${SERVICE_TERMS.recommendedLeadHours} שעות לפני הטיסה, ובתקופות עמוסות כמו חגים וחופשות – מוקדם יותר. טופס ההזמנה באתר מקבל רק מועד הגעה לשדה שנותר עד אליו מספיק זמן להיערך, ואומר לכם מהו הזמן המינימלי אם בחרתם מועד קרוב מדי.`,
      "צריכים חניה בהתראה קצרה יותר? התקשרו לשירות הלקוחות ונבדוק יחד אם אפשר לעזור.",
      boundsAnswer(DEFAULT_STAY_BOUNDS),
    ],
  },
  {
    id: "terminal-1",
    question: "האם השירות ניתן גם בטרמינל 1?",
    answer: [
      "כן. השירות ניתן בטרמינל 3, בטרמינל 1 ובמצדה. בטופס ההזמנה בוחרים בנפרד את טרמינל ההמראה ואת טרמינל הנחיתה, כך שאפשר לצאת מטרמינל אחד ולחזור לאחר – והרכב יחכה לכם במקום הנכון.",
    ],
  },
  {
    id: "payment",
    question: "איך משלמים?",
    answer: [
      "אפשר לשלם בכרטיס אשראי כבר בהזמנה, בדף תשלום מאובטח של חברת הסליקה, או לבחור בתשלום במזומן לנציג.",
      "אחרי ההזמנה נשלחים אליכם פרטי ההזמנה, וחשבונית מס נשלחת בדוא״ל. צריכים חשבונית על שם חברה? סמנו זאת בטופס והוסיפו את מספר הח.פ.",
    ],
  },
  {
    id: "price-includes",
    question: "מה כלול במחיר?",
    answer: [
      "המחיר כולל את השירות ואת החניה: קבלת הרכב בטרמינל, חניה בחניון סגור ומאובטח (פתוח או מקורה, לפי בחירתכם) והחזרת הרכב לאותו מקום כשאתם נוחתים. אין תוספת על שעות הלילה.",
      `שירותים נוספים אפשר להוסיף בהזמנה: שטיפה חיצונית (${PRICE_LIST.extras.exterior_wash}), שטיפת רכב פנים וחוץ (${PRICE_LIST.extras.car_wash}), שירות תדלוק (${PRICE_LIST.extras.fuel}) ושירות טעינה (${PRICE_LIST.extras.charge}). הדלק או החשמל עצמם מחויבים בנפרד.`,
    ],
  },
  {
    id: "no-waiting",
    question: "האם אצטרך לחכות לנציג?",
    answer: [
      "התיאום מראש נועד בדיוק לזה. כשעה לפני שאתם מגיעים לשדה הנציג מתקשר אליכם ומתאם את נקודת המפגש, כך שהוא מחכה לכם – ולא אתם לו.",
      "בחזרה, התקשרו אלינו מיד עם הנחיתה. בזמן שאתם עוברים ביקורת גבולות ואוספים את המזוודות, אנחנו מביאים את הרכב לאותו מקום שבו מסרתם אותו.",
    ],
  },
  {
    id: "why-us",
    question: "למה לבחור דווקא בכם?",
    answer: [
      "כי אצלנו הנסיעה לשדה נגמרת בכניסה לטרמינל: בלי לחפש חניה, בלי לחכות להסעה ובלי לגרור מזוודות. הרכב חונה בחניון סגור ומאובטח, מצולם מכל צדדיו באיסוף ומבוטח עד גובה ההשתתפות העצמית.",
      "המחיר שקוף וידוע מראש, בלי תוספת לילה, ואפשר לשלם באשראי או במזומן לנציג. ויש עם מי לדבר: שירות לקוחות אנושי בטלפון, בוואטסאפ ובדוא״ל.",
    ],
  },
  {
    id: "how-it-works",
    question: "איך זה עובד?",
    answer: [
      "מזמינים באתר ובוחרים חניה פתוחה או מקורה. כשעה לפני שאתם מגיעים לשדה, נציג מתקשר לתאם. בטרמינל אתם מוסרים לו את הרכב, הוא מצלם אותו מכל צדדיו ומחנה אותו בחניון סגור ומאובטח.",
      "כשאתם נוחתים, התקשרו אלינו, והרכב יחזור אליכם לאותו מקום שבו מסרתם אותו. השירות אינו ניתן לרכבים בעלי רישיון ג׳ ולמוניות.",
    ],
  },
];

/** The questions with the booking's bounds in force (/faq reads them from site_config). */
export function faqWithBounds(bounds: StayBounds): FaqItem[] {
  const atDefault = boundsAnswer(DEFAULT_STAY_BOUNDS);
  return FAQ_ITEMS.map((item) => ({ ...item, answer: item.answer.map((paragraph) => (paragraph === atDefault ? boundsAnswer(bounds) : paragraph)) }));
}

/** The few questions the home page shows; the rest are on /faq. */
export const HOME_FAQ_IDS = ["how-it-works", "price-includes", "damage", "flight-change", "hours"] as const;

export function faqItems(ids: readonly string[]): FaqItem[] {
  return ids.map((id) => FAQ_ITEMS.find((item) => item.id === id)).filter((item): item is FaqItem => Boolean(item));
}

export const FAQ_PAGE = {
  title: "שאלות נפוצות",
  lead: "ריכזנו כאן את התשובות לשאלות שאנחנו נשאלים הכי הרבה: שינויים בטיסה, ביטוח, תשלום, שעות פעילות ואיך השירות עובד.",
  ctaTitle: "לא מצאתם תשובה?",
  ctaText: "כתבו לנו בוואטסאפ או התקשרו, ונענה בשמחה.",
};
