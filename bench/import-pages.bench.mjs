// Recipe import on real pages saved locally: the share of pages whose recipe is read, and the share
// of their ingredient lines the French line reader resolves to a catalogue food. Third-party pages
// are never committed: point IMPORT_PAGES_DIR at a folder of saved pages (*.html, *.htm or
// *.testhtml, in any subfolder; recipe-scrapers' tests/test_data is one such set, read in place).
// IMPORT_PAGES_ONLY=fr keeps the pages whose <html lang> is French or whose folder ends in .fr.
// Without IMPORT_PAGES_DIR the bench says it is skipped. The reader and the line reader run inside
// workerd (Miniflare), as in the Worker: the page reader needs the runtime's HTMLRewriter.
// Run from the repository root: IMPORT_PAGES_DIR=/path/to/pages node bench/import-pages.bench.mjs

import fs from 'node:fs';
import path from 'node:path';
import { workerOf } from './bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = process.env.IMPORT_PAGES_DIR;
const name = 'Import on saved pages (IMPORT_PAGES_DIR)';
if (!dir || !fs.existsSync(dir)) {
  console.log(JSON.stringify({ name, skipped: 'set IMPORT_PAGES_DIR to a folder of saved recipe pages' }));
  process.exit(0);
}

const files = fs
  .readdirSync(dir, { recursive: true })
  .map(String)
  .filter((f) => /\.(html?|testhtml)$/i.test(f))
  .sort();
const french = (file, html) => /<html[^>]*\blang=["']?fr/i.test(html.slice(0, 2000)) || /(^|[\\/])[^\\/]*\.fr[\\/]/.test(file);

const entry = `
import { extractRecipe } from './worker/features/recipes/import/extract';
import { readIngredientLines } from './worker/kitchen';
export default {
  async fetch(request) {
    const url = new URL(request.url).searchParams.get('url');
    const recipe = await extractRecipe(await request.text(), url);
    if (!recipe) return Response.json({ recipe: false });
    const lines = readIngredientLines(recipe.ingredients).filter((l) => l.kind === 'ingredient');
    return Response.json({ recipe: true, lines: lines.length, recognised: lines.filter((l) => l.ingredientId).length });
  },
};`;
const mf = await workerOf(entry, root);

let pages = 0;
let read = 0;
let lines = 0;
let recognised = 0;
const missed = [];
try {
  for (const file of files) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    if (process.env.IMPORT_PAGES_ONLY === 'fr' && !french(file, html)) continue;
    pages++;
    const host = file.split(/[\\/]/).length > 1 ? file.split(/[\\/]/)[0] : 'example.org';
    const url = `https://${host.includes('.') ? host : 'example.org'}/`;
    const res = await mf.dispatchFetch(`http://bench/?url=${encodeURIComponent(url)}`, { method: 'POST', body: html });
    const out = await res.json();
    if (!out.recipe) {
      missed.push(file);
      continue;
    }
    read++;
    lines += out.lines;
    recognised += out.recognised;
  }
} finally {
  await mf.dispose();
}
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');
console.log(
  JSON.stringify({
    name,
    pages,
    'recipe read': `${read}/${pages} (${pct(read, pages)})`,
    'lines recognised': `${recognised}/${lines} (${pct(recognised, lines)})`,
    missed: missed.slice(0, 10).join(', '),
  }),
);
