// Handover photos (product.md §16, docs/decisions/030) through the API, on the real test
// database: a representative uploads the image itself; every bad photo (not an image,
// cut short, too large, one too many) is a 4xx in Hebrew with nothing stored; what is
// stored is a re-encoded JPEG without EXIF (GPS included) or what followed the image;
// a photo is served only to a crew session and to the holder of its order's token.
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { serviceViewOf } from "@server/services/service-view.ts";
import { apiContract } from "@shared/api/contract.ts";
import { PHOTO_LIMITS } from "@shared/handover-photos.ts";
import { messages } from "@shared/messages/index.ts";
import { photoMessages } from "@shared/messages/photo.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { fixedNow } from "@tests/support/fixed-clock.ts";
import { browserPhoto, cameraPhoto, GPS_EXIF, smallImage } from "@tests/support/photo-fixtures.ts";
import { testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

type App = Awaited<ReturnType<typeof testApp>>;
interface Order {
  order_number: number;
  token: string;
}

const HEBREW = /[\u0590-\u05ff]/;

async function setup() {
  const app = await testApp({ now: fixedNow });
  const booked = await app.request.post("/api/bookings").send(bookingBody());
  expect(booked.status).toBe(201);
  const order: Order = booked.body;
  const { link } = await createAdminServices(app.db.prisma, fixedNow).crew.add({ name: "דני כהן", phone: "050-123 4567" });
  const signedIn = await app.request.post("/api/crew/sign-in").send({ token: link.token });
  expect(signedIn.status).toBe(200);
  const crewCookie = `valet_crew=${/^valet_crew=([^;]+)/.exec(signedIn.headers["set-cookie"]![0]!)![1]!}`;
  return { ...app, order, crewCookie };
}

type Setup = Awaited<ReturnType<typeof setup>>;

function upload(app: Setup, body: Buffer | string, options: { type?: string; stage?: string; order?: number; cookie?: string | null; key?: string } = {}) {
  const stage = options.stage === undefined ? "?stage=pickup" : options.stage ? `?stage=${options.stage}` : "";
  let call = app.request.post(`/api/crew/bookings/${options.order ?? app.order.order_number}/photos${stage}`).set("Content-Type", options.type ?? "image/jpeg");
  const cookie = options.cookie === undefined ? app.crewCookie : options.cookie;
  if (cookie) call = call.set("Cookie", cookie);
  if (options.key) call = call.set("Idempotency-Key", options.key);
  return call.send(body);
}

const storedPhotos = (app: App) => app.db.prisma.handoverPhoto.count();

/** A GET whose answer's body is kept as bytes, whatever its type. */
const bytesOf = (call: ReturnType<App["request"]["get"]>) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });

/** A refusal in the one error shape, with a Hebrew message, and nothing stored. */
async function expectRefused(app: App, res: { status: number; body: { error?: { code: string; message: string } } }, status: number, code: string, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error?.code).toBe(code);
  expect(res.body.error?.message).toMatch(HEBREW);
  if (message) expect(res.body.error?.message).toBe(message);
  expect(await storedPhotos(app)).toBe(0);
}

describe("uploading a handover photo", () => {
  it("stores the browser's JPEG and answers what was stored, with the crew's address of it", async () => {
    const app = await setup();
    const res = await upload(app, await browserPhoto());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ stage: "pickup", width: 1600, height: 1200, stage_count: 1, stage_limit: PHOTO_LIMITS.perHandover });
    expect(res.body.url).toBe(`/api/crew/bookings/${app.order.order_number}/photos/${res.body.id}`);
    // The contract's answer, and nothing it does not name.
    expect(apiContract.crewPhotoUpload.response.parse(res.body)).toEqual(res.body);
    const row = await app.db.prisma.handoverPhoto.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({ stage: "pickup", contentType: "image/jpeg", width: 1600, height: 1200, bytes: row.content.byteLength });
    expect(row.crewMemberId).toBeGreaterThan(0);
  });

  it.each(["png", "webp", "avif"] as const)("takes a %s and stores it as JPEG", async (format) => {
    const app = await setup();
    const res = await upload(app, await smallImage(format), { type: `image/${format}`, stage: "return" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await app.db.prisma.handoverPhoto.findUniqueOrThrow({ where: { id: res.body.id } });
    expect((await sharp(row.content).metadata()).format).toBe("jpeg");
    expect(row.stage).toBe("return");
  });

  it("re-encodes a camera's photo: 1600 px on the long side, turned upright, and no EXIF: the GPS position is gone", async () => {
    const app = await setup();
    const original = await cameraPhoto(4000, 3000);
    // The fixture does carry what must not survive.
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(GPS_EXIF.GPSMapDatum)).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await upload(app, original);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const served = await bytesOf(app.request.get(res.body.url).set("Cookie", app.crewCookie));
    const stored = served.body as Buffer;
    const after = await sharp(stored).metadata();
    expect(after.format).toBe("jpeg");
    // Orientation 6 turns the 4000×3000 sensor picture to stand 1200×1600.
    expect({ width: after.width, height: after.height }).toEqual({ width: 1200, height: 1600 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(GPS_EXIF.GPSMapDatum)).toBe(false);
    expect(stored.includes("Exif\0\0")).toBe(false);
    expect(stored.includes("TestPhone")).toBe(false);
  });

  it("takes a JPEG with a second one after it (a gain map, a depth map) or a script, and stores only the first, re-encoded", async () => {
    const app = await setup();
    const photo = await browserPhoto(800, 600);
    const gainMap = await sharp(await smallImage("jpeg", 400, 300)).withExif({ IFD0: { Make: "GainMapCamera" } }).toBuffer();
    for (const appended of [gainMap, Buffer.from("<script>alert(document.cookie)</script>")]) {
      const res = await upload(app, Buffer.concat([photo, appended]));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const stored = Buffer.from((await app.db.prisma.handoverPhoto.findUniqueOrThrow({ where: { id: res.body.id } })).content);
      expect(await sharp(stored).metadata()).toMatchObject({ format: "jpeg", width: 800, height: 600 });
      // A fresh JPEG: one image, ending at its own end marker, with nothing of what followed.
      expect(stored.indexOf(Buffer.from([0xff, 0xd9]))).toBe(stored.length - 2);
      expect(stored.includes("GainMapCamera") || stored.includes("<script>")).toBe(false);
    }
  });

  it("an Idempotency-Key's retry stores one photo and answers the first; the key with another photo is refused", async () => {
    const app = await setup();
    const photo = await browserPhoto(800, 600);
    const first = await upload(app, photo, { key: "photo-retry-0001" });
    expect(first.status).toBe(201);
    const again = await upload(app, photo, { key: "photo-retry-0001" });
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toEqual(first.body);
    const other = await upload(app, await browserPhoto(640, 480), { key: "photo-retry-0001" });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: "idempotency_key_reused", message: messages.api.idempotencyKeyReused });
    expect(await storedPhotos(app)).toBe(1);
  });
});

describe("a bad photo: 4xx in Hebrew, nothing stored", () => {
  it("not an image: unreadable; a JPEG cut short (sharp's failOn): not received whole, send again", async () => {
    const app = await setup();
    for (const body of ["<html><body>not a photo</body></html>", Buffer.alloc(4096, 0xab)]) {
      await expectRefused(app, await upload(app, body), 422, "photo_unreadable", photoMessages.unreadable);
    }
    const photo = await cameraPhoto(2000, 1500);
    for (const cut of [0.5, 0.9, 0.999]) {
      await expectRefused(app, await upload(app, photo.subarray(0, Math.floor(photo.length * cut))), 422, "photo_truncated", photoMessages.truncated);
    }
  });

  it("too large: over the upload limit, refused before it is read", async () => {
    const app = await setup();
    const huge = Buffer.concat([await browserPhoto(800, 600), Buffer.alloc(PHOTO_LIMITS.maxUploadBytes)]);
    await expectRefused(app, await upload(app, huge), 413, "photo_too_large", photoMessages.tooLarge(PHOTO_LIMITS.maxUploadBytes));
  });

  it("too many pixels: a small file declaring a huge picture", async () => {
    const app = await setup();
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_LIMITS.maxUploadBytes);
    await expectRefused(app, await upload(app, bomb, { type: "image/png" }), 422, "photo_too_many_pixels", photoMessages.tooManyPixels);
  });

  it("one too many: the 21st photo of a handover, while the other handover still takes photos", async () => {
    const app = await setup();
    const photo = await smallImage("jpeg", 160, 120);
    for (let index = 1; index <= PHOTO_LIMITS.perHandover; index++) {
      const res = await upload(app, photo);
      expect(res.status).toBe(201);
      expect(res.body.stage_count).toBe(index);
    }
    const extra = await upload(app, photo);
    expect(extra.status).toBe(409);
    expect(extra.body.error).toEqual({ code: "photo_limit_reached", message: photoMessages.limitReached(PHOTO_LIMITS.perHandover, "pickup") });
    expect(extra.body.error.message).toMatch(HEBREW);
    expect(await app.db.prisma.handoverPhoto.count({ where: { stage: "pickup" } })).toBe(PHOTO_LIMITS.perHandover);
    expect((await upload(app, photo, { stage: "return" })).status).toBe(201);
  });

  it("uploads at the same moment cannot pass the limit together", async () => {
    const app = await setup();
    const photo = await smallImage("jpeg", 160, 120);
    const answers = await Promise.all(Array.from({ length: PHOTO_LIMITS.perHandover + 6 }, () => upload(app, photo)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(PHOTO_LIMITS.perHandover);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect(await storedPhotos(app)).toBe(PHOTO_LIMITS.perHandover);
  });

  it("another image than its Content-Type says, a type that is no photo, no stage, no body", async () => {
    const app = await setup();
    await expectRefused(app, await upload(app, await smallImage("png")), 422, "photo_type_mismatch", photoMessages.typeMismatch);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expectRefused(app, await upload(app, svg), 422, "photo_type_mismatch");
    await expectRefused(app, await upload(app, svg, { type: "image/svg+xml" }), 415, "photo_type_unsupported", photoMessages.unsupportedType);
    await expectRefused(app, await upload(app, "--x\r\n\r\n--x--", { type: "multipart/form-data; boundary=x" }), 415, "photo_type_unsupported");
    const noStage = await upload(app, await browserPhoto(), { stage: "" });
    await expectRefused(app, noStage, 400, "invalid_request");
    expect(noStage.body.error.fields).toEqual({ stage: photoMessages.stageRequired });
    await expectRefused(app, await upload(app, await browserPhoto(), { stage: "parking" }), 400, "invalid_request");
    await expectRefused(app, await upload(app, Buffer.alloc(0)), 422, "photo_empty", photoMessages.empty);
  });

  it("without a crew session, for an unknown order, for a cancelled one", async () => {
    const app = await setup();
    const photo = await browserPhoto(800, 600);
    await expectRefused(app, await upload(app, photo, { cookie: null }), 401, "crew_session_required");
    await expectRefused(app, await upload(app, photo, { cookie: "valet_crew=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }), 401, "crew_session_required");
    await expectRefused(app, await upload(app, photo, { order: 999_999 }), 404, "not_found", messages.api.orderNotFound);
    await app.db.prisma.booking.update({ where: { orderNumber: app.order.order_number }, data: { cancelledAt: new Date() } });
    await expectRefused(app, await upload(app, photo), 409, "cancelled", photoMessages.cancelled);
  });
});

describe("the handover records list their photos", () => {
  it("the traveller's order at the traveller's address (with the order's token), the crew's answers at the crew's", async () => {
    const app = await setup();
    const booking = await app.db.prisma.booking.findUniqueOrThrow({ where: { orderNumber: app.order.order_number } });
    await app.db.prisma.handover.create({ data: { bookingId: booking.id, stage: "pickup", odometerKm: 52_000, fuelEighths: 6, keys: 1 } });
    const first = (await upload(app, await browserPhoto(800, 600))).body.id as number;
    const second = (await upload(app, await browserPhoto(640, 480))).body.id as number;
    await upload(app, await browserPhoto(320, 240), { stage: "return" }); // no return record yet: not listed

    const read = await app.request.get(`/api/bookings/${app.order.order_number}?t=${app.order.token}`);
    expect(read.status).toBe(200);
    const traveller = [first, second].map((id) => `/api/bookings/${app.order.order_number}/photos/${id}?t=${app.order.token}`);
    expect(read.body.handover.pickup.photos).toEqual(traveller);
    expect(read.body.handover.return).toBeNull();
    for (const url of traveller) expect((await app.request.get(url)).status).toBe(200);

    const crewView = await serviceViewOf(app.db.prisma, booking, { crew: true });
    expect(crewView.handover.pickup?.photos).toEqual([first, second].map((id) => `/api/crew/bookings/${app.order.order_number}/photos/${id}`));
    expect(JSON.stringify(crewView)).not.toContain(app.order.token);
  });
});

describe("reading a photo back", () => {
  async function withPhoto() {
    const app = await setup();
    const res = await upload(app, await browserPhoto(800, 600));
    expect(res.status).toBe(201);
    const row = await app.db.prisma.handoverPhoto.findUniqueOrThrow({ where: { id: res.body.id } });
    return { ...app, photoId: res.body.id as number, content: Buffer.from(row.content) };
  }

  function expectPhotoAnswer(res: { status: number; headers: Record<string, string>; body: unknown }, content: Buffer) {
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(res.body as Buffer, content)).toBe(0);
  }

  it("serves a crew session the stored JPEG, private, no-store, nosniff", async () => {
    const app = await withPhoto();
    const res = await bytesOf(app.request.get(`/api/crew/bookings/${app.order.order_number}/photos/${app.photoId}`).set("Cookie", app.crewCookie));
    expectPhotoAnswer(res, app.content);
  });

  it("serves the holder of the order's token the same", async () => {
    const app = await withPhoto();
    const res = await bytesOf(app.request.get(`/api/bookings/${app.order.order_number}/photos/${app.photoId}?t=${app.order.token}`));
    expectPhotoAnswer(res, app.content);
  });

  it("refuses anyone else: no session 401; a wrong token, another order and a missing photo the same 404", async () => {
    const app = await withPhoto();
    const { order, photoId } = app;
    const crewless = await app.request.get(`/api/crew/bookings/${order.order_number}/photos/${photoId}`);
    expect(crewless.status).toBe(401);
    expect(crewless.headers["cache-control"]).toBe("private, no-store");

    const other = (await app.request.post("/api/bookings").send(bookingBody())).body as Order;
    const notFound = { error: { code: "not_found", message: photoMessages.notFound } };
    for (const url of [
      `/api/bookings/${order.order_number}/photos/${photoId}`,
      `/api/bookings/${order.order_number}/photos/${photoId}?t=${"x".repeat(32)}`,
      `/api/bookings/${order.order_number}/photos/${photoId}?t=${other.token}`,
      // The other order's valid token does not open this order's photo through the other order's number.
      `/api/bookings/${other.order_number}/photos/${photoId}?t=${other.token}`,
      `/api/bookings/${order.order_number}/photos/${photoId + 1}?t=${order.token}`,
    ]) {
      const res = await app.request.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual(notFound);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
    const crewOtherOrder = await app.request.get(`/api/crew/bookings/${other.order_number}/photos/${photoId}`).set("Cookie", app.crewCookie);
    expect(crewOtherOrder.status).toBe(404);
    expect(crewOtherOrder.body).toEqual(notFound);
  });
});
