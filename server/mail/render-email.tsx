// Renders an e-mail's content to its two parts: HTML through React
// (renderToStaticMarkup, as the home page's static sections are rendered) and
// plain text from the same content, so a client that shows text shows the same facts.
import { renderToStaticMarkup } from "react-dom/server";
import { BRAND_NAME } from "@shared/brand.ts";
import type { EmailContent } from "./templates/email-content.ts";
import { EmailDocument } from "./templates/EmailDocument.tsx";
import { renderEmailText } from "./templates/plain-text.ts";

export interface RenderedEmail {
  html: string;
  text: string;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return {
    html: `<!DOCTYPE html>${renderToStaticMarkup(<EmailDocument content={content} brand={BRAND_NAME} />)}`,
    text: renderEmailText(content),
  };
}
