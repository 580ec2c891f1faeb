// The fetch the import goes out with: the runtime's, unless a worker test put its own in place (the pages
// and photos of a test are written by the test, never fetched from the network).

let testFetch: typeof fetch | null = null;

/** The fetch of the page and photo requests of an import. */
export const importFetch = (): typeof fetch => testFetch ?? fetch;

/**
 * Worker tests only: every import of this isolate fetches through `f` until called again with null.
 * Nothing a request sends can reach it, and eslint.config.js forbids importing it outside tests.
 */
export function setImportFetchForTests(f: typeof fetch | null): void {
  testFetch = f;
}
