// Loads a component's module on demand and keeps it, without Suspense: the
// chrome's dialogs open as soon as their code is there, with no fallback flash
// and no Suspense reveal throttling.
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";

export function useLazyComponent<P>(loader: () => Promise<{ default: ComponentType<P> }>) {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const load = useCallback(() => {
    loader()
      .then((module) => {
        if (mounted.current) setComponent(() => module.default);
      })
      // A failed chunk load (offline, new deploy) leaves the feature closed.
      .catch(() => {});
    // The loader is a module-level constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { Component: component, load };
}
