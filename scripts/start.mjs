// `npm start`: the built server. A machine with no card provider configured and no
// public address is someone trying the site on their own computer (a fresh clone):
// there the sandbox is chosen by name, so the server starts, warns and marks its
// payments as a test. A deployment sets PUBLIC_BASE_URL and so never gets the
// sandbox this way: without Hyp's credentials it refuses to start (docs/decisions/009).
import process from "node:process";

const env = process.env;
const hasHyp = Boolean(env.HYP_MASOF && env.HYP_PASSP && env.HYP_KEY);
if (!env.PAYMENT_PROVIDER && !hasHyp && !env.PUBLIC_BASE_URL) {
  env.PAYMENT_PROVIDER = "sandbox";
  console.warn("npm start: no card provider and no PUBLIC_BASE_URL, so card payments run on the sandbox (test payments, nothing is charged).");
}
await import("../build/node/main.js");
