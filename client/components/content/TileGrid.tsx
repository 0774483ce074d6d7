import type { Tile } from "~/content/home.ts";
import { Icon } from "./Icon.tsx";

/** Icon cards with a heading and a sentence (about, VIP benefits). */
export function TileGrid({ tiles, columns = 3 }: { tiles: Tile[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {tiles.map((tile) => (
        <li key={tile.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
            <Icon name={tile.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">{tile.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{tile.text}</p>
        </li>
      ))}
    </ul>
  );
}
