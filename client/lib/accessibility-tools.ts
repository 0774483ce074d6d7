// The accessibility panel's controls as data (product.md §2): the three contrasts and
// the on/off tools, each knowing how it reads from and writes to the stored
// settings. The React panel (applications) and the document script
// (client/enhance/accessibility-panel.ts) both drive the same markup from this table.
// The site part alone: a document's script carries no booking-form text.
import { siteMessages as messages } from "@shared/messages/site.ts";
import type { AccessibilitySettings, Contrast } from "./accessibility-settings.ts";

const text = messages.chrome;

export const CONTRASTS: readonly { value: Contrast; label: string }[] = [
  { value: "normal", label: text.contrastNormal },
  { value: "high", label: text.contrastHigh },
  { value: "inverted", label: text.contrastInverted },
];

type FlagKey =
  | "grayscale"
  | "highlightLinks"
  | "readableFont"
  | "largeCursor"
  | "focusIndicator"
  | "darkMode"
  | "stopAnimations"
  | "keyboardNavigation";

export interface FlagTool {
  key: FlagKey;
  label: string;
  isOn(settings: AccessibilitySettings): boolean;
  set(on: boolean): Partial<AccessibilitySettings>;
}

export const FLAGS: readonly FlagTool[] = [
  { key: "grayscale", label: text.grayscale, isOn: (s) => s.grayscale, set: (on) => ({ grayscale: on }) },
  { key: "highlightLinks", label: text.highlightLinks, isOn: (s) => s.highlightLinks, set: (on) => ({ highlightLinks: on }) },
  { key: "readableFont", label: text.readableFont, isOn: (s) => s.readableFont, set: (on) => ({ readableFont: on }) },
  { key: "largeCursor", label: text.largeCursor, isOn: (s) => s.cursorSize === "large", set: (on) => ({ cursorSize: on ? "large" : "normal" }) },
  { key: "focusIndicator", label: text.focusIndicator, isOn: (s) => s.focusIndicator, set: (on) => ({ focusIndicator: on }) },
  { key: "darkMode", label: text.darkMode, isOn: (s) => s.darkMode, set: (on) => ({ darkMode: on }) },
  { key: "stopAnimations", label: text.stopAnimations, isOn: (s) => !s.animations, set: (on) => ({ animations: !on }) },
  { key: "keyboardNavigation", label: text.keyboardNavigation, isOn: (s) => s.keyboardNavigation, set: (on) => ({ keyboardNavigation: on }) },
];
