// schema.org data of the content pages (product.md §1 home structured data, §2 /faq,
// /about and the blog). Pure builders: tests parse what the pages print.
import { BASE_DAYS, BASE_PRICES, CURRENCY } from "@shared/constants.ts";
import { BRAND_NAME } from "@shared/brand.ts";
import type { PublicConfig } from "@shared/public-config.ts";
import type { FaqItem } from "~/content/faq.ts";
import type { ArticleSummary } from "~/content/blog/types.ts";
import { STRUCTURED_CUSTOMER_SERVICE, STRUCTURED_OPENING_DAYS } from "~/content/hours.ts";
import { DEFAULT_SOCIAL_IMAGE } from "~/lib/seo.ts";

const CONTEXT = "https://schema.org";
const AIRPORT = { "@type": "Airport", name: "נמל התעופה בן גוריון", iataCode: "TLV" };
const DESCRIPTION =
  "שירות ואלה לחניה בנתב״ג: נציג מקבל את הרכב בטרמינל, מחנה אותו בחניון סגור ומאובטח ומחזיר אותו לאותו מקום עם הנחיתה.";

function day(name: string): string {
  return `${CONTEXT}/${name}`;
}

/** The two offers of product.md §1: open and covered parking for up to five days. */
function parkingOffers(baseUrl: string) {
  return (["open", "covered"] as const).map((type) => ({
    "@type": "Offer",
    name: `${type === "open" ? "חניה פתוחה" : "חניה מקורה"} עד ${BASE_DAYS} ימים`,
    price: BASE_PRICES[type],
    priceCurrency: CURRENCY,
    url: `${baseUrl}/booking?type=${type}`,
    itemOffered: {
      "@type": "Service",
      name: `${type === "open" ? "חניה פתוחה" : "חניה מקורה"} עם שירות ואלה בנתב״ג`,
    },
  }));
}

function businessRef(config: PublicConfig) {
  return { "@type": "AutomotiveBusiness", "@id": `${config.baseUrl}/#business`, name: BRAND_NAME, url: `${config.baseUrl}/` };
}

export function localBusinessJsonLd(config: PublicConfig) {
  const prices = Object.values(BASE_PRICES);
  return {
    "@context": CONTEXT,
    ...businessRef(config),
    description: DESCRIPTION,
    image: `${config.baseUrl}${DEFAULT_SOCIAL_IMAGE.path}`,
    telephone: config.phone,
    email: config.email,
    address: { "@type": "PostalAddress", addressLocality: config.location, addressCountry: "IL" },
    areaServed: AIRPORT,
    priceRange: `₪${Math.min(...prices)}–₪${Math.max(...prices)}`,
    currenciesAccepted: CURRENCY,
    paymentAccepted: "Credit Card, Cash",
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: STRUCTURED_OPENING_DAYS.map(day), opens: "00:00", closes: "23:59" },
    ],
    knowsLanguage: ["he", "en"],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: config.phone,
      email: config.email,
      availableLanguage: ["Hebrew", "English"],
      hoursAvailable: STRUCTURED_CUSTOMER_SERVICE.map((line) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: line.days.map(day),
        opens: line.opens,
        closes: line.closes,
      })),
    },
    makesOffer: parkingOffers(config.baseUrl),
  };
}

export function serviceJsonLd(config: PublicConfig) {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: "שירות ואלה לחניה בנתב״ג",
    serviceType: "Airport valet parking",
    description: DESCRIPTION,
    url: `${config.baseUrl}/about`,
    provider: { ...businessRef(config), telephone: config.phone },
    areaServed: AIRPORT,
    availableLanguage: ["Hebrew", "English"],
    offers: parkingOffers(config.baseUrl),
  };
}

export function faqPageJsonLd(items: FaqItem[], url: string) {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}

export function articleJsonLd(article: ArticleSummary, baseUrl: string) {
  const url = `${baseUrl}/blog/${article.slug}`;
  const organization = { "@type": "Organization", name: BRAND_NAME, url: `${baseUrl}/` };
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: article.title,
    description: article.description,
    image: [`${baseUrl}${article.socialImage}`],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    inLanguage: "he-IL",
    wordCount: article.wordCount,
    keywords: article.tags.join(", "),
    author: { ...organization, name: article.author },
    publisher: { ...organization, logo: { "@type": "ImageObject", url: `${baseUrl}${DEFAULT_SOCIAL_IMAGE.path}` } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[], baseUrl: string) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${baseUrl}${crumb.path}`,
    })),
  };
}
