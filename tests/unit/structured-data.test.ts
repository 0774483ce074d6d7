import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "~/components/content/JsonLd.tsx";
import { faqPageJsonLd, localBusinessJsonLd } from "~/components/content/structured-data.ts";
import type { PublicConfig } from "@shared/public-config.ts";

const config: PublicConfig = {
  baseUrl: "https://valet.test",
  phone: "03-5550000",
  email: "office@valet.test",
  whatsappNumber: "972355500000",
  location: "סמוך לנמל התעופה בן גוריון",
  gaMeasurementId: null,
  adsId: null,
  adsConversionLabel: null,
};

describe("structured data", () => {
  it("describes the business as product.md §1 does", () => {
    const data = localBusinessJsonLd(config);
    expect(data.priceRange).toBe("₪350–₪500");
    expect(data.makesOffer.map((offer) => offer.price)).toEqual([350, 500]);
    expect(data.address.addressLocality).toBe(config.location);
  });

  it("keeps FAQ answers as plain text", () => {
    const data = faqPageJsonLd([{ id: "a", question: "שאלה?", answer: ["פסקה אחת.", "פסקה שתיים."] }], "https://valet.test/faq");
    expect(data.mainEntity[0]!.acceptedAnswer.text).toBe("פסקה אחת. פסקה שתיים.");
  });

  it("cannot be broken out of its script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});
