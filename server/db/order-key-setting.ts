// The site_settings row in which older versions kept the key that signs order links,
// before it moved to DATA_DIR/secret-key or SECRET_KEY (server/order-links/order-tokens.ts).
// Named here, below both, so the PGlite import (pglite-import.ts) can keep it out of
// the new database's files and write-ahead log altogether.
export const ORDER_KEY_SETTING = "_order_token_key";
