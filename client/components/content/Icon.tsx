import type { IconName } from "~/content/home.ts";

// Small stroke icons drawn inline (no icon font, no request). Decorative only:
// the text next to each icon says what it means.
const PATHS: Record<IconName | "check" | "whatsapp" | "mail" | "pin" | "minus" | "plus" | "chevron", string> = {
  terminal: "M3 21h18M5 21V8l7-4 7 4v13M9 21v-5h6v5M9 11h.01M15 11h.01",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4",
  camera: "M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z",
  car: "M5 16l1.5-5A2 2 0 018.4 9.6h7.2a2 2 0 011.9 1.4L19 16M4 16h16v3H4zM7 19v2M17 19v2M7.5 13.5h.01M16.5 13.5h.01",
  roof: "M2 10l10-6 10 6M5 10v10M19 10v10M8 17l1-3h6l1 3M7 17h10v2H7z",
  plane: "M10.5 21l1.5-1 1.5 1v-3l-1.5-1V13l8 3v-2l-8-5V4.5a1.5 1.5 0 00-3 0V9l-8 5v2l8-3v4l-1.5 1z",
  chat: "M4 5h16v11H9l-5 4z",
  check: "M5 12l5 5 9-10",
  whatsapp: "M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-4.1-1.1zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  pin: "M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  minus: "M5 12h14",
  plus: "M12 5v14M5 12h14",
  chevron: "M6 9l6 6 6-6",
};

export type AnyIconName = keyof typeof PATHS;

export function Icon({ name, className = "size-6" }: { name: AnyIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
