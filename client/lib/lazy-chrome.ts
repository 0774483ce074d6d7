// React.lazy for the chrome an application can load after its first screen
// (accessibility panel, holiday pop-up, footer quick form; issue #12), so their
// code is not in the page's first-load chunks.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export interface LazyChromeOptions {
  /** In the browser, fetch the chunk only once this resolves (default: when first rendered). */
  after?: () => Promise<void>;
}

type Module<P> = { default: ComponentType<P> };

export type LazyChrome<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the chunk now (an opener's idle preload, a pop-up about to show). */
  preload: () => Promise<unknown>;
};

/**
 * On the server the module is loaded as soon as this runs (at start-up), and
 * once loaded every render gets it synchronously (a thenable that resolves at
 * once), so no page, document or application, ever waits for it or streams it
 * apart. In the browser the chunk is fetched when first rendered, or, with
 * `after`, only once that resolves (the page idle, the part near the viewport): a
 * server-rendered part (the quick form) then stays as the server sent it, inside
 * its <Suspense>, and hydrates when its code arrives.
 */
export function lazyChrome<P>(load: () => Promise<Module<P>>, { after }: LazyChromeOptions = {}): LazyChrome<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const onServer = typeof window === "undefined";
  // A failure shows when a render asks for it, as with React.lazy.
  if (onServer) start().catch(() => undefined);

  const component = lazy<ComponentType<P>>(() => {
    if (loaded) {
      const module = loaded;
      return { then: (resolve: (value: Module<P>) => void) => resolve(module) } as PromiseLike<Module<P>> as Promise<Module<P>>;
    }
    return after && !onServer ? after().then(start) : start();
  });
  return Object.assign(component, { preload: start });
}
