import { describe, expect, it } from 'vitest';
import { canonicalDiet, canonicalDiets, ingredientFitsDiet, readDiets, textFitsDiet } from './diets';
import type { DietLabel } from '../model';
import { getIngredient } from '../knowledge/catalogue';
import { PROFILE_DIETS, REGISTRATION_DIETS, ANTI_WASTE_DIETS } from '@shared/options';

const fits = (id: string, diet: DietLabel) => ingredientFitsDiet(getIngredient(id)!, diet);

describe('diets', () => {
  it('understands every spelling of the app', () => {
    for (const d of [...PROFILE_DIETS, ...REGISTRATION_DIETS, ...ANTI_WASTE_DIETS]) expect(canonicalDiet(d), d).not.toBeNull();
    expect(canonicalDiet('Vegan')).toBe('Végan');
    expect(canonicalDiet('keto')).toBe('Cétogène');
    expect(canonicalDiet('VÉGÉTARIENNE')).toBe('Végétarien');
    expect(canonicalDiet('sans-gluten')).toBe('Sans gluten');
    expect(canonicalDiet('Paleo')).toBe('Paleo');
    expect(canonicalDiet('je ne mange pas de porc')).toBe('Sans porc');
    expect(canonicalDiet('kasher')).toBe('Casher');
    // A text that is no diet label has no label, but it is not lost: readDiets keeps it.
    expect(canonicalDiet('régime martien')).toBeNull();
    expect(canonicalDiets(['Vegan', 'Végan', 'je ne mange pas de porc'])).toEqual(['Végan', 'Sans porc']);
    const read = readDiets(['Vegan', 'Végan', 'inconnu', 'pas de champignons']);
    expect(read.diets).toEqual(['Végan']);
    expect(read.unrecognised).toEqual(['inconnu']);
    expect(read.exclusions.map((m) => m.label)).toEqual(['pas de champignons']);
    expect(read.exclusions[0]!.ids.has('girolle')).toBe(true);
  });

  it('casher / sans porc / sans alcool / sans sucre ajouté / flexitarien, per ingredient', () => {
    expect(fits('lardons', 'Casher')).toBe(false);
    expect(fits('gambas', 'Casher')).toBe(false);
    expect(fits('huitre', 'Casher')).toBe(false);
    expect(fits('lotte', 'Casher')).toBe(false);
    expect(fits('saumon-filet', 'Casher')).toBe(true);
    expect(fits('poulet-filet', 'Casher')).toBe(true);
    expect(fits('saucisson-sec', 'Sans porc')).toBe(false);
    expect(fits('saindoux', 'Sans porc')).toBe(false);
    expect(fits('dinde-escalope', 'Sans porc')).toBe(true);
    expect(fits('vin-rouge', 'Sans alcool')).toBe(false);
    expect(fits('vinaigre-de-vin', 'Sans alcool')).toBe(true);
    expect(fits('miel', 'Sans sucre ajouté')).toBe(false);
    expect(fits('peche-au-sirop', 'Sans sucre ajouté')).toBe(false);
    expect(fits('peche', 'Sans sucre ajouté')).toBe(true);
    expect(fits('lardons', 'Flexitarien')).toBe(true);
    expect(textFitsDiet('lardons fumés', 'Sans porc')).toBe(false);
    expect(textFitsDiet('escalope de dinde', 'Sans porc')).toBe(true);
    expect(textFitsDiet('un trait de cognac', 'Sans alcool')).toBe(false);
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
