import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicConfig } from "../../server/config.ts";

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
