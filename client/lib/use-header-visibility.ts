// Tracks the header's scroll visibility (rule in header-visibility.ts). Scroll
// events are coalesced to one update per animation frame.
import { useCallback, useEffect, useState } from "react";
import { nextHeaderVisible } from "./header-visibility.ts";

export function useHeaderVisibility(): { visible: boolean; show: () => void } {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let lastY = Math.max(0, window.scrollY);
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      // React may run the updater later; it must see this frame's previous offset.
      const previousY = lastY;
      setVisible((current) => nextHeaderVisible(current, y, previousY));
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const show = useCallback(() => setVisible(true), []);
  return { visible, show };
}
