// The CSP nonce for the few inline scripts the app writes itself (JSON-LD, the
// pre-paint accessibility script). Browsers hide nonce values from the DOM, so
// on the client the value is empty and React keeps the server's attribute.
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
