// A Vite plugin: a module named `*.ssr.tsx` is markup only the server renders (the
// site's chrome, the booking page's service steps: client/components/ServerRendered.tsx
// keeps it as the server wrote it). In the browser build its exports are undefined and it imports
// nothing, so neither it nor anything only it uses is in the browser's module graph.
// Tree-shaking alone is not enough: the bundler groups a module's imports with it
// (scripts/application-chunks.ts), which put the chrome's dialogs and forms in every
// application's first load (docs/decisions/022). The callers render such
// a component behind `import.meta.env.SSR &&`, so the browser never calls it.
import type { Plugin } from "vite";

const SERVER_ONLY = /\.ssr\.tsx$/;

export function serverOnlyModules(): Plugin {
  return {
    name: "valet:server-only-modules",
    // Before the TypeScript transform, so the source's own export lines are read.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!SERVER_ONLY.test(id)) return;
      const names = [...code.matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1]);
      if (/^export default/m.test(code)) throw new Error(`${id}: a server-only module has named exports only`);
      return { code: names.map((name) => `export const ${name} = undefined;`).join("\n"), map: null };
    },
  };
}
