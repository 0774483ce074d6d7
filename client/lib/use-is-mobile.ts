// Whether the viewport is under the mobile breakpoint (768 px), re-measured on
// resize with a 100 ms debounce (product.md §9). Layout itself uses CSS breakpoints;
// this is for behaviour, such as closing the phone menu on a wide screen.
// False during the server render and until the first measurement.
import { useEffect, useState } from "react";
import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from "../../shared/constants.ts";

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setMobile(window.innerWidth < MOBILE_BREAKPOINT_PX);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return mobile;
}
