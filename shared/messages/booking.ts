// Hebrew user-facing text (shared/messages/ holds every catalogue). Strings quoted in Hebrew by the spec
// are kept verbatim, except that the spec's few singular addresses ("נסה שוב") are
// said in the plural the rest of the site uses (docs/decisions/040); where the spec only
// gives an English gloss, the wording is what an Israeli business would print.
// Validation text uses the impersonal "יש ל…" form.

// This part: what the booking form, its quote and its payment say.

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

export const bookingMessages = {
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
} as const;
