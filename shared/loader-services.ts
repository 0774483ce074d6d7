// What page loaders may ask of the server. Implemented in server/services; kept
// as an interface here so client code never imports server code.
import type { SiteSettings } from "./site-settings.ts";

export interface LoaderServices {
  siteSettings(): Promise<SiteSettings>;
}
