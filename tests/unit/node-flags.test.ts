// Every command that starts the production server gives it the same V8 flags
// (server/node-flags.ts): npm start and the container's CMD. The benchmarks
// import the list, so what they measure is what production runs.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "@server/node-flags.ts";

const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

describe("the server's V8 flags", () => {
  it("are named once, and each is a flag", () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(flag).toMatch(/^--[a-z-]+=\d+$/);
  });

  it("are npm start's, before the script", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/node-runtime.mjs scripts/start.mjs`);
  });

  it("are the container's CMD, before the entry", () => {
    const cmd = read("Dockerfile")
      .split("\n")
      .filter((line) => line.startsWith("CMD "))
      .at(-1);
    expect(cmd).toBe(`CMD ${JSON.stringify(["node", ...SERVER_NODE_FLAGS, "build/node/main.js"]).replaceAll(",", ", ")}`);
  });
});
