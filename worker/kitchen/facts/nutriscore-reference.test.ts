import { describe, expect, it } from 'vitest';
import { nutriScoreOf } from './nutriscore';
import { NUTRISCORE_REFERENCE_CASES as CASES } from './nutriscore-reference-cases';

// The expected figures come from the sources named in nutriscore-reference-cases.ts: the Open Food
// Facts server's expected test results (openfoodfacts/openfoodfacts-server,
// tests/unit/expected_test_results/nutriscore/*.json, inputs in tests/unit/nutriscore.t) and cases
// worked by hand from the 2023 tables of Santé publique France's update reports.
describe('Nutri-Score 2023, reference cases', () => {
  it('covers every category, with at least 12 fats, oils, nuts and seeds', () => {
    const count = (category: string) => CASES.filter((c) => c.category === category).length;
    expect(count('fats')).toBeGreaterThanOrEqual(12);
    expect(count('cheese')).toBeGreaterThanOrEqual(4);
    expect(CASES.filter((c) => c.category === 'beverage' && c.sweeteners).length).toBeGreaterThanOrEqual(2);
    expect(count('beverage')).toBeGreaterThanOrEqual(5);
    expect(count('water')).toBeGreaterThanOrEqual(1);
    expect(count('red-meat')).toBeGreaterThanOrEqual(2);
    expect(count('general')).toBeGreaterThanOrEqual(4);
  });

  it.each(CASES.map((c) => [`${c.category}: ${c.name} (${c.source})`, c] as const))('%s', (_label, c) => {
    const { score, grade } = nutriScoreOf(c.input);
    expect({ score, grade }).toEqual(c.expected);
  });
});
