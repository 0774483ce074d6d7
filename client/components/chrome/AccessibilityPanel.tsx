import type { ReactNode } from "react";
import { Link } from "react-router";
import { A11Y_FONT_MAX_STEP, A11Y_FONT_MIN_STEP } from "@shared/constants.ts";
import { messages } from "@shared/messages/index.ts";
import { DEFAULT_A11Y } from "~/lib/accessibility-settings.ts";
import { CONTRASTS, FLAGS } from "~/lib/accessibility-tools.ts";
import { A11Y_PANEL_ID } from "~/lib/chrome-ids.ts";
import { mailtoHref, telHref } from "~/lib/contact-links.ts";
import { ModalDialog } from "./ModalDialog.tsx";
import { DialogHeader } from "./DialogHeader.tsx";

const text = messages.chrome;

// The pressed look follows aria-pressed, so the document script only sets the
// attribute; the class is one name (app.css) because every page carries sixteen.
const CHOICE_CLASS = "a11y-choice group";

function Check() {
  // The pressed state is shown by a mark as well as by colour.
  return (
    <span aria-hidden="true" className="hidden group-aria-pressed:inline">
      ✓
    </span>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="border-t border-slate-200 pt-3">
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-700">
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * The accessibility panel (product.md §2): every change applies at once and is stored.
 * Server markup, closed, with the default settings (a cached page is the same for
 * everyone); client/enhance/accessibility-panel.ts syncs it with the stored
 * settings through its data-a11y-* hooks and applies each press.
 */
export default function AccessibilityPanel({ phone, email }: { phone: string; email: string }) {
  const settings = DEFAULT_A11Y;
  const step = settings.fontSize;
  return (
    <ModalDialog
      id={A11Y_PANEL_ID}
      labelledBy="a11y-panel-title"
      className="fixed end-4 start-auto top-auto bottom-4 m-0 max-h-[calc(100dvh-2rem)] w-[22rem] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/20"
    >
      <div className="grid gap-3 p-4">
        <DialogHeader titleId="a11y-panel-title" title={text.a11yTitle} close={{ label: text.a11yClose }} />

        <Group id="a11y-font" title={text.fontSize}>
          <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
            <button
              type="button"
              className={CHOICE_CLASS}
              data-a11y-font="1"
              disabled={step >= A11Y_FONT_MAX_STEP}
            >
              {text.fontBigger}
            </button>
            <output className="min-w-12 text-center font-semibold" aria-live="polite">
              <bdi dir="ltr" data-a11y-level="">
                {text.fontLevel(step)}
              </bdi>
            </output>
            <button
              type="button"
              className={CHOICE_CLASS}
              data-a11y-font="-1"
              disabled={step <= A11Y_FONT_MIN_STEP}
            >
              {text.fontSmaller}
            </button>
          </div>
          <button type="button" className={`${CHOICE_CLASS} mt-2 w-full`} data-a11y-font="0" disabled={step === 0}>
            {text.fontReset}
          </button>
        </Group>

        <Group id="a11y-contrast" title={text.contrast}>
          <div className="grid grid-cols-3 gap-2">
            {CONTRASTS.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={settings.contrast === option.value}
                className={CHOICE_CLASS}
                data-a11y-contrast={option.value}
              >
                <Check />
                {option.label}
              </button>
            ))}
          </div>
        </Group>

        <div className="grid grid-cols-2 gap-2 border-t border-slate-200 pt-3">
          {FLAGS.map((flag) => {
            const on = flag.isOn(settings);
            return (
              <button key={flag.key} type="button" aria-pressed={on} className={CHOICE_CLASS} data-a11y-flag={flag.key}>
                <Check />
                {flag.label}
              </button>
            );
          })}
        </div>

        <button
          type="button"
          data-a11y-reset=""
          className="rounded-lg border border-red-700 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          {text.resetAll}
        </button>

        <div className="rounded-lg bg-slate-100 p-3 text-sm">
          <p className="font-semibold">{text.a11yContactTitle}</p>
          <p>{text.a11yContactBody}</p>
          <p>
            {text.a11yPhone}{" "}
            <a href={telHref(phone)} className="font-medium text-brand-800 underline" dir="ltr">
              {phone}
            </a>
          </p>
          <p>
            {text.a11yEmail}{" "}
            <a href={mailtoHref(email)} className="font-medium text-brand-800 underline" dir="ltr">
              {email}
            </a>
          </p>
          <Link to="/accessibilitystatement" className="mt-1 inline-block font-medium text-brand-800 underline">
            {text.a11yStatement}
          </Link>
        </div>
      </div>
    </ModalDialog>
  );
}
