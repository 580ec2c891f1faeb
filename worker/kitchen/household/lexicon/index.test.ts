import { describe, expect, it } from 'vitest';
import { readAllergy, readDiet, readDislike } from './index';
import { foodMatcher } from '../allergies';
import { canonicalDiet, canonicalDiets, readDiets, textFitsDiet } from '../diets';
import { compileProfile } from '../profile';
import { checkRecipeSafety, repairRecipe } from '../../safety/check';
import { corpusRecipeDraft } from '../../facts/corpus';
import { getIngredient, namesOf } from '../../knowledge/catalogue';
import { ALL_INGREDIENTS } from '../../knowledge/kb';
import type { EaterProfile, RecipeDraft } from '../../index';
import { draftOf } from '../../../../test/kitchen/fixtures';
import { ALLERGY_SUGGESTIONS, PROFILE_DIETS, REGISTRATION_DIETS, WEEK_MENU_DIETS } from '@shared/options';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const forbidden = (p: Partial<EaterProfile>) => compileProfile({ ...P, ...p }).forbidden;

const chickenDraft = () => draftWith([['poulet-filet', 600, 'g']], ['Faites dorer le poulet.']);
const draftWith = (ids: [string, number, string][], steps: string[]): RecipeDraft => draftOf(ids, steps, { cookTime: 20 });

describe('lexicon: allergies typed in the user own words', () => {
  // Each phrasing must resolve to the same rule as the allergen it names (same forbidden catalogue ids).
  const PHRASINGS: [string, string][] = [
    ['APLV', 'Lait'],
    ['Allergie aux protéines de lait de vache', 'Lait'],
    ['Protéines de lait de vache', 'Lait'],
    ['lait de vache', 'Lait'],
    ['Produits laitiers', 'Lait'],
    ['lactose', 'Lait'],
    ['Intolérance au lactose', 'Lait'],
    ['Oeufs de poule', 'Œufs'],
    ['œufs de poule', 'Œufs'],
    ["blanc d'oeuf", 'Œufs'],
    ['allergie aux fruits à coque', 'Fruits à coque'],
    ['arachide', 'Cacahuètes'],
    ['Cacahuète', 'Cacahuètes'],
    ['Je suis allergique aux arachides', 'Cacahuètes'],
    ['crevettes', 'Crustacés'],
    ['allergie aux crustacés', 'Crustacés'],
    ['mollusques', 'Mollusques'],
    ['sulfites', 'Sulfites'],
    ['céleri', 'Céleri'],
    ['Moutarde', 'Moutarde'],
    ['sésame', 'Sésame'],
    ['lupin', 'Lupin'],
    ['allergie au poisson', 'Poisson'],
    ['Soja', 'Soja'],
    ['Intolérance au gluten', 'Gluten'],
    ['céréales contenant du gluten', 'Gluten'],
    ['maladie cœliaque', 'Gluten'],
    ['Sans gluten', 'Gluten'],
    ['fruit rouge', 'Fruits rouges'],
    ['solanacée', 'Solanacées'],
    ['allergie aux rosacées', 'Rosacées'],
    ['agrume', 'Agrumes'],
    ['pas de champignons', 'Champignons'],
  ];

  it.each(PHRASINGS)('"%s" is read as %s', (text, canonical) => {
    const reading = readAllergy(text);
    expect(reading.recognised).toBe(true);
    expect(reading.understood).toBe(readAllergy(canonical).understood);
    expect([...foodMatcher(text).ids].sort()).toEqual([...foodMatcher(canonical).ids].sort());
    expect(foodMatcher(text).ids.size).toBeGreaterThan(0);
  });

  it.each(ALLERGY_SUGGESTIONS.map((a) => [a]))('the tile "%s" is recognised', (tile) => {
    expect(readAllergy(tile).recognised).toBe(true);
    expect(readAllergy(tile).understood).not.toMatch(/nommé/);
  });

  it('says in French what it understood', () => {
    expect(readAllergy('APLV').understood).toBe('lait et produits laitiers');
    expect(readAllergy('Oeufs de poule').understood).toBe('œufs');
    expect(readAllergy('Fruits rouges').understood).toBe('fruits rouges (fraise, framboise, groseille, cassis, myrtille…)');
    expect(readAllergy('Solanacées').understood).toBe('solanacées (tomate, pomme de terre, aubergine, poivron, piment…)');
    expect(readAllergy('crevettes').understood).toBe('crustacés (crevette, crabe, homard, langoustine…)');
    expect(readAllergy('maladie cœliaque').understood).toBe('gluten (blé, seigle, orge, avoine, épeautre, kamut)');
    expect(readAllergy('Poudre de perlimpinpin')).toEqual({
      text: 'Poudre de perlimpinpin',
      recognised: false,
      understood: 'tout ingrédient nommé « poudre de perlimpinpin »',
    });
    expect(readDislike('patate')).toEqual({ text: 'patate', recognised: true, understood: 'pomme de terre (« patate »)' });
    expect(readDislike('Coriandre').understood).toBe('coriandre');
    expect(readAllergy('  ')).toEqual({ text: '  ', recognised: false, understood: "texte vide : rien n'est exclu" });
  });

  it('a compiled profile forbids what the free phrasing names', () => {
    for (const text of ['APLV', 'Protéines de lait de vache']) {
      const ids = forbidden({ allergies: [text] });
      for (const id of ['beurre-doux', 'parmesan', 'creme-fraiche-epaisse', 'lait-demi-ecreme', 'yaourt-nature'])
        expect(ids.has(id), `${text} → ${id}`).toBe(true);
      expect(ids.has('lait-de-coco')).toBe(false);
      expect(ids.has('lait-d-avoine')).toBe(false);
    }
    const eggs = forbidden({ allergies: ['Oeufs de poule'] });
    expect(eggs.has('mayonnaise')).toBe(true);
    expect(eggs.has('oeuf')).toBe(true);
    const red = forbidden({ allergies: ['Fruits rouges'] });
    for (const id of ['fraise', 'framboise', 'groseille', 'cassis', 'myrtille', 'cerise', 'confiture-de-framboise'])
      expect(red.has(id), id).toBe(true);
    expect(red.has('tomate-cerise')).toBe(false);
    expect(red.has('pomme')).toBe(false);
    const nightshades = forbidden({ allergies: ['Solanacées'] });
    for (const id of ['tomate', 'pomme-de-terre', 'aubergine', 'poivron-rouge', 'piment-d-espelette', 'paprika', 'ketchup'])
      expect(nightshades.has(id), id).toBe(true);
    expect(nightshades.has('patate-douce')).toBe(false);
    expect(nightshades.has('poivre')).toBe(false);
    const rosaceae = forbidden({ allergies: ['Rosacées'] });
    for (const id of ['pomme', 'poire', 'peche', 'abricot', 'cerise', 'prune', 'fraise', 'framboise', 'amande', 'nectarine', 'coing'])
      expect(rosaceae.has(id), id).toBe(true);
    expect(rosaceae.has('pomme-de-terre')).toBe(false);
    expect(rosaceae.has('chou-blanc')).toBe(false);
    const mushrooms = forbidden({ dislikedIngredients: ['champignons'] });
    for (const id of ['champignon-de-paris', 'girolle', 'cepe', 'pleurote']) expect(mushrooms.has(id), id).toBe(true);
  });

  it('a list typed in one entry forbids every item', () => {
    expect(readAllergy('crustacés et mollusques').understood).toBe(
      'crustacés (crevette, crabe, homard, langoustine…) ; mollusques (moule, huître, calamar, saint-jacques…)',
    );
    const ids = forbidden({ allergies: ['lait, oeufs et arachides'] });
    for (const id of ['beurre-doux', 'mayonnaise', 'cacahuete']) expect(ids.has(id), id).toBe(true);
    // A catalogue name with "et" in it stays whole.
    expect(readDislike('fromage ail et fines herbes').understood).toBe(
      'fromage frais ail et fines herbes (« fromage ail et fines herbes »)',
    );
    const diets = readDiets(['sans porc ni alcool', 'halal et casher', 'je ne mange pas de porc ni de boeuf']);
    expect(diets.diets).toEqual(['Halal', 'Casher', 'Sans porc', 'Sans alcool']);
    expect(diets.exclusions.map((m) => m.label)).toEqual(['sans boeuf']);
    for (const id of ['steak-de-boeuf', 'steak-hache', 'entrecote', 'bouillon-de-boeuf'])
      expect(diets.exclusions[0]!.ids.has(id), id).toBe(true);
    expect(diets.exclusions[0]!.ids.has('tomate-coeur-de-boeuf')).toBe(false);
    expect(diets.exclusions[0]!.ids.has('poulet-filet')).toBe(false);
    expect(readDiet('sans porc ni alcool').understood).toBe(
      'sans porc ni charcuterie de porc ; sans alcool (vin, bière, spiritueux, même en cuisson)',
    );
  });

  it('a text the catalogue knows by no name also forbids, by prudence, the foods it names', () => {
    expect(readAllergy('œufs crus')).toEqual({
      text: 'œufs crus',
      recognised: false,
      understood: 'tout ingrédient nommé « œufs crus » et, par prudence, œufs',
    });
    const rawEggs = forbidden({ allergies: ['œufs crus'] });
    expect(rawEggs.has('oeuf')).toBe(true);
    expect(rawEggs.has('mayonnaise')).toBe(true);
    const rawApples = forbidden({ allergies: ['pommes crues'] });
    expect(rawApples.has('pomme')).toBe(true);
    expect(rawApples.has('pomme-de-terre')).toBe(false);
    expect(readAllergy('lait (APLV)')).toEqual({ text: 'lait (APLV)', recognised: true, understood: 'lait et produits laitiers' });
    expect(forbidden({ allergies: ['lait (APLV)'] }).has('parmesan')).toBe(true);
    // Nothing known inside: matched by name only.
    expect(readAllergy('Poudre de perlimpinpin').understood).toBe('tout ingrédient nommé « poudre de perlimpinpin »');
  });

  it('an unknown allergy is never dropped: it is matched by name, in the catalogue and in free text', () => {
    const compiled = compileProfile({ ...P, allergies: ['Poudre de perlimpinpin'] });
    expect(compiled.allergies.map((m) => m.label)).toEqual(['Poudre de perlimpinpin']);
    expect(compiled.reasonForText('2 pincées de poudre de perlimpinpin')).toBe(
      '2 pincées de poudre de perlimpinpin (allergie : Poudre de perlimpinpin)',
    );
    expect(compiled.reasonForText('farine de blé')).toBeNull();
    // A catalogue synonym is matched with its canonical name ("patate" → every pomme de terre).
    const potato = forbidden({ dislikedIngredients: ['patate'] });
    expect(potato.has('pomme-de-terre')).toBe(true);
    expect(potato.has('pomme-de-terre-nouvelle')).toBe(true);
  });
});

describe('lexicon: dislikes', () => {
  it('every catalogue name, plural and synonym typed as a dislike forbids its own ingredient', () => {
    expect(ALL_INGREDIENTS.length).toBeGreaterThan(700);
    const missed: string[] = [];
    for (const ing of ALL_INGREDIENTS)
      for (const name of namesOf(ing)) if (!foodMatcher(name).ids.has(ing.id)) missed.push(`${ing.id} ← « ${name} »`);
    expect(missed).toEqual([]);
  });
});

describe('lexicon: diets', () => {
  it.each([
    ['Sans porc', 'Sans porc'],
    ['je ne mange pas de porc', 'Sans porc'],
    ['pas de porc', 'Sans porc'],
    ['porc interdit', 'Sans porc'],
    ['halal', 'Halal'],
    ['Casher', 'Casher'],
    ['kasher', 'Casher'],
    ['kosher', 'Casher'],
    ['pescétarienne', 'Pescétarien'],
    ['Flexitarien', 'Flexitarien'],
    ['sans alcool', 'Sans alcool'],
    ['Sans sucre ajouté', 'Sans sucre ajouté'],
    ['végétarien', 'Végétarien'],
    ['veggie', 'Végétarien'],
    ['sans viande', 'Végétarien'],
    ['Régime végétarien strict', 'Végétarien'],
    ['vegan', 'Végan'],
    ['Végane', 'Végan'],
    ['sans-gluten', 'Sans gluten'],
    ['sans lactose', 'Sans lactose'],
    ['keto', 'Cétogène'],
    ['cétogène', 'Cétogène'],
    ['low carb', 'Low Carb'],
    ['paléo', 'Paleo'],
  ])('"%s" is the diet %s', (text, label) => {
    expect(canonicalDiet(text)).toBe(label);
    expect(readDiet(text).recognised).toBe(true);
  });

  it.each([...new Set<string>([...PROFILE_DIETS, ...REGISTRATION_DIETS, ...WEEK_MENU_DIETS])].map((d) => [d]))(
    'the diet tile "%s" is recognised',
    (tile) => {
      expect(readDiet(tile).recognised).toBe(true);
      expect(canonicalDiet(tile)).not.toBeNull();
    },
  );

  it('says in French what it understood', () => {
    expect(readDiet('Sans porc')).toEqual({ text: 'Sans porc', recognised: true, understood: 'sans porc ni charcuterie de porc' });
    expect(readDiet('casher').understood).toBe('casher : ni porc, ni crustacés, ni mollusques, ni viande avec un produit laitier');
    expect(readDiet('Flexitarien').understood).toBe('flexitarien : moins de viande, aucun ingrédient interdit');
    expect(readDiet('sans poisson')).toEqual({ text: 'sans poisson', recognised: true, understood: 'sans poisson' });
    expect(readDiet('Régime martien')).toEqual({
      text: 'Régime martien',
      recognised: false,
      understood: 'régime non reconnu : aucun ingrédient exclu',
    });
    // An allergy typed among the diets is an exclusion too.
    expect(readDiet('Intolérance au lactose').understood).toBe('sans lactose : ni lait ni produits laitiers');
    expect(readDiet('allergie aux arachides')).toEqual({
      text: 'allergie aux arachides',
      recognised: true,
      understood: 'sans arachide (cacahuètes)',
    });
    expect(readDiet('sans perlimpinpin')).toEqual({
      text: 'sans perlimpinpin',
      recognised: false,
      understood: 'exclut tout ingrédient nommé « perlimpinpin »',
    });
  });

  it('"Sans porc" forbids lardons and ham, not chicken, and refuses the quiche lorraine', () => {
    const ids = forbidden({ diets: ['Sans porc'] });
    expect(ids.has('lardons')).toBe(true);
    expect(ids.has('jambon-blanc')).toBe(true);
    expect(ids.has('gelatine')).toBe(true);
    expect(ids.has('poulet-filet')).toBe(false);
    const quiche = corpusRecipeDraft('quiche-lorraine')!;
    expect(quiche.title).toBe('Quiche lorraine');
    expect(checkRecipeSafety(quiche, { ...P, diets: ['Je ne mange pas de porc'] }).safe).toBe(false);
  });

  it('a "sans X" diet excludes X; an unknown diet is kept and reported, never dropped', () => {
    const reading = readDiets(['Vegan', 'Végan', 'sans poisson', 'Régime martien']);
    expect(reading.diets).toEqual(['Végan']);
    expect(reading.exclusions.map((m) => m.label)).toEqual(['sans poisson']);
    expect(reading.unrecognised).toEqual(['Régime martien']);
    expect(canonicalDiets(['Vegan', 'pas de porc', 'casher'])).toEqual(['Végan', 'Casher', 'Sans porc']);
    const compiled = compileProfile({ ...P, diets: ['sans poisson', 'Régime martien'] });
    expect(compiled.unrecognisedDiets).toEqual(['Régime martien']);
    expect(compiled.forbidden.has('saumon-filet')).toBe(true);
    expect(compiled.forbidden.has('poulet-filet')).toBe(false);
    expect(compiled.reasonForIngredient(getIngredient('cabillaud-filet')!)).toBe('Filet de cabillaud (régime : sans poisson)');
  });

  it('casher: no pork, no shellfish, never meat with dairy in the same dish', () => {
    const ids = forbidden({ diets: ['Casher'] });
    expect(ids.has('lardons')).toBe(true);
    expect(ids.has('crevette-cuite')).toBe(true);
    expect(ids.has('moule')).toBe(true);
    expect(ids.has('poulet-filet')).toBe(false);
    expect(ids.has('creme-liquide')).toBe(false);
    const casher = { ...P, diets: ['Casher'] };
    const chickenCream = draftWith(
      [
        ['poulet-filet', 600, 'g'],
        ['creme-liquide', 20, 'cl'],
        ['oignon', 1, 'pièce'],
      ],
      ['Faites dorer le poulet.', 'Ajoutez la crème et laissez réduire.'],
    );
    const report = checkRecipeSafety(chickenCream, casher);
    expect(report.safe).toBe(false);
    expect(report.violations).toEqual([
      `Viande et produit laitier dans le même plat : ${getIngredient('poulet-filet')!.name} et ${getIngredient('creme-liquide')!.name} (régime Casher)`,
    ]);
    const freeText = {
      ...chickenDraft(),
      ingredients: [{ name: 'lasagnes au bœuf et au fromage', quantity: 1, unity: 'pièce', ingredientId: null }],
    };
    expect(checkRecipeSafety(freeText, casher).violations).toEqual([
      'Viande et produit laitier dans le même plat : lasagnes au bœuf et au fromage (régime Casher)',
    ]);
    const chickenOil = draftWith(
      [
        ['poulet-filet', 600, 'g'],
        ['huile-d-olive', 2, 'c. à soupe'],
      ],
      ['Faites dorer le poulet.'],
    );
    expect(checkRecipeSafety(chickenOil, casher).safe).toBe(true);
    // The same cream is fine without meat.
    const leeksCream = draftWith(
      [
        ['poireau', 3, 'pièce'],
        ['creme-liquide', 20, 'cl'],
      ],
      ['Faites fondre les poireaux.', 'Ajoutez la crème.'],
    );
    expect(checkRecipeSafety(leeksCream, casher).safe).toBe(true);
    // Repair swaps the dairy for a non-dairy ingredient, and the result passes the check.
    const repaired = repairRecipe(chickenCream, casher);
    expect(repaired).not.toBeNull();
    expect(repaired!.ingredients.some((l) => l.ingredientId === 'creme-liquide')).toBe(false);
    expect(checkRecipeSafety(repaired!, casher).violations).toEqual([]);
  });

  it('sans sucre ajouté forbids sugars, syrups, honey, jams and sweet chocolate, never fruit', () => {
    const ids = forbidden({ diets: ['Sans sucre ajouté'] });
    for (const id of ['sucre-en-poudre', 'miel', 'sirop-d-erable', 'confiture-de-fraise', 'chocolat-au-lait', 'cola'])
      expect(ids.has(id), id).toBe(true);
    for (const id of ['fraise', 'pomme', 'banane', 'cacao-en-poudre']) expect(ids.has(id), id).toBe(false);
    expect(textFitsDiet("sirop d'agave bio", 'Sans sucre ajouté')).toBe(false);
    expect(textFitsDiet('compote sans sucre ajouté', 'Sans sucre ajouté')).toBe(true);
  });

  it('sans alcool forbids wine and spirits; flexitarien forbids nothing', () => {
    const noAlcohol = forbidden({ diets: ['sans alcool'] });
    expect(noAlcohol.has('vin-blanc')).toBe(true);
    expect(noAlcohol.has('rhum-blanc')).toBe(true);
    expect(noAlcohol.has('vinaigre-de-vin')).toBe(false);
    expect(forbidden({ diets: ['Flexitarien'] }).size).toBe(0);
    expect(compileProfile({ ...P, diets: ['Flexitarien'] }).diets).toEqual(['Flexitarien']);
  });
});

describe('cheeses named by their milk', () => {
  it('a dislike of « fromage de chèvre » forbids every goat cheese, crottin included, and not cow cheeses', () => {
    const compiled = compileProfile({
      allergies: [],
      dislikedIngredients: ['fromage de chèvre'],
      diets: [],
      adults: 2,
      children: 0,
      cuisinePreferences: [],
    });
    expect(compiled.forbidden.has('crottin-de-chavignol')).toBe(true);
    expect(compiled.forbidden.has('emmental')).toBe(false);
    expect(readDislike('fromage de chèvre')).toEqual({
      text: 'fromage de chèvre',
      recognised: true,
      understood: 'fromages de chèvre (chèvre frais, crottin, bûche, sainte-maure…)',
    });
  });
});
