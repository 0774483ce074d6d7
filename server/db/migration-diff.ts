// The SQL of a new migration: what takes a database migrated by prisma/migrations
// to prisma/schema.prisma (docs/decisions/003). `npm run db:new-migration` writes
// it; the drift test (tests/api/migrations-match-schema.test.ts) requires it to
// be empty. Prisma's WASM schema engine computes it from the database itself, read
// through the pg adapter (server/db/migrate.ts), so no shadow database is needed:
// the caller lends an empty database, and says where it comes from.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { MIGRATIONS_DIR, SCHEMA_PATH, applyMigrations, openSchemaEngine, type SchemaFile } from "./migrate.ts";

export interface MigrationSqlOptions {
  /** An empty database: the migrations are replayed on it, and it is left so (the caller drops it). */
  scratchUrl: string;
  /** The schema's file (default prisma/schema.prisma); with schemaText, only its name. */
  schemaPath?: string;
  /** The schema's text, instead of reading schemaPath. */
  schemaText?: string;
  /** The migrations folder (default prisma/migrations). */
  migrationsDir?: string;
}

/** The SQL of the migration the schema needs after the migrations; "" when there is nothing to do. */
export async function migrationSqlFor(options: MigrationSqlOptions): Promise<string> {
  const schemaPath = options.schemaPath ?? SCHEMA_PATH;
  const schema = { path: schemaPath, content: options.schemaText ?? fs.readFileSync(schemaPath, "utf8") };
  await refuseUnlessEmpty(options.scratchUrl);
  await applyMigrations(options.scratchUrl, options.migrationsDir ?? MIGRATIONS_DIR);
  return schemaDiffFrom(options.scratchUrl, schema);
}

/** The SQL that takes the database at `connectionString` to the schema; "" when it is there already. */
export async function schemaDiffFrom(
  connectionString: string,
  schema: SchemaFile = { path: SCHEMA_PATH, content: fs.readFileSync(SCHEMA_PATH, "utf8") },
): Promise<string> {
  const { engine, close } = await openSchemaEngine(connectionString, schema);
  let script: string;
  try {
    const result = await engine.diff({
      // The database as the engine's describer reads it, not a schema introspected
      // from it: that round trip loses what Prisma's schema language cannot say
      // (a partial index came back as a plain one, and the diff dropped it).
      from: { tag: "schemaDatasource", files: [schema], configDir: path.dirname(schema.path) },
      to: { tag: "schemaDatamodel", files: [schema] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    script = result.stdout ?? "";
  } finally {
    await close();
  }
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    script = await withoutSequenceDefaultQuirk(client, script);
  } finally {
    await client.end();
  }
  // The engine says "-- This is an empty migration." when there is nothing to do.
  const statements = script.split("\n").filter((line) => line.trim() && !line.startsWith("--"));
  return statements.length > 0 ? `${script.trim()}\n` : "";
}

/** Replaying migrations on a database that is not empty could change a real one: refused. */
async function refuseUnlessEmpty(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') ORDER BY 1 LIMIT 5`,
    );
    if (rows.length > 0) {
      throw new Error(`the scratch database for a migration diff must be empty; it has ${rows.map((row) => row.name).join(", ")}…`);
    }
  } finally {
    await client.end();
  }
}

const QUOTED = String.raw`"((?:[^"]|"")+)"`;
const ALTER_TABLE = new RegExp(String.raw`^ALTER TABLE ${QUOTED} (.*)$`, "s");
const SET_DEFAULT = new RegExp(String.raw`^ALTER COLUMN ${QUOTED} SET DEFAULT (.*)$`, "s");
const DROP_DEFAULT = new RegExp(String.raw`^ALTER COLUMN ${QUOTED} DROP DEFAULT$`);
const DROP_SEQUENCE = new RegExp(String.raw`^DROP SEQUENCE (${QUOTED});$`);
const NEXTVAL = /^nextval\('((?:[^']|'')+)'(?:::regclass)?\)$/;

const unquote = (name: string) => name.replaceAll('""', '"');
const unquoteLiteral = (text: string) => text.replaceAll("''", "'");

/** The script cut into statements (a statement ends at a line ending in ";") and the lines between them. */
function piecesOf(script: string): { statement: boolean; text: string }[] {
  const pieces: { statement: boolean; text: string }[] = [];
  let open: string[] | null = null;
  for (const line of script.split("\n")) {
    if (!open && (!line.trim() || line.startsWith("--"))) {
      pieces.push({ statement: false, text: line });
      continue;
    }
    (open ??= []).push(line);
    if (line.trimEnd().endsWith(";")) {
      pieces.push({ statement: true, text: open.join("\n") });
      open = null;
    }
  }
  if (open) pieces.push({ statement: true, text: open.join("\n") });
  return pieces;
}

/**
 * Prisma reads a column whose default is nextval() of a sequence as autoincrement(),
 * and so takes a schema's `@default(dbgenerated("nextval('order_number_seq')"))`
 * for a column that stopped being one: every diff "sets" the same default, drops
 * it in the same statement, and drops the sequence (prisma/orm#24677, open). The
 * SET DEFAULT nextval(S) and DROP DEFAULT of one column are removed, with the DROP
 * SEQUENCE of S, only when the database's default for that column is already
 * nextval(S) (Postgres itself says whether the two names are one sequence): a
 * change that does nothing. Any other default change is left as Prisma wrote it.
 */
async function withoutSequenceDefaultQuirk(client: pg.Client, script: string): Promise<string> {
  const sequenceOid = async (name: string): Promise<number | null> => {
    const { rows } = await client.query<{ oid: number | null }>(`SELECT to_regclass($1)::oid AS oid`, [name]);
    return rows[0]?.oid == null ? null : Number(rows[0].oid);
  };
  const pieces = piecesOf(script);
  const keptSequences = new Set<number>();
  for (const piece of pieces) {
    const alter = piece.statement ? ALTER_TABLE.exec(piece.text) : null;
    if (!alter) continue;
    const clauses = alter[2]!.replace(/;\s*$/, "").split(/,\n/);
    const noOps = new Set<string>();
    for (const clause of clauses) {
      const set = SET_DEFAULT.exec(clause);
      const wanted = set && NEXTVAL.exec(set[2]!.trim());
      if (!set || !wanted || !clauses.some((other) => DROP_DEFAULT.exec(other)?.[1] === set[1])) continue;
      const { rows } = await client.query<{ value: string | null }>(
        `SELECT column_default AS value FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
        [unquote(alter[1]!), unquote(set[1]!)],
      );
      const current = NEXTVAL.exec(rows[0]?.value ?? "");
      if (!current) continue;
      const oid = await sequenceOid(unquoteLiteral(current[1]!));
      if (oid === null || oid !== (await sequenceOid(unquoteLiteral(wanted[1]!)))) continue;
      noOps.add(set[1]!);
      keptSequences.add(oid);
    }
    if (noOps.size === 0) continue;
    const left = clauses.filter((clause) => {
      const column = SET_DEFAULT.exec(clause)?.[1] ?? DROP_DEFAULT.exec(clause)?.[1];
      return column === undefined || !noOps.has(column);
    });
    piece.text = left.length > 0 ? `ALTER TABLE "${alter[1]}" ${left.join(",\n")};` : "";
  }
  for (const piece of pieces) {
    const drop = piece.statement ? DROP_SEQUENCE.exec(piece.text) : null;
    if (!drop) continue;
    const oid = await sequenceOid(drop[1]!);
    if (oid !== null && keptSequences.has(oid)) piece.text = "";
  }
  const left = pieces.filter((piece) => !(piece.statement && piece.text === ""));
  // A step whose statements are all gone loses its heading ("-- AlterTable") too.
  const lines = left.filter((piece, at) => !piece.text.startsWith("--") || piece.statement || left[at + 1]?.statement);
  return lines
    .map((piece) => piece.text)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}
