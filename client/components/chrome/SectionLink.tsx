import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { isHomePath } from "../../lib/route-paths.ts";
import { scrollToSection } from "../../lib/scroll-to-section.ts";

/**
 * A link to a section of the home page (product.md §2): on the home page it scrolls
 * there smoothly; elsewhere it navigates to /#section and the shell's hash
 * handling (useHashScroll) brings the section into view once it has rendered.
 */
export function SectionLink({ section, className, children }: { section: string; className?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isHomePath(pathname) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(section)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, "", `#${section}`);
    }
  }
  return (
    <Link to={{ pathname: "/", hash: section }} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
