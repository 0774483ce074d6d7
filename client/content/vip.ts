// Copy of /vip-parking-ben-gurion: four-step flow, benefits, comparison table,
// price notes and questions. Prices come from shared/constants.ts.
import { BASE_DAYS, BASE_PRICES, EXTRA_DAY_PRICE, EXTRA_PRICES } from "@shared/constants.ts";
import type { FaqItem } from "./faq.ts";
import type { Tile } from "./home.ts";
import { SERVICE_STEPS } from "./how-it-works.ts";

export const VIP_BOOKING_HREF = "/booking?source=vip#booking-form";

export const VIP = {
  title: "חניית ואלה VIP בנתב״ג",
  lead: "מגיעים לטרמינל, מוסרים את המפתח לנציג וטסים. כשאתם נוחתים, הרכב מחכה לכם באותו מקום. בלי לחפש חניה, בלי הסעות ובלי לגרור מזוודות.",
  bookLabel: "להזמנת ואלה VIP",
  stepsTitle: "ארבעה צעדים, אפס התעסקות",
  steps: SERVICE_STEPS,
  benefitsTitle: "מה מקבלים בשירות VIP",
  benefits: [
    { icon: "terminal", title: "מסירה בפתח הטרמינל", text: "הנסיעה לשדה נגמרת בכניסה לטרמינל 3, לטרמינל 1 או למצדה." },
    { icon: "clock", title: "חוסכים זמן בשני הכיוונים", text: "בלי חיפוש מקום פנוי ובלי המתנה להסעה – לא ביציאה ולא בחזרה." },
    { icon: "shield", title: "חניון סגור ומאובטח", text: "בחניה פתוחה או מקורה, עם כיסוי ביטוחי עד גובה ההשתתפות העצמית." },
    { icon: "camera", title: "תיעוד מצולם", text: "הרכב מצולם מכל צדדיו באיסוף, כדי שלשני הצדדים יהיה תיעוד ברור." },
    { icon: "phone", title: "נציג אישי בטלפון", text: "תיאום לפני ההגעה, ושיחה אחת אחרי הנחיתה כדי לקבל את הרכב." },
    { icon: "car", title: "הרכב חוזר מטופל", text: "שטיפה, תדלוק או טעינה בזמן שאתם בחו״ל – לבחירתכם." },
  ] satisfies Tile[],
  comparisonTitle: "ואלה VIP לעומת האפשרויות האחרות",
  comparisonCaption: "השוואה בין ואלה VIP, חניון לטווח ארוך עם הסעה ומונית הלוך וחזור",
  comparisonColumns: ["ואלה VIP", "חניון עם הסעה", "מונית הלוך וחזור"],
  comparisonRows: [
    { label: "איפה נפרדים מהרכב", values: ["בטרמינל", "בחניון מרוחק", "בבית"] },
    { label: "המתנה להסעה", values: ["אין", "ביציאה ובחזרה", "המתנה למונית"] },
    { label: "העברת מזוודות", values: ["פעם אחת, בטרמינל", "בין הרכב להסעה ובחזרה", "למונית ובחזרה"] },
    { label: "מחיר בלילה", values: ["ללא תוספת לילה", "לפי מחירון החניון", "לרוב בתעריף גבוה יותר"] },
    { label: "מחיר ידוע מראש", values: ["כן", "לפי מחירון החניון", "תלוי במרחק ובתנועה"] },
    { label: "מושבי בטיחות לילדים", values: ["כבר ברכב שלכם", "כבר ברכב שלכם", "צריך לבדוק מראש"] },
  ],
  pricesTitle: "מחירים",
  prices: [
    `חניה פתוחה עד ${BASE_DAYS} ימים: ${BASE_PRICES.open} ₪. חניה מקורה עד ${BASE_DAYS} ימים: ${BASE_PRICES.covered} ₪.`,
    `כל יום נוסף מעבר ל-${BASE_DAYS} ימים: ${EXTRA_DAY_PRICE} ₪, בשני סוגי החניה. הימים נספרים כולל יום המסירה ויום ההחזרה.`,
    `שירותים נוספים: שטיפה חיצונית ${EXTRA_PRICES.exterior_wash} ₪, שטיפת פנים וחוץ ${EXTRA_PRICES.car_wash} ₪, שירות תדלוק ${EXTRA_PRICES.fuel} ₪, שירות טעינה ${EXTRA_PRICES.charge} ₪ (הדלק או החשמל עצמם בנפרד).`,
    "אין תוספת על שעות הלילה. התשלום בכרטיס אשראי באתר או במזומן לנציג.",
  ],
  calculatorLabel: "לחישוב המחיר לנסיעה שלכם",
  faqTitle: "שאלות על שירות ה-VIP",
  closingTitle: "הטיסה הבאה שלכם מתחילה בטרמינל",
  closingText: "הזמינו עכשיו, ונציג יתקשר לתאם איתכם לפני ההגעה לשדה.",
};

export const VIP_FAQ: FaqItem[] = [
  {
    id: "vip-difference",
    question: "מה ההבדל בין ואלה VIP לחניון רגיל?",
    answer: [
      "בחניון רגיל אתם מחנים בעצמכם, מחכים להסעה ומעבירים מזוודות. בוואלה VIP הנציג מקבל את הרכב בטרמינל ומחזיר אותו לאותו מקום כשאתם נוחתים, כך שהנסיעה שלכם מתחילה ונגמרת ליד הכניסה לטרמינל.",
    ],
  },
  {
    id: "vip-price",
    question: "כמה עולה שירות ה-VIP?",
    answer: [
      `המחירים זהים למחירון הרגיל שלנו: ${BASE_PRICES.open} ₪ לחניה פתוחה ו-${BASE_PRICES.covered} ₪ לחניה מקורה עד ${BASE_DAYS} ימים, ו-${EXTRA_DAY_PRICE} ₪ לכל יום נוסף. אין תוספת לילה.`,
    ],
  },
  {
    id: "vip-meeting-point",
    question: "איפה פוגשים את הנציג?",
    answer: [
      "בטרמינל שבחרתם בהזמנה – טרמינל 3, טרמינל 1 או מצדה. כשעה לפני שאתם מגיעים לשדה, הנציג מתקשר ומתאם איתכם את נקודת המפגש המדויקת.",
    ],
  },
  {
    id: "vip-delay",
    question: "מה אם הטיסה שלי מתעכבת או מוקדמת?",
    answer: [
      "עדכנו אותנו בטלפון, במסרון (SMS) או בדוא״ל ברגע שאתם יודעים על השינוי, ונתאם מחדש את מועד החזרת הרכב.",
    ],
  },
  {
    id: "vip-car-safety",
    question: "מה קורה לרכב בזמן שאני בחו״ל?",
    answer: [
      "הרכב חונה בחניון סגור ומאובטח, בחניה פתוחה או מקורה לפי בחירתכם. באיסוף הוא מצולם מכל צדדיו, ונזק שנגרם לו בזמן שהוא באחריותנו מכוסה בביטוח עד גובה ההשתתפות העצמית.",
    ],
  },
  {
    id: "vip-eligibility",
    question: "האם השירות מתאים לכל רכב?",
    answer: ["השירות ניתן לרוב כלי הרכב, למעט רכבים בעלי רישיון ג׳ ומוניות. לא בטוחים? התקשרו אלינו לפני ההזמנה ונבדוק."],
  },
];
