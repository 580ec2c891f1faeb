// The project's TypeScript loaded in Node through Vite's SSR loader, with the code's import aliases
// (tsconfig.base.json paths), for the benches that time the kitchen in-process.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const at = (dir) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

/** A Vite server in middleware mode: `await (await ssrServer()).ssrLoadModule('/worker/kitchen/index.ts')`. */
export function ssrServer() {
  return createServer({
    root: at(''),
    configFile: false,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    resolve: { alias: { '@shared': at('shared'), '@web': at('web'), '@worker': at('worker') } },
    logLevel: 'error',
  });
}
