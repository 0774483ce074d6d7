// Who may see an order: the holder of its access token, an HMAC of the order
// number. The token travels in the links the site itself hands out (the result
// page after booking, the payment return). The key is SECRET_KEY, or else a
// random key created once and kept in the database, so tokens survive restarts.
//
// An SMS has room for 134 characters in all (docs/decisions/033), so the link it
// carries holds a shorter token: 16 characters (96 bits) of another HMAC of the same
// order. It opens the same page and nothing more, and is as unguessable in practice
// (every order endpoint is rate-limited); the e-mails keep the full token.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DbClient, Prisma } from "@server/db/database.ts";

const STORED_KEY = "_order_token_key";
const TOKEN_LENGTH = 32;
const PHONE_TOKEN_LENGTH = 16;
const PHONE_PURPOSE = "order-phone";

function matches(token: string, expected: string): boolean {
  const given = Buffer.from(token);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function createOrderTokens(prisma: Prisma, configuredSecret: string | undefined) {
  let secret: Promise<string> | undefined;

  async function readOrMake(client: DbClient): Promise<string> {
    if (configuredSecret) return configuredSecret;
    await client.siteSetting.createMany({
      data: [{ key: STORED_KEY, value: randomBytes(32).toString("base64url") }],
      skipDuplicates: true,
    });
    const row = await client.siteSetting.findUniqueOrThrow({ where: { key: STORED_KEY } });
    return row.value;
  }

  /**
   * The key. Inside a transaction (`client`, e.g. a landing queueing its SMS) it is
   * read through that transaction: another connection could wait for it (the embedded
   * database has one). Such a read is not kept: the transaction may roll back a key
   * it made, and a kept key that was never stored would sign links no other process
   * accepts. The next read outside a transaction keeps it.
   */
  function key(client?: DbClient): Promise<string> {
    if (secret || !client) {
      secret ??= readOrMake(prisma).catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
      return secret;
    }
    return readOrMake(client);
  }

  async function sign(orderNumber: number, purpose = "order", client?: DbClient): Promise<string> {
    return createHmac("sha256", await key(client)).update(`${purpose}:${orderNumber}`).digest("base64url").slice(0, TOKEN_LENGTH);
  }


  return {
    /** The signing key itself, for other HMACs of the server (the sandbox provider). */
    secret: () => key(),
    sign: (orderNumber: number, purpose?: string, client?: DbClient) => sign(orderNumber, purpose, client),
    /** The order page's token for an SMS or WhatsApp link (see above); `client`: the transaction it is signed in. */
    async signForPhone(orderNumber: number, client?: DbClient): Promise<string> {
      return (await sign(orderNumber, PHONE_PURPOSE, client)).slice(0, PHONE_TOKEN_LENGTH);
    },
    async verify(orderNumber: number, token: unknown, purpose = "order"): Promise<boolean> {
      if (typeof token !== "string") return false;
      if (token.length === TOKEN_LENGTH) return matches(token, await sign(orderNumber, purpose));
      if (purpose === "order" && token.length === PHONE_TOKEN_LENGTH) {
        return matches(token, (await sign(orderNumber, PHONE_PURPOSE)).slice(0, PHONE_TOKEN_LENGTH));
      }
      return false;
    },
  };
}

export type OrderTokens = ReturnType<typeof createOrderTokens>;
