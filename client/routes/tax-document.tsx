// /documents/:id?t=TOKEN (docs/decisions/036): the site's own page of a test document
// the sandbox invoicing provider issued (Morning's documents are its own PDFs). A
// document (decision 014): server-rendered, no script of its own, and rendered for its
// request, never kept: the address is private (server/middleware/private-pages.ts:
// no-referrer, noindex, no-store; logs keep it without its token, shared/private-url.ts).
// The token is an HMAC of the document's id; a wrong one, an unknown id and a real
// provider's document all get the site's usual not-found page.
import { data } from "react-router";
import type { Route } from "./+types/tax-document";
import { appContext } from "@shared/app-context.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import { taxDocumentMessages } from "@shared/tax-documents.ts";
import { NotFoundIntro } from "~/components/NotFoundIntro.tsx";
import { TaxDocumentSheet } from "~/components/TaxDocumentSheet.tsx";
import { PAGES } from "~/content/pages.ts";
import type { ShellHandle } from "~/lib/page-shell.ts";
import { pageMeta } from "~/lib/seo.ts";

const MAX_ID = 2_000_000_000;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const valid = id > 0 && id <= MAX_ID && token.length > 0 && token.length <= 64;
  const document = valid ? await services.sandboxDocument(id, token) : null;
  if (!document) return data({ document: null }, { status: 404 });
  return { document };
}

// A document to read, print or save as PDF: the bare shell, no header, footer or floating
// buttons (product.md §20). A wrong link is the site's usual not-found page.
export const handle: ShellHandle<{ document: unknown }> = { shell: (data) => (data?.document ? "bare" : "site") };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const document = loaderData?.document;
  if (!document) return pageMeta(matches, { ...PAGES.notFound, path: null }, { noindex: true });
  const title = `${taxDocumentMessages.types[document.type]} ${document.number}`;
  return [
    ...pageMeta(matches, { title: `${title} | ${BRAND_NAME}`, description: taxDocumentMessages.testBanner, path: null }, { noindex: true }),
    { name: "referrer", content: "no-referrer" },
  ];
};

export default function TaxDocumentPage({ loaderData }: Route.ComponentProps) {
  return loaderData.document ? <TaxDocumentSheet document={loaderData.document} /> : <NotFoundIntro />;
}
