import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  // VALET_BUILD_DIR lets parallel test runs keep separate builds.
  buildDirectory: process.env.VALET_BUILD_DIR ?? "build",
  ssr: true,
  // Every navigation between pages is a page load (docs/decisions/014), so an
  // application never discovers other routes: the page's own manifest is all it
  // needs, and no link on the page sends a /__manifest request.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
