import type { ReactNode } from "react";

/**
 * A document's closed dialog (phone menu, accessibility panel, holiday pop-up),
 * server-rendered by React like any other markup but inside a <template>: the
 * browser parses it into an inert fragment, so it costs no style, layout or
 * accessibility-tree work until client/enhance/dialogs.ts clones it into the
 * page on first open. The copy stays in the components, none of it in script
 * strings. Every page has its chrome's dialogs so (docs/decisions/014).
 */
export function DialogTemplate({ id, children }: { id: string; children: ReactNode }) {
  return <template data-dialog-template={id}>{children}</template>;
}
