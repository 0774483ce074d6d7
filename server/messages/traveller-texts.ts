// The six service messages a traveller gets by SMS or WhatsApp (docs/decisions/033,
// product.md §18). Each is one template with numbered variables, the form WhatsApp
// requires of a business-initiated message: WhatsApp sends the approved template
// by its id with the variables, and the SMS is the same template filled in, so the
// two channels always say the same thing. docs/whatsapp-templates.md lists these
// texts for the operator to register (a test holds it to this file).
//
// Every filled text fits two SMS segments (134 UCS-2 characters, shared/sms-length.ts)
// with a six-digit order number and the site's real address, and carries the order
// number and the order page's private link, never the traveller's name, phone,
// e-mail or plate. The facts come first and the link last, before a closing word:
// WhatsApp refuses a template that starts or ends with a variable. After landing
// there is one procedure, the one the e-mails and the terms give: the traveller
// calls us, and the car comes to the terminal.
/** The message kinds, each an outbox `kind` and (prefixed) a WhatsApp template name. */
export const TRAVELLER_MESSAGE_KINDS = [
  "booking_confirmed",
  "pickup_reminder",
  "car_received",
  "flight_landed",
  "car_returned",
  "booking_cancelled",
] as const;
export type TravellerMessageKind = (typeof TRAVELLER_MESSAGE_KINDS)[number];

interface TemplateText {
  /** The body with {{1}}, {{2}}… as WhatsApp numbers them. */
  body: string;
  /** What each variable holds, for the operator registering the template (sample values). */
  samples: readonly string[];
}

/** The link's sample: the longest address an SMS link takes (orderPageUrl with the phone token). */
const SAMPLE_LINK = "https://valet-park.co.il/order/123456?t=AbCdEfGhIjKlMnOp";

export const TEMPLATES: Readonly<Record<TravellerMessageKind, TemplateText>> = {
  booking_confirmed: {
    body: "הזמנה {{1}} אושרה: איסוף {{2}}, {{3}}. פרטים ושינויים: {{4}} תודה!",
    samples: ["123456", "05.12 בשעה 06:00", "טרמינל 3", SAMPLE_LINK],
  },
  pickup_reminder: {
    body: "הזמנה {{1}}: איסוף מחר {{2}} ב{{3}}. נציג יתקשר אליכם כשעה לפני. {{4}} נתראה!",
    samples: ["123456", "06:00", "טרמינל 3", SAMPLE_LINK],
  },
  car_received: {
    body: "קיבלנו את הרכב, הזמנה {{1}}: {{2}}, {{3}}. תמונות: {{4}} טיסה נעימה!",
    samples: ["123456", "123,456 ק״מ", "דלק 6/8 מיכל", SAMPLE_LINK],
  },
  flight_landed: {
    body: "נחתתם! התקשרו אלינו {{1}} והרכב יגיע ל{{2}}. הזמנה {{3}}: {{4}} נתראה",
    samples: ["050-1234567", "טרמינל 3", "123456", SAMPLE_LINK],
  },
  car_returned: {
    body: "הרכב הוחזר, הזמנה {{1}}: {{2}}, {{3}}. פרטים: {{4}} תודה!",
    samples: ["123456", "נסע 1,234 ק״מ", "שולמו 12,345 ₪", SAMPLE_LINK],
  },
  booking_cancelled: {
    body: "הזמנה {{1}} בוטלה. {{2}} פרטים: {{3}} נשמח לראותכם שוב.",
    samples: ["123456", "יוחזרו לכם 12,345 ₪.", SAMPLE_LINK],
  },
};

/** The template with its variables in place: the SMS body, and WhatsApp's text as the traveller reads it. */
export function fillTemplate(kind: TravellerMessageKind, variables: readonly string[]): string {
  return TEMPLATES[kind].body.replace(/\{\{(\d+)\}\}/g, (whole, index: string) => variables[Number(index) - 1] ?? whole);
}

/** Twilio's ContentVariables: {"1": "…", "2": "…"}. */
export function templateVariables(variables: readonly string[]): Record<string, string> {
  return Object.fromEntries(variables.map((value, index) => [String(index + 1), value]));
}
