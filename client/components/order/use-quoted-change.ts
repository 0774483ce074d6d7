// A change of the order priced first and confirmed second (product.md §12), as the
// change and extend forms both work: the quote shown, the server's refusal, the busy
// flag, and one idempotency key per change (a retried click repeats it safely; the
// next change gets its own).
import { useState } from "react";
import { newIdempotencyKey, type ApiError, type ApiResult, type ChangeQuote } from "./order-api.ts";

export function useQuotedChange<T>(calls: {
  quote: () => Promise<ApiResult<ChangeQuote>>;
  apply: (key: string) => Promise<ApiResult<T>>;
  onApplied: (result: T) => void;
}) {
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);

  async function checkPrice(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await calls.quote();
    setBusy(false);
    if (result.ok) setQuote(result.data);
    else setError(result.error);
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    const result = await calls.apply(key);
    setBusy(false);
    setQuote(null);
    if (result.ok) {
      setKey(newIdempotencyKey());
      calls.onApplied(result.data);
    } else setError(result.error);
  }

  return { quote, setQuote, error, busy, checkPrice, confirm };
}
