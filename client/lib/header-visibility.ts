// The header's scroll rule (product.md §2, §9): always shown at 50 px or less, hidden
// while scrolling down, shown again when scrolling up at or below 200 px.
import { HEADER_HIDE_THRESHOLD_PX, HEADER_RESHOW_THRESHOLD_PX } from "@shared/constants.ts";

export function nextHeaderVisible(visible: boolean, scrollY: number, lastScrollY: number): boolean {
  if (scrollY <= HEADER_HIDE_THRESHOLD_PX) return true;
  if (scrollY > lastScrollY) return false;
  if (scrollY < lastScrollY && scrollY <= HEADER_RESHOW_THRESHOLD_PX) return true;
  return visible;
}
