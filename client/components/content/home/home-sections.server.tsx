// The home page's sections below the fold, rendered once to static HTML on the
// server. Crawlers and readers without JavaScript get them in the document, and
// no JavaScript bundle carries them (docs/decisions/011).
import { renderToStaticMarkup } from "react-dom/server";
import type { PublicConfig } from "@shared/public-config.ts";
import { telHref, whatsappHref } from "~/lib/contact-links.ts";
import { ClosingCta } from "./below-fold/ClosingCta.tsx";
import { HomeFaq } from "./below-fold/HomeFaq.tsx";
import { HowItWorksSection } from "./below-fold/HowItWorksSection.tsx";
import { ParkingTypes } from "./below-fold/ParkingTypes.tsx";
import { Testimonials } from "./below-fold/Testimonials.tsx";
import { WhyChooseUs } from "./below-fold/WhyChooseUs.tsx";

const cache = new Map<string, string>();

export function homeSectionsHtml(config: Pick<PublicConfig, "phone" | "whatsappNumber">): string {
  const key = `${config.phone}|${config.whatsappNumber}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <>
        <WhyChooseUs />
        <ParkingTypes />
        <HowItWorksSection />
        <Testimonials whatsappHref={whatsappHref(config.whatsappNumber)} />
        <HomeFaq />
        <ClosingCta phone={config.phone} telHref={telHref(config.phone)} />
      </>,
    );
    cache.set(key, html);
  }
  return html;
}
