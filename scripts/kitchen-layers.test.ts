// The kitchen's boundaries are ESLint rules (eslint.config.js, worker/kitchen/README.md): these tests
// lint a few made-up modules against the real configuration, so that a rule that silently stops
// matching (a renamed folder, a wrong glob) fails here.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Type-aware rules need the file in a TypeScript project; these probes are not on disk.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: [{ files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked }],
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('kitchen layers (ESLint)', () => {
  it('refuses an upward import: facts may not import planning', async () => {
    const found = await problems('worker/kitchen/facts/probe.ts', "export { planWeek } from '../planning/index';\n");
    expect(found).toEqual([
      'Unexpected path "../planning/index" imported in restricted zone. La couche cuisine « facts » n’importe que base, knowledge, household (worker/kitchen/README.md).',
    ]);
  });

  it('refuses a side import: shopping may not import cooking', async () => {
    const found = await problems('worker/kitchen/shopping/probe.ts', "export { suggest } from '../cooking/suggest';\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('« shopping » n’importe que base, knowledge');
  });

  it('refuses the face inside the kitchen', async () => {
    const found = await problems('worker/kitchen/cooking/probe.ts', "export { planWeek } from '../index';\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('n’importent pas sa façade');
  });

  it('accepts a downward import: cooking may import safety and base', async () => {
    const code = "export { checkRecipeSafety } from '../safety/check';\nexport { phraseKey } from '../base/text';\n";
    expect(await problems('worker/kitchen/cooking/probe.ts', code)).toEqual([]);
  });

  it('outside the kitchen, only the face: a feature reaching past it is refused', async () => {
    const past = await problems(
      'worker/features/shopping/probe.ts',
      "export { findIngredient } from '../../kitchen/knowledge/catalogue';\n",
    );
    expect(past).toEqual([
      'Unexpected path "../../kitchen/knowledge/catalogue" imported in restricted zone. Hors de la cuisine, on importe seulement sa façade worker/kitchen/index.ts.',
    ]);
    expect(await problems('worker/features/shopping/probe.ts', "export { findIngredient } from '../../kitchen/index';\n")).toEqual([]);
  });
});
