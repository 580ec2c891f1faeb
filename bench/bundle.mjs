// The project's TypeScript loaded in Node for the benches that time the kitchen in-process: each module
// is bundled with esbuild, with the code's import aliases (tsconfig.base.json paths) and its packages,
// into one file, the way wrangler bundles the Worker. A loader that keeps modules apart (Vite's SSR loader) turns every
// imported constant into a property read on a module object, which in the optimiser's inner loops
// costs several times what the Worker pays: the figures would time the loader, not the code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const at = (dir) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

/**
 * `await (await bundledModules()).load('/worker/kitchen/index.ts')`: the module, bundled with
 * everything it imports. Each module loaded is its own bundle (two bundles do not share state).
 */
export async function bundledModules() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'popote-bench-'));
  let count = 0;
  return {
    async load(file) {
      const outfile = path.join(out, `${count++}-${path.basename(file).replace(/\.tsx?$/, '')}.mjs`);
      await build({
        entryPoints: [path.join(at(''), file)],
        outfile,
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'es2022',
        alias: { '@shared': at('shared'), '@web': at('web'), '@worker': at('worker') },
        logLevel: 'error',
      });
      return import(pathToFileURL(outfile).href);
    },
    async close() {
      fs.rmSync(out, { recursive: true, force: true });
    },
  };
}

/**
 * A Worker in workerd (Miniflare) running `entry`, a module's source whose imports resolve from
 * `resolveDir`, bundled as wrangler bundles the Worker (the code's import aliases from
 * tsconfig.worker.json): for the benches that need the runtime itself (HTMLRewriter).
 */
export async function workerOf(entry, resolveDir) {
  const { Miniflare } = await import('miniflare');
  const bundle = await build({
    stdin: { contents: entry, resolveDir, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
    tsconfig: path.join(at(''), 'tsconfig.worker.json'),
  });
  return new Miniflare({ modules: true, script: bundle.outputFiles[0].text, compatibilityDate: '2026-04-20' });
}
