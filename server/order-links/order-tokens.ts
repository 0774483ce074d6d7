// Who may see an order: the holder of its access token, an HMAC of the order
// number. The token travels in the links the site itself hands out (the result
// page after booking, the payment return). The key (README, "The key that signs order links"):
// - SECRET_KEY, when set; required in production on Postgres (server/config.ts);
// - on the embedded database, a random key made once and kept in a private file
//   beside it, DATA_DIR/secret-key (0600): outside the database, so outside its
//   backups and out of reach of whoever may only read its tables. A key an older
//   version kept in site_settings moves there on the first start, so links already
//   sent stay valid, and leaves the table;
// - otherwise (Postgres outside production: development, the test suite) a random
//   key kept in site_settings, as before.
// Every process of a site (the server, its workers, `valet`) reads the same one.
//
// An SMS has room for 134 characters in all (docs/decisions/033), so the link it
// carries holds a shorter token: 16 characters (96 bits) of another HMAC of the same
// order. It opens the same page and nothing more, and is as unguessable in practice
// (every order endpoint is rate-limited); the e-mails keep the full token.
//
// The services, the mail and phone messages and the tax documents all put order links
// in what they send, so this sits in its own folder below all of them.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { DbClient, Prisma } from "@server/db/database.ts";
import { ORDER_KEY_SETTING } from "@server/db/order-key-setting.ts";

const STORED_KEY = ORDER_KEY_SETTING;
/** The embedded database's key, in DATA_DIR beside Postgres's folder `postgres`: not in its backups. */
const KEY_FILE = "secret-key";
/** As SECRET_KEY's own minimum (server/config.ts). */
const MIN_KEY_LENGTH = 32;
const TOKEN_LENGTH = 32;
const PHONE_TOKEN_LENGTH = 16;
const PHONE_PURPOSE = "order-phone";

function matches(token: string, expected: string): boolean {
  const given = Buffer.from(token);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Where the key is: SECRET_KEY, the embedded database's file, or (Postgres outside production) the database. */
export type SigningKeySource = { kind: "configured"; secret: string } | { kind: "file"; path: string } | { kind: "database" };

/** `embeddedFolder`: the embedded database's folder (Database.folder); null or absent on Postgres. */
export function signingKeySource(secretKey: string | undefined, embeddedFolder: string | null | undefined): SigningKeySource {
  if (secretKey) return { kind: "configured", secret: secretKey };
  if (embeddedFolder) return { kind: "file", path: path.join(embeddedFolder, KEY_FILE) };
  return { kind: "database" };
}

/** The key file's key; null when there is none yet. A file too short to be one is an error, never replaced. */
function readKeyFile(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const key = text.trim();
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(
      `${file} holds no key that signs order links (${key.length} characters; at least ${MIN_KEY_LENGTH}): ` +
        "put back the file that was there (node scripts/backup.mjs --with-secret-key keeps a copy), or delete it for a new key, which every link already sent stops opening",
    );
  }
  return key;
}

/**
 * Writes the key file, readable by this user only, all at once: written beside it
 * and linked into place, which fails if another process (the server and a `valet`
 * command starting together) made it first. Returns the key the file holds.
 */
function createKeyFile(file: string, key: string): string {
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString("hex")}`;
  const fd = fs.openSync(temporary, "wx", 0o600);
  try {
    fs.writeSync(fd, `${key}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readKeyFile(file)!;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * A deleted row stays on disk, in the table's file and in the write-ahead log, until
 * they are rewritten, and a backup of the embedded database copies those files (it is
 * the folder itself): the table is rewritten (VACUUM FULL) and the log moved on to a
 * new segment, the old one removed rather than kept for reuse. The table has a few rows.
 */
async function scrubDeletedRows(prisma: Prisma): Promise<void> {
  await prisma.$executeRawUnsafe("VACUUM FULL site_settings");
  await prisma.$executeRawUnsafe("SET wal_recycle TO off");
  try {
    await prisma.$executeRawUnsafe("CHECKPOINT");
    await prisma.$queryRawUnsafe("SELECT pg_switch_wal()::text");
    await prisma.$executeRawUnsafe("CHECKPOINT");
  } finally {
    await prisma.$executeRawUnsafe("RESET wal_recycle");
  }
}

/**
 * The key an older database kept, found while carrying a PGlite folder over
 * (server/db/pglite-import.ts): it goes straight to DATA_DIR's key file, unless one is
 * there already, and never into the new database.
 */
export function adoptOrderLinkKey(dataDir: string, key: string): void {
  const file = path.join(dataDir, KEY_FILE);
  if (readKeyFile(file) === null) createKeyFile(file, key);
}

export function createOrderTokens(prisma: Prisma, source: SigningKeySource) {
  let secret: Promise<string> | undefined;

  /** `client`: a transaction's, whose reads are not kept (see key()); a copy in the table is then left for the next read outside one. */
  async function readOrMake(client?: DbClient): Promise<string> {
    if (source.kind === "configured") {
      // The database's key, copied into SECRET_KEY to keep old links working, must not stay readable there.
      if (!client) await prisma.siteSetting.deleteMany({ where: { key: STORED_KEY, value: source.secret } });
      return source.secret;
    }
    if (source.kind === "file") {
      let key = readKeyFile(source.path);
      if (key === null) {
        // The first start since the key left the database takes the key it kept: links already sent stay valid.
        const stored = await (client ?? prisma).siteSetting.findUnique({ where: { key: STORED_KEY } });
        key = createKeyFile(source.path, stored?.value ?? randomBytes(32).toString("base64url"));
      }
      // Once the file holds it, the table's copy goes (and one a restored backup brought back), bytes and all.
      if (!client && (await prisma.siteSetting.deleteMany({ where: { key: STORED_KEY } })).count > 0) await scrubDeletedRows(prisma);
      return key;
    }
    client ??= prisma;
    await client.siteSetting.createMany({
      data: [{ key: STORED_KEY, value: randomBytes(32).toString("base64url") }],
      skipDuplicates: true,
    });
    const row = await client.siteSetting.findUniqueOrThrow({ where: { key: STORED_KEY } });
    return row.value;
  }

  /**
   * The key. Inside a transaction (`client`, e.g. a landing queueing its SMS) it is
   * read through that transaction, which then needs no second connection from the
   * pool while it holds one. Such a read is not kept: the transaction may roll back a key
   * it made, and a kept key that was never stored would sign links no other process
   * accepts. The next read outside a transaction keeps it.
   */
  function key(client?: DbClient): Promise<string> {
    if (secret || !client) {
      secret ??= readOrMake().catch((error: unknown) => {
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
