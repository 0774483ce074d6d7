import type { RouteConfig } from "@react-router/dev/routes";
// React Router loads this file with its own loader, which resolves no alias.
// eslint-disable-next-line no-restricted-imports
import { SITE_PAGES } from "../shared/site-pages.ts";

// React Router's route table, made from the one list of the site's pages and their
// facts (shared/site-pages.ts). Paths match case-insensitively, so /Booking is
// /booking (product.md §2).
export default SITE_PAGES.map(({ path, file }) => (path === "" ? { index: true, file } : { path, file })) satisfies RouteConfig;
