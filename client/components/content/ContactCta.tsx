import { telHref, whatsappHref } from "~/lib/contact-links.ts";
import { Icon } from "./Icon.tsx";
import { usePublicConfig } from "~/lib/use-public-config.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";

/** A call to action with the two quickest channels: WhatsApp and phone. */
export function ContactCta({ title, text, headingId }: { title: string; text: string; headingId: string }) {
  const config = usePublicConfig();
  if (!config) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-14 max-w-3xl rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3 text-lg text-brand-100">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a
          href={whatsappHref(config.whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-white px-5 py-3 font-bold text-brand-900 hover:bg-brand-50"
        >
          <Icon name="whatsapp" className="size-5" />
          כתבו לנו בוואטסאפ
        </a>
        <a
          href={telHref(config.phone)}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg px-5 py-3 font-semibold ring-2 ring-white/70 hover:bg-white/10"
        >
          <Icon name="phone" className="size-5" />
          <span>
            {"חייגו "}
            <PhoneNumber phone={config.phone} />
          </span>
        </a>
      </div>
    </section>
  );
}
