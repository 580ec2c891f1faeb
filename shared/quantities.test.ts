import { describe, expect, it } from 'vitest';
import { roundForShop, roundGrams, roundMeasured, roundPieces, scaleQuantity } from './quantities';
import { parseUnitText } from './units';

describe('the rounding shared by the shopping list and the recipe page', () => {
  it('rounds pieces up to whole ones, never below 1', () => {
    expect(roundPieces(4.5)).toBe(5);
    expect(roundPieces(3)).toBe(3);
    expect(roundPieces(3.0000000001)).toBe(3);
    expect(roundPieces(0.2)).toBe(1);
  });

  it('puts grams on the shop ladder: 10 g to 100 g, 50 g to 500 g, 100 g to 1 kg, then 250 g', () => {
    expect(roundGrams(45)).toBe(50);
    expect(roundGrams(100)).toBe(100);
    expect(roundGrams(101)).toBe(150);
    expect(roundGrams(300)).toBe(300);
    expect(roundGrams(501)).toBe(600);
    expect(roundGrams(1001)).toBe(1250);
    expect(roundForShop(1200, 'g')).toEqual({ quantity: 1.25, unit: 'kg' });
    expect(roundForShop(260, 'ml')).toEqual({ quantity: 500, unit: 'ml' });
    expect(roundForShop(2.75, 'piece')).toEqual({ quantity: 3, unit: 'piece' });
  });

  it('measures tiny amounts: whole grams under 10 g, 5 g steps, spoons for liquids', () => {
    expect(roundMeasured(7.5, 'g')).toEqual({ quantity: 8, unit: 'g' });
    expect(roundMeasured(22.5, 'g')).toEqual({ quantity: 25, unit: 'g' });
    expect(roundMeasured(7.5, 'ml')).toEqual({ quantity: 2, unit: 'c. à café' });
    expect(roundMeasured(22.5, 'ml')).toEqual({ quantity: 2, unit: 'c. à soupe' });
  });
});

describe('scaleQuantity (a recipe line for other portions)', () => {
  it('leaves a line as written at factor 1 and a line without quantity at any factor', () => {
    expect(scaleQuantity(123, 'g', 1)).toEqual({ quantity: 123, unity: 'g' });
    expect(scaleQuantity(0, 'à goût', 1.5)).toEqual({ quantity: 0, unity: 'à goût' });
  });

  it('4 → 6 portions: 200 g → 300 g, 3 œufs → 5, 2 gousses → 3, 1 kg → 1,5 kg', () => {
    expect(scaleQuantity(200, 'g', 6 / 4)).toEqual({ quantity: 300, unity: 'g' });
    expect(scaleQuantity(3, '', 6 / 4)).toEqual({ quantity: 5, unity: '' });
    expect(scaleQuantity(2, 'gousses', 6 / 4)).toEqual({ quantity: 3, unity: 'gousses' });
    expect(scaleQuantity(1, 'kg', 6 / 4)).toEqual({ quantity: 1.5, unity: 'kg' });
    expect(scaleQuantity(800, 'g', 6 / 4)).toEqual({ quantity: 1.25, unity: 'kg' });
  });

  it('4 → 3 portions: 130 g → 100 g (97.5 up to the 10 g step), 1 pincée stays 1', () => {
    expect(scaleQuantity(130, 'g', 3 / 4)).toEqual({ quantity: 100, unity: 'g' });
    expect(scaleQuantity(1, 'pincée', 3 / 4)).toEqual({ quantity: 1, unity: 'pincée' });
  });

  it('measures tiny amounts and spoons as a cook does', () => {
    expect(scaleQuantity(5, 'g', 6 / 4)).toEqual({ quantity: 8, unity: 'g' });
    expect(scaleQuantity(1, 'c. à soupe', 6 / 4)).toEqual({ quantity: 2, unity: 'c. à soupe' });
    expect(scaleQuantity(1, 'c. à café', 6 / 4)).toEqual({ quantity: 2, unity: 'c. à café' });
  });

  it('pours liquids on the grams ladder in their own unit: 20 cl → 30 cl, 10 cl → 15 cl, 75 cl → 1,25 l', () => {
    expect(scaleQuantity(20, 'cl', 6 / 4)).toEqual({ quantity: 30, unity: 'cl' });
    expect(scaleQuantity(10, 'cl', 6 / 4)).toEqual({ quantity: 15, unity: 'cl' });
    expect(scaleQuantity(250, 'ml', 6 / 4)).toEqual({ quantity: 400, unity: 'ml' });
    expect(scaleQuantity(75, 'cl', 6 / 4)).toEqual({ quantity: 1.25, unity: 'l' });
  });
});

describe('parseUnitText', () => {
  it('reads the units a cook writes', () => {
    expect(parseUnitText('grammes')).toBe('g');
    expect(parseUnitText('cs')).toBe('c. à soupe');
    expect(parseUnitText('c. à c.')).toBe('c. à café');
    expect(parseUnitText('gousses')).toBe('pièce');
    expect(parseUnitText('')).toBe('pièce');
    expect(parseUnitText('bocal de 200 g')).toBeNull();
  });
});
