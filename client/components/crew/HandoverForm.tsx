// The pickup and return records on the crew's phone (product.md §17, docs/decisions/031):
// photos, odometer, fuel or battery, keys, damage and cash, checked with the API's
// own schemas (shared/handover-schema.ts), so the Hebrew refusals are the server's.
// Fuel or battery is a choice of two, never a box one stray tap unticks; it starts on
// the battery for an electric car known from the booking (the charging extra or the
// model, shared/electric-cars.ts), or as the pickup recorded it. Opened again after
// the server refused what was sent, it is filled with it and says the server's reason
// on each field.
import { useId, useState, type FormEvent } from "react";
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import { SERVICE_TERMS } from "@shared/constants.ts";
import { isElectricBooking } from "@shared/electric-cars.ts";
import { pickupBodySchema, returnBodySchema } from "@shared/handover-schema.ts";
import { formatPlate } from "@shared/plate.ts";
import { FUEL_EIGHTHS, isOverKmLimit, kmDriven } from "@shared/service-status.ts";
import type { BookingState, ManifestEntry } from "./crew-types.ts";
import { field, FieldError, fieldErrors, focusFirstError, formBody, FormFrame, labelClass, TextField, valuesOf } from "./form-parts.tsx";
import { PhotoFields, usePhotos, type TakenPhoto } from "./PhotoFields.tsx";
import type { Refusal } from "./refusals.ts";

export interface FormResult {
  body: Record<string, unknown>;
  photos: TakenPhoto[];
}

/** The fields a handover form shows: a refusal on any other is said above them. */
const HANDOVER_FIELDS = ["odometer_km", "fuel_eighths", "battery_percent", "keys", "damage_notes", "cash_collected"];

const choice = "flex min-h-14 items-center gap-3 rounded-xl border-2 border-slate-900 px-3 text-lg font-semibold has-checked:bg-slate-900 has-checked:text-white";

function GaugeFields({ electric, setElectric, detected, errors, values }: { electric: boolean; setElectric: (value: boolean) => void; detected: boolean; errors: Record<string, string>; values: Record<string, string> }) {
  const id = useId();
  return (
    <>
      <fieldset>
        <legend className={labelClass}>{copy.form.gauge}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          <label className={choice}>
            <input type="radio" name="gauge" checked={!electric} onChange={() => setElectric(false)} className="size-6 shrink-0" />
            {copy.form.fuelCar}
          </label>
          <label className={choice}>
            <input type="radio" name="gauge" checked={electric} onChange={() => setElectric(true)} className="size-6 shrink-0" />
            {copy.form.electric}
          </label>
        </div>
        {detected && <p className="mt-1 text-lg">{copy.form.electricFromBooking}</p>}
      </fieldset>
      {electric ? (
        <TextField name="battery_percent" label={copy.form.battery} numeric ltr defaultValue={values.battery_percent} error={errors.battery_percent ?? errors.fuel_eighths} />
      ) : (
        <div>
          <label htmlFor={id} className={labelClass}>
            {copy.form.fuel}
          </label>
          <select id={id} name="fuel_eighths" className={field} defaultValue={values.fuel_eighths ?? ""} aria-invalid={errors.fuel_eighths ? true : undefined} aria-describedby={errors.fuel_eighths ? `${id}-error` : undefined}>
            <option value="" disabled>
              —
            </option>
            {Array.from({ length: FUEL_EIGHTHS.max - FUEL_EIGHTHS.min + 1 }, (_, index) => FUEL_EIGHTHS.min + index).map((eighths) => (
              <option key={eighths} value={eighths}>
                {eighths}/8
              </option>
            ))}
          </select>
          <FieldError id={`${id}-error`} message={errors.fuel_eighths} />
        </div>
      )}
    </>
  );
}

/** Battery or fuel at first: as sent before a refusal, else as the pickup recorded it, else as the booking says. */
function electricAtFirst(entry: ManifestEntry, pickup: BookingState["handover"]["pickup"] | null, refusal: Refusal | null): boolean {
  if (refusal) return refusal.body.battery_percent !== undefined;
  if (pickup) return pickup.battery_percent !== null;
  return isElectricBooking(entry);
}

export interface HandoverFormProps {
  stage: "pickup" | "return";
  entry: ManifestEntry;
  /** The pickup's record, when this phone knows it: the return shows the km driven as it is typed, and starts on its gauge. */
  pickup: BookingState["handover"]["pickup"] | null;
  /** Cash to collect now, from the server's last word. */
  cashDue: number;
  /** What the server refused, to fix and send again. */
  refusal: Refusal | null;
  onCancel: () => void;
  onDone: (result: FormResult) => void;
}

export function HandoverForm({ stage, entry, pickup: pickupRecord, cashDue, refusal, onCancel, onDone }: HandoverFormProps) {
  const [values] = useState(() => valuesOf(refusal?.body));
  const [electric, setElectric] = useState(() => electricAtFirst(entry, pickupRecord, refusal));
  const [errors, setErrors] = useState<Record<string, string>>(() => refusal?.fields ?? {});
  const [odometer, setOdometer] = useState<number | null>(() => (values.odometer_km ? Number(values.odometer_km) : null));
  const photos = usePhotos();
  const pickup = stage === "pickup";
  // A refused pickup's photos went ahead of it: the sides are not asked again.
  const sidesRequired = pickup && !refusal;
  const km = kmDriven(pickupRecord?.odometer_km ?? null, odometer);
  const elsewhere = Object.entries(refusal?.fields ?? {}).filter(([name]) => !HANDOVER_FIELDS.includes(name));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = (pickup ? pickupBodySchema : returnBodySchema).safeParse(formBody(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return focusFirstError(form);
    }
    onDone({ body: parsed.data as Record<string, unknown>, photos: photos.all() });
  }
  const plate = formatPlate(entry.car.plate);
  return (
    <FormFrame
      title={pickup ? copy.form.pickupTitle(plate) : copy.form.returnTitle(plate)}
      onCancel={onCancel}
      onSubmit={submit}
      canSend={!sidesRequired || photos.missing.length === 0}
      sendNote={copy.form.missing(photos.missing)}
      refusal={refusal ? [refusal.message, ...elsewhere.map(([, message]) => message)].join(" ") : null}
    >
      <PhotoFields photos={photos} sidesRequired={sidesRequired} alreadySent={pickup && Boolean(refusal)} />
      <TextField
        name="odometer_km"
        label={copy.form.odometer}
        numeric
        ltr
        defaultValue={values.odometer_km}
        error={errors.odometer_km}
        onText={(text) => setOdometer(/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null)}
      />
      {!pickup && (
        <div aria-live="polite">
          {km !== null && (
            <p className={`text-lg font-bold ${isOverKmLimit(km) ? "rounded-lg bg-red-800 p-2 text-white" : "text-slate-950"}`}>
              {copy.form.kmDriven(km)}
              {isOverKmLimit(km) && <span className="block">{copy.form.overKm(SERVICE_TERMS.maxDrivingKm)}</span>}
            </p>
          )}
        </div>
      )}
      <GaugeFields electric={electric} setElectric={setElectric} detected={isElectricBooking(entry)} errors={errors} values={values} />
      {pickup && <TextField name="keys" label={copy.form.keys} numeric ltr defaultValue={values.keys} error={errors.keys} />}
      {pickup && <TextField name="damage_notes" label={copy.form.damage} defaultValue={values.damage_notes} error={errors.damage_notes} />}
      <div>
        {cashDue > 0 && <p className="rounded-lg bg-yellow-200 p-2 text-lg font-bold">{copy.form.cashDue(cashDue)}</p>}
        <TextField name="cash_collected" label={copy.form.cash} numeric ltr defaultValue={values.cash_collected} error={errors.cash_collected} />
      </div>
    </FormFrame>
  );
}
