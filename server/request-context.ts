// The request a piece of work belongs to, without passing it down by hand: the
// request-logging middleware runs the rest of the request inside this context,
// and the logger's mixin stamps its id on every line logged meanwhile, from a
// route, a service or a database retry alike.
import { AsyncLocalStorage } from "node:async_hooks";

const requests = new AsyncLocalStorage<{ reqId: string }>();

export function runWithRequestId<T>(reqId: string, work: () => T): T {
  return requests.run({ reqId }, work);
}

export function currentRequestId(): string | undefined {
  return requests.getStore()?.reqId;
}
