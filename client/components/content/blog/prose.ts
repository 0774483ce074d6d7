// Typography for article HTML, as Tailwind variants on the wrapper (no plugin).
export const PROSE_CLASSES = [
  "text-lg leading-8 text-slate-800",
  "[&_p]:mt-5",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-snug [&_h2]:text-brand-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6",
  "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:ps-6",
  "[&_li]:ps-1 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-3 [&_th]:text-start",
  "[&_td]:border [&_td]:border-slate-200 [&_td]:p-3",
].join(" ");
