// What the sandbox pay page sends back for a decision, as the browser follows it:
// create the payment, submit the page's form, read the signed return query.
import type supertest from "supertest";

type Request = ReturnType<typeof supertest>;

export async function sandboxReturn(
  request: Request,
  order: { order_number: number; token: string },
  decision: "approve" | "decline",
): Promise<Record<string, string>> {
  const create = await request.post("/api/create-payment").send({ orderNumber: order.order_number, token: order.token });
  const pageQuery = Object.fromEntries(new URL(create.body.paymentUrl, "http://x").searchParams);
  const done = await request.post("/pay/sandbox/complete").type("form").send({ ...pageQuery, decision });
  if (done.status !== 303) throw new Error(`the sandbox page answered ${done.status}`);
  return Object.fromEntries(new URL(String(done.headers.location), "http://x").searchParams);
}

/** Follows a hosted-page URL (a first payment's or a difference's) through the sandbox's approve button to its signed return query. */
export async function approvedReturnOf(request: Request, paymentUrl: string): Promise<Record<string, string>> {
  const pageQuery = Object.fromEntries(new URL(paymentUrl, "http://x").searchParams);
  const done = await request.post("/pay/sandbox/complete").type("form").send({ ...pageQuery, decision: "approve" });
  if (done.status !== 303) throw new Error(`the sandbox page answered ${done.status}`);
  return Object.fromEntries(new URL(String(done.headers.location), "http://x").searchParams);
}
