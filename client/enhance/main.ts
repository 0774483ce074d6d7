// The one script of a document (docs/decisions/014): the reading pages are
// server-rendered React with no React in the browser, and this plain module
// gives their markup its behaviour. It must never import React, React DOM or
// React Router (a unit test walks its import graph). The application pages do
// the same through the components themselves; both share client/lib.
import { enhanceAccessibilityPanel } from "./accessibility-panel.ts";
import { enhanceContactForms } from "./contact-forms.ts";
import { enhanceDialogs } from "./dialogs.ts";
import { enhanceHeader } from "./header.ts";
import { enhanceHolidayPopup } from "./holiday-popup.ts";
import { readPageData } from "./page-data.ts";
import { enhanceLinks, recordDocumentLoad } from "./page-effects.ts";

/** Runs each part on its own: one failing never takes the others down. */
function start(part: () => void): void {
  try {
    part();
  } catch (error) {
    console.warn("enhance:", error);
  }
}

const data = readPageData();
start(enhanceDialogs);
start(enhanceHeader);
start(enhanceAccessibilityPanel);
start(enhanceContactForms);
start(enhanceLinks);
start(() => enhanceHolidayPopup(data?.chrome?.popup ?? null));
start(() => recordDocumentLoad(data?.publicConfig ?? null));
