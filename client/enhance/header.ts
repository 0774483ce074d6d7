// The header, on every page (SiteHeader.tsx is its server markup): it
// slides away while scrolling down and comes back near the top (rule in
// client/lib/header-visibility.ts), shows whenever focus enters it or the phone
// menu is open, and growing past the phone breakpoint closes the menu.
import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from "@shared/constants.ts";
import { MOBILE_MENU_ID } from "~/lib/chrome-ids.ts";
import { nextHeaderVisible } from "~/lib/header-visibility.ts";
import { DIALOG_OPEN_EVENT, closeDialog, whenDialogReady } from "./dialogs.ts";

export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  let visible = true;
  let menuOpen = false;
  let lastY = Math.max(0, window.scrollY);
  let frame = 0;
  const render = () => {
    header.dataset.visible = String(visible || menuOpen);
  };

  window.addEventListener(
    "scroll",
    () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = Math.max(0, window.scrollY);
        visible = nextHeaderVisible(visible, y, lastY);
        lastY = y;
        render();
      });
    },
    { passive: true },
  );
  // Tabbing into a hidden header brings it back into view.
  header.addEventListener("focusin", () => {
    visible = true;
    render();
  });

  // The menu is in its template until first opened (dialogs.ts).
  whenDialogReady(MOBILE_MENU_ID, (menuDialog) => {
    menuDialog.addEventListener(DIALOG_OPEN_EVENT, () => {
      menuOpen = true;
      render();
    });
    menuDialog.addEventListener("close", () => {
      menuOpen = false;
      render();
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    window.addEventListener("resize", () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.innerWidth >= MOBILE_BREAKPOINT_PX) closeDialog(menuDialog);
      }, RESIZE_DEBOUNCE_MS);
    });
  });
}
