// Lighthouse (mobile emulation, Lighthouse's default throttling) on the public landing page and on
// /login, performance and accessibility scores out of 100, in the Chromium the end-to-end tests use.
// Needs a running server: BENCH_BASE_URL (set by bench/run.mjs).
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const base = process.env.BENCH_BASE_URL;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!base) {
  console.error('lighthouse bench: BENCH_BASE_URL is not set (run it through npm run bench)');
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.log(JSON.stringify({ name: 'lighthouse', skipped: `no Chromium at ${chromePath}` }));
  process.exit(0);
}
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const path of ['/', '/login']) {
    // A first request outside the measure: the local server compiles and caches on first use.
    await fetch(`${base}${path}`);
    const result = await lighthouse(
      `${base}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      { extends: 'lighthouse:default', settings: { formFactor: 'mobile' } },
    );
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.log(
        JSON.stringify({ name: `lighthouse.mobile ${path}`, error: lhr?.runtimeError?.code ?? 'no result', target: '≥ 95 each' }),
      );
      continue;
    }
    const score = (id) => (lhr.categories[id]?.score == null ? 'n/a' : Math.round(lhr.categories[id].score * 100));
    console.log(
      JSON.stringify({
        name: `lighthouse.mobile ${path}`,
        performance: score('performance'),
        accessibility: score('accessibility'),
        target: '≥ 95 each',
      }),
    );
  }
} finally {
  await chrome.kill();
}
