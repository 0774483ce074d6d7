import type { Route } from "./+types/home";
import { PAGES } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";
import { FeatureStrip } from "~/components/content/home/FeatureStrip.tsx";
import { HomeHero } from "~/components/content/home/HomeHero.tsx";
import { ClosingCta } from "~/components/content/home/below-fold/ClosingCta.tsx";
import { HomeFaq } from "~/components/content/home/below-fold/HomeFaq.tsx";
import { HowItWorksSection } from "~/components/content/home/below-fold/HowItWorksSection.tsx";
import { ParkingTypes } from "~/components/content/home/below-fold/ParkingTypes.tsx";
import { Testimonials } from "~/components/content/home/below-fold/Testimonials.tsx";
import { WhyChooseUs } from "~/components/content/home/below-fold/WhyChooseUs.tsx";
import { JsonLd } from "~/components/content/JsonLd.tsx";
import { localBusinessJsonLd } from "~/components/content/structured-data.ts";
import { telHref, whatsappHref } from "~/lib/contact-links.ts";
import { usePublicConfig } from "~/lib/use-public-config.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, PAGES.home);

// A document (docs/decisions/014): rendered on the server and never hydrated, so
// none of these sections is in any JavaScript bundle.
export default function HomePage() {
  const config = usePublicConfig();
  return (
    <>
      <HomeHero />
      <FeatureStrip />
      <WhyChooseUs />
      <ParkingTypes />
      <HowItWorksSection />
      {config && <Testimonials whatsappHref={whatsappHref(config.whatsappNumber)} />}
      <HomeFaq />
      {config && <ClosingCta phone={config.phone} telHref={telHref(config.phone)} />}
      {config && <JsonLd data={localBusinessJsonLd(config)} />}
    </>
  );
}
