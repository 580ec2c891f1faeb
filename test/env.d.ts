declare namespace Cloudflare {
  interface Env {
    // A global declaration file: a top-level import would turn it into a module, so the type is imported inline.
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
