import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A clone of this repository has no product spec, no issue tracker and no handbook: a comment or a doc
// states the rule itself, or points at the repository's own docs (docs/<topic>.md, a decision file
// docs/decisions/NNN-title.md). This test lists every tracked text file that still points outside, or at a
// doc, a decision or a Markdown link target that does not exist; it also keeps the README short (the
// reference lives in docs/) and the decisions' prose in lines of normal length.

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

/** What the checks read: the tracked files and their text. A test builds its own. */
interface Tree {
  files: readonly string[];
  read: (file: string) => string;
  exists: (file: string) => boolean;
}

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && !BINARY.test(file) && fs.existsSync(path.join(root, file)));
}

const repository: Tree = {
  files: trackedTextFiles(),
  read: (file) => fs.readFileSync(path.join(root, file), 'utf8'),
  exists: (file) => fs.existsSync(path.join(root, file)),
};

/** The files of a tree whose text is not binary, with that text. */
function texts(tree: Tree, skip: readonly string[] = []): [string, string][] {
  return tree.files
    .filter((file) => !skip.includes(file))
    .map((file): [string, string] => [file, tree.read(file)])
    .filter(([, text]) => !text.includes('\0'));
}

/** `path:line: text` for every line that points outside the repository. */
function offenders(tree: Tree): string[] {
  const found: string[] = [];
  for (const [file, text] of texts(tree, [SELF])) {
    text.split('\n').forEach((line, index) => {
      if (OUTSIDE.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

/** Every `docs/….md` a file names (a topic doc, a decision file, the decisions' index) that does not exist (this file's samples aside). */
function missingDocs(tree: Tree): string[] {
  const missing = new Set<string>();
  for (const [file, text] of texts(tree, [SELF])) {
    for (const match of text.matchAll(/\bdocs\/(?:[\w-]+\/)*[\w.-]+\.md\b/g)) {
      if (!tree.exists(match[0])) missing.add(`${file}: ${match[0]}`);
    }
  }
  return [...missing];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = inCode ? null : /^#{1,6} (.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1] ?? ''));
  }
  return anchors;
}

/** Relative links of the Markdown files (`[text](target#anchor)`) whose file or heading does not exist. */
function brokenLinks(tree: Tree): string[] {
  const broken: string[] = [];
  for (const [file, text] of texts(tree)) {
    if (!file.endsWith('.md')) continue;
    for (const match of text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const [linkPath = '', anchor] = target.split('#');
      const resolved = linkPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), linkPath));
      if (!tree.exists(resolved)) broken.push(`${file}: ${target}`);
      else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(tree.read(resolved)).has(anchor)) {
        broken.push(`${file}: ${target} (no such heading)`);
      }
    }
  }
  return broken;
}

const README_MAX_BYTES = 12_000;
const README_MAX_LINES = 200;

/** The README stays what a newcomer reads in a screen or two; the reference lives in docs/. */
function readmeTooLong(tree: Tree): string[] {
  const text = tree.read('README.md');
  const bytes = Buffer.byteLength(text, 'utf8');
  const lines = text.split('\n').length;
  const problems: string[] = [];
  if (bytes > README_MAX_BYTES) problems.push(`README.md: ${bytes} bytes (at most ${README_MAX_BYTES})`);
  if (lines > README_MAX_LINES) problems.push(`README.md: ${lines} lines (at most ${README_MAX_LINES})`);
  return problems;
}

// Prettier wraps the docs' prose at 110; a line over this is prose nobody wrapped.
const PROSE_MAX = 120;

/** Prose lines of docs/decisions/ over PROSE_MAX characters, tables, code blocks, inline code and link targets aside. */
function longDecisionLines(tree: Tree): string[] {
  const long: string[] = [];
  for (const [file, text] of texts(tree)) {
    if (!file.startsWith('docs/decisions/') || !file.endsWith('.md')) continue;
    let inCode = false;
    text.split('\n').forEach((line, index) => {
      if (line.trimStart().startsWith('```')) inCode = !inCode;
      if (inCode || line.trimStart().startsWith('|')) return;
      const prose = line.replace(/`[^`]*`/g, '``').replace(/\]\([^)]*\)/g, ']()');
      if (prose.length > PROSE_MAX) long.push(`${file}:${index + 1}: ${line.length} characters`);
    });
  }
  return long;
}

/** Each decision file: `NNN-title.md`, `# N. Title`, its date and status, then Context, Decision, Consequences. */
function malformedDecisions(tree: Tree): string[] {
  const problems: string[] = [];
  const decisions = tree.files.filter((file) => file.startsWith('docs/decisions/') && file !== 'docs/decisions/README.md');
  const index = tree.exists('docs/decisions/README.md') ? tree.read('docs/decisions/README.md') : '';
  // The index's table rows, as their trimmed cells (number link, title, status).
  const rows = index
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  for (const file of decisions) {
    const name = path.posix.basename(file);
    const number = /^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1];
    if (number === undefined) {
      problems.push(`${file}: not named NNN-short-title.md`);
      continue;
    }
    const text = tree.read(file);
    if (!text.startsWith(`# ${Number(number)}. `)) problems.push(`${file}: does not start with "# ${Number(number)}. <title>"`);
    if (!/^- Date: \d{4}-\d{2}-\d{2}$/m.test(text)) problems.push(`${file}: no "- Date: YYYY-MM-DD"`);
    const status = /^- Status: (.*)$/m.exec(text)?.[1];
    if (status === undefined || !/^(accepted|superseded by \[\d{3}\]\(\d{3}-[a-z0-9-]+\.md\))$/.test(status)) {
      problems.push(`${file}: status is neither "accepted" nor "superseded by [NNN](NNN-….md)": ${status ?? 'none'}`);
    }
    for (const heading of ['## Context', '## Decision', '## Consequences']) {
      if (!text.split('\n').includes(heading)) problems.push(`${file}: no "${heading}"`);
    }
    const row = rows.find((cells) => cells[0] === `[${number}](${name})`);
    if (row === undefined) problems.push(`docs/decisions/README.md: no row for ${name}`);
    else if (status !== undefined && row[2] !== status) problems.push(`docs/decisions/README.md: ${name}'s status differs`);
  }
  return problems;
}

/** A tree of sample files, for the checks' own tests. */
function sampleTree(files: Record<string, string>): Tree {
  return {
    files: Object.keys(files),
    read: (file) => files[file] ?? '',
    exists: (file) => file in files || Object.keys(files).some((name) => name.startsWith(`${file}/`)),
  };
}

const GOOD_DECISION = [
  '# 7. Anti-waste for Free users',
  '',
  '- Date: 2026-11-23',
  '- Status: accepted',
  '',
  '## Context',
  '',
  'Why.',
  '',
  '## Decision',
  '',
  'What.',
  '',
  '## Consequences',
  '',
  'Then.',
  '',
].join('\n');
const GOOD_INDEX = [
  '# Decisions',
  '',
  '| number                   | title      | status     |',
  '| ------------------------ | ---------- | ---------- |',
  '| [007](007-anti-waste.md) | Anti-waste | accepted   |',
  '| [010](010-content.md)    | Content    | superseded |',
  '',
].join('\n');

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
      'ok.ts': '// Free users get 3 meals (docs/decisions/007-anti-waste.md); see docs/deploy.md; item #2 of the list.',
    };
    const found = offenders(sampleTree(samples));
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

  it('finds a cited decision or doc that does not exist, and the former single decisions file', () => {
    const tree = sampleTree({
      'docs/decisions/007-anti-waste.md': GOOD_DECISION,
      'docs/deploy.md': '# Deploy\n',
      'worker/a.ts': '// Free users get 3 (docs/decisions/007-anti-waste.md; docs/deploy.md).',
      'worker/b.ts': '// (docs/decisions/008-one-safety-gate.md)',
      'worker/c.ts': '// (docs/decisions.md entry 7)',
      'web/d.tsx': '// see docs/kitchen.md',
    });
    expect(missingDocs(tree)).toEqual([
      'worker/b.ts: docs/decisions/008-one-safety-gate.md',
      'worker/c.ts: docs/decisions.md',
      'web/d.tsx: docs/kitchen.md',
    ]);
  });

  it('finds a relative Markdown link to a missing file or heading, and leaves web links and code blocks alone', () => {
    const tree = sampleTree({
      'README.md': '[deploy](docs/deploy.md#logs) [api](docs/api.md) [site](https://popote.fr) [logs](docs/deploy.md#nothing)',
      'docs/deploy.md':
        '# Deploy\n\n## Logs\n\nSee [decision 7](decisions/007-anti-waste.md) and [here](#logs).\n\n```\n[x](nowhere.md)\n```\n',
      'docs/decisions/007-anti-waste.md': 'Superseded by [decision 9](009-gone.md); [the test kit](../../test/kit.ts).',
      'test/kit.ts': '',
    });
    expect(brokenLinks(tree)).toEqual([
      'README.md: docs/api.md',
      'README.md: docs/deploy.md#nothing (no such heading)',
      'docs/decisions/007-anti-waste.md: 009-gone.md',
    ]);
  });

  it('finds a README over its size and a long prose line in a decision, not a table row, a code line or a long link', () => {
    const longProse = 'word '.repeat(30).trim(); // 149 characters
    const tree = sampleTree({
      'README.md': 'line\n'.repeat(README_MAX_LINES),
      'docs/decisions/007-anti-waste.md': [
        GOOD_DECISION,
        `| ${longProse} |`,
        '```',
        longProse,
        '```',
        `See [this](${'a'.repeat(130)}.md) and \`${'b'.repeat(130)}\`.`,
        longProse,
      ].join('\n'),
    });
    expect(readmeTooLong(tree)).toEqual([`README.md: ${README_MAX_LINES + 1} lines (at most ${README_MAX_LINES})`]);
    expect(readmeTooLong(sampleTree({ 'README.md': 'é'.repeat(README_MAX_BYTES / 2 + 1) }))).toEqual([
      `README.md: ${README_MAX_BYTES + 2} bytes (at most ${README_MAX_BYTES})`,
    ]);
    expect(longDecisionLines(tree)).toEqual(['docs/decisions/007-anti-waste.md:23: 149 characters']);
  });

  it('finds a decision file without its number, date, status or sections, or missing from the index', () => {
    const tree = sampleTree({
      'docs/decisions/README.md': GOOD_INDEX,
      'docs/decisions/007-anti-waste.md': GOOD_DECISION,
      'docs/decisions/8-safety.md': GOOD_DECISION,
      'docs/decisions/009-corpus.md': GOOD_DECISION.replace('# 7.', '# 9.')
        .replace('## Consequences', '## Then')
        .replace('accepted', 'maybe'),
      'docs/decisions/010-content.md': GOOD_DECISION.replace('# 7.', '# 10.').replace('- Date: 2026-11-23\n', ''),
    });
    expect(malformedDecisions(tree)).toEqual([
      'docs/decisions/8-safety.md: not named NNN-short-title.md',
      'docs/decisions/009-corpus.md: status is neither "accepted" nor "superseded by [NNN](NNN-….md)": maybe',
      'docs/decisions/009-corpus.md: no "## Consequences"',
      'docs/decisions/README.md: no row for 009-corpus.md',
      'docs/decisions/010-content.md: no "- Date: YYYY-MM-DD"',
      "docs/decisions/README.md: 010-content.md's status differs",
    ]);
  });

  it('no tracked file points at a spec section, an issue or a handbook the clone does not have', () => {
    const found = offenders(repository);
    expect(found, `State the rule itself, or point at docs/<topic>.md or docs/decisions/NNN-….md:\n${found.join('\n')}`).toEqual([]);
  });

  it('every docs/….md that a file names exists (topic docs, decision files)', () => {
    expect(missingDocs(repository)).toEqual([]);
  });

  it('every relative link of the Markdown files leads to a file, and to a heading when it names one', () => {
    expect(brokenLinks(repository)).toEqual([]);
  });

  it('the README stays short, and the decisions are one well-formed file each, listed in their index', () => {
    expect(readmeTooLong(repository)).toEqual([]);
    expect(repository.exists('docs/decisions.md')).toBe(false);
    expect(repository.files.filter((file) => /^docs\/decisions\/\d{3}-/.test(file)).length).toBeGreaterThanOrEqual(38);
    expect(malformedDecisions(repository)).toEqual([]);
    expect(longDecisionLines(repository)).toEqual([]);
  });
});
