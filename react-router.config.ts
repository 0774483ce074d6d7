import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  // VALET_BUILD_DIR lets parallel test runs keep separate builds.
  buildDirectory: process.env.VALET_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
