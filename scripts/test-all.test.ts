import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { LAYERS, STAGES, judgeLayer, readVitestReport, summarize } from './test-all.mjs';

// `npm test`'s report: the total counts tests only, a failed step still shows in it and fails the
// run, skipped tests are listed (and fail the run with CI=true). Checked on small fake reports.

type Status = 'passed' | 'failed' | 'skipped' | 'pending' | 'todo';
const file = (name: string, tests: [string, Status][], status?: 'passed' | 'failed') => ({
  name: `/repo/${name}`,
  status: status ?? (tests.some(([, s]) => s === 'failed') ? 'failed' : 'passed'),
  assertionResults: tests.map(([title, s]) => ({ fullName: title, title, status: s })),
});
const report = (...files: ReturnType<typeof file>[]) => readVitestReport({ testResults: files }, '/repo');

const layer = (name: string) => {
  const found = LAYERS.find((l: { name: string }) => l.name === name);
  if (!found) throw new Error(`no layer ${name}`);
  return found;
};
const unit = layer('unit + component');
const e2e = layer('end-to-end (Chromium)');

describe('readVitestReport', () => {
  it('counts test by test and names the skipped ones, skipped, pending and todo alike', () => {
    const r = report(
      file('web/a.test.tsx', [
        ['shows the title', 'passed'],
        ['saves', 'failed'],
        ['later', 'todo'],
      ]),
      file('shared/b.test.ts', [
        ['parses', 'passed'],
        ['old case', 'skipped'],
        ['focused away', 'pending'],
      ]),
    );
    expect(r.passed).toBe(2);
    expect(r.failed).toBe(1);
    expect(r.failedNames).toEqual(['web/a.test.tsx > saves']);
    expect(r.skipped).toEqual(['web/a.test.tsx > later', 'shared/b.test.ts > old case', 'shared/b.test.ts > focused away']);
    expect(r.brokenFiles).toEqual([]);
  });

  it('names a test file that failed without any failed test (it could not run)', () => {
    const r = report(file('worker/c.test.ts', [], 'failed'), file('worker/d.test.ts', [['ok', 'passed']]));
    expect(r.brokenFiles).toEqual(['worker/c.test.ts']);
    expect(r.failed).toBe(0);
  });
});

describe('judgeLayer', () => {
  it('a step without tests is "ok" and adds nothing to the passed count', () => {
    const outcome = judgeLayer(layer('build'), 0, null);
    expect(outcome).toMatchObject({ kind: 'step', ok: true, passed: 0, failed: 0, line: 'build: ok' });
  });

  it('a failed step counts 1 failed', () => {
    const outcome = judgeLayer(layer('deploy dry-run'), 2, null);
    expect(outcome).toMatchObject({ kind: 'step', ok: false, passed: 0, failed: 1, line: 'deploy dry-run: FAILED (exit 2)' });
  });

  it('a test layer counts its tests only', () => {
    const outcome = judgeLayer(
      unit,
      1,
      report(
        file('a.test.ts', [
          ['x', 'passed'],
          ['y', 'passed'],
          ['z', 'failed'],
        ]),
      ),
    );
    expect(outcome).toMatchObject({ passed: 2, failed: 1, line: 'unit + component: 2 passed, 1 failed, 0 skipped' });
  });

  it('a test layer without a report, or failing outside any test, counts 1 failed', () => {
    expect(judgeLayer(unit, 1, null)).toMatchObject({
      passed: 0,
      failed: 1,
      line: 'unit + component: 0 passed, 0 failed, 0 skipped (no test report, exit 1: +1 failed in the total)',
    });
    const crashed = judgeLayer(unit, 1, report(file('a.test.ts', [['x', 'passed']])));
    expect(crashed).toMatchObject({ passed: 1, failed: 1 });
    expect(crashed.line).toBe('unit + component: 1 passed, 0 failed, 0 skipped (exit 1 outside any test: +1 failed in the total)');
  });

  it('a test file that could not run counts 1 failed, named', () => {
    const outcome = judgeLayer(unit, 1, report(file('web/broken.test.tsx', [], 'failed'), file('a.test.ts', [['x', 'passed']])));
    expect(outcome.failed).toBe(1);
    expect(outcome.line).toContain('1 test file(s) could not run, +1 failed each in the total: web/broken.test.tsx');
  });

  it('skipped tests are listed; they fail only with CI=true', () => {
    const r = report(
      file('e2e/a.e2e.ts', [
        ['journey', 'skipped'],
        ['other', 'skipped'],
      ]),
    );
    expect(judgeLayer(e2e, 0, r)).toMatchObject({
      ok: true,
      passed: 0,
      failed: 0,
      skipped: ['e2e/a.e2e.ts > journey', 'e2e/a.e2e.ts > other'],
    });
    const ci = judgeLayer(e2e, 0, r, { ci: true });
    expect(ci).toMatchObject({ ok: false, failed: 2 });
    expect(ci.line).toBe('end-to-end (Chromium): 0 passed, 0 failed, 2 skipped (CI=true: the 2 skipped test(s) count as failed)');
    const oneSkipped = judgeLayer(
      unit,
      0,
      report(
        file('a.test.ts', [
          ['x', 'passed'],
          ['y', 'skipped'],
        ]),
      ),
      { ci: true },
    );
    expect(oneSkipped).toMatchObject({ passed: 1, failed: 1 });
  });

  it('with CI=true a test layer that ran no test fails', () => {
    expect(judgeLayer(e2e, 0, report(), { ci: true })).toMatchObject({ ok: false, failed: 1 });
    expect(judgeLayer(e2e, 0, report())).toMatchObject({ ok: true, failed: 0 });
  });
});

describe('summarize', () => {
  it('reports the steps apart, lists skipped and failed tests, and ends with the total of tests', () => {
    const outcomes = [
      judgeLayer(layer('type check'), 0, null),
      judgeLayer(layer('lint'), 0, null),
      judgeLayer(
        unit,
        0,
        report(
          file('web/a.test.tsx', [
            ['a1', 'passed'],
            ['a2', 'passed'],
            ['a3', 'skipped'],
          ]),
        ),
      ),
      judgeLayer(
        layer('worker (workerd)'),
        1,
        report(
          file('worker/w.test.ts', [
            ['w1', 'passed'],
            ['w2', 'failed'],
          ]),
        ),
      ),
      judgeLayer(layer('build'), 0, null),
      judgeLayer(layer('deploy dry-run'), 0, null),
      judgeLayer(layer('deploy dry-run (production)'), 1, null),
      judgeLayer(e2e, 0, report(file('e2e/j.e2e.ts', [['j1', 'passed']]))),
    ];
    const { lines, passed, failed, exitCode } = summarize(outcomes);
    expect(lines).toEqual([
      'type check: ok',
      'lint: ok',
      'unit + component: 2 passed, 0 failed, 1 skipped',
      'worker (workerd): 1 passed, 1 failed, 0 skipped',
      'build: ok',
      'deploy dry-run: ok',
      'deploy dry-run (production): FAILED (exit 1)',
      'end-to-end (Chromium): 1 passed, 0 failed, 0 skipped',
      'skipped tests (1):',
      '  unit + component: web/a.test.tsx > a3',
      'failed tests (1):',
      '  worker (workerd): worker/w.test.ts > w2',
      'steps failed: 1 (deploy dry-run (production); 1 failed each in the total)',
      '4 passed, 2 failed',
    ]);
    expect({ passed, failed, exitCode }).toEqual({ passed: 4, failed: 2, exitCode: 1 });
  });

  it('a green run: steps add nothing, exit 0', () => {
    const { lines, exitCode } = summarize([
      judgeLayer(layer('type check'), 0, null),
      judgeLayer(layer('build'), 0, null),
      judgeLayer(
        unit,
        0,
        report(
          file('a.test.ts', [
            ['x', 'passed'],
            ['y', 'passed'],
          ]),
        ),
      ),
    ]);
    expect(lines.slice(-2)).toEqual(['steps failed: 0', '2 passed, 0 failed']);
    expect(exitCode).toBe(0);
  });

  it('a failed step alone makes the total show a failure and the run exit 1', () => {
    const { lines, exitCode } = summarize([
      judgeLayer(layer('type check'), 2, null),
      judgeLayer(unit, 0, report(file('a.test.ts', [['x', 'passed']]))),
    ]);
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
    expect(exitCode).toBe(1);
  });
});

describe('the stages npm test runs the layers in', () => {
  const stages = STAGES as string[][][];
  const stageOf = (name: string) => stages.findIndex((stage) => stage.flat().includes(name));

  it('names every layer exactly once', () => {
    const named = stages.flat(2).sort();
    expect(named).toEqual(LAYERS.map((l: { name: string }) => l.name).sort());
  });

  it('runs the build after the worker layer and before the end-to-end layer, and neither beside another lane', () => {
    expect(stageOf('build')).toBeGreaterThan(stageOf('worker (workerd)'));
    expect(stageOf('end-to-end (Chromium)')).toBeGreaterThan(stageOf('build'));
    expect(stages[stageOf('build')]).toHaveLength(1);
    expect(stages[stageOf('end-to-end (Chromium)')]).toHaveLength(1);
    expect(stages[stageOf('worker (workerd)')]).toHaveLength(1);
  });
});
