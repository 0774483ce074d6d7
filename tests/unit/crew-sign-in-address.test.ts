// A crew sign-in link (/crew/sign-in/TOKEN, docs/decisions/028) is a one-time
// password in a path: every address that is logged, measured or stored keeps the
// path without the token (shared/private-url.ts).
import { describe, expect, it } from "vitest";
import { withoutPrivateParams } from "@shared/private-url.ts";

const TOKEN = "Zx9_kQ-3vT0bR7mNn2Lp8sWcY4uE1aHgJ6dFiKoP5qV";

describe("withoutPrivateParams and a crew sign-in link", () => {
  it.each([
    [`/crew/sign-in/${TOKEN}`, "/crew/sign-in/redacted"],
    [`/crew/sign-in/${TOKEN}/`, "/crew/sign-in/redacted/"],
    [`/CREW/Sign-In/${TOKEN}`, "/CREW/Sign-In/redacted"],
    [`/crew/sign%2Din/${TOKEN}`, "/crew/sign%2Din/redacted"],
    [`/crew/sign-in/${TOKEN}?utm_source=whatsapp#x`, "/crew/sign-in/redacted?utm_source=whatsapp"],
    [`https://valet.example/crew/sign-in/${TOKEN}`, "https://valet.example/crew/sign-in/redacted"],
    // The paths around it keep their segments.
    ["/crew/sign-in/", "/crew/sign-in/"],
    ["/crew", "/crew"],
    ["/api/crew/sign-in", "/api/crew/sign-in"],
    ["/blog/sign-in-guide", "/blog/sign-in-guide"],
  ])("%s → %s", (address, expected) => {
    expect(withoutPrivateParams(address)).toBe(expected);
  });
});
