// How the service works, step by step: one list for every page that tells it (the
// home page's section, the VIP page and the booking page's summary), so the pages
// can never describe the handover differently.
export interface ServiceStep {
  title: string;
  text: string;
}

export const SERVICE_STEPS: readonly ServiceStep[] = [
  { title: "מזמינים באתר", text: "בוחרים חניה פתוחה או מקורה, ממלאים פרטי רכב וטיסה ומשלמים באשראי – או בוחרים מזומן לנציג." },
  { title: "מתאמים בטלפון", text: "כשעה לפני שאתם מגיעים לשדה, נציג מתקשר אליכם לתאם את נקודת המפגש בטרמינל." },
  { title: "מוסרים את הרכב", text: "בטרמינל הנציג מקבל את הרכב, מצלם אותו מכל צדדיו ומחנה אותו בחניון סגור ומאובטח." },
  { title: "נוחתים ומתקשרים", text: "אחרי הנחיתה מתקשרים אלינו, והרכב חוזר אליכם לאותו מקום שבו מסרתם אותו." },
];
