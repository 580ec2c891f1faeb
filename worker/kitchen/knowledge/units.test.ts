import { describe, expect, it } from 'vitest';
import { fromGrams, parseUnit, toGrams, toMl, unityLabel } from './units';
import { getIngredient } from './catalogue';
import type { IngredientData } from './vocabulary';

const fake = (over: Partial<IngredientData>): IngredientData => ({
  id: 'x',
  name: 'X',
  aisle: 'epicerie-salee',
  family: 'condiment',
  perishability: 'longue',
  price: { euros: 1, per: 'kg' },
  shopUnit: 'g',
  ciqual: { code: 0, name: 'x', kcal: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sel: 0 },
  ...over,
});

describe('units', () => {
  it('parses every Unit and common spellings', () => {
    expect(parseUnit('g')).toBe('g');
    expect(parseUnit('grammes')).toBe('g');
    expect(parseUnit('Kg')).toBe('kg');
    expect(parseUnit('cl')).toBe('cl');
    expect(parseUnit('litres')).toBe('l');
    expect(parseUnit('c. à soupe')).toBe('c. à soupe');
    expect(parseUnit('cuillère à soupe')).toBe('c. à soupe');
    expect(parseUnit('cs')).toBe('c. à soupe');
    expect(parseUnit('c. à café')).toBe('c. à café');
    expect(parseUnit('cc')).toBe('c. à café');
    expect(parseUnit('pincées')).toBe('pincée');
    expect(parseUnit('pièce')).toBe('pièce');
    expect(parseUnit('gousses')).toBe('pièce');
    expect(parseUnit('bidule')).toBeNull();
  });

  it('converts volumes with the density, spoons 15 / 5 ml, pinch 0.5 g', () => {
    const oil = fake({ densityGPerMl: 0.92 });
    expect(toGrams(1, 'c. à soupe', oil)).toBeCloseTo(13.8);
    expect(toGrams(2, 'c. à café')).toBe(10);
    expect(toGrams(3, 'pincée')).toBe(1.5);
    expect(toGrams(1, 'kg')).toBe(1000);
    expect(toGrams(1, 'l', fake({ densityGPerMl: 1.03 }))).toBeCloseTo(1030);
    expect(toGrams(25, 'cl')).toBe(250);
    expect(toMl(1, 'c. à soupe')).toBe(15);
    expect(toMl(92, 'g', oil)).toBeCloseTo(100);
  });

  it('converts pieces with pieceWeightG (default 100 g)', () => {
    expect(toGrams(2, 'pièce', fake({ pieceWeightG: 60 }))).toBe(120);
    expect(toGrams(3, 'gousses', fake({ pieceWeightG: 5, pieceLabel: { singular: 'gousse', plural: 'gousses' } }))).toBe(15);
    expect(toGrams(1, 'pièce')).toBe(100);
  });

  it('expresses grams in the natural unit', () => {
    expect(fromGrams(120, fake({ pieceWeightG: 60, shopUnit: 'piece' }))).toEqual({ quantity: 2, unit: 'pièce' });
    expect(fromGrams(92, fake({ shopUnit: 'ml', densityGPerMl: 0.92 })).unit).toBe('ml');
    expect(fromGrams(50, undefined)).toEqual({ quantity: 50, unit: 'g' });
  });

  it('labels pieces with the catalogue piece label', () => {
    const ail = getIngredient('ail');
    if (ail?.pieceLabel) {
      expect(unityLabel('pièce', 1, ail)).toBe(ail.pieceLabel.singular);
      expect(unityLabel('pièce', 3, ail)).toBe(ail.pieceLabel.plural);
    }
    expect(unityLabel('g', 3)).toBe('g');
  });
});
