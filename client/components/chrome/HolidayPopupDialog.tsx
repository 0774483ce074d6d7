import type { HolidayPopupContent } from "@shared/loader-services.ts";
import { messages } from "@shared/messages/index.ts";
import { HOLIDAY_POPUP_ID } from "~/lib/chrome-ids.ts";
import { ModalDialog } from "./ModalDialog.tsx";
import { PrimaryButton } from "~/components/PrimaryButton.tsx";
import { DialogHeader } from "./DialogHeader.tsx";

const text = messages.holidayPopup;

/**
 * The pop-up itself (product.md §2): title, text, code, copy, use now, maybe later.
 * Server markup, closed, in its template; client/enhance/holiday-popup.ts opens
 * it and drives it through the data-popup-* hooks.
 */
export default function HolidayPopupDialog({ popup }: { popup: HolidayPopupContent }) {
  return (
    <ModalDialog
      id={HOLIDAY_POPUP_ID}
      labelledBy="holiday-popup-title"
      className="m-auto w-[26rem] max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="relative grid gap-4 p-6 text-center">
        <DialogHeader titleId="holiday-popup-title" title={popup.title} close={{ label: messages.chrome.close }} layout="corner" size="2xl" />
        <p className="text-slate-700">{popup.body}</p>
        <p className="rounded-xl border-2 border-dashed border-brand-700 bg-brand-50 px-4 py-3">
          <span className="block text-sm text-slate-700">{messages.chrome.popupCodeLabel}</span>
          <bdi dir="ltr" className="text-2xl font-bold tracking-widest text-brand-900 select-all">
            {popup.code}
          </bdi>
        </p>
        <button type="button" data-popup-copy="" className="rounded-lg border border-brand-800 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
          {text.copy}
        </button>
        <p role="status" className="sr-only" data-popup-copied=""></p>
        <p role="alert" hidden data-popup-copy-failed="" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {`${messages.coupon.copyFailed}. ${messages.coupon.copyManually}`}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <PrimaryButton data-popup-use="" size="narrow">
            {text.useNow}
          </PrimaryButton>
          <button type="button" data-popup-later="" className="rounded-lg bg-slate-100 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-200">
            {text.maybeLater}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
