// The six sections of the service-terms dialog on the booking page (product.md §2.7):
// a summary of /terms made of the terms' own rule clauses (TERMS_RULES), so the text
// the customer ticks is the text the business holds them to, with the same numbers
// (docs/decisions/006: one cancellation rule; no deposit).
import { TERMS_RULES } from "./terms-rules.ts";

export interface TermsSummarySection {
  title: string;
  body: string;
}

const r = TERMS_RULES;

export const TERMS_SUMMARY: TermsSummarySection[] = [
  { title: "ההזמנה והתשלום", body: [r.leadTime, r.payment, r.confirmation].join(" ") },
  { title: "מסירת הרכב והחזרתו", body: [r.coordination, r.photos, r.lateness].join(" ") },
  { title: "ביטול", body: [r.cancellationWindow, r.cancellationFee].join(" ") },
  { title: "תוספות", body: [r.lowFuel, r.shuttle].join(" ") },
  { title: "הרכב והנסיעה בו", body: [r.driving, r.insuredDriver, r.notForGimel].join(" ") },
  {
    title: "אחריות וביטוח",
    body: `${r.insurance} זהו תקציר; התקנון המלא, והוא המחייב, מופיע בעמוד התקנון באתר.`,
  },
];
