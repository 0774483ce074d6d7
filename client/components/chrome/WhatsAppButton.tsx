import { messages } from "@shared/messages/index.ts";
import { whatsappHref } from "~/lib/contact-links.ts";
import { WhatsAppIcon } from "./icons.tsx";

const text = messages.chrome;

/**
 * The floating chat link (product.md §2, §7): bottom right, above the phone bar where
 * it shows. Server markup on every page: client/enhance tracks the click through
 * data-track-whatsapp.
 */
export function WhatsAppButton({ number, raised }: { number: string; raised: boolean }) {
  return (
    <a
      href={whatsappHref(number, text.whatsappText)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={text.whatsappLabel}
      data-track-whatsapp="floating_button"
      className={`fixed start-4 z-30 flex size-14 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg transition-transform hover:scale-105 hover:bg-emerald-800 ${raised ? "bottom-20 md:bottom-4" : "bottom-4"}`}
    >
      <WhatsAppIcon className="size-8" />
    </a>
  );
}
