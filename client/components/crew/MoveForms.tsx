// The crew page's forms (product.md §17, docs/decisions/031), loaded with the first tap that needs one: the
// pickup and return records (odometer, fuel or battery, photos, keys, damage, cash)
// and the parked car's place. The fields are checked with the API's own schemas
// (shared/handover-schema.ts), so the Hebrew refusals are the server's. Photos are
// taken with the phone's camera and resized here before they are queued.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { crewPageMessages as copy, type PhotoSide } from "@shared/crew-page-messages.ts";
import { SERVICE_TERMS } from "@shared/constants.ts";
import type { FarFromPlanned } from "@shared/far-from-planned.ts";
import { parkedBodySchema, pickupBodySchema, returnBodySchema } from "@shared/handover-schema.ts";
import { FUEL_EIGHTHS, isOverKmLimit, kmDriven } from "@shared/service-status.ts";
import { ModalDialog } from "~/components/chrome/ModalDialog.tsx";
import { DialogHeader } from "~/components/chrome/DialogHeader.tsx";
import { BIG_BUTTON as bigButton } from "./crew-types.ts";

export interface TakenPhoto {
  label: string;
  blob: Blob;
}

export interface FormResult {
  body: Record<string, unknown>;
  photos: TakenPhoto[];
}

const SIDES: readonly PhotoSide[] = ["front", "back", "right", "left"];
const field = "mt-1 block min-h-14 w-full rounded-xl border-2 border-slate-900 bg-white px-3 text-xl text-slate-950";
const labelClass = "block text-lg font-semibold text-slate-950";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-lg font-semibold text-red-900">
      {message}
    </p>
  ) : null;
}

/** After a refused send: the first field to fix, focused and scrolled into view (the send bar covers the screen's bottom). */
function focusFirstError(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: "center" });
  });
}

/** The first message per field of a failed parse, by the API's field names. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] ??= issue.message;
  }
  return errors;
}

function TextField(props: { name: string; label: string; error?: string; numeric?: boolean; ltr?: boolean; onText?: (text: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        className={field}
        inputMode={props.numeric ? "numeric" : undefined}
        dir={props.ltr ? "ltr" : undefined}
        autoComplete="off"
        onInput={props.onText ? (event) => props.onText!(event.currentTarget.value) : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

/** One photo from the camera: a big button (the input's label), then its thumbnail. */
function PhotoInput({ label, photo, onTaken }: { label: string; photo: { url: string } | undefined; onTaken: (file: File) => void }) {
  const id = useId();
  return (
    <div className="rounded-xl border-2 border-slate-900 p-2">
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        data-testid={`photo-${label}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onTaken(file);
          event.target.value = "";
        }}
      />
      <label htmlFor={id} className={`${bigButton} cursor-pointer bg-slate-900 text-white`}>
        {photo ? copy.form.retake(label) : copy.form.take(label)}
      </label>
      {photo && <img src={photo.url} alt={label} className="mt-2 h-24 w-full rounded-lg object-cover" />}
    </div>
  );
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("the photo could not be read"));
    reader.readAsDataURL(blob);
  });
}

/** The photos of one handover: the four sides (required at pickup) and any extra. */
function usePhotos() {
  const [sides, setSides] = useState<Partial<Record<PhotoSide, TakenPhoto & { url: string }>>>({});
  const [extras, setExtras] = useState<Array<TakenPhoto & { url: string }>>([]);
  const [error, setError] = useState<string | null>(null);
  async function take(file: File, put: (photo: TakenPhoto & { url: string }) => void, label: string) {
    try {
      const { resizePhoto } = await import("~/lib/resize-photo.ts");
      const blob = await resizePhoto(file);
      setError(null);
      // A data: address, not blob: (the site's CSP allows images from 'self' and data: only).
      put({ label, blob, url: await dataUrlOf(blob) });
    } catch {
      setError(copy.form.photoUnreadable);
    }
  }
  return {
    sides,
    extras,
    error,
    takeSide: (side: PhotoSide, file: File) => take(file, (photo) => setSides((taken) => ({ ...taken, [side]: photo })), copy.form.sides[side]),
    takeExtra: (file: File) => take(file, (photo) => setExtras((taken) => [...taken, photo]), copy.form.extra),
    all: (): TakenPhoto[] => [...SIDES.flatMap((side) => (sides[side] ? [sides[side]] : [])), ...extras].map(({ label, blob }) => ({ label, blob })),
    sidesDone: SIDES.every((side) => sides[side]),
  };
}

function FormFrame({ title, onCancel, onSubmit, children, canSend }: { title: string; onCancel: () => void; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode; canSend: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="px-4 py-6">
      <h2 id={titleId} className="text-2xl font-bold text-slate-950">
        {title}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5 pb-40">
        {children}
        {/* The send button stays at the bottom of the screen, under the thumb, above the site's phone bar. */}
        <div className="fixed inset-x-0 bottom-0 z-50 grid grid-cols-[2fr_1fr] gap-2 border-t-2 border-slate-900 bg-white p-3">
          <button type="submit" className={`${bigButton} bg-brand-800 text-white disabled:bg-slate-500`} disabled={!canSend}>
            {copy.form.send}
          </button>
          <button type="button" onClick={onCancel} className={`${bigButton} border-2 border-slate-900 bg-white text-slate-950`}>
            {copy.form.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}

function GaugeFields({ electric, setElectric, errors }: { electric: boolean; setElectric: (value: boolean) => void; errors: Record<string, string> }) {
  const id = useId();
  return (
    <>
      <label className="flex min-h-12 items-center gap-3 text-lg font-semibold text-slate-950">
        <input type="checkbox" checked={electric} onChange={(event) => setElectric(event.target.checked)} className="size-7" />
        {copy.form.electric}
      </label>
      {electric ? (
        <TextField name="battery_percent" label={copy.form.battery} numeric ltr error={errors.battery_percent ?? errors.fuel_eighths} />
      ) : (
        <div>
          <label htmlFor={id} className={labelClass}>
            {copy.form.fuel}
          </label>
          <select id={id} name="fuel_eighths" className={field} defaultValue="" aria-invalid={errors.fuel_eighths ? true : undefined} aria-describedby={errors.fuel_eighths ? `${id}-error` : undefined}>
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

/** The form's fields as the API's body: blanks left out, so optional fields stay unset. */
function formBody(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim() !== "") body[name] = value.trim();
  return body;
}

export interface HandoverFormProps {
  stage: "pickup" | "return";
  plate: string;
  electric: boolean;
  /** The pickup's odometer, when known here: the return shows the km driven as it is typed. */
  pickupKm: number | null;
  onCancel: () => void;
  onDone: (result: FormResult) => void;
}

export function HandoverForm({ stage, plate, electric: electricAtFirst, pickupKm, onCancel, onDone }: HandoverFormProps) {
  const [electric, setElectric] = useState(electricAtFirst);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [odometer, setOdometer] = useState<number | null>(null);
  const photos = usePhotos();
  const pickup = stage === "pickup";
  const km = kmDriven(pickupKm, odometer);
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
  return (
    <FormFrame title={pickup ? copy.form.pickupTitle(plate) : copy.form.returnTitle(plate)} onCancel={onCancel} onSubmit={submit} canSend={!pickup || photos.sidesDone}>
      <fieldset className="space-y-3">
        <legend className="text-xl font-bold text-slate-950">{pickup ? copy.form.photosTitle : copy.form.photosOptional}</legend>
        {pickup && !photos.sidesDone && <p className="text-lg text-slate-950">{copy.form.photosRequired}</p>}
        <div className="grid grid-cols-2 gap-2">
          {(["front", "back", "right", "left"] as const).map((side) => (
            <PhotoInput key={side} label={copy.form.sides[side]} photo={photos.sides[side]} onTaken={(file) => void photos.takeSide(side, file)} />
          ))}
        </div>
        <PhotoInput label={copy.form.extra} photo={undefined} onTaken={(file) => void photos.takeExtra(file)} />
        {photos.extras.length > 0 && <p className="text-lg">{copy.form.extraCount(photos.extras.length)}</p>}
        <div role="status" aria-live="polite">
          {photos.error && <p className="text-lg font-semibold text-red-900">{photos.error}</p>}
        </div>
      </fieldset>
      <div>
        <TextField
          name="odometer_km"
          label={copy.form.odometer}
          numeric
          ltr
          error={errors.odometer_km}
          onText={(text) => setOdometer(/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null)}
        />
      </div>
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
      <GaugeFields electric={electric} setElectric={setElectric} errors={errors} />
      {pickup && <TextField name="keys" label={copy.form.keys} numeric ltr error={errors.keys} />}
      {pickup && <TextField name="damage_notes" label={copy.form.damage} error={errors.damage_notes} />}
      <TextField name="cash_collected" label={copy.form.cash} numeric ltr error={errors.cash_collected} />
    </FormFrame>
  );
}

export function ParkedForm({ plate, onCancel, onDone }: { plate: string; onCancel: () => void; onDone: (result: FormResult) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parkedBodySchema.safeParse(formBody(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return focusFirstError(form);
    }
    onDone({ body: parsed.data, photos: [] });
  }
  return (
    <FormFrame title={copy.form.parkedTitle(plate)} onCancel={onCancel} onSubmit={submit} canSend>
      <TextField name="bay" label={copy.form.bay} error={errors.bay} />
      <TextField name="key_hook" label={copy.form.keyHook} ltr error={errors.key_hook} />
    </FormFrame>
  );
}

const dialogBox = "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-950 shadow-2xl backdrop:bg-slate-900/60";

/** Asked before recording a move far from the booking's planned time: never refused, only confirmed. */
export function ConfirmFarDialog({ far, action, onConfirm, onCancel }: { far: FarFromPlanned; action: string; onConfirm: () => void; onCancel: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onClose={onCancel} className={dialogBox}>
      <div className="p-5">
        <DialogHeader titleId={titleId} title={copy.confirm.title} />
        <p className="mt-2 text-lg">{copy.confirm.body(far, action)}</p>
        <div className="mt-5 grid gap-2">
          <button type="button" onClick={onConfirm} className={`${bigButton} bg-brand-800 text-white`}>
            {copy.confirm.yes}
          </button>
          <button type="button" onClick={onCancel} className={`${bigButton} border-2 border-slate-900 bg-white text-slate-950`}>
            {copy.confirm.no}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
