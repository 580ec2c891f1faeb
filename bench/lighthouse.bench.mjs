// Lighthouse (mobile emulation, Lighthouse's default throttling) on the public landing page and on
// /login, performance and accessibility scores out of 100, in the Chromium the end-to-end tests use.
// The simulated throttling multiplies the main-thread time it observes, so a busy machine lowers the
// performance score: each page is measured LIGHTHOUSE_RUNS times (3 by default) and the median printed
// beside every run, with the metrics that weigh most (first paint, blocking time).
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
  const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const path of ['/', '/login']) {
    // A first request outside the measure: the local server compiles and caches on first use.
    await fetch(`${base}${path}`);
    const runs = [];
    let failure = null;
    for (let i = 0; i < runsPerPage; i++) {
      const result = await lighthouse(
        `${base}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        { extends: 'lighthouse:default', settings: { formFactor: 'mobile' } },
      );
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        failure = lhr?.runtimeError?.code ?? 'no result';
        break;
      }
      const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      });
    }
    if (failure) {
      console.log(JSON.stringify({ name: `lighthouse.mobile ${path}`, error: failure, target: '≥ 95 each' }));
      continue;
    }
    const pick = (key) => runs.map((run) => run[key]);
    console.log(
      JSON.stringify({
        name: `lighthouse.mobile ${path} (median of ${runs.length})`,
        performance: median(pick('performance')),
        accessibility: median(pick('accessibility')),
        runs: pick('performance').join(' / '),
        'first paint ms': median(pick('fcp')),
        'blocking ms': median(pick('tbt')),
        target: '≥ 95 each',
      }),
    );
  }
} finally {
  await chrome.kill();
}
