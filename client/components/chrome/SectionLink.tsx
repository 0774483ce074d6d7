import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { prefersLessMotion } from "../../lib/accessibility-settings.ts";
import { isHomePath } from "../../lib/route-paths.ts";

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersLessMotion() ? "auto" : "smooth", block: "start" });
  return true;
}

/**
 * A link to a section of the home page (SPEC §2): on the home page it scrolls
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
