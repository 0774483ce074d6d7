// The parts of the booking page that only an action of the traveller shows: the
// terms and clear-form dialogs, the secure-payment panel, the form's check (with
// zod) and the requests to the server (booking-requests.ts). They are not in the
// page's first load (product.md §10, docs/decisions/022): BookingScreen fetches them all
// when the traveller first focuses the form, so none is waited for when it is
// needed, and each also loads by itself if it is asked for first.
import { lazy } from "react";

const dialogs = () => import("./BookingDialogs.tsx");
const paymentPanel = () => import("./SecurePaymentPanel.tsx");

/** The schema check (and zod with it). */
export const loadDraftCheck = () => import("./validate-draft.ts");
/** The coupon check, the booking and the hosted payment page, with the API client. */
export const loadRequests = () => import("./booking-requests.ts");

export const TermsDialog = lazy(() => dialogs().then((module) => ({ default: module.TermsDialog })));
export const ClearFormDialog = lazy(() => dialogs().then((module) => ({ default: module.ClearFormDialog })));
export const SecurePaymentPanel = lazy(() => paymentPanel().then((module) => ({ default: module.SecurePaymentPanel })));

let started = false;
export function loadWhatComesNext(): void {
  if (started) return;
  started = true;
  void Promise.all([loadDraftCheck(), dialogs(), paymentPanel(), loadRequests()]).catch(() => {
    started = false; // offline for a moment: the next focus tries again
  });
}
