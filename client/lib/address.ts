// The page's own address inside an application (docs/decisions/023): the booking
// form keeps the chosen type in `?type=…` and the payment panel opens on a `#payment`
// history entry, so Back closes it. Every navigation between pages is a page load
// (decision 014), so this is all an application needs of a router: the address,
// moved with the History API, and a re-render when it moves (Back, Forward).
import { useSyncExternalStore } from "react";

export interface Address {
  /** `?a=b`, or "" */
  search: string;
  /** `#x`, or "" */
  hash: string;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const currentSearch = () => window.location.search;
const currentHash = () => window.location.hash;

/**
 * The address's query, re-read when it moves. `serverSearch` is the query the
 * server rendered with: the first render in the browser must match it (hydration).
 */
export function useSearch(serverSearch: string): string {
  return useSyncExternalStore(subscribe, currentSearch, () => serverSearch);
}

/** The address's fragment, re-read when it moves; it never reaches a server, so it starts empty. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, currentHash, () => "");
}

/**
 * Moves the address within the page: a new history entry, or in place with
 * `replace`. The scroll position stays where it is.
 */
export function moveAddress(next: Address, { replace = false }: { replace?: boolean } = {}): void {
  const url = `${window.location.pathname}${next.search}${next.hash}`;
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
  for (const listener of listeners) listener();
}
