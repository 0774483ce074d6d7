// Inline styles of the e-mail HTML. Mail clients drop <style> and external CSS,
// so every element carries its own; the palette is the site's (blue headings,
// a pale blue label column).
import type { CSSProperties } from "react";

const colors = {
  page: "#f1f5f9",
  card: "#ffffff",
  brand: "#1e40af",
  labelBackground: "#eff6ff",
  border: "#dbeafe",
  text: "#0f172a",
  muted: "#475569",
} as const;

const font = "Arial, Helvetica, sans-serif";

export const styles = {
  body: { margin: 0, padding: 0, backgroundColor: colors.page, fontFamily: font, color: colors.text, direction: "rtl", textAlign: "right" },
  outer: { width: "100%", backgroundColor: colors.page, borderCollapse: "collapse" },
  outerCell: { padding: "24px 12px" },
  card: { width: "100%", maxWidth: 600, backgroundColor: colors.card, borderCollapse: "collapse", border: `1px solid ${colors.border}` },
  brandCell: { padding: "16px 24px", backgroundColor: colors.brand, color: "#ffffff", fontSize: 18, fontWeight: "bold", textAlign: "right" },
  contentCell: { padding: "20px 24px", fontSize: 15, lineHeight: 1.6, textAlign: "right" },
  title: { margin: "0 0 16px", color: colors.brand, fontSize: 20, lineHeight: 1.4 },
  paragraph: { margin: "0 0 12px" },
  table: { width: "100%", borderCollapse: "collapse", margin: "0 0 16px" },
  label: { textAlign: "right", verticalAlign: "top", padding: "6px 10px", backgroundColor: colors.labelBackground, border: `1px solid ${colors.border}`, fontWeight: "bold", width: "40%" },
  value: { textAlign: "right", verticalAlign: "top", padding: "6px 10px", border: `1px solid ${colors.border}` },
  oldValue: { color: colors.muted, textDecoration: "line-through" },
  buttonCell: { backgroundColor: colors.brand, borderRadius: 6 },
  button: { display: "inline-block", padding: "12px 20px", color: "#ffffff", fontWeight: "bold", textDecoration: "none" },
  url: { margin: "8px 0 16px", fontSize: 13, color: colors.muted, wordBreak: "break-all" },
  quote: { margin: "0 0 16px", padding: "10px 12px", borderRight: `4px solid ${colors.border}`, backgroundColor: colors.labelBackground, whiteSpace: "pre-wrap" },
} satisfies Record<string, CSSProperties>;
