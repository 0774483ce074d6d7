// Finds the business's promises in rendered text (shekel amounts, hour counts and
// percentages) and checks each against the numbers the constants allow
// (docs/product.md §9.6). Used on the production pages and e-mails
// (tests/api/promises-in-one-place.test.ts) and on the copy modules with shifted
// constants (tests/unit/copy-follows-constants.test.ts).
import {
  BASE_PRICES,
  CANCELLATION_RULE,
  DEFAULT_CHANGE_CUTOFF_HOURS,
  DEFAULT_MIN_ADVANCE_HOURS,
  EXTRA_DAY_PRICE,
  EXTRA_PRICES,
  SERVICE_TERMS,
} from "@shared/constants.ts";
import { priceExampleFigures } from "~/content/promises.ts";

type PromiseKind = "shekels" | "hours" | "percent";

export interface FoundPromise {
  kind: PromiseKind;
  value: number;
  /** The words around it, for the failure message. */
  context: string;
}

const PATTERNS: { kind: PromiseKind; pattern: RegExp }[] = [
  // '350 ₪', '350 ש"ח', '350 ש״ח', '350 שקלים', '1,250 ₪'
  { kind: "shekels", pattern: /(\d[\d,]*(?:\.\d+)?)\s*(?:₪|ש["״']ח|שקלים|שקל)/g },
  // '₪350' (structured data's priceRange, the CLI's amounts)
  { kind: "shekels", pattern: /₪\s*(\d[\d,]*(?:\.\d+)?)/g },
  // '48 שעות', '8 שעות'; not a clause number before the noun ('3.2 שעות שירות הלקוחות')
  { kind: "hours", pattern: /(?<![\d.])(\d+)\s*שעות/g },
  // '5%'
  { kind: "percent", pattern: /(\d+(?:\.\d+)?)\s*%/g },
];

export function findPromises(text: string): FoundPromise[] {
  const found: FoundPromise[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      found.push({
        kind,
        value: Number(match[1]!.replace(/,/g, "")),
        context: text.slice(Math.max(0, at - 40), at + match[0].length + 20).replace(/\s+/g, " "),
      });
    }
  }
  return found;
}

/**
 * Literals that are not business rules, each with the reason it may be printed.
 * Keep it short: anything that is a rule belongs in shared/constants.ts.
 */
const NOT_RULES: { kind: PromiseKind; value: number; reason: string }[] = [
  { kind: "percent", value: 200, reason: "WCAG 1.4.4 (text resized to 200%), quoted by the accessibility statement" },
];

export interface AllowedNumbers {
  shekels: Set<number>;
  hours: Set<number>;
  percent: Set<number>;
}

/** What the constants allow copy to print, computed from the constants as they are now. */
export function allowedNumbers(runtime: { shekels?: number[]; hours?: number[] } = {}): AllowedNumbers {
  const shekels = new Set<number>([
    ...Object.values(BASE_PRICES),
    EXTRA_DAY_PRICE,
    ...Object.values(EXTRA_PRICES),
    SERVICE_TERMS.lowFuelFee,
    SERVICE_TERMS.chargingFee,
    SERVICE_TERMS.outOfHoursWaitFee,
    CANCELLATION_RULE.feeCap,
    BASE_PRICES.covered - BASE_PRICES.open,
    ...priceExampleFigures(),
    ...(runtime.shekels ?? []),
  ]);
  const hours = new Set<number>([
    SERVICE_TERMS.recommendedLeadHours,
    DEFAULT_MIN_ADVANCE_HOURS,
    DEFAULT_CHANGE_CUTOFF_HOURS,
    ...(runtime.hours ?? []),
  ]);
  const percent = new Set<number>([CANCELLATION_RULE.feePercent]);
  for (const literal of NOT_RULES) ({ shekels, hours, percent })[literal.kind].add(literal.value);
  return { shekels, hours, percent };
}

/** The promises in `text` that no constant explains, as readable lines (empty when all is well). */
export function unexplained(text: string, allowed: AllowedNumbers, where: string): string[] {
  return findPromises(text)
    .filter((found) => !allowed[found.kind].has(found.value))
    .map((found) => `${where}: ${found.kind} ${found.value} in “${found.context}”`);
}

/** Visible text of an HTML page: tags, styles and scripts dropped, except JSON-LD and meta descriptions. */
export function pageText(html: string): string {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [body, ...metas, ...jsonLd]
    .join("\n")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, " ");
}
