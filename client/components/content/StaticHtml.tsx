import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/** A same-site link a plain left click should follow inside the app. */
function internalHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as Element).closest("a");
  if (!anchor || anchor.target || anchor.hasAttribute("download")) return null;
  const href = anchor.getAttribute("href");
  return href && href.startsWith("/") && !href.startsWith("//") ? href : null;
}

/**
 * Markup rendered on the server (articles, the home page's lower sections). Its
 * text is never part of a JavaScript bundle; links inside still navigate without
 * a full page load.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    const href = internalHref(event);
    if (!href) return;
    event.preventDefault();
    navigate(href);
  }
  return <div className={className} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
