// What the site's chrome does in the browser, on every page (docs/decisions/014):
// header, phone menu, accessibility panel, holiday pop-up, contact forms, tracked
// links, a document's print button, and a page load's visit, attribution and analytics. The chrome is server
// markup on both kinds of page: a document runs this from its one script
// (main.ts); an application from its root once hydrated (client/root.tsx), which
// never hydrates the chrome itself. One implementation for both, found by the
// markup's data-* hooks. It must never import React, React DOM or React Router
// (a unit test walks main.ts's import graph).
import type { PageKind } from "@shared/site-pages.ts";
import { watchFloatingClearance } from "~/lib/floating-clearance.ts";
import { whenActivated } from "~/lib/when-activated.ts";
import { enhanceAccessibilityPanel } from "./accessibility-panel.ts";
import { enhanceContactForms } from "./contact-forms.ts";
import { enhanceDialogs } from "./dialogs.ts";
import { enhanceHeader } from "./header.ts";
import { enhanceHolidayPopup } from "./holiday-popup.ts";
import type { PageData } from "./page-data.ts";
import { enhanceLinks, recordPageOpened } from "./page-effects.ts";
import { enhancePrintButtons } from "./print-button.ts";

/** Runs each part on its own: one failing never takes the others down. */
function start(part: () => void): void {
  try {
    part();
  } catch (error) {
    console.warn("enhance:", error);
  }
}

export function enhancePage(data: PageData | null, kind: PageKind): void {
  start(enhanceDialogs);
  start(enhanceHeader);
  start(enhanceAccessibilityPanel);
  start(enhanceContactForms);
  start(enhanceLinks);
  start(enhancePrintButtons);
  start(() => enhanceHolidayPopup(data?.chrome?.popup ?? null));
  // A prerendered page (documents prerender /booking) counts once someone opens it.
  start(() => whenActivated(() => recordPageOpened(data?.publicConfig ?? null)));
  // An application's controls (calendar days, the payment frame) may pass under
  // the floating buttons; they step aside (docs/decisions/020).
  if (kind === "application") {
    start(() => {
      const group = document.querySelector<HTMLElement>("[data-floating-tools]");
      if (group) watchFloatingClearance(group);
    });
  }
}
