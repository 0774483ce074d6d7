// Copy of /contact and of the footer's quick form (product.md §2 /contact). The
// button and thank-you texts of the spec live in shared/messages/site.ts.
export const CONTACT_PAGE = {
  title: "צור קשר",
  lead: "יש לכם שאלה על השירות, על הזמנה קיימת או על טיסה שהשתנתה? התקשרו, שלחו וואטסאפ או השאירו פרטים, ונחזור אליכם.",
  detailsTitle: "פרטי התקשרות",
  phoneLabel: "טלפון",
  emailLabel: "דוא״ל",
  whatsappLabel: "וואטסאפ",
  whatsappText: "שלחו לנו הודעה",
  locationLabel: "מיקום",
  serviceHoursTitle: "שעות פעילות השירות",
  customerServiceTitle: "שעות שירות הלקוחות",
  formTitle: "השאירו פרטים ונחזור אליכם",
  formLabel: "טופס יצירת קשר",
  formIntro: "כל השדות חובה. נחזור אליכם בשעות שירות הלקוחות.",
  flightChangeNote: "טיסה שהשתנתה? עדכנו אותנו גם בטלפון, במסרון או בדוא״ל.",
};

export const CONTACT_FIELDS = {
  name: { label: "שם מלא", autoComplete: "name" },
  phone: { label: "טלפון", autoComplete: "tel" },
  email: { label: "דוא״ל", autoComplete: "email" },
  message: { label: "במה נוכל לעזור?" },
} as const;

export const QUICK_FORM = {
  title: "נחזור אליכם",
  intro: "השאירו פרטים, ונציג יחזור אליכם בשעות שירות הלקוחות.",
};
