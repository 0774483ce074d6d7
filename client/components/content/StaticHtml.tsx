/**
 * Markup rendered on the server from an HTML string (articles, the home page's
 * lower sections). Its text is never part of a JavaScript bundle; these are
 * documents, so its links are ordinary page loads (docs/decisions/014).
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
