import { useNonce } from "~/lib/render-context.tsx";

/** JSON with "<" escaped, so no text inside can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * A schema.org block. It carries the response's CSP nonce: every inline script
 * does, even a data block. Browsers hide the nonce from the DOM, so the client
 * renders it empty and suppressHydrationWarning keeps the server's attribute.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
