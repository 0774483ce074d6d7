import type { ReactNode } from "react";
import type { PublicConfig } from "@shared/public-config.ts";
import { CONTACT_PAGE as COPY } from "~/content/contact.ts";
import { CUSTOMER_SERVICE_HOURS, SERVICE_HOURS, type HoursLine } from "~/content/hours.ts";
import { mailtoHref, telHref, whatsappHref } from "~/lib/contact-links.ts";
import { Icon, type AnyIconName } from "~/components/content/Icon.tsx";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";

function Channel({ icon, label, children }: { icon: AnyIconName; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
        <Icon name={icon} />
      </span>
      <span>
        <span className="block text-sm font-semibold text-slate-600">{label}</span>
        <span className="block text-lg font-semibold text-slate-900">{children}</span>
      </span>
    </li>
  );
}

function Hours({ title, lines }: { title: string; lines: HoursLine[] }) {
  return (
    <div>
      <h3 className="font-bold text-slate-900">{title}</h3>
      <dl className="mt-2 space-y-1 text-slate-700">
        {lines.map((line) => (
          <div key={line.days}>
            <dt className="inline font-semibold text-slate-900">{`${line.days}: `}</dt>
            <dd className="inline">{line.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Phone, e-mail, WhatsApp, location and both sets of hours (product.md §1). */
export function ContactDetails({ config }: { config: PublicConfig }) {
  return (
    <section aria-labelledby="contact-details" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id="contact-details" className="text-xl font-bold text-brand-900">
        {COPY.detailsTitle}
      </h2>
      <ul className="mt-6 space-y-5">
        <Channel icon="phone" label={COPY.phoneLabel}>
          <a href={telHref(config.phone)} className="text-brand-800 hover:underline">
            <PhoneNumber phone={config.phone} />
          </a>
        </Channel>
        <Channel icon="mail" label={COPY.emailLabel}>
          <a href={mailtoHref(config.email)} dir="ltr" className="break-all text-brand-800 hover:underline">
            {config.email}
          </a>
        </Channel>
        <Channel icon="whatsapp" label={COPY.whatsappLabel}>
          <a href={whatsappHref(config.whatsappNumber)} target="_blank" rel="noopener noreferrer" className="text-brand-800 hover:underline">
            {COPY.whatsappText}
          </a>
        </Channel>
        <Channel icon="pin" label={COPY.locationLabel}>
          {config.location}
        </Channel>
      </ul>
      <div className="mt-8 grid gap-6 border-t border-slate-200 pt-6">
        <Hours title={COPY.serviceHoursTitle} lines={SERVICE_HOURS} />
        <Hours title={COPY.customerServiceTitle} lines={CUSTOMER_SERVICE_HOURS} />
      </div>
      <p className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">{COPY.flightChangeNote}</p>
    </section>
  );
}
