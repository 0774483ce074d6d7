import { Suspense, useEffect, useState } from "react";
import { messages } from "@shared/messages.ts";
import { applyAccessibility, loadSettings } from "../../lib/accessibility-settings.ts";
import { A11Y_PANEL_ID } from "../../lib/chrome-ids.ts";
import { lazyChrome } from "../../lib/lazy-chrome.ts";
import { usePageKind } from "../../lib/page-kind.tsx";
import { whenIdle } from "../../lib/when-idle.ts";
import { DialogTemplate } from "./DialogTemplate.tsx";
import { AccessibilityIcon } from "./icons.tsx";

const AccessibilityPanel = lazyChrome(() => import("./AccessibilityPanel.tsx"));

const text = messages.chrome;

/**
 * The floating accessibility button (product.md §2): bottom left, above the phone bar
 * where it shows. An application mounts the panel while it is open, its code
 * fetched once the page is idle (not in the first load); a document has it in a
 * <template> for client/enhance to open (data-opens).
 */
export function AccessibilityWidget({ phone, email, raised }: { phone: string; email: string; raised: boolean }) {
  const isDocument = usePageKind() === "document";
  const [open, setOpen] = useState(false);

  // The head script applied the settings before paint; applying again after
  // hydration repairs <html> if React ever had to re-create it.
  useEffect(() => applyAccessibility(document.documentElement, loadSettings()), []);
  // Fetched once the page is idle, so the first press opens it at once.
  useEffect(() => void whenIdle().then(AccessibilityPanel.preload), []);

  return (
    <>
      <button
        type="button"
        aria-label={text.a11yOpen}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-opens={A11Y_PANEL_ID}
        onClick={() => setOpen(true)}
        className={`fixed end-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900 ${raised ? "bottom-20 md:bottom-4" : "bottom-4"}`}
      >
        <AccessibilityIcon className="size-8" />
      </button>
      {isDocument ? (
        <DialogTemplate id={A11Y_PANEL_ID}>
          <AccessibilityPanel phone={phone} email={email} onClose={() => setOpen(false)} />
        </DialogTemplate>
      ) : (
        open && (
          <Suspense fallback={null}>
            <AccessibilityPanel phone={phone} email={email} onClose={() => setOpen(false)} />
          </Suspense>
        )
      )}
    </>
  );
}
