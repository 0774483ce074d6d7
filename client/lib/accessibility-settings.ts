// The accessibility widget's settings (product.md §2, §3): kept in localStorage and
// turned into classes and a font size on <html>. applyAccessibility is also
// serialized into the inline pre-paint script in the document head, so the
// page is painted with the visitor's settings from the first frame.
import { A11Y_FONT_BASE_PX, A11Y_FONT_MAX_STEP, A11Y_FONT_MIN_STEP, A11Y_FONT_STEP_PX } from "@shared/constants.ts";
import { readJson, writeJson } from "./browser-storage.ts";

const A11Y_STORAGE_KEY = "accessibilitySettings";

export type Contrast = "normal" | "high" | "inverted";

/** product.md §3's fields. textToSpeech is kept for the record's shape; the panel does not offer it. */
export interface AccessibilitySettings {
  fontSize: number;
  contrast: Contrast;
  grayscale: boolean;
  highlightLinks: boolean;
  readableFont: boolean;
  cursorSize: "normal" | "large";
  /** False when the visitor stopped animations. */
  animations: boolean;
  darkMode: boolean;
  textToSpeech: boolean;
  keyboardNavigation: boolean;
  focusIndicator: boolean;
}

export const DEFAULT_A11Y: Readonly<AccessibilitySettings> = Object.freeze({
  fontSize: 0,
  contrast: "normal",
  grayscale: false,
  highlightLinks: false,
  readableFont: false,
  cursorSize: "normal",
  animations: true,
  darkMode: false,
  textToSpeech: false,
  keyboardNavigation: false,
  focusIndicator: false,
});

export function clampFontStep(step: number): number {
  return Math.max(A11Y_FONT_MIN_STEP, Math.min(A11Y_FONT_MAX_STEP, Math.round(step)));
}

/** Stored settings over the defaults; anything malformed falls back to its default. */
export function normalizeSettings(value: unknown): AccessibilitySettings {
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const flag = (key: keyof AccessibilitySettings) =>
    typeof stored[key] === "boolean" ? (stored[key] as boolean) : (DEFAULT_A11Y[key] as boolean);
  return {
    fontSize: typeof stored.fontSize === "number" && Number.isFinite(stored.fontSize) ? clampFontStep(stored.fontSize) : 0,
    contrast: stored.contrast === "high" || stored.contrast === "inverted" ? stored.contrast : "normal",
    grayscale: flag("grayscale"),
    highlightLinks: flag("highlightLinks"),
    readableFont: flag("readableFont"),
    cursorSize: stored.cursorSize === "large" ? "large" : "normal",
    animations: flag("animations"),
    darkMode: flag("darkMode"),
    textToSpeech: false,
    keyboardNavigation: flag("keyboardNavigation"),
    focusIndicator: flag("focusIndicator"),
  };
}

export function loadSettings(): AccessibilitySettings {
  return normalizeSettings(readJson("local", A11Y_STORAGE_KEY));
}

export function saveSettings(settings: AccessibilitySettings): void {
  writeJson("local", A11Y_STORAGE_KEY, settings);
}

/** The font scale (product.md §9), from shared/constants.ts, as the pre-paint script receives it. */
interface FontScale {
  minStep: number;
  maxStep: number;
  stepPx: number;
  basePx: number;
}

const FONT_SCALE: FontScale = { minStep: A11Y_FONT_MIN_STEP, maxStep: A11Y_FONT_MAX_STEP, stepPx: A11Y_FONT_STEP_PX, basePx: A11Y_FONT_BASE_PX };

/**
 * Puts settings on the root element. It must stay self-contained (no imports,
 * no outer variables): its source text runs as the pre-paint script, which hands
 * it the font scale as a literal built from the constants.
 */
function paintSettings(root: HTMLElement, value: unknown, font: FontScale): void {
  const s = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const classes: Record<string, boolean> = {
    "a11y-contrast-high": s.contrast === "high",
    "a11y-contrast-inverted": s.contrast === "inverted",
    "a11y-grayscale": s.grayscale === true,
    "a11y-highlight-links": s.highlightLinks === true,
    "a11y-readable-font": s.readableFont === true,
    "a11y-large-cursor": s.cursorSize === "large",
    "a11y-no-motion": s.animations === false,
    "a11y-dark": s.darkMode === true,
    "a11y-keyboard": s.keyboardNavigation === true,
    "a11y-focus": s.focusIndicator === true,
  };
  for (const name in classes) root.classList.toggle(name, classes[name]);
  const raw = typeof s.fontSize === "number" && isFinite(s.fontSize) ? Math.round(s.fontSize) : 0;
  const step = Math.max(font.minStep, Math.min(font.maxStep, raw));
  root.style.fontSize = step === 0 ? "" : `${font.basePx + step * font.stepPx}px`;
}

/** Puts settings (stored, so possibly malformed) on the root element: classes and the font size. */
export function applyAccessibility(root: HTMLElement, value: unknown): void {
  paintSettings(root, value, FONT_SCALE);
}

/** The inline script for the document head: reads storage, applies, never throws. */
export function prePaintScript(): string {
  const stored = `JSON.parse(localStorage.getItem(${JSON.stringify(A11Y_STORAGE_KEY)})||"null")`;
  return `try{(${paintSettings.toString()})(document.documentElement,${stored},${JSON.stringify(FONT_SCALE)})}catch(e){}`;
}

/** True when motion should be avoided: the visitor stopped animations, or the OS asks. */
export function prefersLessMotion(): boolean {
  try {
    return (
      document.documentElement.classList.contains("a11y-no-motion") ||
      window.matchMedia("(prefers-reduced-motion: reduce)").matches
    );
  } catch {
    return false;
  }
}
