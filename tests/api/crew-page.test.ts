// The crew page /crew as an application (product.md §17, docs/decisions/023 and 031): with a crew
// session its island is rendered with the day's manifest as props (the same service
// as GET /api/crew/manifest) and the crew entry's scripts; without one it is the
// site's not-found page, with no manifest in it. Needs the production build.
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminServices } from "@server/services/admin/index.ts";
import { crewPageMessages } from "@shared/messages/crew-page.ts";
import { bookingBody } from "@tests/support/booking-body.ts";
import { NOW } from "@tests/support/fixed-clock.ts";
import { BROWSER_UA, testApp } from "@tests/support/test-app.ts";
import { resetDatabase, workerDatabase } from "@tests/support/test-database.ts";

beforeEach(async () => resetDatabase(await workerDatabase()));

const now = () => NOW;

/** The island's props, as the browser will hydrate them. */
function islandProps(html: string): unknown {
  const json = /<script type="application\/json" id="application-props"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

describe("/crew", () => {
  it("renders the crew island with today's manifest for a signed-in representative, and the not-found page for anyone else", async () => {
    const app = await testApp({ now, pages: true });
    const admin = createAdminServices(app.db.prisma, now);
    const { link } = await admin.crew.add({ name: "רונית לוי", phone: "0501234567" });
    // Tomorrow's pickup (the clock is Sunday 22 November in Israel).
    const booked = await app.request.post("/api/bookings").send(bookingBody({ departure_date: "2026-11-23", arrival_date: "2026-11-29" }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const signedIn = await app.request.post("/api/crew/sign-in").type("form").send({ token: link.token });
    const cookie = (signedIn.headers["set-cookie"] as unknown as string[]).find((value) => value.includes("Path=/crew;"))!.split(";")[0]!;

    const page = await app.request.get("/crew").set("user-agent", BROWSER_UA).set("cookie", cookie);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.text).toContain('data-application="crew"');
    expect(page.text).toContain(crewPageMessages.title);
    expect(page.text).toMatch(/<script type="module" src="\/assets\/app-crew-[^"]+\.js"/);
    const props = islandProps(page.text) as { crew: { name: string }; manifest: { days: string[]; entries: Array<{ order_number: number; kind: string }> } };
    expect(props.crew).toEqual({ name: "רונית לוי" });
    expect(props.manifest.days).toEqual(["2026-11-22", "2026-11-23"]);
    expect(props.manifest.entries).toEqual([expect.objectContaining({ order_number: booked.body.order_number, kind: "pickup" })]);
    // The same list the API gives the island when it refreshes.
    const api = await app.request.get("/api/crew/manifest").set("cookie", cookie);
    expect(api.status).toBe(200);
    expect(api.body.entries).toEqual(props.manifest.entries);

    const outsider = await app.request.get("/crew").set("user-agent", BROWSER_UA);
    expect(outsider.status).toBe(404);
    expect(outsider.text).toContain("הדף לא נמצא");
    expect(islandProps(outsider.text)).toEqual({ crew: null, manifest: null });
  });
});
