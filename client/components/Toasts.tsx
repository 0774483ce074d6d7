import { useCallback, useEffect, useRef, useState } from "react";
import { TOAST_MS } from "@shared/constants.ts";

interface Toast {
  id: number;
  text: string;
}

/** Short messages that close by themselves after TOAST_MS (product.md §9: 4 seconds). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const showToast = useCallback((text: string) => {
    const id = ++nextId.current;
    setToasts((current) => [...current.filter((toast) => toast.text !== text), { id, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);

  return { toasts, showToast };
}

/** The toast area at the bottom; above the phone's sticky bar. */
export function ToastRegion({ toasts }: { toasts: Toast[] }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-4 md:bottom-8"
    >
      {toasts.map((toast) => (
        <p key={toast.id} className="rounded-lg bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg" data-toast="">
          {toast.text}
        </p>
      ))}
    </div>
  );
}
