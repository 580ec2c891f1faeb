// The week menu at a fixed date (test/kit.ts `atInstant`): the season of its fresh produce and the
// dates of its meal plan follow the clock the Worker is given, not the day the tests run.
import { describe, expect, it } from 'vitest';
import { mealPlanResponseSchema } from '@shared/schemas/meals';
import { shoppingListResponseSchema } from '@shared/schemas/shopping';
import { apiAs, atInstant, planAndList, registerUser } from '../../../test/kit';

// Written from the French produce calendars, not from the catalogue's own season data.
const SUMMER_ONLY = [
  'courgette',
  'poivron',
  'aubergine',
  'tomate',
  'haricot vert',
  'concombre',
  'melon',
  'pastèque',
  'fraise',
  'framboise',
  'pêche',
  'nectarine',
  'abricot',
  'cerise',
];
const WINTER_ONLY = [
  'panais',
  'poireau',
  'courge',
  'potiron',
  'céleri-rave',
  'chou kale',
  'chou rouge',
  'chou de bruxelles',
  'topinambour',
  'endive',
  'rutabaga',
];

/** The fresh produce (the list's « Fruits et légumes » aisle) of a Premium week planned and listed at `at`. */
async function produceAt(at: string) {
  return atInstant(at, async () => {
    const user = await registerUser({ premium: true });
    const { shoppingListId, mealPlanId } = await planAndList(user.token);
    const list = await apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}`, { token: user.token });
    const plan = await apiAs(mealPlanResponseSchema, `/api/meals/${mealPlanId}`, { token: user.token });
    const produce = list.json.data.items.filter((i) => i.category === 'Fruits et légumes').map((i) => i.name.toLowerCase());
    return { produce, plan: plan.json.data };
  });
}
/** The names that are one of `words`, in the singular or the plural, alone or followed by more ('poivrons jaunes'; 'courgette' is not 'courge'). */
const among = (names: string[], words: string[]) =>
  names.filter((n) => words.some((w) => new RegExp(`^${w.replace(/ /g, 's? ')}[sx]?( |$)`).test(n)));

describe('the week menu follows the clock it is given', () => {
  it('a week planned in December buys winter produce and no summer produce; the same week planned in July, the reverse', async () => {
    const december = await produceAt('2026-12-09T10:00:00Z');
    const july = await produceAt('2026-07-08T10:00:00Z');
    expect(december.produce.length).toBeGreaterThan(5);
    expect(among(december.produce, SUMMER_ONLY)).toEqual([]);
    expect(among(december.produce, WINTER_ONLY).length).toBeGreaterThan(0);
    expect(july.produce.length).toBeGreaterThan(5);
    expect(among(july.produce, WINTER_ONLY)).toEqual([]);
    expect(among(july.produce, SUMMER_ONLY).length).toBeGreaterThan(0);
  });

  it('a week saved on a Wednesday runs from the next Monday to the Sunday after', async () => {
    const { plan } = await produceAt('2026-12-09T10:00:00Z');
    expect(plan.startDate).toBe('2026-12-14');
    expect(plan.endDate).toBe('2026-12-20');
    expect(plan.days.map((d) => d.date)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
      '2026-12-17',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ]);
  });
});
