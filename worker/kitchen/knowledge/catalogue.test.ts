import { describe, expect, it } from 'vitest';
import { findIngredient, getIngredient, parseIngredientText, resolveAllIngredients, resolveIngredient } from './catalogue';
import { ALL_INGREDIENTS } from './kb';

describe('catalogue', () => {
  it('finds every ingredient by id, name and plural, accent/case-insensitively', () => {
    for (const ing of ALL_INGREDIENTS) {
      expect(getIngredient(ing.id)).toBe(ing);
      expect(findIngredient(ing.name.toUpperCase())?.id, ing.name).toBeDefined();
    }
    expect(findIngredient('pomme de terre')?.id).toBe('pomme-de-terre');
    expect(findIngredient('POMMES DE TERRE')?.id).toBe('pomme-de-terre');
    expect(findIngredient('oeuf')?.id).toBe('oeuf');
    expect(findIngredient('Œufs')?.id).toBe('oeuf');
    expect(findIngredient('creme fraiche epaisse')?.id).toBe('creme-fraiche-epaisse');
  });

  it('resolves synonyms', () => {
    const withSynonym = ALL_INGREDIENTS.find((i) => i.synonyms?.length);
    expect(withSynonym).toBeDefined();
    expect(findIngredient(withSynonym!.synonyms![0]!)).toBeDefined();
  });

  it('resolves free text by the longest name it contains', () => {
    expect(resolveIngredient('2 tomates bien mûres')?.id).toBe('tomate');
    expect(resolveIngredient('des courgettes du jardin')?.id).toBe('courgette');
    expect(resolveIngredient('une belle pomme de terre')?.id).toBe('pomme-de-terre');
    expect(resolveIngredient('xylophone')).toBeUndefined();
    expect(resolveIngredient('')).toBeUndefined();
  });

  it('finds every ingredient named in a text', () => {
    const ids = resolveAllIngredients('tomates farcies au riz et aux courgettes').map((i) => i.id);
    expect(ids).toContain('tomate');
    expect(ids).toContain('courgette');
  });

  it('parses quantity, unit and ingredient', () => {
    const p = parseIngredientText('200 g de farine de blé');
    expect(p.quantity).toBe(200);
    expect(p.unit).toBe('g');
    expect(p.ingredient?.id).toBe('farine-de-ble');
    const q = parseIngredientText('2 tomates');
    expect(q.quantity).toBe(2);
    expect(q.ingredient?.id).toBe('tomate');
    expect(parseIngredientText('1,5 l de lait demi-écrémé').unit).toBe('l');
  });
});
