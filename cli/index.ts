import { runCli } from "./program.ts";

// Exits once the command is done (stdout and stderr are written synchronously to files
// and pipes on Linux): Prisma's schema engine leaves a 10 s timer of its own behind
// after `valet db migrate|status`, which would keep a finished command waiting.
process.exit(await runCli(process.argv.slice(2)));
