import { describe, it, expect } from 'vitest';
import { AISLES, EU_ALLERGENS, FAMILIES, FOOD_TAGS } from '../../vocabulary';
import type { IngredientData } from '../../vocabulary';
import { INGREDIENTS } from './index';

/** Lower case, no accents, œ → oe, punctuation collapsed: "Crème fraîche" ≡ "creme-fraiche". */
function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Ids the recipe corpus relies on.
const MUST_HAVE = `ail oignon oignon-rouge echalote poireau carotte pomme-de-terre patate-douce courgette aubergine
poivron-rouge poivron-vert poivron-jaune tomate tomate-cerise concombre salade-verte roquette mache epinard chou-fleur
brocoli chou-vert chou-rouge chou-de-bruxelles celeri-branche celeri-rave fenouil navet betterave-cuite radis potiron
courge-butternut champignon-de-paris champignon-shiitake petit-pois haricot-vert asperge-verte artichaut mais-doux avocat
gingembre piment-rouge citron citron-vert orange pomme poire banane fraise framboise myrtille abricot peche cerise prune
kiwi mangue ananas raisin clementine rhubarbe figue noix-de-coco-rapee persil coriandre basilic ciboulette menthe thym
romarin laurier herbes-de-provence aneth estragon sel poivre paprika cumin curry curcuma cannelle muscade
piment-d-espelette garam-masala gingembre-moulu vanille-gousse sucre-vanille riz-basmati riz-rond riz-arborio
pates-seches spaghetti penne lasagne coquillettes nouilles-de-riz nouilles-aux-oeufs semoule boulgour quinoa farine-de-ble
farine-de-riz maizena flocons-d-avoine pain-de-mie baguette pain-complet chapelure tortilla-de-ble pate-feuilletee
pate-brisee pate-a-pizza lentilles-vertes lentilles-corail pois-chiches haricots-rouges haricots-blancs tofu-ferme
lait-de-coco boeuf-hache steak-de-boeuf boeuf-a-bourguignon veau-escalope agneau-epaule poulet-filet poulet-cuisse
poulet-entier dinde-escalope canard-magret porc-filet-mignon porc-echine lardons jambon-blanc jambon-cru chorizo
saucisse-de-toulouse saumon-filet saumon-fume cabillaud-filet thon-en-conserve sardine-en-conserve crevette-cuite moule
colin-filet oeuf lait-demi-ecreme beurre-doux creme-fraiche-epaisse creme-liquide yaourt-nature yaourt-grec fromage-blanc
gruyere-rape emmental comte parmesan mozzarella feta chevre-buche ricotta mascarpone reblochon camembert huile-d-olive
huile-de-tournesol vinaigre-balsamique vinaigre-de-vin moutarde-de-dijon sauce-soja concentre-de-tomate coulis-de-tomate
tomates-pelees-en-conserve bouillon-de-legumes bouillon-de-volaille olive-noire olive-verte capres cornichon mayonnaise
ketchup miel sucre-en-poudre sucre-roux sucre-glace chocolat-noir-patissier cacao-en-poudre confiture-de-fraise
levure-chimique levure-boulangere amande-en-poudre amande noisette noix pignon-de-pin cacahuete graines-de-sesame pistache
noix-de-cajou raisin-sec vin-blanc vin-rouge biere cidre eau epinards-surgeles petits-pois-surgeles
haricots-verts-surgeles poelee-de-legumes-surgeles gelatine tahini pesto-vert nuoc-mam sirop-d-erable lait-d-avoine
lait-de-soja creme-de-soja pain-burger galette-de-sarrasin farine-de-sarrasin fruits-rouges-surgeles`
  .split(/\s+/)
  .filter(Boolean);

const byId = new Map<string, IngredientData>(INGREDIENTS.map((i) => [i.id, i]));

/** Ingredients failing a predicate, as ids (so a failure names the culprits). */
function failing(pred: (i: IngredientData) => boolean): string[] {
  return INGREDIENTS.filter((i) => !pred(i)).map((i) => i.id);
}

describe('ingredient catalogue', () => {
  it('holds at least 400 ingredients', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(400);
  });

  it('has unique kebab-case ids', () => {
    expect(failing((i) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(i.id))).toEqual([]);
    const seen = new Set<string>();
    const dups = INGREDIENTS.filter((i) => (seen.has(i.id) ? true : (seen.add(i.id), false))).map((i) => i.id);
    expect(dups).toEqual([]);
  });

  it('has unique names (case and accents ignored)', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const i of INGREDIENTS) {
      const key = norm(i.name);
      const other = seen.get(key);
      if (other) dups.push(`${i.id} / ${other}: ${i.name}`);
      else seen.set(key, i.id);
    }
    expect(dups).toEqual([]);
  });

  it('has no synonym equal to the name of another ingredient', () => {
    const names = new Map(INGREDIENTS.map((i) => [norm(i.name), i.id]));
    const clashes: string[] = [];
    for (const i of INGREDIENTS) {
      for (const s of i.synonyms ?? []) {
        const owner = names.get(norm(s));
        if (owner && owner !== i.id) clashes.push(`${i.id}: "${s}" is the name of ${owner}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('writes synonyms in lower case', () => {
    expect(failing((i) => (i.synonyms ?? []).every((s) => s === s.toLowerCase() && s.trim() === s && s !== ''))).toEqual([]);
  });

  it('contains every id the recipes rely on', () => {
    expect(MUST_HAVE.length).toBeGreaterThan(200);
    expect(MUST_HAVE.filter((id) => !byId.has(id))).toEqual([]);
  });

  it('uses only known aisles, families, allergens and tags', () => {
    const aisles = new Set<string>(AISLES);
    const families = new Set<string>(FAMILIES);
    const allergens = new Set<string>(EU_ALLERGENS);
    const tags = new Set<string>(FOOD_TAGS);
    expect(failing((i) => aisles.has(i.aisle))).toEqual([]);
    expect(failing((i) => families.has(i.family))).toEqual([]);
    expect(failing((i) => (i.allergens ?? []).every((a) => allergens.has(a)))).toEqual([]);
    expect(failing((i) => (i.tags ?? []).every((t) => tags.has(t)))).toEqual([]);
    expect(failing((i) => ['tres-perissable', 'perissable', 'moyen', 'longue'].includes(i.perishability))).toEqual([]);
    expect(failing((i) => ['g', 'ml', 'piece'].includes(i.shopUnit))).toEqual([]);
  });

  it('has plausible CIQUAL figures per 100 g', () => {
    const macros = ['proteines', 'glucides', 'lipides', 'fibres', 'sel'] as const;
    expect(failing((i) => Number.isInteger(i.ciqual.code) && i.ciqual.code > 0 && i.ciqual.name.length > 0)).toEqual([]);
    expect(failing((i) => Number.isFinite(i.ciqual.kcal) && i.ciqual.kcal >= 0 && i.ciqual.kcal <= 900)).toEqual([]);
    expect(failing((i) => macros.every((k) => Number.isFinite(i.ciqual[k]) && i.ciqual[k] >= 0 && i.ciqual[k] <= 100))).toEqual([]);
  });

  it('has a positive price and consistent piece data', () => {
    expect(failing((i) => Number.isFinite(i.price.euros) && i.price.euros > 0)).toEqual([]);
    expect(failing((i) => i.shopUnit !== 'piece' || (i.pieceWeightG ?? 0) > 0)).toEqual([]);
    expect(failing((i) => i.price.per !== 'piece' || (i.pieceWeightG ?? 0) > 0)).toEqual([]);
    expect(failing((i) => i.pieceWeightG === undefined || (Number.isFinite(i.pieceWeightG) && i.pieceWeightG > 0))).toEqual([]);
    expect(failing((i) => i.densityGPerMl === undefined || (i.densityGPerMl > 0.05 && i.densityGPerMl < 2.5))).toEqual([]);
  });

  it('declares milk for every dairy product and cheese, and tags every cheese', () => {
    expect(failing((i) => !['produit-laitier', 'fromage'].includes(i.family) || (i.allergens ?? []).includes('lait'))).toEqual([]);
    expect(failing((i) => i.family !== 'fromage' || (i.tags ?? []).includes('fromage'))).toEqual([]);
  });

  it('declares fish for every fish and crustaceans or molluscs for seafood', () => {
    expect(failing((i) => i.family !== 'poisson' || (i.allergens ?? []).includes('poisson'))).toEqual([]);
    expect(failing((i) => i.family !== 'fruit-de-mer' || (i.allergens ?? []).some((a) => a === 'crustaces' || a === 'mollusques'))).toEqual(
      [],
    );
  });

  it('flags the usual allergen traps', () => {
    const has = (id: string, a: string) => (byId.get(id)?.allergens ?? []).includes(a as never);
    expect(has('sauce-soja', 'soja') && has('sauce-soja', 'gluten')).toBe(true);
    expect(has('tahini', 'sesame')).toBe(true);
    expect(has('nuoc-mam', 'poisson')).toBe(true);
    expect(has('mayonnaise', 'oeufs')).toBe(true);
    expect(has('vin-blanc', 'sulfites')).toBe(true);
    expect(has('celeri-rave', 'celeri')).toBe(true);
    expect(has('cacahuete', 'arachides')).toBe(true);
    expect(has('flocons-d-avoine', 'gluten')).toBe(true);
    expect(byId.get('gelatine')?.animalDerived).toBe('porc');
    expect(byId.get('miel')?.animalDerived).toBe('miel');
    expect(byId.get('vin-rouge')?.alcohol).toBe(true);
  });

  it('gives season months within 1..12, without duplicates', () => {
    expect(
      failing(
        (i) =>
          i.season === undefined ||
          (i.season.length > 0 &&
            i.season.every((m) => Number.isInteger(m) && m >= 1 && m <= 12) &&
            new Set(i.season).size === i.season.length),
      ),
    ).toEqual([]);
  });
});
