// What the crew page has not sent yet (product.md §17, docs/decisions/031): each queued move and photo, a
// refused photo with the server's reason, and a button to try again now. Empty when
// everything was sent. Beside it, the moves without a form (on the way, did not
// come) that the server refused: said once with its reason, never sent again.
import { crewPageMessages as copy } from "@shared/messages/crew-page.ts";
import type { OutboxItem } from "./outbox.ts";
import type { Refusal } from "./refusals.ts";
import { moveLabel } from "./ManifestCard.tsx";

const button = "flex min-h-12 items-center justify-center rounded-xl px-4 text-lg font-bold";

export function OutboxList({ items, onRetry, onRemove }: { items: readonly OutboxItem[]; onRetry: () => void; onRemove: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="crew-outbox-title" className="mx-4 mt-4 rounded-2xl border-2 border-amber-700 bg-amber-50 p-4 text-slate-950" data-testid="crew-outbox">
      <h2 id="crew-outbox-title" className="text-xl font-bold">
        {copy.outbox.title(items.length)}
      </h2>
      <ul className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={item.key} className="text-lg">
            {item.kind === "move" ? copy.outbox.move(moveLabel(item.move), item.orderNumber) : copy.outbox.photo(item.label, item.orderNumber)}
            {item.refused && (
              <span className="mt-1 flex flex-wrap items-center gap-2">
                <span className="font-semibold text-red-900">
                  {copy.outbox.refused}: {item.refused}
                </span>
                <button type="button" className={`${button} border-2 border-slate-900 bg-white`} onClick={() => onRemove(item.key)}>
                  {copy.outbox.remove}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={`${button} mt-3 w-full bg-slate-900 text-white`} onClick={onRetry}>
        {copy.outbox.retry}
      </button>
    </section>
  );
}

export function RefusedList({ refusals, onDismiss }: { refusals: readonly Refusal[]; onDismiss: (refusal: Refusal) => void }) {
  if (refusals.length === 0) return null;
  return (
    // At the bottom of the screen, wherever the list is scrolled: the tap that was refused was on a card down the list.
    <section role="alert" aria-labelledby="crew-refused-title" className="fixed inset-x-0 bottom-0 z-40 max-h-[50vh] overflow-y-auto border-t-4 border-red-800 bg-red-50 p-4 text-slate-950 shadow-2xl" data-testid="crew-refused">
      <h2 id="crew-refused-title" className="text-xl font-bold text-red-900">
        {copy.outbox.refusedTitle}
      </h2>
      <ul className="mt-2 space-y-3">
        {refusals.map((refusal) => (
          <li key={refusal.key} className="text-lg">
            <span className="font-semibold">{copy.outbox.move(moveLabel(refusal.move), refusal.orderNumber)}</span>: {refusal.message}
            <button type="button" className={`${button} mt-2 w-full border-2 border-slate-900 bg-white`} onClick={() => onDismiss(refusal)}>
              {copy.outbox.dismiss}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
