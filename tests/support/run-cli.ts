// Runs the operator CLI as its own process, as an operator would.
import { execFile } from "node:child_process";
import path from "node:path";
import { PROJECT_ROOT } from "@server/paths.ts";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCliProcess(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", path.join(PROJECT_ROOT, "cli", "index.ts"), ...args],
      { cwd: PROJECT_ROOT, env: { ...process.env, LOG_LEVEL: "silent", ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
