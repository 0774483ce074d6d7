// Reads an e-mail's two parts the way a test should: the HTML part parsed (not
// searched as a string) with htmlparser2, and its visible lines compared with the
// plain-text part's, so "both parts say the same things" is checked line by line.
import { DomUtils, parseDocument } from "htmlparser2";
import { BRAND_NAME } from "@shared/brand.ts";

type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

export interface ParsedEmailHtml {
  elements: Element[];
  byTag(name: string): Element[];
  /** The visible lines, in order: the heading, each sentence, 'label: value' per table row, 'label: url' per action link. */
  lines: string[];
  links: { text: string; href: string }[];
}

const text = (node: Node | Node[]) => DomUtils.textContent(node).trim();
const children = (element: Element) => element.children.filter(DomUtils.isTag);

function linesOf(node: Node, out: string[]): void {
  if (!DomUtils.isTag(node)) return;
  const kids = children(node);
  switch (node.name) {
    case "head":
      return;
    case "h1":
      out.push(text(node));
      return;
    case "p": {
      // The address printed under an action button repeats the button's link: not a line of its own.
      const only = kids.length === 1 && kids[0]!.name === "a" ? kids[0]! : null;
      if (only && text(only) === only.attribs.href && text(node) === text(only)) return;
      out.push(...DomUtils.textContent(node).split("\n").map((line) => line.trim()));
      return;
    }
    case "tr": {
      const label = kids.find((kid) => kid.name === "th");
      const value = kids.find((kid) => kid.name === "td");
      if (label && value) {
        out.push(`${text(label)}: ${text(value)}`);
        return;
      }
      // A button: one cell holding only its link.
      const cellKids = value ? children(value) : [];
      if (value && cellKids.length === 1 && cellKids[0]!.name === "a" && text(value) === text(cellKids[0]!)) {
        out.push(`${text(cellKids[0]!)}: ${cellKids[0]!.attribs.href}`);
        return;
      }
      // The brand bar is the layout's, not the message's.
      if (value && cellKids.length === 0 && text(value) === BRAND_NAME) return;
      break;
    }
  }
  for (const child of node.children) linesOf(child, out);
}

export function parseEmailHtml(html: string): ParsedEmailHtml {
  const document = parseDocument(html);
  const elements = DomUtils.findAll(() => true, document.children);
  const lines: string[] = [];
  for (const node of document.children) linesOf(node, lines);
  return {
    elements,
    byTag: (name) => elements.filter((element) => element.name === name),
    lines: lines.filter(Boolean),
    links: elements.filter((element) => element.name === "a").map((a) => ({ text: text(a), href: a.attribs.href ?? "" })),
  };
}

/** The text part's lines without the blank ones that separate its blocks. */
export function textLines(plain: string): string[] {
  return plain.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
}

/** What makes HTML safe to send: Hebrew RTL document, inline styles only, nothing a client strips or runs. */
export function emailSafetyProblems(parsed: ParsedEmailHtml): string[] {
  const problems: string[] = [];
  const [root] = parsed.byTag("html");
  if (root?.attribs.lang !== "he" || root.attribs.dir !== "rtl") problems.push('<html> lacks lang="he" dir="rtl"');
  if (parsed.byTag("body")[0]?.attribs.dir !== "rtl") problems.push('<body> lacks dir="rtl"');
  for (const tag of ["script", "style", "link", "iframe", "form", "input", "img", "object", "embed"]) {
    if (parsed.byTag(tag).length) problems.push(`<${tag}> present`);
  }
  for (const element of parsed.elements) {
    for (const name of Object.keys(element.attribs)) {
      if (name === "class" || name.startsWith("on")) problems.push(`<${element.name} ${name}>`);
    }
  }
  for (const link of parsed.links) {
    if (!/^(https?:|mailto:|tel:)/.test(link.href)) problems.push(`link ${link.href}`);
  }
  return problems;
}
