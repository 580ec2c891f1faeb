// What a week menu serves is checked at the portions it is stored with, and the household's ratings count.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { WEEKDAYS } from '@shared/options';
import { preferencesSchema, type PreferencesPatch } from '@shared/schemas/users';
import { recipeDetailResponseSchema } from '@shared/schemas/recipes';
import { weekMenuPreferencesSchema, weekPlanResponseSchema } from '@shared/schemas/week-menu';
import { createDb } from '../../db/client';
import { recipes } from '../../db/schema';
import {
  checkRecipeSafety,
  corpusRecipeDraft,
  deriveRecipeFacts,
  profileFromPreferences,
  scaleRecipe,
  planWeek,
} from '../../kitchen/index';
import { newRecipeRow } from '../recipes/recipes.service';
import { planMonth } from './week-menu.service';
import { api, apiAs, errorOf, generateWeek, LONG_WEEK, mealAt, messageOf, parseAnswer, registerUser, tableCounts } from '../../../test/kit';

type Meal = { id: string; title: string };
const mealsOf = (plan: Record<string, unknown>) =>
  WEEKDAYS.flatMap((day) => Object.entries((plan[day] ?? {}) as Record<string, Meal>).map(([type, meal]) => ({ day, type, meal })));

/** The stored recipe as the recipe page gets it, with its carbs per portion recomputed from its own ingredients. */
async function served(token: string, id: string) {
  const res = await api(`/api/meals/recipe/${id}`, { token });
  expect(res.status).toBe(200);
  const recipe = parseAnswer(recipeDetailResponseSchema, res).json.data.recipe;
  const facts = deriveRecipeFacts(
    recipe.ingredients.map((i: { name: string; quantity: number; unity: string; ingredientId?: string | null }) => ({
      ...i,
      ingredientId: i.ingredientId ?? null,
    })),
    recipe.servings,
  );
  return { recipe, carbs: facts.nutritionPerPortion.glucides, allergens: facts.allergens };
}

const KETO_SINGLE: PreferencesPatch = { dietaryRestrictions: ['Cétogène'], adultCount: 1, childrenCount: 0 };
// Within the keto ceiling (15 g a portion) for 4, over it once scaled to 1 portion and rounded.
const OVER_WHEN_SCALED = ['shakshuka', 'poulet-basquaise', 'salade-grecque'];
const ketoWeek = {
  mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'],
  familySize: 1,
  favoriteDishes: ['shakshuka', 'salade grecque', 'poulet basquaise'],
};

describe('week menu copies are checked after scaling to the household', () => {
  it('a keto household of one gets no copy over 15 g of carbs a portion, though the planner chose recipes that only pass for 4', async () => {
    // The premise: those recipes pass for their 4 corpus portions, fail for 1, and the planner picks them for this week.
    for (const id of OVER_WHEN_SCALED) {
      const draft = corpusRecipeDraft(id)!;
      expect(draft.servings).toBe(4);
      expect(checkRecipeSafety(draft, { ...profileFromPreferences(preferencesSchema.parse(KETO_SINGLE)) }).safe).toBe(true);
      expect(checkRecipeSafety(scaleRecipe(draft, 1), profileFromPreferences(preferencesSchema.parse(KETO_SINGLE))).safe).toBe(false);
    }
    const planned = planWeek({
      profile: profileFromPreferences(preferencesSchema.parse(KETO_SINGLE)),
      preferences: weekMenuPreferencesSchema.parse({ ...ketoWeek, dailyConstraints: LONG_WEEK, seed: 42 }),
      seed: 42,
      // The month of the week the service plans (the season of its fresh produce).
      month: planMonth(new Date()),
    }).meals.map((m) => m.candidate.id);
    expect(planned).toEqual(expect.arrayContaining(OVER_WHEN_SCALED));

    const user = await registerUser({ preferences: KETO_SINGLE, premium: true });
    const res = await generateWeek(user.token, ketoWeek);
    expect(res.status).toBe(200);
    const meals = mealsOf(parseAnswer(weekPlanResponseSchema, res).json.weekPlan);
    expect(meals.length).toBeGreaterThanOrEqual(14);
    for (const { meal } of meals) {
      const { recipe, carbs } = await served(user.token, meal.id);
      expect(recipe.servings).toBe(1);
      expect(carbs).toBeLessThanOrEqual(15);
      expect(recipe.nutritionPerPortion.glucides).toBeLessThanOrEqual(15);
    }
    // Shakshuka is repaired at 1 portion; the two that no repair brings under the ceiling are not stored at all.
    const bySource = await env.DB.prepare(
      'SELECT source_recipe_id AS s, COUNT(*) AS n FROM recipes WHERE user_id = ? GROUP BY source_recipe_id',
    )
      .bind(user.user.id)
      .all<{ s: string; n: number }>();
    const sources = bySource.results.map((r) => r.s);
    expect(sources).toContain('shakshuka');
    expect(sources).not.toContain('salade-grecque');
    expect(sources).not.toContain('poulet-basquaise');
  });

  it('replace-meal refuses a corpus recipe that breaks the keto ceiling at the week portions, and writes nothing', async () => {
    const user = await registerUser({ preferences: KETO_SINGLE, premium: true });
    const gen = await generateWeek(user.token, ketoWeek);
    const before = await tableCounts();
    const res = await api('/api/week-menu/replace-meal', {
      token: user.token,
      body: {
        weekPlanId: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id,
        day: 'Mardi',
        mealType: 'déjeuner',
        recipeId: 'salade-grecque',
      },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).success).toBe(false);
    expect(messageOf(res)).toMatch(/^Cette recette ne respecte pas vos contraintes alimentaires/);
    expect(messageOf(res)).toContain('Trop de glucides');
    expect(await tableCounts()).toEqual(before);
    expect(
      (
        await apiAs(weekPlanResponseSchema, `/api/week-menu/${parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id}`, {
          token: user.token,
        })
      ).json.weekPlan,
    ).toEqual(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan);
  });

  it('replace-meal: an allergy household cannot put in its own recipe carrying the allergen; a safe corpus recipe is copied without it', async () => {
    const user = await registerUser({ preferences: { allergies: ['Œufs'] }, premium: true });
    // A recipe stored before the allergy was declared.
    const eggy = corpusRecipeDraft('shakshuka')!;
    expect(eggy.allergens).toContain('Œufs');
    const row = newRecipeRow(eggy, { userId: user.user.id, generatedAt: new Date().toISOString() });
    await createDb(env.DB).insert(recipes).values(row);
    const gen = await generateWeek(user.token);
    const slot = { weekPlanId: parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id, day: 'Mercredi', mealType: 'dîner' };

    const refused = await api('/api/week-menu/replace-meal', { token: user.token, body: { ...slot, recipeId: row.id } });
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toMatch(/^Cette recette ne respecte pas vos contraintes alimentaires/);
    expect(messageOf(refused)).toContain('allergie');
    expect(
      (
        await apiAs(weekPlanResponseSchema, `/api/week-menu/${parseAnswer(weekPlanResponseSchema, gen).json.weekPlan.id}`, {
          token: user.token,
        })
      ).json.weekPlan,
    ).toEqual(parseAnswer(weekPlanResponseSchema, gen).json.weekPlan);

    const accepted = await api('/api/week-menu/replace-meal', { token: user.token, body: { ...slot, recipeId: 'poulet-basquaise' } });
    expect(accepted.status).toBe(200);
    const copy = await served(user.token, mealAt(parseAnswer(weekPlanResponseSchema, accepted).json.weekPlan, 'Mercredi', 'dîner').id);
    expect(copy.recipe.sourceRecipeId).toBe('poulet-basquaise');
    expect(copy.recipe.servings).toBe(2);
    expect(copy.allergens).not.toContain('Œufs');
  });
});

describe('week menu and the household ratings', () => {
  it('a recipe rated 1 star is not planned again; one rated 5 stars and favourited is', async () => {
    const user = await registerUser({ premium: true });
    const first = mealsOf(parseAnswer(weekPlanResponseSchema, await generateWeek(user.token, { seed: 42 })).json.weekPlan);
    expect(first).toHaveLength(14);
    const disliked = first[0]!.meal;
    expect((await api('/api/rate-recipe', { token: user.token, body: { recipeId: disliked.id, rating: 1 } })).status).toBe(200);

    const other = mealsOf(parseAnswer(weekPlanResponseSchema, await generateWeek(user.token, { seed: 7 })).json.weekPlan).map(
      (m) => m.meal,
    );
    const loved = other.find((m) => !first.some((f) => f.meal.id === m.id))!;
    expect(loved).toBeDefined();
    expect((await api('/api/rate-recipe', { token: user.token, body: { recipeId: loved.id, rating: 5 } })).status).toBe(200);
    expect(
      (await api('/api/meals/favorites', { method: 'PUT', token: user.token, body: { recipeId: loved.id, favorite: true } })).status,
    ).toBe(200);

    const again = mealsOf(parseAnswer(weekPlanResponseSchema, await generateWeek(user.token, { seed: 42 })).json.weekPlan).map(
      (m) => m.meal,
    );
    expect(again).toHaveLength(14);
    expect(again.map((m) => m.title)).not.toContain(disliked.title);
    expect(again.map((m) => m.id)).toContain(loved.id);
  });
});

describe('week menu and the declared equipment', () => {
  const usesOven = (recipe: { instructions: { explanation: string; tips?: string }[] }) =>
    /\bfour\b|enfourn|prechauff/.test(
      recipe.instructions
        .map((s) => `${s.explanation} ${s.tips ?? ''}`)
        .join(' ')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase(),
    );

  it('a household with hobs and a slow cooker but no oven gets no oven dish; one that declared nothing does', async () => {
    const week = { mealTypes: ['déjeuner', 'dîner'], seed: 3 };
    const ovenDishes = async (preferences: PreferencesPatch) => {
      const user = await registerUser({ preferences, premium: true });
      const meals = mealsOf(parseAnswer(weekPlanResponseSchema, await generateWeek(user.token, week)).json.weekPlan);
      expect(meals).toHaveLength(14);
      const recipesServed = await Promise.all(meals.map(async ({ meal }) => (await served(user.token, meal.id)).recipe));
      return recipesServed.filter(usesOven).map((r) => r.title);
    };
    expect(await ovenDishes({ cookingEquipment: ['Plaques de cuisson', 'Mijoteuse'] })).toEqual([]);
    expect((await ovenDishes({})).length).toBeGreaterThan(0);
  });
});
