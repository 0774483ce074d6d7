// The terms' retention clauses (docs/decisions/024) read their periods from the
// values given (the constants, or what the operator set), in natural Hebrew.
import { describe, expect, it } from "vitest";
import { ERASURE_CLAUSE, daysText, monthsText, retentionClauses } from "~/content/terms-privacy.ts";
import { TERMS_SECTIONS, termsSections } from "~/content/terms.ts";
import { DEFAULT_RETENTION } from "@shared/constants.ts";

describe("durations in Hebrew", () => {
  it.each([
    [1, "חודש"],
    [2, "חודשיים"],
    [13, "13 חודשים"],
    [12, "שנה"],
    [24, "שנתיים"],
    [84, "7 שנים"],
    [90, "90 חודשים"],
  ])("%i months read %s", (months, words) => {
    expect(monthsText(months)).toBe(words);
  });

  it.each([
    [1, "יום"],
    [2, "יומיים"],
    [90, "90 ימים"],
  ])("%i days read %s", (days, words) => {
    expect(daysText(days)).toBe(words);
  });
});

describe("the privacy section", () => {
  it("states every period given, one clause each, and no other figure", () => {
    const odd = { visitsMonths: 7, inquiriesMonths: 5, outboxDays: 45, paymentDetailDays: 33, bookingsMonths: 99, handoverPhotoDays: 21 };
    const clauses = retentionClauses(odd);
    expect(clauses).toHaveLength(6);
    const text = clauses.join("\n");
    for (const figure of ["7 חודשים", "5 חודשים", "45 ימים", "33 ימים", "99 חודשים", "21 ימים"]) expect(text).toContain(figure);
    for (const figure of Object.values(DEFAULT_RETENTION)) expect(text).not.toContain(String(figure));
  });

  it("termsSections puts them, and what an erasure covers, in the privacy section only", () => {
    const sections = termsSections({ ...DEFAULT_RETENTION, visitsMonths: 7 });
    const privacy = sections.find((section) => section.id === "privacy")!;
    expect(privacy.clauses).toContain(ERASURE_CLAUSE);
    expect(privacy.clauses.join("\n")).toContain("נשמרים 7 חודשים");
    const others = (list: typeof sections) => list.filter((section) => section.id !== "privacy");
    expect(others(sections)).toEqual(others(TERMS_SECTIONS));
  });
});
