import { describe, expect, it } from 'vitest';
import { CORE_TEMPERATURES, donenessCategoryOf, STORAGE_FACTS, storageCategoryOf, type StorageCategory } from './food-safety';
import { getIngredient } from './catalogue';
import { ALL_INGREDIENTS } from '../index';

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

/** Fridge and freezer times per category, read from the USDA FSIS Cold Food Storage Chart (freezer: null
 *  when the chart gives none, or advises against freezing). */
const USDA_CHART: Record<StorageCategory, { fridge: string; freezer: string | null; opened: boolean }> = {
  'volaille-crue': { fridge: '1 à 2 jours', freezer: '9 mois', opened: false },
  'volaille-entiere': { fridge: '1 à 2 jours', freezer: '12 mois', opened: false },
  'viande-hachee': { fridge: '1 à 2 jours', freezer: '3 à 4 mois', opened: false },
  'viande-piece': { fridge: '3 à 5 jours', freezer: '4 à 12 mois', opened: false },
  abats: { fridge: '1 à 2 jours', freezer: '3 à 4 mois', opened: false },
  lapin: { fridge: '1 à 2 jours', freezer: null, opened: false },
  'saucisse-crue': { fridge: '1 à 2 jours', freezer: '1 à 2 mois', opened: false },
  'bacon-lardons': { fridge: '7 jours', freezer: '1 mois', opened: true },
  'charcuterie-cuite': { fridge: '3 à 5 jours', freezer: '1 à 2 mois', opened: true },
  'saucisse-cuite': { fridge: '1 semaine', freezer: '1 à 2 mois', opened: true },
  'charcuterie-seche': { fridge: '3 semaines', freezer: '1 à 2 mois', opened: true },
  'poisson-maigre': { fridge: '1 à 2 jours', freezer: '6 à 8 mois', opened: false },
  'poisson-gras': { fridge: '1 à 2 jours', freezer: '2 à 3 mois', opened: false },
  'poisson-fume': { fridge: "14 jours au plus, sans dépasser la date de l'emballage", freezer: '2 mois', opened: false },
  'fruits-de-mer': { fridge: '1 à 2 jours', freezer: '3 à 6 mois', opened: false },
  'conserve-de-la-mer': { fridge: '3 à 4 jours', freezer: null, opened: true },
  oeuf: { fridge: '3 à 5 semaines', freezer: null, opened: false },
  'oeuf-separe': { fridge: '2 à 4 jours', freezer: '12 mois pour les blancs', opened: false },
  restes: { fridge: '3 à 4 jours', freezer: '2 à 6 mois', opened: false },
};

describe('food-safety storage table: every category the catalogue reaches', () => {
  const reached = new Map<StorageCategory, string[]>();
  for (const i of ALL_INGREDIENTS) {
    const cat = storageCategoryOf(i);
    if (cat) reached.set(cat, [...(reached.get(cat) ?? []), i.id]);
  }

  it('the catalogue reaches every category but the leftovers (a cooked dish, not an ingredient)', () => {
    expect(ALL_INGREDIENTS.length).toBeGreaterThan(500);
    expect([...reached.keys()].sort()).toEqual(
      Object.keys(STORAGE_FACTS)
        .filter((c) => c !== 'restes')
        .sort(),
    );
    for (const [cat, ids] of reached) expect(ids.length, cat).toBeGreaterThan(0);
  });

  for (const cat of Object.keys(USDA_CHART) as StorageCategory[]) {
    it(`${cat}: a French label, the chart's fridge and freezer times, its source`, () => {
      const fact = STORAGE_FACTS[cat];
      const chart = USDA_CHART[cat];
      expect(fact, cat).toBeDefined();
      // « la volaille crue en morceaux », « les œufs », « une conserve de poisson… »: a noun phrase in a sentence.
      expect(fact.label).toMatch(/^(le|la|les|l'|une?) [a-zà-ÿœ]/);
      expect(fact.fridge).toBe(chart.fridge);
      if (chart.freezer === null) expect(fact.freezer).toBeUndefined();
      else expect(fact.freezer).toBe(chart.freezer);
      // Opened packs count from the opening, and say so.
      if (chart.opened) expect(fact.fridgeWhen).toMatch(/^une fois (le paquet ouvert|entamée|ouverte)/);
      else expect(fact.fridgeWhen).toBeUndefined();
      expect(fact.source).toMatch(/^USDA FSIS, (Cold Food Storage Chart|Rabbit from Farm to Table)/);
    });
  }

  it('eggs in their shell are not frozen, and the answer says why', () => {
    expect(STORAGE_FACTS.oeuf.noFreeze).toBe('ne congelez pas les œufs dans leur coquille');
    expect(STORAGE_FACTS.oeuf.source).toContain('Règlement (CE) n° 589/2008');
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

describe('food-safety core temperatures: every category the catalogue reaches', () => {
  it('each safe-cooking category is reached by catalogue ingredients and has a temperature, a sign and a source', () => {
    const reached = new Set(ALL_INGREDIENTS.map(donenessCategoryOf).filter((c) => c !== null));
    expect([...reached].sort()).toEqual(Object.keys(CORE_TEMPERATURES).sort());
    for (const cat of reached) {
      const t = CORE_TEMPERATURES[cat];
      // A core temperature, or for shellfish and crustaceans the sign the chart gives instead.
      expect(t.temperature, cat).toMatch(/^(\d+ °C|une chair nacrée et opaque$|une cuisson jusqu'à l'ouverture des coquilles$)/);
      expect(t.sign.length, cat).toBeGreaterThan(15);
      expect(t.source, cat).toMatch(/USDA FSIS|ANSES/);
    }
  });
});
