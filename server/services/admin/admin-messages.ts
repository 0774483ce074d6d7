// Hebrew reasons for the operator's refusals (coupons, blocked periods, site
// configuration, the outbox, refunds). They travel in the domain errors
// (server/services/domain-errors.ts) so any entry point can show them; the CLI
// words its own English line from the error's code and subject
// (cli/service-errors.ts).
export const adminMessages = {
  wholeNumberBetween: (min: number, max: number) => `יש להזין מספר שלם בין ${min} ל-${max}`,
  wholeNumberBetweenOrNone: (min: number, max: number) => `יש להזין מספר שלם בין ${min} ל-${max}, או להשאיר ללא הגבלה`,
  oneOf: (values: readonly string[]) => `יש לבחור אחד מהערכים: ${values.join(", ")}`,
  trueOrFalse: "יש לבחור כן או לא",
  invalidValue: "הערך אינו תקין",
  couponCodeFormat: (min: number, max: number) => `קוד קופון הוא ${min} עד ${max} אותיות לועזיות, ספרות, מקף או קו תחתון`,
  couponEndsBeforeStart: "תאריך הסיום של הקופון קודם לתאריך ההתחלה",
  couponNotFound: (code: string) => `הקופון ${code} לא נמצא`,
  couponExists: (code: string) => `כבר קיים קופון בקוד ${code}`,
  blackoutEndsBeforeStart: "תחילת התקופה החסומה חייבת להיות לפני סופה",
  noteTooLong: (max: number) => `ההערה ארוכה מ-${max} תווים`,
  blackoutNotFound: (id: number) => `התקופה החסומה ${id} לא נמצאה`,
  popupEndsBeforeStart: "החלון הקופץ של החג מסתיים לפני שהוא מתחיל",
  bannerEndsBeforeStart: "באנר החג מסתיים לפני שהוא מתחיל",
  emailNotFound: (id: number) => `ההודעה ${id} לא נמצאה בתור`,
  emailAlreadySent: (id: number) => `ההודעה ${id} כבר נשלחה; אין מה לשלוח שוב`,
  emailErased: (id: number) => `תוכן ההודעה ${id} נמחק לפי כללי שמירת המידע; אין מה לשלוח שוב`,
  taxDocumentNotFound: (id: number) => `המסמך ${id} לא נמצא`,
  taxDocumentNotFailed: (id: number, status: string) => `המסמך ${id} לא נכשל (מצבו: ${status}); אין מה לנסות שוב`,
  nothingOwed: (orderNumber: number) => `אין סכום להחזר בהזמנה ${orderNumber}`,
  // The crew (docs/decisions/028).
  crewNameRequired: "יש למלא את שם הנציג",
  crewNameTooLong: (max: number) => `שם הנציג ארוך מ-${max} תווים`,
  crewNameUnprintable: "שם הנציג מכיל תווים שאינם ניתנים להצגה",
  crewMemberNotFound: (id: number) => `נציג הצוות ${id} לא נמצא`,
  crewMemberRevoked: (id: number) => `הגישה של נציג הצוות ${id} בוטלה; להחזרתו יש להוסיף אותו מחדש`,
  // The operator's undo of a service move (docs/decisions/037).
  reasonRequired: "יש לכתוב את סיבת התיקון",
  reasonTooLong: (max: number) => `סיבת התיקון ארוכה מ-${max} תווים`,
} as const;
