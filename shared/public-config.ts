// What the browser may know about the deployment: an explicit allow-list built
// by the server (server/config.ts), never the environment itself.
export interface PublicConfig {
  baseUrl: string;
  phone: string;
  email: string;
  whatsappNumber: string;
  location: string;
  gaMeasurementId: string | null;
  adsId: string | null;
  adsConversionLabel: string | null;
}
