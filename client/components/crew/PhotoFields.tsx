// A handover's photos on the crew's form (product.md §16–17, docs/decisions/030, 031): the
// four sides from the camera (required before a pickup is sent) and any number of
// extra ones, each resized on the phone before it is queued, shown as a thumbnail,
// and an extra one removable before sending. The send button names the sides
// still missing.
import { useId, useState } from "react";
import { crewPageMessages as copy, type PhotoSide } from "@shared/messages/crew-page.ts";

export interface TakenPhoto {
  label: string;
  blob: Blob;
}

type ShownPhoto = TakenPhoto & { url: string; id: number };

const SIDES: readonly PhotoSide[] = ["front", "back", "right", "left"];

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("the photo could not be read"));
    reader.readAsDataURL(blob);
  });
}

let lastPhotoId = 0;

/** The photos of one handover: the four sides (required at pickup) and any extra. */
export function usePhotos() {
  const [sides, setSides] = useState<Partial<Record<PhotoSide, ShownPhoto>>>({});
  const [extras, setExtras] = useState<ShownPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  async function take(file: File, put: (photo: ShownPhoto) => void, label: string) {
    try {
      const { resizePhoto } = await import("~/lib/resize-photo.ts");
      const blob = await resizePhoto(file);
      setError(null);
      // A data: address, not blob: (the site's CSP allows images from 'self' and data: only).
      put({ label, blob, url: await dataUrlOf(blob), id: ++lastPhotoId });
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
    removeExtra: (id: number) => setExtras((taken) => taken.filter((photo) => photo.id !== id)),
    all: (): TakenPhoto[] => [...SIDES.flatMap((side) => (sides[side] ? [sides[side]] : [])), ...extras].map(({ label, blob }) => ({ label, blob })),
    /** The sides not photographed yet, by their Hebrew names. */
    missing: SIDES.filter((side) => !sides[side]).map((side) => copy.form.sides[side]),
  };
}

export type Photos = ReturnType<typeof usePhotos>;

/** One photo from the camera: a big button (the input's label: the side, and "take" or "take again"), then its thumbnail. */
function PhotoInput({ label, photo, onTaken }: { label: string; photo: { url: string } | undefined; onTaken: (file: File) => void }) {
  const id = useId();
  return (
    <div className="rounded-xl border-2 border-slate-900 p-1.5">
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
      {/* The side's name, then what a tap does: two short lines fit half a phone's width. */}
      <label htmlFor={id} className="flex min-h-14 w-full cursor-pointer flex-col items-center justify-center rounded-xl bg-slate-900 px-2 py-1 text-center text-lg leading-tight font-bold text-white">
        <span>{label}</span>
        <span className="text-base font-semibold">{photo ? copy.form.retake : copy.form.take}</span>
      </label>
      {photo && <img src={photo.url} alt={label} className="mt-2 h-24 w-full rounded-lg object-cover" />}
    </div>
  );
}

/**
 * The photos' part of a handover form. `sidesRequired`: a pickup not sent yet (a
 * pickup opened again after a refusal sent its photos ahead of it, `alreadySent`).
 */
export function PhotoFields({ photos, sidesRequired, alreadySent }: { photos: Photos; sidesRequired: boolean; alreadySent: boolean }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-xl font-bold text-slate-950">{sidesRequired ? copy.form.photosTitle : copy.form.photosOptional}</legend>
      {alreadySent && <p className="text-lg text-slate-950">{copy.form.photosSent}</p>}
      {sidesRequired && photos.missing.length > 0 && <p className="text-lg text-slate-950">{copy.form.photosRequired}</p>}
      <div className="grid grid-cols-2 items-start gap-2">
        {SIDES.map((side) => (
          <PhotoInput key={side} label={copy.form.sides[side]} photo={photos.sides[side]} onTaken={(file) => void photos.takeSide(side, file)} />
        ))}
      </div>
      <PhotoInput label={copy.form.extra} photo={undefined} onTaken={(file) => void photos.takeExtra(file)} />
      {photos.extras.length > 0 && (
        <>
          <p className="text-lg font-semibold" data-testid="crew-extra-count">
            {copy.form.extraCount(photos.extras.length)}
          </p>
          <ul className="grid grid-cols-2 items-start gap-2">
            {photos.extras.map((photo, index) => (
              <li key={photo.id} className="rounded-xl border-2 border-slate-900 p-2">
                <img src={photo.url} alt={copy.form.extraAlt(index + 1)} className="h-24 w-full rounded-lg object-cover" />
                <button type="button" onClick={() => photos.removeExtra(photo.id)} className="mt-2 flex min-h-12 w-full items-center justify-center rounded-xl border-2 border-red-800 bg-white px-2 text-base font-bold text-red-900">
                  {copy.form.removeExtra(index + 1)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div role="status" aria-live="polite">
        {photos.error && <p className="text-lg font-semibold text-red-900">{photos.error}</p>}
      </div>
    </fieldset>
  );
}
