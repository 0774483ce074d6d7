// Where a tax document is read (docs/decisions/036): Morning's own address for its
// document, or, for a sandbox test document, the site's page for it, opened by a
// token of its own (an HMAC of the document's id, like the order's link) so that a
// guessed id shows nothing.
import type { DbClient } from "@server/db/database.ts";
import type { OrderTokens } from "@server/order-links/order-tokens.ts";

export const TAX_DOCUMENT_PURPOSE = "tax-document";

/** The sandbox document page's path. */
function taxDocumentPath(id: number, token: string): string {
  return `/documents/${id}?t=${encodeURIComponent(token)}`;
}

/** The address of an issued document, or null while it is not issued. `client`: the transaction it is read in, if any. */
export async function documentLink(
  document: { id: number; status: string; provider: string | null; url: string | null },
  deps: { tokens: OrderTokens; baseUrl: string },
  client?: DbClient,
): Promise<string | null> {
  if (document.status !== "issued") return null;
  if (document.url) return document.url;
  if (document.provider !== "sandbox") return null;
  const token = await deps.tokens.sign(document.id, TAX_DOCUMENT_PURPOSE, client);
  return `${deps.baseUrl.replace(/\/+$/, "")}${taxDocumentPath(document.id, token)}`;
}
