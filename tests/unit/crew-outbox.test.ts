// The crew page's outbox (product.md §17, docs/decisions/031): every move and photo queued with its
// Idempotency-Key made once, sent in order, retried with a growing wait on a lost
// connection or the server's trouble (the same key each time), kept aside on a
// refusal (a refused move handed to the page, out of the queue, never sent again;
// a refused photo marked in the list), and the moves saved across a reload.
import { describe, expect, it } from "vitest";
import { afterFailure, backoffMs, createOutbox, isRetryable, nextToSend, storedQueue, type MoveItem, type OutboxDeps, type OutboxItem, type SendFailure } from "~/components/crew/outbox.ts";

const move = (over: Partial<MoveItem> = {}): MoveItem => ({ kind: "move", key: "k1", orderNumber: 1001, move: "crewPickup", body: {}, attempts: 0, notBefore: 0, ...over });

describe("the queue's rules", () => {
  it("waits 2 s, then twice as long each time, at most a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(backoffMs)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  it("tries again after no answer, a timeout, 429 and 5xx, never after another refusal", () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(isRetryable({ status, message: "" })).toBe(true);
    for (const status of [400, 401, 404, 409, 422]) expect(isRetryable({ status, message: "" })).toBe(false);
  });

  it("keeps the item's key after a failure, and honours Retry-After when longer", () => {
    const failed = afterFailure(move(), { status: 0, message: "offline" }, 1_000);
    expect(failed).toMatchObject({ key: "k1", attempts: 1, notBefore: 3_000 });
    expect(afterFailure(failed, { status: 429, message: "", retryAfterSeconds: 30 }, 5_000)).toMatchObject({ key: "k1", attempts: 2, notBefore: 35_000 });
  });

  it("marks a refusal with the server's reason and sends what follows it", () => {
    const refused = afterFailure(move(), { status: 409, message: "כבר נרשם" }, 0);
    expect(refused.refused).toBe("כבר נרשם");
    expect(nextToSend([refused, move({ key: "k2" })])?.key).toBe("k2");
  });
});

function harness(answers: Array<{ ok: true; answer: unknown } | { ok: false; failure: SendFailure }>, stored: OutboxItem[] = []) {
  let clock = 0;
  let keys = 0;
  const sent: OutboxItem[] = [];
  const timers: Array<{ run: () => void; at: number }> = [];
  const saved: OutboxItem[][] = [];
  const refused: Array<{ item: OutboxItem; failure: SendFailure; queuedThen: string[] }> = [];
  const deps: OutboxDeps = {
    async send(item) {
      sent.push(item);
      return answers.shift() ?? { ok: true, answer: {} };
    },
    newKey: () => `key-${++keys}`,
    now: () => clock,
    setTimer: (run, ms) => timers.push({ run, at: clock + ms }),
    clearTimer: () => {},
    save: (queue) => saved.push([...queue]),
    load: () => stored,
    onSent: () => {},
    // What the queue still held when the refusal was handed on: the page keeps it before the queue lets it go.
    onRefused: (item, failure) => refused.push({ item, failure, queuedThen: outbox.items().map((queued) => queued.key) }),
    onChange: () => {},
  };
  const outbox = createOutbox(deps);
  return {
    outbox,
    sent,
    saved,
    refused,
    async advance(ms: number) {
      clock += ms;
      const due = timers.splice(0).filter((timer) => timer.at <= clock);
      for (const timer of due) timer.run();
      await outbox.flush();
    },
  };
}

describe("the outbox", () => {
  it("sends a retried item with the key it was given when queued", async () => {
    const h = harness([{ ok: false, failure: { status: 0, message: "offline" } }, { ok: false, failure: { status: 503, message: "busy" } }]);
    h.outbox.add({ kind: "move", orderNumber: 1001, move: "crewReturning", body: {} });
    await h.outbox.flush();
    expect(h.outbox.items()).toHaveLength(1);
    await h.advance(1_000);
    expect(h.sent).toHaveLength(1);
    await h.advance(1_000);
    await h.advance(4_000);
    expect(h.sent.map((item) => item.key)).toEqual(["key-1", "key-1", "key-1"]);
    expect(h.outbox.items()).toEqual([]);
  });

  it("sends in order: nothing passes an item waiting for the connection", async () => {
    const h = harness([{ ok: false, failure: { status: 0, message: "offline" } }]);
    h.outbox.add({ kind: "photo", orderNumber: 1001, stage: "pickup", label: "חזית", blob: new Blob(["x"]) });
    h.outbox.add({ kind: "move", orderNumber: 1001, move: "crewPickup", body: { odometer_km: 1 } });
    await h.outbox.flush();
    expect(h.sent.map((item) => item.kind)).toEqual(["photo"]);
    h.outbox.retryNow();
    await h.outbox.flush();
    expect(h.sent.map((item) => item.kind)).toEqual(["photo", "photo", "move"]);
  });

  it("saves the queue in order (a photo's list entry without its Blob), and resumes what was saved with its keys", async () => {
    const h = harness([{ ok: false, failure: { status: 0, message: "offline" } }]);
    h.outbox.add({ kind: "photo", orderNumber: 1001, stage: "pickup", label: "חזית", blob: new Blob(["x"]) });
    h.outbox.add({ kind: "move", orderNumber: 1001, move: "crewPickup", body: {} });
    expect(storedQueue(h.saved.at(-1)!).map((item) => [item.kind, item.key, "blob" in item])).toEqual([
      ["photo", "key-1", false],
      ["move", "key-2", false],
    ]);

    const resumed = harness([], [move({ key: "stored-key", attempts: 3, notBefore: 999_999 })]);
    await resumed.outbox.flush();
    expect(resumed.sent.map((item) => item.key)).toEqual(["stored-key"]);
  });

  it("hands a refused move to the page with the server's field messages, out of the queue, and never sends it again", async () => {
    const fields = { odometer_km: "מד הקילומטרים נמוך מקריאת האיסוף, 61,000 ק״מ. בדקו את המד והקלידו שוב." };
    const h = harness([{ ok: false, failure: { status: 422, message: "יש לתקן את השדות המסומנים ולנסות שוב", fields } }]);
    const key = h.outbox.add({ kind: "move", orderNumber: 1001, move: "crewReturn", body: { odometer_km: 60_990, fuel_eighths: 4 } });
    await h.outbox.flush();
    expect(h.refused).toMatchObject([{ item: { key, move: "crewReturn", body: { odometer_km: 60_990, fuel_eighths: 4 } }, failure: { status: 422, fields }, queuedThen: [key] }]);
    expect(h.outbox.items()).toEqual([]);
    expect(h.saved.at(-1)).toEqual([]);
    // "Send now" has nothing to send again.
    h.outbox.retryNow();
    await h.outbox.flush();
    expect(h.sent.map((item) => item.key)).toEqual([key]);
  });

  it("a network failure keeps the move for the next try (not a refusal)", async () => {
    const h = harness([{ ok: false, failure: { status: 0, message: "offline" } }]);
    const key = h.outbox.add({ kind: "move", orderNumber: 1001, move: "crewReturn", body: { odometer_km: 61_040, fuel_eighths: 4 } });
    await h.outbox.flush();
    expect(h.refused).toEqual([]);
    expect(h.outbox.items()).toMatchObject([{ key, attempts: 1 }]);
    h.outbox.retryNow();
    await h.outbox.flush();
    expect(h.sent.map((item) => item.key)).toEqual([key, key]);
    expect(h.outbox.items()).toEqual([]);
  });

  it("keeps a refused photo in the list, marked, until it is removed", async () => {
    const h = harness([{ ok: false, failure: { status: 422, message: "לא הצלחנו לקרוא את התמונה" } }]);
    const key = h.outbox.add({ kind: "photo", orderNumber: 1001, stage: "pickup", label: "חזית", blob: new Blob(["x"]) });
    await h.outbox.flush();
    expect(h.refused).toEqual([]);
    expect(h.outbox.items()).toMatchObject([{ key, refused: "לא הצלחנו לקרוא את התמונה" }]);
    h.outbox.remove(key);
    expect(h.outbox.items()).toEqual([]);
  });
});
