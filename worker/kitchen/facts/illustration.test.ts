import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@shared/options';
import { weekMenuPreferencesSchema } from '@shared/schemas/week-menu';
import type { Illustration } from '@shared/schemas/images';
import { planWeek } from '../planning/index';
import { ALL_EMOJI_CODES } from '../knowledge/emoji';
import { recipeIllustration } from './illustration';

const line = (ingredientId: string, quantity: number, unity: string, name = ingredientId) => ({ name, quantity, unity, ingredientId });

describe('recipeIllustration', () => {
  it('a pumpkin soup shows the soup, then its heaviest ingredients, and says so in French', () => {
    const soup = recipeIllustration({
      title: 'Velouté de potiron',
      dishType: 'Soupe',
      ingredients: [
        line('carotte', 300, 'g'),
        line('sel', 1, 'pincée'),
        line('potiron', 800, 'g'),
        line('huile-d-olive', 1, 'c. à soupe'),
        line('creme-liquide', 20, 'cl'),
      ],
    });
    // Soup 🍲, pumpkin 🎃, carrot 🥕, cream (a dairy: glass of milk 🥛); salt and oil are too common to show.
    expect(soup.emoji).toEqual(['1f372', '1f383', '1f955', '1f95b']);
    expect(soup.label).toBe('velouté, potiron, carotte, crème liquide');
    expect(soup.background).toMatch(/^hsl\(\d{1,3} 70% \d{2}%\)$/);
  });

  it('without a telling word in the title, the dish type names the dish; at most 3 ingredients, each picture once', () => {
    const curry = recipeIllustration({
      title: 'Poulet coco du dimanche',
      dishType: 'Plat chaud',
      ingredients: [
        line('poulet-filet', 600, 'g'),
        line('poulet-cuisse', 400, 'g'),
        line('lait-de-coco', 400, 'ml'),
        line('riz-basmati', 300, 'g'),
        line('oignon', 200, 'g'),
      ],
    });
    // Shallow pan 🥘, poultry leg 🍗 (the second cut of chicken adds nothing), coconut 🥥, rice 🍚; no onion.
    expect(curry.emoji).toEqual(['1f958', '1f357', '1f965', '1f35a']);
    expect(curry.label).toBe('plat chaud, filet de poulet, lait de coco, riz basmati');
  });

  it('a line the catalogue cannot read is left out, never guessed', () => {
    const dessert = recipeIllustration({
      title: 'Douceur mystère',
      dishType: 'Dessert',
      ingredients: [{ name: 'ingrédient secret de mamie', quantity: 900, unity: 'g' }, line('fraise', 250, 'g')],
    });
    expect(dessert.emoji).toEqual(['1f370', '1f353']);
    expect(dessert.label).toBe('dessert, fraise');
  });

  it('the same dish type and ingredients under two titles get two backgrounds', () => {
    const base = { dishType: 'Plat chaud', ingredients: [line('poulet-filet', 600, 'g')] };
    const a = recipeIllustration({ ...base, title: 'Poulet rôti' });
    const b = recipeIllustration({ ...base, title: 'Poulet grillé' });
    expect(a.emoji).toEqual(b.emoji);
    expect(a.background).not.toBe(b.background);
  });

  it('every picture the table can name is a Twemoji file the build can copy', () => {
    const dir = path.join(import.meta.dirname, '../../../node_modules/@twemoji/svg');
    expect(ALL_EMOJI_CODES.length).toBeGreaterThan(50);
    const missing = ALL_EMOJI_CODES.filter((code) => !fs.existsSync(path.join(dir, `${code}.svg`)));
    expect(missing).toEqual([]);
  });
});

describe('two dishes of one generated week never look the same', () => {
  const key = (i: Illustration) => [i.background, ...i.emoji].join(' ');
  const week = (mealTypes: string[], seed: number) =>
    planWeek({
      profile: { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [], nutritionalGoals: {} },
      preferences: weekMenuPreferencesSchema.parse({
        mealTypes,
        dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
      }),
      seed,
    });

  it.each([
    [['déjeuner', 'dîner'], 7, 14],
    [['déjeuner', 'dîner'], 42, 14],
    [['petit-déjeuner', 'déjeuner', 'dîner'], 7, 21],
    [['petit-déjeuner', 'déjeuner', 'dîner'], 2026, 21],
  ])('meals %j, seed %i: %i recipes, as many illustrations', (mealTypes, seed, count) => {
    const meals = week(mealTypes, seed).meals;
    const recipes = new Map(meals.map((m) => [m.candidate.key, m.candidate.draft]));
    expect(recipes.size).toBe(count);
    const keys = new Set([...recipes.values()].map((d) => key(recipeIllustration(d))));
    expect(keys.size).toBe(count);
  });
});
