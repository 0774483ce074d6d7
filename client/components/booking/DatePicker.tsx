// A Hebrew, right-to-left month calendar (weeks from Sunday). Each day shows its
// short holiday label; past days, days before `min` and closed or full days are
// disabled. Keyboard: arrows move between days, Enter picks, Escape closes.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { addDays } from "@shared/jerusalem-time.ts";
import { formatIsoDateHe } from "@shared/format-he.ts";
import { lazily } from "@shared/lazily.ts";
import type { AvailabilityDay } from "./use-availability.ts";

const WEEKDAYS = ["א׳", "ב׳", "ג׳", "ד׳", "ה׳", "ו׳", "ש׳"];
const monthTitle = lazily(() => new Intl.DateTimeFormat("he-IL", { month: "long", year: "numeric", timeZone: "UTC" }));
const longDate = lazily(() => new Intl.DateTimeFormat("he-IL", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }));

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + delta, 1));
  return d.toISOString().slice(0, 10);
}

function utc(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

interface Props {
  id: string;
  label: string;
  value: string;
  min: string;
  max: string;
  days: Map<string, AvailabilityDay>;
  /** Extra reason to disable a day (e.g. no departure slot passes the advance rule). */
  isDisabled?: (date: string) => boolean;
  onChange: (date: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function DatePicker({ id, label, value, min, max, days, isDisabled, onChange, invalid, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(monthStart(value || min));
  const [focused, setFocused] = useState(value || min);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!panelRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [open, focused, month]);

  const cells = useMemo(() => {
    const first = utc(month);
    const lead = first.getUTCDay();
    const list: (string | null)[] = Array.from({ length: lead }, () => null);
    for (let date: string | null = month; date && date.slice(0, 7) === month.slice(0, 7); date = addDays(date, 1)) list.push(date);
    while (list.length % 7 !== 0) list.push(null);
    return list;
  }, [month]);
  const weeks = useMemo(() => Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7)), [cells]);

  const disabled = (date: string) => {
    const day = days.get(date);
    return date < min || date > max || Boolean(day?.closed_all_day) || Boolean(isDisabled?.(date));
  };

  function openPanel() {
    const start = value || min;
    setMonth(monthStart(start));
    setFocused(start);
    setOpen(true);
  }

  function choose(date: string) {
    onChange(date);
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowDown: 7, ArrowUp: -7 };
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const delta = moves[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = addDays(focused, delta);
    if (!next || next < monthStart(min) || next > max) return;
    setFocused(next);
    if (next.slice(0, 7) !== month.slice(0, 7)) setMonth(monthStart(next));
  }

  const canGoBack = month > monthStart(min);
  const canGoForward = shiftMonth(month, 1) <= max;

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className={`flex w-full items-center justify-between rounded-lg border bg-white px-3 py-2.5 text-start ${invalid ? "border-red-600" : "border-slate-300"}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => (open ? setOpen(false) : openPanel())}
      >
        <span className={value ? "text-slate-900" : "text-slate-500"}>{value ? formatIsoDateHe(value) : label}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-brand-800" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      {open && (
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="absolute start-0 top-full z-30 mt-1 w-[20rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
          onKeyDown={onKeyDown}
        >
          <div className="mb-2 flex items-center justify-between">
            <button type="button" className="rounded px-2 py-1 text-lg disabled:opacity-30" onClick={() => setMonth(shiftMonth(month, -1))} disabled={!canGoBack} aria-label="החודש הקודם">
              ›
            </button>
            <h3 id={titleId} className="font-semibold text-slate-900">
              {monthTitle().format(utc(month))}
            </h3>
            <button type="button" className="rounded px-2 py-1 text-lg disabled:opacity-30" onClick={() => setMonth(shiftMonth(month, 1))} disabled={!canGoForward} aria-label="החודש הבא">
              ‹
            </button>
          </div>
          <div role="grid" aria-labelledby={titleId} className="text-center">
            <div role="row" className="grid grid-cols-7 gap-1">
              {WEEKDAYS.map((day) => (
                <div role="columnheader" key={day} className="py-1 text-xs font-medium text-slate-600">
                  {day}
                </div>
              ))}
            </div>
            {weeks.map((week, row) => (
              <div role="row" key={row} className="mt-1 grid grid-cols-7 gap-1">
                {week.map((date, index) => {
                  if (!date) return <div role="gridcell" key={`empty-${index}`} />;
                  const day = days.get(date);
                  const off = disabled(date);
                  const selected = date === value;
                  const holiday = day?.holiday_label;
                  return (
                    <div role="gridcell" key={date} aria-selected={selected}>
                      <button
                        type="button"
                        data-date={date}
                        tabIndex={date === focused ? 0 : -1}
                        disabled={off}
                        onClick={() => choose(date)}
                        aria-label={`${longDate().format(utc(date))}${holiday ? `, ${holiday}` : ""}${off ? ", לא זמין" : ""}`}
                        className={[
                          "flex h-12 w-full flex-col items-center justify-center rounded-md text-sm leading-tight",
                          selected ? "bg-brand-800 font-semibold text-white" : off ? "cursor-not-allowed text-slate-500 line-through" : "hover:bg-brand-50",
                        ].join(" ")}
                      >
                        <span>{Number(date.slice(8, 10))}</span>
                        {holiday && <span className={`max-w-full truncate text-[10px] ${selected ? "text-white" : "text-amber-800"}`}>{holiday}</span>}
                      </button>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
