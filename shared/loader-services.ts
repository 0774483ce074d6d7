// What page loaders may ask of the server. Implemented in server/services; kept
// as an interface here so client code never imports server code.
import type { SaturdayBannerKind } from "./saturday-banner.ts";
import type { SiteSettings } from "./site-settings.ts";

/** The holiday pop-up's texts (SPEC §2), from site settings. */
export interface HolidayPopupContent {
  code: string;
  title: string;
  body: string;
}

/** What the page shell shows on every page, decided on the server at request time. */
export interface SiteChrome {
  /** Null unless site_config enables the pop-up and now is inside its dates. */
  popup: HolidayPopupContent | null;
  /** Null when the Saturday banner is not shown. */
  saturdayBanner: SaturdayBannerKind | null;
}

export interface LoaderServices {
  siteSettings(): Promise<SiteSettings>;
  siteChrome(): Promise<SiteChrome>;
}
