// Holds the form's values: restored from the draft after hydration, saved on
// every change and when the page is left, cleared with the form.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ParkingType } from "@shared/constants.ts";
import { EMPTY_DRAFT, deleteDraft, parkingTypeOrEmpty, readDraft, saveDraft, savedParkingType, type BookingDraft } from "./booking-draft.ts";

/** The stored draft, except where the visitor has already typed something. */
function mergeDraft(current: BookingDraft, stored: BookingDraft | null): BookingDraft {
  if (!stored) return current;
  const merged = { ...stored };
  for (const key of Object.keys(current) as (keyof BookingDraft)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(EMPTY_DRAFT[key])) (merged as Record<string, unknown>)[key] = current[key];
  }
  return merged;
}

export function useBookingDraft(typeFromUrl: ParkingType | "") {
  const [draft, setDraft] = useState<BookingDraft>({ ...EMPTY_DRAFT, parking_type: typeFromUrl });
  const [restored, setRestored] = useState(false);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  useEffect(() => {
    const stored = readDraft();
    // The URL's type wins (also from a query inside the hash, #booking-form?type=…);
    // then the draft's; then the separately saved choice.
    const hashQuery = window.location.hash.includes("?") ? window.location.hash.slice(window.location.hash.indexOf("?")) : "";
    const typeFromHash = parkingTypeOrEmpty(new URLSearchParams(hashQuery).get("type"));
    const parkingType = typeFromUrl || typeFromHash || stored?.parking_type || savedParkingType();
    // A choice made before this ran (a click replayed during hydration) is kept.
    // Stored values can only be read after hydration, so this state is set here.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setDraft((current) => ({ ...mergeDraft(current, stored), parking_type: current.parking_type || parkingType }));
    setRestored(true);
    // Restoring happens once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored) saveDraft(draft);
  }, [draft, restored]);

  useEffect(() => {
    const save = () => saveDraft(latest.current);
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  const update = useCallback(<K extends keyof BookingDraft>(field: K, value: BookingDraft[K]) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      if (field === "license_number") next.license_number = String(value).replace(/\D/g, "").slice(0, 8);
      // The return cannot be before the departure: a later departure clears it.
      if (field === "departure_date" && next.arrival_date && next.arrival_date < String(value)) {
        next.arrival_date = "";
        next.arrival_time = "";
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    deleteDraft();
    setDraft({ ...EMPTY_DRAFT });
  }, []);

  return { draft, update, clear, restored };
}
