// Hebrew messages of the API's generic answers (field-level messages live in
// the domain message catalogue).
export const apiMessages = {
  invalidRequest: "הבקשה אינה תקינה. בדקו את הפרטים ונסו שוב.",
  malformedJson: "הבקשה אינה תקינה: הנתונים שנשלחו אינם בפורמט הנכון.",
  tooLarge: "הבקשה גדולה מדי.",
  notFound: "הכתובת המבוקשת לא נמצאה.",
  unavailable: "השירות אינו זמין כרגע. נסו שוב בעוד מספר דקות או התקשרו אלינו.",
  internal: "אירעה שגיאה בלתי צפויה. נסו שוב או התקשרו אלינו.",
  tooManyRequests: "נשלחו יותר מדי בקשות. נסו שוב בעוד רגע.",
} as const;
