// The crew page's outbox (product.md §17, docs/decisions/031): every action and every photo is queued first
// and sent from here, so a weak connection at the terminal loses nothing. Each item
// gets its Idempotency-Key once, when it is queued: a retry after a lost answer is
// the same request to the server (docs/decisions/026), never a second record.
// Items go one at a time, in the order they were queued (a pickup before its
// parking). A failure of the connection or the server waits and tries again, longer
// each time. A refused move (a 4xx with the server's reason) leaves the queue at
// once and is handed to the page, which opens its form again with the server's
// messages on the fields: it is never sent again as it was, and the corrected form
// is a new item with a new key. A refused photo stays in the list, marked, until
// the representative removes it.
// The queue's rules are pure functions; `createOutbox` drives them with what it is
// given (the sender, the clock, the timer, the storage), so a unit test runs it with fakes.

export type CrewMove = "crewPickup" | "crewParked" | "crewReturning" | "crewReturn" | "crewNoShow";

interface ItemBase {
  /** The Idempotency-Key, made once: also the item's id. */
  key: string;
  orderNumber: number;
  /** Failed sends so far. */
  attempts: number;
  /** Not before this time (ms since the epoch). */
  notBefore: number;
  /** The server's reason for refusing it (a photo; a refused move leaves the queue): it is not sent again. */
  refused?: string;
}

export interface MoveItem extends ItemBase {
  kind: "move";
  move: CrewMove;
  body: Record<string, unknown>;
}

interface PhotoItem extends ItemBase {
  kind: "photo";
  stage: "pickup" | "return";
  /** What was photographed (front, back, …, or extra), for the list. */
  label: string;
  /** The resized JPEG (kept apart from the list in storage: browser-outbox.ts). */
  blob: Blob;
}

export type OutboxItem = MoveItem | PhotoItem;

/** A failed send: status 0 when no answer came. */
export interface SendFailure {
  status: number;
  message: string;
  retryAfterSeconds?: number;
  /** The server's Hebrew message per field (a 422), by the API's field names. */
  fields?: Record<string, string>;
}

const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 60_000;

/** The wait after the n-th failure in a row: 2 s, 4 s, 8 s, … at most a minute. */
export function backoffMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1));
}

/** No answer, a timeout, too many requests, the server's own trouble: worth trying again. */
export function isRetryable(failure: SendFailure): boolean {
  return failure.status === 0 || failure.status === 408 || failure.status === 429 || failure.status >= 500;
}

/** The item after a failed send: waiting longer, or refused for good. */
export function afterFailure<T extends OutboxItem>(item: T, failure: SendFailure, now: number): T {
  if (!isRetryable(failure)) return { ...item, refused: failure.message };
  const attempts = item.attempts + 1;
  const wait = Math.max(backoffMs(attempts), (failure.retryAfterSeconds ?? 0) * 1000);
  return { ...item, attempts, notBefore: now + wait };
}

/** The item to send next: the first one not refused. Later ones wait behind it (their order matters). */
export function nextToSend(queue: readonly OutboxItem[]): OutboxItem | undefined {
  return queue.find((item) => !item.refused);
}

/** A photo as the queue's list keeps it in storage: its Blob is kept apart (IndexedDB), by its key. */
export type StoredItem = MoveItem | Omit<PhotoItem, "blob">;

/** The queue as written to storage, in order; each photo without its Blob. */
export function storedQueue(queue: readonly OutboxItem[]): StoredItem[] {
  return queue.map((item) => {
    if (item.kind === "move") return item;
    const { blob: _blob, ...rest } = item;
    return rest;
  });
}

export interface OutboxDeps {
  send(item: OutboxItem): Promise<{ ok: true; answer: unknown } | { ok: false; failure: SendFailure }>;
  newKey(): string;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** Keeps the queue across a reload (on the page: its list in localStorage, the photos' Blobs in IndexedDB). */
  save(queue: readonly OutboxItem[]): void;
  /** What a last visit left unsent, in order. */
  load(): OutboxItem[];
  /** A sent item and the server's answer. */
  onSent(item: OutboxItem, answer: unknown): void;
  /** A move the server refused, out of the queue: the page opens its form again with the reason. */
  onRefused(item: MoveItem, failure: SendFailure): void;
  /** The queue changed. */
  onChange(queue: readonly OutboxItem[]): void;
}

export type NewItem = Omit<MoveItem, keyof ItemBase> & { orderNumber: number } | (Omit<PhotoItem, keyof ItemBase> & { orderNumber: number });

export function createOutbox(deps: OutboxDeps) {
  let queue: OutboxItem[] = deps.load().map((item) => ({ ...item, notBefore: 0 }));
  let sending = false;
  let timer: unknown = null;

  function changed(): void {
    deps.save(queue);
    deps.onChange(queue);
  }

  function schedule(): void {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    const next = nextToSend(queue);
    if (!next) return;
    timer = deps.setTimer(() => {
      timer = null;
      void flush();
    }, Math.max(0, next.notBefore - deps.now()));
  }

  async function flush(): Promise<void> {
    if (sending) return;
    sending = true;
    try {
      for (let next = nextToSend(queue); next && next.notBefore <= deps.now(); next = nextToSend(queue)) {
        const item = next;
        const result = await deps.send(item);
        if (result.ok) {
          queue = queue.filter((queued) => queued.key !== item.key);
          changed();
          deps.onSent(item, result.answer);
        } else if (item.kind === "move" && !isRetryable(result.failure)) {
          // Handed on (and kept by the page) before it leaves the stored queue: a reload in between loses nothing.
          deps.onRefused(item, result.failure);
          queue = queue.filter((queued) => queued.key !== item.key);
          changed();
        } else {
          queue = queue.map((queued) => (queued.key === item.key ? afterFailure(queued, result.failure, deps.now()) : queued));
          changed();
          if (isRetryable(result.failure)) break;
        }
      }
    } finally {
      sending = false;
      schedule();
    }
  }

  return {
    items: (): readonly OutboxItem[] => queue,
    /** Queues an item with its Idempotency-Key and starts sending; answers the key. */
    add(item: NewItem): string {
      const key = deps.newKey();
      queue = [...queue, { ...item, key, attempts: 0, notBefore: 0 } as OutboxItem];
      changed();
      void flush();
      return key;
    },
    /** Sends now whatever waits (the retry button, the `online` event, a page shown again). */
    retryNow(): void {
      queue = queue.map((item) => ({ ...item, notBefore: 0 }));
      deps.onChange(queue);
      void flush();
    },
    remove(key: string): void {
      queue = queue.filter((item) => item.key !== key);
      changed();
      schedule();
    },
    flush,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
