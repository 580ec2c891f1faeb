// No module may import itself back through a cycle, type imports included (ESLint's import-x/no-cycle
// does not follow `import type`, madge does). Checks the worker with shared/ (tsconfig.worker.json)
// and the web app with shared/ (tsconfig.web.json); prints the cycles and exits 1 when there are any.
// Run from the repository root: node scripts/check-cycles.mjs
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');

const GRAPHS = [
  { name: 'worker + shared', dirs: ['worker', 'shared'], tsConfig: 'tsconfig.worker.json' },
  { name: 'web + shared', dirs: ['web', 'shared'], tsConfig: 'tsconfig.web.json' },
];

let found = 0;
for (const graph of GRAPHS) {
  const result = await madge(
    graph.dirs.map((dir) => path.join(root, dir)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(root, graph.tsConfig),
    },
  );
  const cycles = result.circular();
  found += cycles.length;
  for (const [i, cycle] of cycles.entries()) console.error(`${graph.name} ${i + 1}) ${cycle.join(' > ')}`);
}

if (found > 0) {
  console.error(
    `${found} circular import(s): a type belongs to a module both sides can import (docs/decisions/038-type-homes-no-cycles.md).`,
  );
  process.exit(1);
}
console.log('no circular imports');
