import { describe, expect, it } from 'vitest';
import { pantryStartSet } from './pantry-start';

describe('pantryStartSet', () => {
  it('the soonest best-before first, then the undated counted items in order; staples and duplicates left out', () => {
    expect(
      pantryStartSet(
        [
          { name: 'Riz', quantity: 1, unit: 'kg' },
          { name: 'Sel' },
          { name: 'Yaourts', quantity: 4, unit: 'pièce', bestBefore: '2027-01-05' },
          { name: 'Crème', quantity: 20, unit: 'cl', bestBefore: '2026-12-24' },
          { name: 'Farine', quantity: 1, unit: 'kg' },
          { name: 'crème', quantity: 10, unit: 'cl', bestBefore: '2026-12-31' },
          { name: 'Lait', quantity: 1, unit: 'l', bestBefore: '2026-12-24' },
        ],
        50,
      ),
    ).toEqual(['Crème', 'Lait', 'Yaourts', 'Riz', 'Farine']);
  });

  it('at most `max` names, the soonest kept', () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      name: `Article ${i}`,
      quantity: 1,
      unit: 'pièce' as const,
      bestBefore: `2027-01-${String(30 - (i % 30)).padStart(2, '0')}`,
    }));
    const set = pantryStartSet(items, 50);
    expect(set).toHaveLength(50);
    expect(set.slice(0, 2)).toEqual(['Article 29', 'Article 59']);
  });
});
