import { describe, expect, it } from 'vitest';
import { ALLERGY_SUGGESTIONS } from '@shared/options';
import { foodMatcher } from './allergies';
import { getIngredient } from '../knowledge/catalogue';

const ids = (term: string) => foodMatcher(term).ids;

describe('allergies', () => {
  it.each(ALLERGY_SUGGESTIONS.map((a) => [a]))('"%s" resolves to a non-empty set of ingredients', (label) => {
    expect(ids(label).size).toBeGreaterThan(0);
  });

  it('maps the suggestions onto EU allergens and tags', () => {
    expect(ids('Lait').has('beurre-doux')).toBe(true);
    expect(ids('Lait').has('lait-de-coco')).toBe(false);
    expect(ids('Fromage').has('parmesan')).toBe(true);
    expect(ids('Fromage').has('beurre-doux')).toBe(false);
    expect(ids('Beurre').has('beurre-doux')).toBe(true);
    expect(ids('Beurre').has('beurre-de-cacahuete')).toBe(false);
    expect(ids('Œufs').has('oeuf')).toBe(true);
    expect(ids('Œufs').has('mayonnaise')).toBe(true);
    expect(ids('Fruits à coque').has('noisette')).toBe(true);
    expect(ids('Fruits à coque').has('noix-de-coco-rapee')).toBe(false);
    expect(ids('Noix').has('noix')).toBe(true);
    expect(ids('Noix').has('noix-de-cajou')).toBe(false);
    expect(ids('Cacahuètes').has('cacahuete')).toBe(true);
    expect(ids('Poisson').has('saumon-filet')).toBe(true);
    expect(ids('Fruits de mer').has('crevette-cuite')).toBe(true);
    expect(ids('Fruits de mer').has('moule')).toBe(true);
    expect(ids('Crustacés').has('moule')).toBe(false);
    expect(ids('Mollusques').has('moule')).toBe(true);
    expect(ids('Gluten').has('farine-de-ble')).toBe(true);
    expect(ids('Gluten').has('farine-de-riz')).toBe(false);
    expect(ids('Blé').has('farine-de-ble')).toBe(true);
    expect(ids('Tomates').has('tomate')).toBe(true);
    expect(ids('Agrumes').has('citron')).toBe(true);
    expect(ids('Moutarde').has('moutarde-de-dijon')).toBe(true);
  });

  it('is accent-, case- and plural-insensitive', () => {
    expect(ids('oeuf')).toEqual(ids('Œufs'));
    expect(ids('TOMATE')).toEqual(ids('Tomates'));
    expect(ids('crustace')).toEqual(ids('Crustacés'));
  });

  it('resolves free-text allergies and dislikes by family and name', () => {
    const porc = ids('porc');
    expect(porc.has('lardons')).toBe(true);
    expect(porc.has('jambon-blanc')).toBe(true);
    expect(porc.has('poulet-filet')).toBe(false);
    const champignons = ids('champignons');
    expect(champignons.has('champignon-de-paris')).toBe(true);
    expect(champignons.size).toBeGreaterThan(1);
    expect(ids('coriandre').has('coriandre')).toBe(true);
    expect(ids('viande').has('steak-hache')).toBe(true);
    expect(ids('viande').has('poulet-filet')).toBe(true);
    // Unknown to the catalogue, but still enforced by name in free text (never dropped).
    expect(ids('xyzzy').size).toBe(0);
    expect(foodMatcher('xyzzy').matchesText('sauce xyzzy maison')).toBe(true);
    expect(foodMatcher('xyzzy').matchesText('sauce tomate maison')).toBe(false);
  });

  it('judges free-text ingredients by keywords and by the catalogue names they contain', () => {
    expect(foodMatcher('Fromage').matchesText('sauce au fromage maison')).toBe(true);
    expect(foodMatcher('Lait').matchesText('beurre demi-sel breton')).toBe(true);
    expect(foodMatcher('Lait').matchesText('lait de coco bio')).toBe(false);
    expect(foodMatcher('Fruits à coque').matchesText('noix de coco râpée')).toBe(false);
    expect(foodMatcher('Gluten').matchesText('pain de campagne au levain')).toBe(true);
    expect(foodMatcher('Poisson').matchesText('filet de cabillaud surgelé')).toBe(true);
    expect(foodMatcher('champignons').matchesText('champignons de Paris émincés')).toBe(true);
    expect(foodMatcher('champignons').matchesText('courgette')).toBe(false);
    expect(getIngredient('beurre-doux')).toBeDefined();
  });
});
