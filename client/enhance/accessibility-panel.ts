// The accessibility panel, on every page. The server rendered it
// (AccessibilityPanel.tsx), in its template (dialogs.ts), with the
// default settings, the same for every visitor; each time it opens it is synced
// with the stored settings, and every press applies at once and is stored
// (client/lib/accessibility-settings.ts). The settings themselves were applied
// to <html> before the first paint by the head script, panel or no panel.
import { A11Y_FONT_MAX_STEP, A11Y_FONT_MIN_STEP } from "@shared/constants.ts";
// The site part alone: a document's script carries no booking-form text.
import { siteMessages as messages } from "@shared/messages/site.ts";
import {
  DEFAULT_A11Y,
  applyAccessibility,
  clampFontStep,
  loadSettings,
  saveSettings,
  type AccessibilitySettings,
} from "~/lib/accessibility-settings.ts";
import { CONTRASTS, FLAGS } from "~/lib/accessibility-tools.ts";
import { A11Y_PANEL_ID } from "~/lib/chrome-ids.ts";
import { DIALOG_OPEN_EVENT, whenDialogReady } from "./dialogs.ts";

/**
 * The change a press makes, from the button's data-a11y-* hooks (its dataset),
 * or null when it is not one of the panel's controls.
 */
export function patchFor(hooks: Readonly<Record<string, string | undefined>>, settings: AccessibilitySettings): Partial<AccessibilitySettings> | null {
  const { a11yFont, a11yContrast, a11yFlag, a11yReset } = hooks;
  if (a11yFont !== undefined) {
    const delta = Number(a11yFont);
    if (!Number.isFinite(delta)) return null;
    return { fontSize: delta === 0 ? 0 : clampFontStep(settings.fontSize + delta) };
  }
  const contrast = CONTRASTS.find((option) => option.value === a11yContrast);
  if (contrast) return { contrast: contrast.value };
  const flag = FLAGS.find((tool) => tool.key === a11yFlag);
  if (flag) return flag.set(!flag.isOn(settings));
  if (a11yReset !== undefined) return { ...DEFAULT_A11Y };
  return null;
}

function render(panel: HTMLElement, settings: AccessibilitySettings): void {
  const step = settings.fontSize;
  const fontButton = (delta: string) => panel.querySelector<HTMLButtonElement>(`[data-a11y-font="${delta}"]`);
  const disable = (button: HTMLButtonElement | null, disabled: boolean) => {
    if (button) button.disabled = disabled;
  };
  disable(fontButton("1"), step >= A11Y_FONT_MAX_STEP);
  disable(fontButton("-1"), step <= A11Y_FONT_MIN_STEP);
  disable(fontButton("0"), step === 0);
  const level = panel.querySelector("[data-a11y-level]");
  if (level) level.textContent = messages.chrome.fontLevel(step);
  panel.querySelectorAll<HTMLElement>("[data-a11y-contrast]").forEach((button) => {
    button.setAttribute("aria-pressed", String(button.dataset.a11yContrast === settings.contrast));
  });
  for (const flag of FLAGS) {
    panel.querySelector(`[data-a11y-flag="${flag.key}"]`)?.setAttribute("aria-pressed", String(flag.isOn(settings)));
  }
}

function wirePanel(panel: HTMLDialogElement): void {
  let settings = loadSettings();
  panel.addEventListener(DIALOG_OPEN_EVENT, () => {
    // Another tab may have changed them since this page loaded.
    settings = loadSettings();
    render(panel, settings);
  });
  panel.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("button");
    const patch = button ? patchFor(button.dataset, settings) : null;
    if (!patch) return;
    settings = { ...settings, ...patch };
    saveSettings(settings);
    applyAccessibility(document.documentElement, settings);
    render(panel, settings);
  });
}

export function enhanceAccessibilityPanel(): void {
  whenDialogReady(A11Y_PANEL_ID, wirePanel);
}
