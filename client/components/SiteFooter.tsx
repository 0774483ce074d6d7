import { Link } from "react-router";
import { FOOTER_LINKS } from "~/content/navigation.ts";
import { CUSTOMER_SERVICE_HOURS, SERVICE_HOURS } from "~/content/hours.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import { mailtoHref, telHref, whatsappHref } from "~/lib/contact-links.ts";
import { QuickContactForm } from "./content/contact/QuickContactForm.tsx";

export function SiteFooter({ config }: { config: PublicConfig }) {
  const year = new Date().getFullYear();
  return (
    // Always below the fold: rendered when it nears the viewport (app.css).
    <footer className="below-fold mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.25fr]">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-lg font-semibold text-white">
            קישורים מהירים
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-1">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="inline-block py-0.5 hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-semibold text-white">
            יצירת קשר
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              טלפון:{" "}
              <a href={telHref(config.phone)} className="font-medium text-white hover:underline" dir="ltr">
                {config.phone}
              </a>
            </li>
            <li>
              דוא״ל:{" "}
              <a href={mailtoHref(config.email)} className="font-medium text-white hover:underline" dir="ltr">
                {config.email}
              </a>
            </li>
            <li>
              <a href={whatsappHref(config.whatsappNumber)} className="font-medium text-white hover:underline" target="_blank" rel="noopener noreferrer">
                שלחו לנו הודעת וואטסאפ
              </a>
            </li>
            <li>מיקום: {config.location}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="mb-3 text-lg font-semibold text-white">
            שעות פעילות
          </h2>
          <h3 className="text-sm font-semibold text-white">שירות הוואלה</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {SERVICE_HOURS.map((line) => (
              <li key={line.days}>{`${line.days}: ${line.hours}`}</li>
            ))}
          </ul>
          <h3 className="mt-4 text-sm font-semibold text-white">שירות הלקוחות</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {CUSTOMER_SERVICE_HOURS.map((line) => (
              <li key={line.days}>{`${line.days}: ${line.hours}`}</li>
            ))}
          </ul>
        </section>
        <QuickContactForm />
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-brand-100">
        {`© ${year} ${BRAND_NAME}. כל הזכויות שמורות.`}
      </p>
    </footer>
  );
}
