import { messages } from "@shared/messages/index.ts";
import { A11Y_PANEL_ID } from "~/lib/chrome-ids.ts";
import AccessibilityPanel from "./AccessibilityPanel.tsx";
import { DialogTemplate } from "./DialogTemplate.tsx";
import { AccessibilityIcon } from "./icons.tsx";

const text = messages.chrome;

/**
 * The floating accessibility button (product.md §2): bottom left, above the phone bar
 * where it shows. Server markup on every page: the panel is in a <template> for
 * client/enhance to open (data-opens).
 */
export function AccessibilityWidget({ phone, email, raised }: { phone: string; email: string; raised: boolean }) {
  return (
    <>
      <button
        type="button"
        aria-label={text.a11yOpen}
        aria-haspopup="dialog"
        aria-expanded="false"
        data-opens={A11Y_PANEL_ID}
        className={`fixed end-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900 ${raised ? "bottom-20 md:bottom-4" : "bottom-4"}`}
      >
        <AccessibilityIcon className="size-8" />
      </button>
      <DialogTemplate id={A11Y_PANEL_ID}>
        <AccessibilityPanel phone={phone} email={email} />
      </DialogTemplate>
    </>
  );
}
