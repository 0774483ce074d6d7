// The crew outbox's photos kept on the phone until they are sent (IndexedDB: a Blob
// of a few hundred KB each, more than localStorage should hold), so a reload or a
// closed tab at the terminal loses none. Where IndexedDB is missing or refused (a
// private window), every call does nothing and the photos live in memory only.
const DATABASE = "valet-crew-outbox";
const STORE = "photos";

let opened: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

/** Runs one request in a transaction; resolves with its result, or undefined when storage failed. */
async function run<T>(mode: IDBTransactionMode, make: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = make(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

export function putPhoto(key: string, blob: Blob): Promise<unknown> {
  return run("readwrite", (store) => store.put(blob, key));
}

export function deletePhoto(key: string): Promise<unknown> {
  return run("readwrite", (store) => store.delete(key));
}

export async function readPhoto(key: string): Promise<Blob | undefined> {
  const value = await run("readonly", (store) => store.get(key) as IDBRequest<unknown>);
  return value instanceof Blob ? value : undefined;
}
