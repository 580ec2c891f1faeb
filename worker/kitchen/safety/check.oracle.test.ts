// Everything the kitchen serves, for households that write their allergies and diets in their own
// words, judged by an independent oracle (test/kitchen/safety-oracle.ts: catalogue facts and its
// own phrase table, nothing of the engine's lexicon or safety check). `npm run bench` runs the same
// property over 10,000 households; here a few hundred keep the suite fast.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkHousehold, householdArb, requestArb } from '../../../test/kitchen/safety-run';

import { judge } from '../../../test/kitchen/safety-oracle';
import { corpusRecipeDraft } from '../index';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20261126;

const none = { allergies: [], dislikes: [], dislikedIds: [], diets: [] };

describe('the independent oracle', () => {
  // The oracle must be able to say no, or the property below proves nothing.
  it('finds the lardons of a quiche lorraine for a household that eats no pork', () => {
    const quiche = corpusRecipeDraft('quiche-lorraine');
    expect(quiche).not.toBeNull();
    expect(judge(quiche!, { ...none, diets: ['Sans porc'] })).toEqual([expect.stringContaining('lardons')]);
  });

  it('finds butter, milk and cheese for "Protéines de lait de vache" and mayonnaise for "Oeufs de poule"', () => {
    const line = (ingredientId: string) => ({ name: ingredientId, quantity: 100, unity: 'g', ingredientId });
    const dish = {
      title: 'Essai',
      servings: 2,
      ingredients: [line('beurre-doux'), line('parmesan'), line('mayonnaise'), line('courgette')],
    };
    expect(judge(dish, { ...none, allergies: ['Protéines de lait de vache'] })).toEqual([
      'Essai: beurre-doux (allergie Protéines de lait de vache)',
      'Essai: parmesan (allergie Protéines de lait de vache)',
    ]);
    expect(judge(dish, { ...none, allergies: ['Oeufs de poule'] })).toEqual(['Essai: mayonnaise (allergie Oeufs de poule)']);
  });

  it('counts the carbs of a portion against a keto ceiling', () => {
    const pasta = {
      title: 'Pâtes',
      servings: 1,
      ingredients: [{ name: 'Spaghetti', quantity: 100, unity: 'g', ingredientId: 'spaghetti' }],
    };
    expect(judge(pasta, { ...none, diets: ['Low Carb'] })).toEqual([
      expect.stringMatching(/^Pâtes: \d+\.\d g de glucides par portion \(régime Low Carb\)$/),
    ]);
  });

  it('refuses meat cooked with cream for a kosher household', () => {
    const line = (ingredientId: string) => ({ name: ingredientId, quantity: 100, unity: 'g', ingredientId });
    const dish = { title: 'Poulet à la crème', servings: 2, ingredients: [line('poulet-filet'), line('creme-fraiche-epaisse')] };
    expect(judge(dish, { ...none, diets: ['Casher'] })).toEqual(['Poulet à la crème: mélange interdit (régime Casher)']);
  });
});

describe("safety in the household's own words", () => {
  it('nothing served breaks an allergy, a dislike or a diet, typed or picked; what the planner proposes is judged before the serving check', () => {
    let outputs = 0;
    let households = 0;
    let meals = 0;
    let proposals = 0;
    let unsafeProposals = 0;
    let caught = 0;
    const proposed: string[] = [];
    fc.assert(
      fc.property(householdArb, requestArb, (household, request) => {
        const result = checkHousehold(household, request);
        households++;
        outputs += result.outputs;
        // Every household gets a week: a run that planned nothing would judge nothing.
        expect(result.meals).toBeGreaterThan(0);
        expect(result.proposals).toBe(result.meals);
        meals += result.meals;
        proposals += result.proposals;
        unsafeProposals += result.unsafeProposals;
        caught += result.caught;
        proposed.push(...result.proposalViolations);
        // What the planner proposed unsafe, the serving check refused or repaired.
        expect(result.caught).toBe(result.unsafeProposals);
        expect(result.violations).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(
      `safety oracle (seed ${SEED}): ${households} households, ${meals} meals proposed, ${unsafeProposals} proposals unsafe ` +
        `(${proposed.length} breaches) caught by the serving check (${caught}), 0 served`,
    );
    expect(households).toBe(RUNS);
    // Each household is served suggestions, a creation, a version and a week at least.
    expect(outputs).toBeGreaterThan(RUNS * 4);
    expect(proposals).toBeGreaterThan(RUNS);
  }, 300_000);
});
