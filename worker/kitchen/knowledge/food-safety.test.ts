import { describe, expect, it } from 'vitest';
import { CORE_TEMPERATURES, donenessCategoryOf, STORAGE_FACTS, storageCategoryOf } from './food-safety';
import { getIngredient } from './catalogue';

const ing = (id: string) => {
  const found = getIngredient(id);
  expect(found, id).toBeDefined();
  return found!;
};
const storage = (id: string) => {
  const cat = storageCategoryOf(ing(id));
  expect(cat, id).not.toBeNull();
  return STORAGE_FACTS[cat!];
};

describe('food-safety storage table', () => {
  it('raw poultry, minced meat and fresh fish keep 1 to 2 days in the fridge (USDA)', () => {
    for (const id of [
      'poulet-filet',
      'poulet-cuisse',
      'dinde-escalope',
      'poulet-entier',
      'boeuf-hache',
      'steak-hache',
      'porc-hache',
      'poulet-hache',
      'cabillaud-filet',
      'saumon-filet',
      'gambas',
      'moule',
    ]) {
      expect(storage(id).fridge, id).toBe('1 à 2 jours');
      expect(storage(id).source, id).toBe('USDA FSIS, Cold Food Storage Chart');
    }
  });

  it('steaks and roasts keep 3 to 5 days; opened cooked ham 3 to 5 days', () => {
    for (const id of ['steak-de-boeuf', 'porc-roti', 'gigot-d-agneau', 'jambon-blanc']) expect(storage(id).fridge, id).toBe('3 à 5 jours');
    expect(storage('jambon-blanc').fridgeWhen).toBe('une fois le paquet ouvert');
  });

  it('freezer times: minced 3–4 months, steaks 4–12, poultry pieces 9, whole 12, lean fish 6–8, fatty fish 2–3', () => {
    expect(storage('boeuf-hache').freezer).toBe('3 à 4 mois');
    expect(storage('entrecote').freezer).toBe('4 à 12 mois');
    expect(storage('poulet-filet').freezer).toBe('9 mois');
    expect(storage('poulet-entier').freezer).toBe('12 mois');
    expect(storage('cabillaud-filet').freezer).toBe('6 à 8 mois');
    expect(storage('saumon-filet').freezer).toBe('2 à 3 mois');
  });

  it('vegetables and dry goods have no meat/fish category', () => {
    expect(storageCategoryOf(ing('courgette'))).toBeNull();
    expect(storageCategoryOf(ing('farine-de-ble'))).toBeNull();
  });
});

describe('food-safety core temperatures', () => {
  it('poultry 74 °C, minced beef 70 °C (ANSES), whole cuts and pork 63 °C, each with its source', () => {
    const t = (id: string) => {
      const cat = donenessCategoryOf(ing(id));
      expect(cat, id).not.toBeNull();
      return CORE_TEMPERATURES[cat!];
    };
    expect(t('poulet-filet').temperature).toBe('74 °C à cœur');
    expect(t('poulet-filet').source).toBe('USDA FSIS, Safe Minimum Internal Temperature Chart');
    expect(t('boeuf-hache').temperature).toBe('70 °C à cœur');
    expect(t('boeuf-hache').source).toContain('ANSES');
    expect(t('poulet-hache').temperature).toBe('74 °C à cœur');
    expect(t('entrecote').temperature.startsWith('63 °C à cœur')).toBe(true);
    expect(t('cote-de-porc').temperature).toBe(
      '63 °C à cœur avec 3 minutes de repos pour les pièces entières, 71 °C pour le porc haché et les saucisses crues',
    );
    expect(donenessCategoryOf(ing('courgette'))).toBeNull();
  });
});
