import { useEffect, useState } from "react";
import { messages } from "../../../shared/messages.ts";
import { applyAccessibility, loadSettings } from "../../lib/accessibility-settings.ts";
import { useLazyComponent } from "../../lib/use-lazy-module.ts";
import { AccessibilityIcon } from "./icons.tsx";

const text = messages.chrome;
// The panel's code is fetched on first use, or as soon as the pointer or focus
// reaches the button, keeping it out of every page's first load.
const loadPanel = () => import("./AccessibilityPanel.tsx");

/** The floating accessibility button (SPEC §2): bottom left, above the phone bar where it shows. */
export function AccessibilityWidget({ phone, email, raised }: { phone: string; email: string; raised: boolean }) {
  const [open, setOpen] = useState(false);
  const { Component: Panel, load } = useLazyComponent(loadPanel);

  // The head script applied the settings before paint; applying again after
  // hydration repairs <html> if React ever had to re-create it.
  useEffect(() => applyAccessibility(document.documentElement, loadSettings()), []);

  return (
    <>
      <button
        type="button"
        aria-label={text.a11yOpen}
        aria-haspopup="dialog"
        aria-expanded={open && Panel !== null}
        onClick={() => {
          load();
          setOpen(true);
        }}
        onPointerEnter={load}
        onFocus={load}
        className={`fixed end-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900 ${raised ? "bottom-20 md:bottom-4" : "bottom-4"}`}
      >
        <AccessibilityIcon className="size-8" />
      </button>
      {open && Panel && <Panel phone={phone} email={email} onClose={() => setOpen(false)} />}
    </>
  );
}
