import { useRef, type SyntheticEvent } from "react";
import type { FaqItem } from "~/content/faq.ts";
import { Icon } from "./Icon.tsx";

/**
 * Questions in <details>: readable and usable without JavaScript. One item is
 * open at a time: the shared `name` does it natively in current browsers, and
 * the toggle handler does it in older ones.
 */
export function Accordion({ items, name, defaultOpenId }: { items: FaqItem[]; name: string; defaultOpenId?: string }) {
  const listRef = useRef<HTMLDivElement>(null);

  function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    listRef.current?.querySelectorAll("details[open]").forEach((details) => {
      if (details !== opened) (details as HTMLDetailsElement).open = false;
    });
  }

  return (
    <div ref={listRef} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <details
          key={item.id}
          id={`${name}-${item.id}`}
          name={name}
          open={item.id === defaultOpenId}
          onToggle={closeOthers}
          className="group scroll-mt-24"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start text-lg font-semibold text-slate-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <Icon name="chevron" className="size-5 shrink-0 text-brand-800 transition-transform group-open:rotate-180" />
          </summary>
          <div className="space-y-3 px-5 pb-5 leading-8 text-slate-700">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
