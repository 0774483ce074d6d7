import type { ExtraId, MessageChannel, ParkingType, PaymentMethod, Terminal, Transmission } from "./constants.ts";

// The one catalogue of Hebrew user-facing text. Strings quoted in Hebrew by the spec
// are kept verbatim, except that the spec's few singular addresses ("נסה שוב") are
// said in the plural the rest of the site uses (docs/decisions/040); where the spec only
// gives an English gloss, the wording is what an Israeli business would print.
// Validation text uses the impersonal "יש ל…" form.

/** "שעה אחת", "שעתיים", "8 שעות": Hebrew counts 1 and 2 with their own words. */
function hoursPhrase(hours: number): string {
  if (hours === 1) return "שעה אחת";
  if (hours === 2) return "שעתיים";
  return `${hours} שעות`;
}

function daysPhrase(days: number): string {
  if (days === 1) return "יום אחד";
  if (days === 2) return "יומיים";
  return `${days} ימים`;
}

/** No answer from the server at all: every form says it the same way. */
const NO_CONNECTION = "אין כרגע חיבור לשרת. בדקו את החיבור לאינטרנט ונסו שוב.";

export const labels = {
  parkingTypes: { open: "חניה פתוחה", covered: "חניה מקורה" } satisfies Record<ParkingType, string>,
  extras: {
    car_wash: "שטיפת רכב פנים וחוץ",
    exterior_wash: "שטיפה חיצונית",
    fuel: "שירות תדלוק",
    charge: "שירות טעינה",
  } satisfies Record<ExtraId, string>,
  terminals: {
    terminal_3: "טרמינל 3",
    terminal_1: "טרמינל 1",
    terminal_metzada: "מצדה",
  } satisfies Record<Terminal, string>,
  transmissions: { automatic: "אוטומטית", manual: "ידנית" } satisfies Record<Transmission, string>,
  paymentMethods: { card: "כרטיס אשראי", cash: "מזומן" } satisfies Record<PaymentMethod, string>,
  messageChannels: { sms: "SMS", whatsapp: "WhatsApp", email: "אימייל בלבד" } satisfies Record<MessageChannel, string>,
};

export const holidayNames = {
  rosh_hashana: "ראש השנה",
  yom_kippur: "יום כיפור",
  sukkot: "סוכות",
  shmini_atzeret: "שמיני עצרת",
  pesach: "פסח",
  pesach_vii: "שביעי של פסח",
  shavuot: "שבועות",
  /** Fallback for a yom tov the table does not name. */
  other: "חג",
} as const;
export type HolidayKey = keyof typeof holidayNames;

export const messages = {
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

  schedule: {
    holiday: "לא ניתן להזמין במהלך החג",
    fridayOrEve: "לא ניתן להזמין ביום שישי או בערב חג אחרי השעה 15:00",
    shabbat: "לא ניתן להזמין בשבת עד צאת השבת (21:00)",
    unavailable: "התאריך אינו זמין, צרו קשר לבדיקת זמינות",
    /** A day between the departure and the return is full (the lot's daily capacity). */
    stayFull: "החניון מלא באחד הימים שבין ההמראה לנחיתה, צרו קשר לבדיקת זמינות",
    minAdvance: (hours: number) => `יש לבחור תאריך ושעה לפחות ${hoursPhrase(hours)} מעכשיו`,
    departureDateInPast: "לא ניתן לבחור תאריך שכבר עבר",
    timeInPast: "השעה שנבחרה כבר עברה",
    arrivalDateBeforeDeparture: "תאריך החזרה אינו יכול להיות לפני תאריך ההמראה",
    arrivalNotAfterDeparture: "מועד הנחיתה צריך להיות אחרי מועד ההגעה לשדה התעופה",
    sameDayCallUs: "להזמנה לאותו היום יש ליצור איתנו קשר טלפוני",
    /** The booking's bounds (docs/decisions/038), on the date that breaks them. */
    beyondHorizon: (days: number) => `אפשר להזמין עד ${daysPhrase(days)} מראש. יש לבחור תאריך המראה מוקדם יותר, או ליצור איתנו קשר`,
    stayTooLong: (days: number) => `אפשר להזמין חניה של עד ${daysPhrase(days)}. לשהייה ארוכה יותר יש ליצור איתנו קשר`,
    /** With SERVICE_TERMS.recommendedLeadHours (this catalogue cannot import constants.ts' values: it would be a cycle). */
    urgentOrder: (hours: number) => `מומלץ להזמין לפחות ${hoursPhrase(hours)} לפני הטיסה. להזמנה דחופה צרו קשר עם שירות הלקוחות.`,
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

  booking: {
    ctaBook: "לביצוע הזמנה",
    submitCard: "מעבר לתשלום",
    submitCash: "סיום הזמנה",
    creatingOrder: "יוצר הזמנה...",
    orderSent: "ההזמנה נשלחה בהצלחה!",
    bookAnother: "להזמנת חניה נוספת",
    editOrder: "עריכת הזמנה",
    fixErrors: "יש לתקן את השדות המסומנים ולנסות שוב",
    submitFailed: "לא הצלחנו לשלוח את ההזמנה. בדקו את החיבור ונסו שוב, או התקשרו אלינו.",
    paymentCreateFailed: "אירעה שגיאה ביצירת התשלום, אנא נסו שוב",
    notForGimelOrTaxi: "השירות אינו ניתן לרכבים בעלי רישיון ג׳ ולמוניות",
    days: daysPhrase,
    baseLine: (typeLabel: string, days: number) => `${typeLabel} – ${daysPhrase(days)}`,
    couponLine: (code: string) => `הנחת קופון (${code})`,
  },

  payment: {
    alreadyPaid: "ההזמנה הזו כבר שולמה",
    amountMismatch: "סכום התשלום שהתקבל אינו תואם את סכום ההזמנה. נציג ייצור איתכם קשר.",
    notVerified: "לא הצלחנו לאמת את התשלום. אם חויבתם, צרו קשר עם שירות הלקוחות ונבדוק.",
    secureTitle: "תשלום מאובטח",
    closePanel: "סגירת חלון התשלום",
    frameTitle: "עמוד התשלום של חברת הסליקה",
  },

  paymentResult: {
    cashTitle: "ההזמנה התקבלה!",
    cardTitle: "התשלום אושר בהצלחה!",
    failedTitle: "התשלום נכשל",
    failedBody: "התשלום לא עבר בהצלחה. ניתן לנסות שוב או ליצור קשר עם שירות הלקוחות.",
    /** A declined card of a booking that is kept (product.md §2.16): what is still possible. */
    failedWithOrder: "ההזמנה נשמרה, אבל התשלום בכרטיס לא עבר. אפשר לנסות שוב בכרטיס, או לשלם לנציג במזומן במסירת הרכב.",
    providerError: (detail: string) => `שגיאה: ${detail}`,
    retry: "נסו שוב",
    /** Pay the representative in cash instead (POST /api/bookings/:n/pay-cash). */
    payCash: "שלמו במזומן לנציג",
    payCashBusy: "מעבירים לתשלום במזומן...",
    payCashFailed: "לא הצלחנו להעביר את ההזמנה לתשלום במזומן. נסו שוב, או התקשרו אלינו.",
    payCashNote: (amount: string) => `במזומן משלמים ${amount} לנציג במסירת הרכב, ואישור ההזמנה יישלח מיד.`,
    payCashRefused: {
      paid: "ההזמנה כבר שולמה בכרטיס, ואין צורך לשלם במזומן.",
      cash: "ההזמנה כבר מוגדרת לתשלום במזומן לנציג.",
      cancelled: "ההזמנה בוטלה, ולכן אי אפשר לשלם עליה.",
      started: "השירות בהזמנה הזו כבר התחיל או הסתיים. לבירור התקשרו אלינו.",
      notBookable: "המועד של ההזמנה כבר אינו פתוח להזמנה באתר, ולכן אי אפשר לאשר אותה לתשלום במזומן. התקשרו אלינו ונמצא מועד.",
      full: "החניון מלא באחד מימי ההזמנה, ולכן אי אפשר לאשר אותה לתשלום במזומן. התקשרו אלינו ונבדוק זמינות.",
    },
    orderNumber: "מספר הזמנה",
    amountLabel: "סכום",
    /** The private order page (product.md §12): the result page's main button. */
    toOrder: "לדף ההזמנה",
    toOrderNote: "בדף ההזמנה אפשר לשנות או לבטל, לשמור את המועד ביומן ולבחור איך לקבל עדכונים.",
    /** What happens next (product.md §2.16). */
    nextTitle: "מה קורה עכשיו",
    handoverTitle: "מסירת הרכב",
    handover: (when: string, terminal: string) => `${when}, ב${terminal}`,
    callTitle: "שיחה מהנציג",
    call: "כשעה לפני שאתם מגיעים לשדה, הנציג יתקשר אליכם לתאם את נקודת המפגש. חשוב להיות זמינים בטלפון.",
    paymentTitle: "תשלום",
    cashPayment: (amount: string) => `${amount} במזומן לנציג, במסירת הרכב`,
    confirmationTitle: "אישור ההזמנה",
    /** Before the phone's last four digits, which the page wraps so they never flip. */
    sentBy: { sms: "שלחנו SMS למספר המסתיים ב־", whatsapp: "שלחנו הודעת WhatsApp למספר המסתיים ב־" },
    alsoByEmail: "וגם אימייל לכתובת",
    byEmail: "שלחנו אימייל לכתובת",
    emailOnly: "בחרתם לקבל עדכונים באימייל בלבד, ולכן לא יישלחו אליכם SMS או WhatsApp. אפשר לשנות זאת בדף ההזמנה.",
    noMobile: "למספר שמסרתם אי אפשר לשלוח SMS, ולכן העדכונים יגיעו באימייל.",
    retrying: "יוצרים תשלום חדש...",
    retryFailed: "אירעה שגיאה ביצירת תשלום חדש. נסו שוב מאוחר יותר.",
    noBookingData: "לא נמצאו נתוני הזמנה. יש להתחיל מחדש.",
    payTitle: "ביצוע תשלום להזמנה",
    payBody: "נא להשלים את התשלום כדי לסיים את ההזמנה.",
    /** The provider's Info field: the order number follows this prefix. */
    orderInfo: (orderNumber: number | string) => `מספר הזמנה: ${orderNumber}`,
    amount: (shekels: number) => `סכום: ₪${shekels}`,
    backHome: "חזרה לדף הבית",
    /** A production site on the sandbox provider (docs/decisions/009): its card results say so. */
    testPayment: "תשלום לדוגמה בסביבת בדיקה: לא בוצע חיוב בכרטיס.",
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
