import { describe, expect, it } from 'vitest';
import { canonicalDiet, canonicalDiets, ingredientFitsDiet, textFitsDiet, DIET_LABELS } from './diets';
import { getIngredient } from './catalogue';
import { PROFILE_DIETS, REGISTRATION_DIETS, ANTI_WASTE_DIETS } from '../../shared/options';

const fits = (id: string, diet: (typeof DIET_LABELS)[number]) => ingredientFitsDiet(getIngredient(id)!, diet);

describe('diets', () => {
  it('understands every spelling of the app', () => {
    for (const d of [...PROFILE_DIETS, ...REGISTRATION_DIETS, ...ANTI_WASTE_DIETS]) expect(canonicalDiet(d), d).not.toBeNull();
    expect(canonicalDiet('Vegan')).toBe('Végan');
    expect(canonicalDiet('keto')).toBe('Cétogène');
    expect(canonicalDiet('VÉGÉTARIENNE')).toBe('Végétarien');
    expect(canonicalDiet('sans-gluten')).toBe('Sans gluten');
    expect(canonicalDiet('Paleo')).toBe('Paleo');
    expect(canonicalDiet('régime martien')).toBeNull();
    expect(canonicalDiets(['Vegan', 'Végan', 'inconnu'])).toEqual(['Végan']);
  });

  it('végétarien / végan / pescétarien', () => {
    expect(fits('poulet-filet', 'Végétarien')).toBe(false);
    expect(fits('saumon-filet', 'Végétarien')).toBe(false);
    expect(fits('gelatine', 'Végétarien')).toBe(false);
    expect(fits('oeuf', 'Végétarien')).toBe(true);
    expect(fits('oeuf', 'Végan')).toBe(false);
    expect(fits('beurre-doux', 'Végan')).toBe(false);
    expect(fits('miel', 'Végan')).toBe(false);
    expect(fits('tofu-ferme', 'Végan')).toBe(true);
    expect(fits('saumon-filet', 'Pescétarien')).toBe(true);
    expect(fits('lardons', 'Pescétarien')).toBe(false);
  });

  it('sans gluten / sans lactose / halal / paleo / keto', () => {
    expect(fits('farine-de-ble', 'Sans gluten')).toBe(false);
    expect(fits('riz-basmati', 'Sans gluten')).toBe(true);
    expect(fits('creme-liquide', 'Sans lactose')).toBe(false);
    expect(fits('lait-d-avoine', 'Sans lactose')).toBe(true);
    expect(fits('lardons', 'Halal')).toBe(false);
    expect(fits('vin-blanc', 'Halal')).toBe(false);
    expect(fits('poulet-filet', 'Halal')).toBe(true);
    expect(fits('riz-basmati', 'Paleo')).toBe(false);
    expect(fits('pois-chiches', 'Paleo')).toBe(false);
    expect(fits('courgette', 'Paleo')).toBe(true);
    expect(fits('pates-seches', 'Cétogène')).toBe(false);
    expect(fits('pomme-de-terre', 'Cétogène')).toBe(false);
    expect(fits('avocat', 'Cétogène')).toBe(true);
  });

  it('judges free text', () => {
    expect(textFitsDiet('poulet rôti du dimanche', 'Végétarien')).toBe(false);
    expect(textFitsDiet('galettes de légumes maison', 'Végétarien')).toBe(true);
    expect(textFitsDiet('crème de soja', 'Végan')).toBe(true);
    expect(textFitsDiet('jambon de Bayonne', 'Halal')).toBe(false);
  });
});
