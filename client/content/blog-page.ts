// The blog's page texts (the articles themselves are in ./blog/).
export const BLOG_PAGE = {
  title: "בלוג ומדריכים",
  lead: "מדריכים מעשיים לנסיעה דרך נתב״ג: איפה לחנות, כמה זה עולה, מתי לצאת מהבית ומה לבדוק לפני הטיסה.",
  notFoundBody: "ייתכן שהקישור שגוי או שהמאמר הוסר.",
  breadcrumbsLabel: "פירורי לחם",
  home: "ראשי",
  blog: "בלוג",
  readingMinutes: (minutes: number) => `${minutes} דקות קריאה`,
  ctaTitle: "טסים בקרוב? תנו לנו לדאוג לרכב",
  ctaText: "מוסרים את הרכב בטרמינל ומקבלים אותו בחזרה באותו מקום כשנוחתים.",
  ctaBook: "להזמנת חניה",
  ctaCalculator: "לחישוב המחיר",
  relatedTitle: "עוד מדריכים",
};
