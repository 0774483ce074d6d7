// valet crew add | list | link | revoke (product.md §15, docs/decisions/028): the
// representatives, who sign in on their phones with a one-time link instead of
// an account. A link is printed once and never stored (only its hash is), so
// `crew link` is the way to a new one.
import type { Command } from "commander";
import type { CrewMember } from "@server/db/generated/client.ts";
import { MAX_CREW_NAME, type CrewListEntry, type IssuedLink } from "@server/services/admin/crew-admin.ts";
import { crewSignInPath } from "@shared/crew-access.ts";
import { normalizeIsraeliPhone } from "@shared/phone.ts";
import { NO_PUBLIC_ADDRESS } from "@server/config.ts";
import { examples, withJson, withYes } from "@cli/command-kit.ts";
import { OperationError } from "@cli/errors.ts";
import { confirmedChange } from "@cli/confirm.ts";
import { localDateTime, phone as formatPhone } from "@cli/format.ts";
import { crewHeaders, crewStatusLabels, headers } from "@cli/labels.ts";
import { createOutput, type Output } from "@cli/output.ts";
import { InvalidValue, arg, positiveId } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable, type Column } from "@cli/table.ts";
import { sanitizeCell } from "@cli/text-width.ts";

// The service keeps the same rules (server/services/admin/crew-admin.ts); these refuse early.
const nameArg = (raw: string) => {
  const name = raw.trim();
  if (name === "" || sanitizeCell(name) !== name) throw new InvalidValue("Expected a name on one line, without control characters");
  if ([...name].length > MAX_CREW_NAME) throw new InvalidValue(`Expected at most ${MAX_CREW_NAME} characters`);
  return name;
};

const phoneArg = (raw: string) => {
  const phone = normalizeIsraeliPhone(raw);
  if (!phone) throw new InvalidValue("Expected an Israeli phone number, e.g. 050-1234567");
  return phone;
};

const columns: Column<CrewListEntry>[] = [
  { header: headers.id, value: (m) => m.id, align: "end" },
  { header: headers.name, value: (m) => m.name },
  { header: headers.phone, value: (m) => formatPhone(m.phone) },
  { header: headers.status, value: (m) => crewStatusLabels[m.status] },
  { header: crewHeaders.lastSeen, value: (m) => (m.lastSeenAt ? localDateTime(m.lastSeenAt) : "—") },
  { header: crewHeaders.pendingLink, value: (m) => (m.pendingLinkExpiresAt ? localDateTime(m.pendingLinkExpiresAt) : "—") },
];

interface CrewOptions {
  phone?: string;
  json?: boolean;
  yes?: boolean;
}

function who(member: CrewMember, out: Output): string {
  return `${member.id} (${out.text(member.name)})`;
}

/**
 * The site's public address, which the phone will open (docs/decisions/039): asked
 * before anything is written, so that no link is issued that cannot be sent.
 */
async function siteAddress(runtime: Runtime, out: Output): Promise<string> {
  const base = await runtime.publicAddress();
  if (!base) throw new OperationError(NO_PUBLIC_ADDRESS);
  if (/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i.test(base)) {
    out.warn(`the site's address is ${base}: a phone cannot open this link; start the server with PUBLIC_BASE_URL set to the site's public address and run valet crew link`);
  }
  return base;
}

const linkUrl = (base: string, link: IssuedLink) => `${base}${crewSignInPath(link.token)}`;

function linkLines(url: string, link: IssuedLink): string {
  return `sign-in link (works once, until ${localDateTime(link.expiresAt)} Israel time; send it to the representative's phone only):\n${url}`;
}

export function registerCrewCommands(program: Command, runtime: Runtime): void {
  const crew = program
    .command("crew")
    .description("representatives: each signs in on a phone with a one-time link, no password");
  examples(crew, 'valet crew add "דני כהן" --phone 050-1234567', "valet crew list", "valet crew link 3", "valet crew revoke 3");

  const add = crew
    .command("add")
    .description("add a representative and print their first one-time sign-in link")
    .argument("<name>", "the name the representative is shown by", arg(nameArg))
    .requiredOption("--phone <phone>", "required: an Israeli phone number", arg(phoneArg));
  withJson(add);
  examples(add, 'valet crew add "דני כהן" --phone 050-1234567', 'valet crew add "Dana Levi" --phone "+972 52 123 4567" --json');
  add.action(async (name: string, options: CrewOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const base = await siteAddress(runtime, out);
    const { member, link } = await (await runtime.admin()).crew.add({ name, phone: options.phone! });
    const url = linkUrl(base, link);
    out.result(
      { ...member, link: url, linkExpiresAt: link.expiresAt },
      () => `added crew member ${who(member, out)}, ${formatPhone(member.phone)}\n${linkLines(url, link)}`,
    );
  });

  const list = crew.command("list").description("every representative: status, last use, and whether an unused link is waiting");
  withJson(list);
  examples(list, "valet crew list", "valet crew list --json");
  list.action(async (options: CrewOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const rows = await (await runtime.admin()).crew.list();
    out.result(rows, () => (rows.length ? renderTable(rows, columns, out.tableOptions) : "no crew members"));
  });

  const link = crew
    .command("link")
    .description("print a new one-time sign-in link; any older unused link stops working")
    .argument("<id>", "the representative's number (see crew list)", arg(positiveId));
  withJson(link);
  examples(link, "valet crew link 3");
  link.action(async (id: number, options: CrewOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const base = await siteAddress(runtime, out);
    const issued = await (await runtime.admin()).crew.link(id);
    const url = linkUrl(base, issued.link);
    out.result(
      { ...issued.member, link: url, linkExpiresAt: issued.link.expiresAt },
      () => `new link for crew member ${who(issued.member, out)}; older unused links no longer work\n${linkLines(url, issued.link)}`,
    );
  });

  const revoke = crew
    .command("revoke")
    .description("revoke a representative for good: signed out everywhere at the next request, links stop working (asks first)")
    .argument("<id>", "the representative's number (see crew list)", arg(positiveId));
  withYes(revoke);
  withJson(revoke);
  examples(revoke, "valet crew revoke 3", "valet crew revoke 3 --yes --json");
  revoke.action(async (id: number, options: CrewOptions) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    await confirmedChange(runtime.io, {
      yes: options.yes,
      action: `revoking crew member ${id}`,
      // Name who would go before asking, and fail on a wrong id without a question.
      preview: async () => (await runtime.admin()).crew.get(id),
      question: (member) =>
        member.revokedAt ? null : `Revoke crew member ${who(member, out)}? Their phones are signed out and their links stop working; it cannot be undone.`,
      change: async () => {
        const result = await (await runtime.admin()).crew.revoke(id);
        const { member: revoked, changed, sessionsEnded, linksWithdrawn } = result;
        out.result({ ...revoked, changed, sessionsEnded, linksWithdrawn }, () =>
          changed
            ? `revoked crew member ${who(revoked, out)}: ${sessionsEnded} session(s) ended, ${linksWithdrawn} unused link(s) withdrawn`
            : `crew member ${who(revoked, out)} was already revoked`,
        );
      },
    });
  });
}
