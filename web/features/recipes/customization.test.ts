import { describe, expect, it } from 'vitest';
import {
  backTarget,
  canRequestVersion,
  criteriaForSave,
  EMPTY_CUSTOMIZATION,
  replacementList,
  setReplacement,
  toggleExcluded,
  toggleVariant,
} from './customization';
import { formatTreeDate } from './format';

describe('new version rule (a variant, a replacement, an exclusion or a comment)', () => {
  it('needs a ticked variant, a replacement, an exclusion or a non-blank comment', () => {
    expect(canRequestVersion(EMPTY_CUSTOMIZATION)).toBe(false);
    expect(canRequestVersion({ ...EMPTY_CUSTOMIZATION, comment: '   \n ' })).toBe(false);
    expect(canRequestVersion(setReplacement(EMPTY_CUSTOMIZATION, 'Beurre', '  '))).toBe(false);
    expect(canRequestVersion({ ...EMPTY_CUSTOMIZATION, comment: ' moins salé ' })).toBe(true);
    expect(canRequestVersion(toggleVariant(EMPTY_CUSTOMIZATION, 'Version végétarienne'))).toBe(true);
    expect(canRequestVersion(setReplacement(EMPTY_CUSTOMIZATION, 'Beurre', 'Huile d’olive'))).toBe(true);
    expect(canRequestVersion(toggleExcluded(EMPTY_CUSTOMIZATION, 'Beurre'))).toBe(true);
    expect(canRequestVersion(toggleVariant(toggleVariant(EMPTY_CUSTOMIZATION, 'A'), 'A'))).toBe(false);
  });

  it('excluding clears the replacement, reinstating does not bring it back', () => {
    const replaced = setReplacement(EMPTY_CUSTOMIZATION, 'Beurre', 'Margarine');
    const excluded = toggleExcluded(replaced, 'Beurre');
    expect(excluded.excluded).toEqual(['Beurre']);
    expect(excluded.replacements).toEqual({});
    const back = toggleExcluded(excluded, 'Beurre');
    expect(back).toEqual(EMPTY_CUSTOMIZATION);
  });

  it('sends trimmed, non-blank replacements only', () => {
    const c = setReplacement(setReplacement(EMPTY_CUSTOMIZATION, 'Beurre', ' Huile '), 'Sel', ' ');
    expect(replacementList(c)).toEqual([{ original: 'Beurre', replacement: 'Huile' }]);
  });
});

describe('back target of the Retour button', () => {
  it.each([
    ['lastPageType=suggestions', '/inspirations-repas?lastPageType=suggestions'],
    ['lastPageType=formInspiration', '/inspirations-repas?lastPageType=formInspiration'],
    ['lastRecipeId=abc', '/recette/abc'],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(backTarget(new URLSearchParams(search))).toBe(expected);
  });
});

describe('criteria sent on save', () => {
  it('takes lastFormData, else the recipe criteria, else preparation 30 / baking 30', () => {
    expect(criteriaForSave(null)).toMatchObject({ preparationTime: 30, bakingTime: 30, dish: [] });
    const own = { dish: ['Soupe'], preparationTime: 20, bakingTime: 12, cuisine: [], complexity: [], ingredients: [], description: '' };
    expect(criteriaForSave(own)).toEqual(own);
    localStorage.setItem('lastFormData', JSON.stringify({ dish: ['Dessert'], preparationTime: 45 }));
    expect(criteriaForSave(own)).toMatchObject({ dish: ['Dessert'], preparationTime: 45, bakingTime: 30 });
  });
});

describe('family tree times', () => {
  it("reads 'DD/MM/YYYY à HH:mm' in Europe/Paris", () => {
    expect(formatTreeDate('2026-11-23T17:05:00.000Z')).toBe('23/11/2026 à 18:05');
    expect(formatTreeDate('2026-07-01T22:30:00.000Z')).toBe('02/07/2026 à 00:30');
  });
});
