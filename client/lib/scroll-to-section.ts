// Brings a section of the page into view, smoothly unless motion is unwelcome.
// Used by the application shell and by the document script alike.
import { prefersLessMotion } from "./accessibility-settings.ts";

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersLessMotion() ? "auto" : "smooth", block: "start" });
  return true;
}
