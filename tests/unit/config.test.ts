import { describe, expect, it } from "vitest";
import { ConfigError, isTestPaymentSite, loadConfig, productionRefusal, publicConfig } from "@server/config.ts";

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
    const config = loadConfig({ DATABASE_URL: "postgresql://u:secret@db/app", SMTP_URL: "smtp://u:pw@mail:25", HYP_KEY: "k" });
    const exposed = JSON.stringify(publicConfig(config));
    expect(exposed).not.toContain("secret");
    expect(exposed).not.toContain("pw@");
    expect(Object.keys(publicConfig(config)).sort()).toEqual(
      ["adsConversionLabel", "adsId", "baseUrl", "email", "gaMeasurementId", "location", "phone", "whatsappNumber"].sort(),
    );
  });
});
