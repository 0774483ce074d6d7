// The crew page's outbox in the browser (loaded with the first action, or at once
// when the last visit left something unsent): the queue's list kept in localStorage
// and each photo's Blob in IndexedDB (photo-store.ts) across a reload, sent again
// with backoff, and at once when the phone is back online or the page is shown again.
import { readJson, writeItem } from "~/lib/browser-storage.ts";
import { OUTBOX_STORAGE_KEY } from "./crew-types.ts";
import { createOutbox, storedQueue, type MoveItem, type OutboxItem, type SendFailure, type StoredItem } from "./outbox.ts";
import { deletePhoto, putPhoto, readPhoto } from "./photo-store.ts";
import { sendCrewItem } from "./send-crew-item.ts";

/** What the last visit left, in order; a photo whose Blob was not kept is dropped. */
async function loadQueue(): Promise<OutboxItem[]> {
  const stored = readJson("local", OUTBOX_STORAGE_KEY);
  if (!Array.isArray(stored)) return [];
  const items: OutboxItem[] = [];
  for (const item of stored as StoredItem[]) {
    if (typeof item?.key !== "string") continue;
    if (item.kind === "move") items.push(item);
    else if (item.kind === "photo") {
      const blob = await readPhoto(item.key);
      if (blob) items.push({ ...item, blob });
    }
  }
  return items;
}

export interface OutboxListeners {
  onChange(queue: readonly OutboxItem[]): void;
  onSent(item: OutboxItem, answer: unknown): void;
  onRefused(item: MoveItem, failure: SendFailure): void;
}

export async function createBrowserOutbox({ onChange, onSent, onRefused }: OutboxListeners) {
  const left = await loadQueue();
  /** The photos whose Blob is in IndexedDB. */
  const kept = new Set(left.filter((item) => item.kind === "photo").map((item) => item.key));
  function save(queue: readonly OutboxItem[]): void {
    writeItem("local", OUTBOX_STORAGE_KEY, JSON.stringify(storedQueue(queue)));
    const queued = new Set(queue.map((item) => item.key));
    for (const item of queue) {
      if (item.kind === "photo" && !kept.has(item.key)) {
        kept.add(item.key);
        void putPhoto(item.key, item.blob);
      }
    }
    for (const key of kept) {
      if (!queued.has(key)) {
        kept.delete(key);
        void deletePhoto(key);
      }
    }
  }
  const outbox = createOutbox({
    send: sendCrewItem,
    newKey: () => `crew-${crypto.randomUUID()}`,
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    save,
    load: () => left,
    onSent,
    onRefused,
    onChange,
  });
  window.addEventListener("online", () => outbox.retryNow());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") outbox.retryNow();
  });
  onChange(outbox.items());
  void outbox.flush();
  return outbox;
}
