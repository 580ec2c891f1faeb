import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A clone of this repository has no product spec, no issue tracker and no handbook: a comment or a doc
// states the rule itself, or points at the repository's own docs (docs/architecture.md, an entry of
// docs/decisions.md, a README section). This test lists every tracked text file that still points outside.

const root = path.resolve(import.meta.dirname, '..');

// Built from pieces, and this file is left out of the scan: it has to name what it looks for.
const SECTION = '\u00a7';
const HASH = '#';
const SELF = 'scripts/docs-stand-alone.test.ts';
const OUTSIDE = new RegExp(
  [
    `spec ${SECTION}`, // a spec section
    `${SECTION} ?[0-9]`, // a bare section number
    `issue ${HASH}[0-9]`, // an issue
    `issues? ${HASH}`, // issues
    ['DESIGN', 'STYLE', 'PITFALLS'].map((name) => `${name}\\.md`).join('|'), // the handbook's files
    'product-' + 'spec',
    "\\b(?:the|a) spec\\b(?! section)|\\bspec's\\b|\\bspec (?:alerts?|defaults?|fallback|messages?|entities|shape)\\b", // "the spec" in prose
  ].join('|'),
  'i',
);
const BINARY = /\.(png|jpe?g|gif|ico|webp|avif|woff2?|ttf|otf|pdf|zip|gz|wasm|sqlite)$/i;

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && !BINARY.test(file) && fs.existsSync(path.join(root, file)));
}

/** `path:line: text` for every line that points outside the repository. */
function offenders(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = read(file);
    if (text.includes('\0')) continue; // binary
    text.split('\n').forEach((line, index) => {
      if (OUTSIDE.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

const readFromRoot = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('docs stand alone', () => {
  it('recognises every kind of outside reference (and leaves ordinary text alone)', () => {
    const samples: Record<string, string> = {
      'a.ts': `// Business constants of the spec ${SECTION}9`,
      'b.ts': `/** Texts (${SECTION}5, ${SECTION}8) */`,
      'c.md': `Issue ${HASH}5, web side`,
      'd.ts': `// see issues ${HASH}3 and ${HASH}4`,
      'e.ts': `// ${'DESIGN'}.md "Generation"`,
      'f.toml': `# (${'PITFALLS'}.md)`,
      'g.ts': `/** One router (${'STYLE'}.md rule 4) */`,
      'h.md': 'from the product-' + 'spec',
      'i.ts': '// with the ' + "spec's defaults",
      'j.tsx': "it('shows the " + "spec alert')",
      'ok.ts': '// Free users get 3 meals (docs/decisions.md entry 7); see README "Deploy"; item #2 of the list.',
    };
    const found = offenders(Object.keys(samples), (file) => samples[file] ?? '');
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'a.ts',
      'b.ts',
      'c.md',
      'd.ts',
      'e.ts',
      'f.toml',
      'g.ts',
      'h.md',
      'i.ts',
      'j.tsx',
    ]);
  });

  it('no tracked file points at a spec section, an issue or a handbook the clone does not have', () => {
    const found = offenders(
      trackedTextFiles().filter((file) => file !== SELF),
      readFromRoot,
    );
    expect(found, `State the rule itself, or point at docs/architecture.md, docs/decisions.md or the README:\n${found.join('\n')}`).toEqual(
      [],
    );
  });

  it('every "docs/decisions.md entry N" names an entry that exists', () => {
    const decisions = readFromRoot('docs/decisions.md');
    const entries = new Set([...decisions.matchAll(/^## (\d+)\./gm)].map((match) => Number(match[1])));
    const broken: string[] = [];
    for (const file of trackedTextFiles()) {
      const text = readFromRoot(file);
      if (text.includes('\0')) continue;
      for (const match of text.matchAll(/docs\/decisions\.md,? entr(?:y|ies) (\d+(?:(?:, | and )\d+)*)/g)) {
        for (const n of (match[1] ?? '').split(/, | and /).map(Number)) {
          if (!entries.has(n)) broken.push(`${file}: entry ${n}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every docs/<name>.md that a file names exists', () => {
    const missing: string[] = [];
    for (const file of trackedTextFiles()) {
      const text = readFromRoot(file);
      if (text.includes('\0')) continue;
      for (const match of text.matchAll(/\bdocs\/[\w-]+\.md\b/g)) {
        if (!fs.existsSync(path.join(root, match[0]))) missing.push(`${file}: ${match[0]}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
