// Hebrew text of the crew's sign-in (product.md §15, docs/decisions/028): the sign-in
// page, the crew page's placeholder and the crew API's refusals. Kept beside
// site.ts (same voice: plural imperative, as the rest of the site) so the
// feature's text is in one place.
import { CREW_LINK_HOURS } from "@shared/crew-access.ts";

export const crewMessages = {
  /** The crew API without a valid session (401). */
  sessionRequired: "יש להיכנס לאזור הצוות דרך קישור כניסה. לקישור חדש פנו למשרד.",
  /** A used, replaced, expired, withdrawn or unknown link: one answer for all. */
  linkInvalidTitle: "הקישור אינו בתוקף",
  linkInvalid: `קישור כניסה משמש פעם אחת בלבד ותקף ${CREW_LINK_HOURS} שעות. בקשו מהמשרד קישור חדש.`,
  signInTitle: "כניסה לצוות",
  signInLead: "לחצו על הכפתור כדי להיכנס לאזור הצוות מהטלפון הזה. הקישור אישי ומשמש פעם אחת בלבד, לכן אין להעביר אותו לאחרים.",
  signInButton: "כניסה",
  greeting: (name: string) => `שלום, ${name}`,
  signedIn: "נכנסתם לאזור הצוות מהטלפון הזה.",
  signOutButton: "יציאה",
  /** The crew page's own header (client/components/crew/CrewShellHeader.tsx): refresh, and a sign-out asked twice. */
  refreshing: "מרענן…",
  signOutQuestion: "לצאת מאזור הצוות? כדי להיכנס שוב תצטרכו קישור חדש מהמשרד.",
  signOutWaiting: (count: number) =>
    count === 1 ? "פעולה אחת עדיין לא נשלחה: היא תישלח אחרי שתיכנסו שוב." : `${count} פעולות עדיין לא נשלחו: הן יישלחו אחרי שתיכנסו שוב.`,
  signOutConfirm: "כן, לצאת",
  signOutStay: "להישאר",
} as const;
