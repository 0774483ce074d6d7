// The header's main navigation, in the order of product.md §2, and the footer's quick links.
export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (home); others are active on sub-paths too (blog). */
  end?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: "/", label: "ראשי", end: true },
  { to: "/booking", label: "הזמנת חניה" },
  { to: "/calculator", label: "מחשבון חניה" },
  { to: "/about", label: "אודות השירות" },
  { to: "/faq", label: "שאלות נפוצות" },
  { to: "/blog", label: "בלוג" },
  { to: "/contact", label: "צור קשר" },
];

export const FOOTER_LINKS: NavItem[] = [
  { to: "/booking", label: "הזמנת חניה" },
  { to: "/calculator", label: "מחשבון מחיר" },
  { to: "/vip-parking-ben-gurion", label: "חניית ואלה VIP" },
  { to: "/about", label: "אודות השירות" },
  { to: "/faq", label: "שאלות נפוצות" },
  { to: "/blog", label: "מדריכים ובלוג" },
  { to: "/contact", label: "צור קשר" },
  { to: "/terms", label: "תקנון ותנאי שימוש" },
  { to: "/accessibilitystatement", label: "הצהרת נגישות" },
];

export const BOOKING_CTA_LABEL = "לביצוע הזמנה";
