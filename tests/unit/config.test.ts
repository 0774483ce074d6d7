import { describe, expect, it } from "vitest";
import { ConfigError, documentIssuer, EXAMPLE_ISSUER, exampleIssuerFields, isTestPaymentSite, loadConfig, productionRefusal, publicConfig } from "@server/config.ts";

describe("configuration", () => {
  it("runs with nothing set", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_BASE_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.paymentProvider).toBe("sandbox");
  });

  it("lists every bad variable in one message", () => {
    let message = "";
    try {
      loadConfig({ PORT: "eighty", PUBLIC_BASE_URL: "not a url", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ["PORT", "PUBLIC_BASE_URL", "DATABASE_URL", "LOG_LEVEL"]) expect(message).toContain(name);
  });

  it.each([
    ["production, no provider named and no Hyp credentials", { NODE_ENV: "production" }, true],
    ["production with only some of Hyp's credentials", { NODE_ENV: "production", HYP_MASOF: "0010131918" }, true],
    ["production with the sandbox named", { NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" }, false],
    ["production with Hyp", { NODE_ENV: "production", HYP_MASOF: "1", HYP_PASSP: "p", HYP_KEY: "k", SECRET_KEY: "s".repeat(32) }, false],
    ["development", { NODE_ENV: "development" }, false],
    ["tests", { NODE_ENV: "test" }, false],
  ])("refuses to serve card payments on an implicit sandbox in production: %s", (_label, env, refused) => {
    const refusal = productionRefusal(loadConfig(env));
    if (refused) expect(refusal).toMatch(/Refusing to start[\s\S]*HYP_MASOF[\s\S]*PAYMENT_PROVIDER=sandbox/);
    else expect(refusal).toBeNull();
  });

  it("marks a production site on the sandbox as a test payment site, and nothing else", () => {
    expect(isTestPaymentSite(loadConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" }))).toBe(true);
    expect(isTestPaymentSite(loadConfig({ NODE_ENV: "test", PAYMENT_PROVIDER: "sandbox" }))).toBe(false);
    expect(isTestPaymentSite(loadConfig({ NODE_ENV: "production", HYP_MASOF: "1", HYP_PASSP: "p", HYP_KEY: "k", SECRET_KEY: "s".repeat(32) }))).toBe(false);
  });

  it("requires the provider's credentials when hyp is chosen", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "hyp" })).toThrow(/HYP_MASOF[\s\S]*HYP_PASSP[\s\S]*HYP_KEY/);
  });

  it("picks hyp when its credentials are present", () => {
    const config = loadConfig({ HYP_MASOF: "0010131918", HYP_PASSP: "yaad", HYP_KEY: "k".repeat(40), SECRET_KEY: "s".repeat(32) });
    expect(config.paymentProvider).toBe("hyp");
  });

  it("sends the browser only the allow-list", () => {
    const config = loadConfig({ DATABASE_URL: "postgresql://u:secret@db/app", SMTP_URL: "smtp://u:pw@mail:25", HYP_KEY: "k", SECRET_KEY: "s".repeat(32) });
    const exposed = JSON.stringify(publicConfig(config));
    expect(exposed).not.toContain("secret");
    expect(exposed).not.toContain("pw@");
    expect(Object.keys(publicConfig(config)).sort()).toEqual(
      ["adsConversionLabel", "adsId", "baseUrl", "email", "gaMeasurementId", "location", "phone", "whatsappNumber"].sort(),
    );
  });

  // The issuer on the site's own tax documents (docs/decisions/036).
  it("names the document's issuer from BUSINESS_LEGAL_NAME, BUSINESS_TAX_ID and BUSINESS_ADDRESS, example values until they are set", () => {
    const unset = loadConfig({});
    expect(exampleIssuerFields(unset)).toEqual(["BUSINESS_LEGAL_NAME", "BUSINESS_TAX_ID", "BUSINESS_ADDRESS"]);
    expect(documentIssuer(unset)).toEqual({ ...issuerOf(EXAMPLE_ISSUER), phone: "050-1234567" });
    const set = loadConfig({ BUSINESS_LEGAL_NAME: " כהן חניות בע״מ ", BUSINESS_TAX_ID: "514713288", BUSINESS_ADDRESS: "הברזל 3, תל אביב", BUSINESS_PHONE: "03-5550000" });
    expect(exampleIssuerFields(set)).toEqual([]);
    expect(documentIssuer(set)).toEqual({ name: "כהן חניות בע״מ", taxId: "514713288", address: "הברזל 3, תל אביב", phone: "03-5550000" });
    expect(exampleIssuerFields(loadConfig({ BUSINESS_TAX_ID: "514713288" }))).toEqual(["BUSINESS_LEGAL_NAME", "BUSINESS_ADDRESS"]);
  });

  it.each(["514713287", "51471328", "5147132880", "000000000", "51-471328-8"])("refuses BUSINESS_TAX_ID=%s at start: 9 digits with the Israeli check digit", (taxId) => {
    expect(() => loadConfig({ BUSINESS_TAX_ID: taxId })).toThrow(ConfigError);
    expect(() => loadConfig({ BUSINESS_TAX_ID: taxId })).toThrow(/BUSINESS_TAX_ID: must be the business's ח\.פ\. or ע\.מ\.: 9 digits/);
  });

  it("refuses a blank-looking issuer name or address with the other bad variables", () => {
    let message = "";
    try {
      loadConfig({ BUSINESS_LEGAL_NAME: " x ", BUSINESS_ADDRESS: "-", PORT: "eighty" });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ["BUSINESS_LEGAL_NAME", "BUSINESS_ADDRESS", "PORT"]) expect(message).toContain(`  ${name}: `);
  });
});

function issuerOf(example: typeof EXAMPLE_ISSUER) {
  return { name: example.BUSINESS_LEGAL_NAME, taxId: example.BUSINESS_TAX_ID, address: example.BUSINESS_ADDRESS };
}
