// Who may see an order: the holder of its access token, an HMAC of the order
// number. The token travels in the links the site itself hands out (the result
// page after booking, the payment return). The key is SECRET_KEY, or else a
// random key created once and kept in the database, so tokens survive restarts.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Prisma } from "@server/db/database.ts";

const STORED_KEY = "_order_token_key";

export function createOrderTokens(prisma: Prisma, configuredSecret: string | undefined) {
  let secret: Promise<string> | undefined;

  function key(): Promise<string> {
    secret ??= (async () => {
      if (configuredSecret) return configuredSecret;
      await prisma.siteSetting.createMany({
        data: [{ key: STORED_KEY, value: randomBytes(32).toString("base64url") }],
        skipDuplicates: true,
      });
      const row = await prisma.siteSetting.findUniqueOrThrow({ where: { key: STORED_KEY } });
      return row.value;
    })().catch((error) => {
      secret = undefined;
      throw error;
    });
    return secret;
  }

  async function sign(orderNumber: number, purpose = "order"): Promise<string> {
    return createHmac("sha256", await key()).update(`${purpose}:${orderNumber}`).digest("base64url").slice(0, 32);
  }

  return {
    /** The signing key itself, for other HMACs of the server (the sandbox provider). */
    secret: key,
    sign,
    async verify(orderNumber: number, token: unknown, purpose = "order"): Promise<boolean> {
      if (typeof token !== "string" || token.length !== 32) return false;
      const expected = Buffer.from(await sign(orderNumber, purpose));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type OrderTokens = ReturnType<typeof createOrderTokens>;
