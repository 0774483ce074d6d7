/** A comparison table that scrolls sideways on narrow phones instead of squeezing. */
export function ComparisonTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
}) {
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] border-collapse text-start">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <td className="p-4" />
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`p-4 text-start font-bold ${index === 0 ? "bg-brand-800 text-white" : "text-slate-900"}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="p-4 text-start font-semibold text-slate-900">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={`${row.label}-${index}`} className={`p-4 text-slate-700 ${index === 0 ? "bg-brand-50 font-semibold text-brand-900" : ""}`}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
