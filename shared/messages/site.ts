// Hebrew user-facing text (shared/messages/ holds every catalogue). Strings quoted in Hebrew by the spec
// are kept verbatim, except that the spec's few singular addresses ("נסה שוב") are
// said in the plural the rest of the site uses (docs/decisions/040); where the spec only
// gives an English gloss, the wording is what an Israeli business would print.
// Validation text uses the impersonal "יש ל…" form.

// This part: what every page may say (the fields' required and invalid messages, which
// the booking and contact forms share; contact, the holiday pop-up and banner, coupons,
// the blog, the API's refusals, the contact forms, the chrome). A document's one script
// imports this part alone, not the booking form's.

/** No answer from the server at all: every form says it the same way. */
const NO_CONNECTION = "אין כרגע חיבור לשרת. בדקו את החיבור לאינטרנט ונסו שוב.";

export const siteMessages = {
  /** A required field left empty. */
  required: {
    parkingType: "יש לבחור סוג חניה לפני מילוי הטופס",
    fullName: "יש למלא שם מלא",
    phone: "יש למלא מספר טלפון",
    email: "יש למלא כתובת אימייל",
    carModel: "יש למלא את דגם הרכב",
    licenseNumber: "יש למלא מספר רישוי",
    companyNumber: "יש למלא מספר ח.פ. לחשבונית",
    companyName: "יש למלא את שם החברה לחשבונית",
    departureTerminal: "יש לבחור טרמינל המראה",
    // The spec's gloss: the departure date is the day the customer reaches the airport.
    departureDate: "יש לבחור תאריך הגעה לשדה התעופה",
    departureTime: "יש לבחור שעת הגעה לשדה התעופה",
    arrivalTerminal: "יש לבחור טרמינל נחיתה",
    flightNumber: "יש למלא מספר טיסה",
    arrivalDate: "יש לבחור תאריך חזרה",
    arrivalTime: "יש לבחור שעת נחיתה",
    terms: "יש לאשר את התקנון ותנאי השימוש",
    paymentMethod: "יש לבחור אמצעי תשלום",
    name: "יש למלא שם",
    message: "יש למלא הודעה",
  },

  /** A field filled in, but not in an acceptable form. */
  invalid: {
    rangeTooLong: "ניתן לבקש זמינות של עד 400 ימים בבקשה אחת",
    phone: "מספר הטלפון אינו תקין",
    email: "כתובת האימייל אינה תקינה",
    licenseNumber: "מספר הרישוי יכול להכיל ספרות בלבד (5 עד 8 ספרות)",
    companyNumber: "מספר ח.פ. צריך להכיל 9 ספרות",
    companyNumberCheck: "מספר ח.פ. או ע.מ. אינו תקין: ספרת הביקורת אינה מתאימה",
    flightNumber: "מספר הטיסה אינו תקין (אותיות באנגלית וספרות, לדוגמה LY001)",
    parkingType: "סוג החניה אינו תקין",
    terminal: "יש לבחור טרמינל מהרשימה",
    transmission: "יש לבחור תיבת הילוכים אוטומטית או ידנית",
    paymentMethod: "אמצעי התשלום אינו תקין",
    messageChannel: "יש לבחור איך לקבל עדכונים: SMS, WhatsApp או אימייל בלבד",
    extraService: "אחד השירותים הנוספים שנבחרו אינו קיים",
    date: "התאריך אינו תקין",
    time: "השעה אינה תקינה",
    timeSlot: "יש לבחור שעה ברבעי שעה (למשל 10:00, 10:15, 10:30)",
    days: "מספר הימים אינו תקין",
    tooLong: "הערך שהוזן ארוך מדי",
    text: "הערך שהוזן אינו תקין",
  },

  coupon: {
    empty: "יש להזין קוד קופון",
    invalid: "קוד הקופון אינו תקין או אינו פעיל",
    notValid: "הקופון אינו בתוקף",
    limitReached: "הקופון הגיע למכסת השימושים שלו",
    checkFailed: "אירעה שגיאה בבדיקת הקופון, נסו שוב",
    applied: "הקופון הופעל בהצלחה",
    copied: "קוד הקופון הועתק",
    copyFailed: "שגיאה בהעתקה",
    copyManually: "ניתן להעתיק את הקוד ידנית",
    helpSteps: 'סמנו "יש לי קופון", הדביקו את הקוד ולחצו "הפעלת קופון"',
  },

  contact: {
    send: "שלחו אלינו",
    sending: "שולחים...",
    thanksTitle: "תודה על פנייתכם!",
    thanksBody: "נחזור אליכם בהקדם האפשרי.",
    quickThanks: "✓ תודה! נחזור אליכם בהקדם",
    quickSubject: "פנייה מהירה מהאתר",
    contactSubject: "פנייה חדשה מדף צור קשר",
    notSentTitle: "הפנייה לא נשלחה",
    notSentBody: "כדי שנוכל לחזור אליכם, יש לתקן את הפרטים האלה ולשלוח שוב:",
    backToForm: "חזרה לטופס",
  },

  holidayPopup: {
    title: "חג שמח!",
    body: "לרגל החג הכנו לכם קוד קופון מיוחד להזמנה באתר.",
    copy: "העתקת הקוד",
    copied: "הועתק!",
    useNow: "למימוש עכשיו",
    maybeLater: "אולי אחר כך",
  },

  holidayBanner: {
    title: "חג שמח!",
    body: "לרגל החג הכנו לכם קופון מיוחד להנחה -",
  },

  holiday: {
    eve: (holiday: string) => `ערב ${holiday}`,
  },

  blog: {
    notFound: "המאמר לא נמצא",
    backToBlog: "חזרה לבלוג",
  },

  api: {
    badRequest: "הבקשה אינה תקינה",
    malformedJson: "הבקשה אינה תקינה: הנתונים שנשלחו אינם בפורמט הנכון",
    notFound: "הדף לא נמצא",
    orderNotFound: "ההזמנה לא נמצאה",
    unavailable: "השירות אינו זמין כרגע, נסו שוב בעוד מספר דקות",
    tooManyRequests: "נשלחו יותר מדי בקשות. נסו שוב בעוד רגע.",
    /** The order page and the document page, refused after too many wrong links from one address (server/api/rate-limits.ts). */
    tooManyLinkAttemptsTitle: "יותר מדי ניסיונות",
    tooManyLinkAttempts: "היו כאן יותר מדי ניסיונות לפתוח הזמנה או מסמך בקישור שגוי. נסו שוב בעוד דקה, ובדקו שפתחתם את הקישור המלא מהמייל או מההודעה שקיבלתם.",
    payloadTooLarge: "הבקשה גדולה מדי",
    /** A call that does not prove who sent it (an unsigned or forged provider callback). */
    forbidden: "אין הרשאה לבקשה זו",
    /** An Idempotency-Key sent again with another body (a retry must repeat its request exactly). */
    idempotencyKeyReused: "הבקשה הזאת כבר נשלחה קודם עם פרטים אחרים, ולכן לא בוצעה שוב. טענו את הדף מחדש ובדקו את מצב ההזמנה.",
    jsonOnly: "הבקשה אינה תקינה: יש לשלוח את הנתונים בפורמט JSON",
    serverError: "אירעה שגיאה בלתי צפויה. נסו שוב מאוחר יותר.",
    /** The browser could not reach the server at all (client/lib/api-client.ts). */
    networkError: NO_CONNECTION,
  },

  /** The contact page form and the footer's quick form (beyond messages.contact). */
  contactForm: {
    sendFailed: "לא הצלחנו לשלוח את הפנייה. נסו שוב בעוד רגע או התקשרו אלינו.",
    networkError: NO_CONNECTION,
    fixFields: "יש לתקן את השדות המסומנים ולשלוח שוב.",
    /** Labels of the lines of the e-mail the business receives. */
    emailName: "שם",
    emailPhone: "טלפון",
    emailEmail: "אימייל",
    emailMessage: "הודעה",
    emailSource: "נשלח מ",
    emailReceivedAt: "התקבל ב",
    sourceContactPage: "דף צור קשר",
    sourceQuickForm: "הטופס המהיר בתחתית האתר",
  },
  /** Site-wide chrome: header, mobile bar, WhatsApp, Saturday banner, accessibility widget. */
  chrome: {
    menu: "תפריט",
    menuTitle: "תפריט ניווט",
    closeMenu: "סגירת התפריט",
    call: "התקשרו",
    callUs: (phone: string) => `התקשרו אלינו ${phone}`,
    callNow: "התקשרו עכשיו",
    quickActions: "פעולות מהירות",
    callRepresentative: "חיוג לנציג",
    whatsappRepresentative: "וואטסאפ לנציג",
    opensInNewWindow: "(נפתח בחלון חדש)",
    whatsappLabel: "שלחו לנו הודעה בוואטסאפ (נפתח בחלון חדש)",
    whatsappText: "שלום, אשמח לקבל פרטים על חניה עם שירות ואלה בנתב״ג",
    saturdayShabbat: "שבת שלום! בשבת השירות אינו פעיל, ונחזור לפעילות במוצאי השבת. אפשר להשאיר הזמנה באתר כבר עכשיו.",
    saturdayHoliday: "חג שמח! בחג השירות אינו פעיל, ונחזור לפעילות במוצאי החג. אפשר להשאיר הזמנה באתר כבר עכשיו.",
    saturdayClosed: "השירות אינו פעיל כרגע. אפשר להשאיר הזמנה באתר ונחזור אליכם בהקדם.",
    saturdayBook: "להזמנת חניה",
    saturdayRegion: "הודעה על שעות הפעילות",
    floatingTools: "וואטסאפ ונגישות",
    popupCodeLabel: "קוד הקופון:",
    close: "סגירה",
    a11yOpen: "תפריט נגישות",
    a11yTitle: "הגדרות נגישות",
    a11yClose: "סגירת תפריט הנגישות",
    fontSize: "גודל טקסט",
    fontBigger: "הגדלת טקסט",
    fontSmaller: "הקטנת טקסט",
    fontReset: "גודל רגיל",
    fontLevel: (step: number) => (step === 0 ? "רגיל" : step > 0 ? `+${step}` : `${step}`),
    contrast: "ניגודיות",
    contrastNormal: "רגילה",
    contrastHigh: "גבוהה",
    contrastInverted: "הפוכה",
    grayscale: "גווני אפור",
    highlightLinks: "הדגשת קישורים",
    readableFont: "גופן קריא",
    largeCursor: "סמן עכבר גדול",
    focusIndicator: "סימון פוקוס מודגש",
    darkMode: "מצב כהה",
    stopAnimations: "עצירת אנימציות",
    keyboardNavigation: "ניווט במקלדת",
    resetAll: "איפוס כל ההגדרות",
    a11yContactTitle: "נתקלתם בבעיית נגישות?",
    a11yContactBody: "רכז הנגישות שלנו ישמח לעזור:",
    a11yPhone: "טלפון:",
    a11yEmail: "דוא״ל:",
    a11yStatement: "להצהרת הנגישות",
  },
} as const;
