// Every route of product.md §2 with the heading it must show (tests of pages and e2e).
export const SITE_ROUTES = [
  { path: "/", heading: "חניה עם שירות ואלה בנתב״ג" },
  { path: "/booking", heading: "הזמנת חניה בנתב״ג" },
  { path: "/calculator", heading: "מחשבון מחיר חניה" },
  { path: "/about", heading: "אודות השירות" },
  { path: "/faq", heading: "שאלות נפוצות" },
  { path: "/contact", heading: "צור קשר" },
  { path: "/terms", heading: "תקנון ותנאי שימוש" },
  { path: "/accessibilitystatement", heading: "הצהרת נגישות" },
  { path: "/vip-parking-ben-gurion", heading: "חניית ואלה VIP בנתב״ג" },
  { path: "/blog", heading: "בלוג ומדריכים" },
  { path: "/payment-result", heading: "תוצאת התשלום" },
] as const;

export const NAV_LABELS = ["ראשי", "הזמנת חניה", "מחשבון חניה", "אודות השירות", "שאלות נפוצות", "בלוג", "צור קשר"];
