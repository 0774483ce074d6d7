// The car's day on the traveller's order page (product.md §17): each step with
// its time and, for a representative's, their first name; the pickup's and the
// return's readings and photos; the km driven. The photos' addresses carry the
// order's token: the page keeps Referrer-Policy no-referrer and the request log
// strips `t` (shared/private-url.ts).
import { useState } from "react";
import { gaugeText, kmText, timelineStepText } from "@shared/handover-text.ts";
import type { HandoverRecordView, ServiceView } from "@shared/service-view.ts";
import { ModalDialog } from "~/components/chrome/ModalDialog.tsx";
import { isoText } from "./order-format.ts";

interface OpenPhoto {
  src: string;
  alt: string;
}

function PhotoDialog({ photo, onClose }: { photo: OpenPhoto; onClose: () => void }) {
  return (
    <ModalDialog labelledBy="handover-photo-title" onClose={onClose} className="m-auto w-[min(100vw-1rem,60rem)] rounded-2xl bg-white p-3 backdrop:bg-black/70">
      <div className="flex items-center justify-between gap-3 pb-2">
        <h2 id="handover-photo-title" className="font-bold text-brand-900">
          {photo.alt}
        </h2>
        <button type="button" onClick={onClose} className="min-h-11 rounded-lg px-4 font-semibold text-brand-800 underline">
          סגירה
        </button>
      </div>
      <img src={photo.src} alt={photo.alt} className="mx-auto max-h-[80vh] w-auto rounded-lg" />
    </ModalDialog>
  );
}

/** 'מפתח אחד', 'שני מפתחות', '3 מפתחות'. */
function keysText(keys: number): string {
  return keys === 1 ? "מפתח אחד" : keys === 2 ? "שני מפתחות" : `${keys} מפתחות`;
}

function HandoverRecord({ title, record, onOpen, testId }: { title: string; record: HandoverRecordView; onOpen: (photo: OpenPhoto) => void; testId: string }) {
  const gauge = gaugeText(record);
  return (
    <div className="mt-2 rounded-xl bg-slate-50 p-3" data-testid={testId}>
      <p className="text-slate-800">{[`מד קילומטרים: ${kmText(record.odometer_km)}`, gauge].filter(Boolean).join(" · ")}</p>
      {/* The condition report the representative typed: what the photos are for. */}
      {(record.keys !== null || record.damage_notes) && (
        <dl className="mt-2 space-y-1 text-slate-800" data-testid={`${testId}-report`}>
          {record.keys !== null && (
            <div className="flex gap-2">
              <dt className="font-medium">מפתחות שנמסרו:</dt>
              <dd>{keysText(record.keys)}</dd>
            </div>
          )}
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">מצב הרכב:</dt>
            <dd className="whitespace-pre-line">{record.damage_notes || "לא נרשמו הערות על נזק"}</dd>
          </div>
        </dl>
      )}
      {record.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`תמונות ${title}`}>
          {record.photos.map((src, index) => {
            const alt = `תמונה ${index + 1} מתוך ${record.photos.length}, ${title}`;
            return (
              <li key={src}>
                {/* A sized box: the lazy thumbnails never push the page around as they arrive. */}
                <button type="button" onClick={() => onOpen({ src, alt })} className="block h-18 w-24 overflow-hidden rounded-lg bg-slate-200" aria-label={`הגדלת ${alt}`}>
                  <img src={src} alt="" loading="lazy" decoding="async" width={96} height={72} className="h-full w-full object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function ServiceTimeline({ service }: { service: ServiceView }) {
  const [open, setOpen] = useState<OpenPhoto | null>(null);
  const { pickup, return: back, km_driven } = service.handover;
  return (
    <section aria-labelledby="service-timeline-title" className="rounded-2xl bg-white p-5 shadow sm:p-6" data-testid="service-timeline">
      <h2 id="service-timeline-title" className="text-xl font-bold text-brand-900">
        מה קרה עד עכשיו
      </h2>
      <ol className="mt-4 space-y-4 border-s-2 border-brand-100 ps-4">
        {service.timeline.map((entry, index) => (
          <li key={`${entry.status}-${index}`} data-testid={`timeline-${entry.status}`}>
            <p className="font-semibold text-slate-900">{timelineStepText(entry.status, entry.first_name)}</p>
            <p className="text-sm text-slate-600">{isoText(entry.at)}</p>
            {entry.status === "picked_up" && pickup && <HandoverRecord title="באיסוף" record={pickup} onOpen={setOpen} testId="handover-pickup" />}
            {entry.status === "returned" && back && (
              <>
                <HandoverRecord title="בהחזרה" record={back} onOpen={setOpen} testId="handover-return" />
                {km_driven !== null && (
                  <p className="mt-2 font-medium text-slate-900" data-testid="km-driven">
                    {`נסיעה בזמן השירות: ${kmText(km_driven)}`}
                  </p>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
      {open && <PhotoDialog photo={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
