// Recipe import: time to read the recipe of a 500 KB page (lots of markup around one JSON-LD
// Recipe), and of a 500 KB microdata-only page (the fallback reads the page twice). The reader uses
// the Workers runtime's HTMLRewriter, which Node does not have: it is bundled with esbuild and run
// inside workerd through Miniflare, and timed there with performance.now() around each call.
// Prints one JSON line per measure: {"name", "p50", "p95", "mean", "cpuMean", "n", "bytes"} (times in
// milliseconds; cpuMean is workerd's CPU time per read, from /proc).
// Run from the repository root: node bench/import.bench.mjs

import fs from 'node:fs';
import path from 'node:path';
import { workerOf } from './bundle.mjs';
import { rng, percentile } from './stats.mjs';

const root = path.resolve(import.meta.dirname, '..');
const N = Number(process.env.IMPORT_BENCH_N ?? 200);
const WARMUP = 20;
const PAGE_BYTES = 500 * 1024;

const random = rng(20261201);
const WORDS = ['farine', 'beurre', 'sucre', 'œufs', 'crème', 'tomates', 'poivre', 'cuisson', 'four', 'moule', 'saveur', 'été', 'légumes'];
const words = (n) => Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');

/** Site chrome a recipe page carries: menus, cards of other recipes, comments, inline styles and scripts. */
function filler(bytes) {
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const block =
      i % 7 === 0
        ? `<script>window.__ads=window.__ads||[];__ads.push({slot:"s${i}",sizes:[[300,250]]});</script>`
        : i % 5 === 0
          ? `<style>.card-${i}{display:flex;margin:0 auto;color:#333}</style>`
          : `<div class="card card-${i}" data-id="${i}"><a href="/recette/${i}"><img src="/img/${i}.jpg" alt="${words(3)}" loading="lazy"></a>
<h3 class="card__title">${words(4)}</h3><p class="card__text">${words(25)} &amp; ${words(5)}</p>
<ul class="tags"><li>${words(1)}</li><li>${words(1)}</li></ul><!-- carte ${i} --></div>`;
    parts.push(block);
    size += block.length;
  }
  return parts.join('\n');
}

const ingredients = Array.from({ length: 20 }, (_, i) => `${i + 1}00 g de ${words(2)}`);
const steps = Array.from({ length: 10 }, () => `${words(18)}.`);

const jsonLdPage = (() => {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Tarte du banc d’essai',
    recipeYield: '6 personnes',
    totalTime: 'PT1H10M',
    image: ['https://img.example.fr/a.jpg'],
    recipeIngredient: ingredients,
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
  const head = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Banc d'essai</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><main>`;
  const html = head + filler(PAGE_BYTES - head.length - 20) + '</main></body></html>';
  return html;
})();

const microdataPage = (() => {
  const recipe = `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Tarte du banc d’essai</h1>
<span itemprop="recipeYield">6 personnes</span><meta itemprop="totalTime" content="PT1H10M">
<ul>${ingredients.map((i) => `<li itemprop="recipeIngredient">${i}</li>`).join('')}</ul>
<div itemprop="recipeInstructions"><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol></div></div>`;
  const head = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Banc d'essai</title></head><body><main>`;
  return head + recipe + filler(PAGE_BYTES - head.length - recipe.length - 20) + '</main></body></html>';
})();

// The bench worker: POST a page, get back the time of each of `n` reads of it (after `warmup` untimed ones).
const entry = `
import { extractRecipe } from './extract.ts';
export default {
  async fetch(request) {
    const url = new URL(request.url);
    const html = await request.text();
    const n = Number(url.searchParams.get('n'));
    const warmup = Number(url.searchParams.get('warmup'));
    let last = null;
    for (let i = 0; i < warmup; i++) last = await extractRecipe(html, 'https://bench.example.fr/');
    const times = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      last = await extractRecipe(html, 'https://bench.example.fr/');
      times.push(performance.now() - t);
    }
    return Response.json({ times, ingredients: last ? last.ingredients.length : 0, steps: last ? last.steps.length : 0, origin: last && last.origin });
  },
};`;

const mf = await workerOf(entry, path.join(root, 'worker/features/recipes/import'));

/**
 * CPU time (ms) used so far by the workerd processes started by this script, read from /proc (Linux):
 * on a loaded machine wall-clock times mostly measure the scheduler, this says what the reader costs.
 */
function workerdCpuMs() {
  if (!fs.existsSync('/proc/self/stat')) return NaN;
  const tick = 10; // USER_HZ is 100 on Linux
  let total = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (name !== 'workerd' || Number(fields[1]) !== process.pid) continue;
    found = true;
    total += (Number(fields[11]) + Number(fields[12])) * tick;
  }
  return found ? total : NaN;
}

const round = (x) => Math.round(x * 100) / 100;

try {
  for (const [name, html, origin] of [
    ['import.extract (500 KB page, JSON-LD)', jsonLdPage, 'json-ld'],
    ['import.extract (500 KB page, microdata only)', microdataPage, 'microdata'],
  ]) {
    await mf.dispatchFetch(`http://bench/?n=0&warmup=${WARMUP}`, { method: 'POST', body: html }).then((r) => r.arrayBuffer());
    const cpuBefore = workerdCpuMs();
    const res = await mf.dispatchFetch(`http://bench/?n=${N}&warmup=0`, { method: 'POST', body: html });
    const out = await res.json();
    const cpuPerRead = (workerdCpuMs() - cpuBefore) / N;
    // A figure for a read that found nothing would measure the wrong path.
    if (out.origin !== origin || out.ingredients !== ingredients.length || out.steps !== steps.length) {
      throw new Error(`${name}: read ${JSON.stringify({ origin: out.origin, ingredients: out.ingredients, steps: out.steps })}`);
    }
    const times = out.times.sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    console.log(
      JSON.stringify({
        name,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        mean: round(mean),
        cpuMean: round(cpuPerRead),
        n: N,
        bytes: Buffer.byteLength(html),
      }),
    );
  }
} finally {
  await mf.dispose();
}
