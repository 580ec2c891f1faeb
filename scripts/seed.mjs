// Seeds demo data into the local D1 (idempotent): `npm start` runs it after the migrations.
// Demo accounts (README): demo@popote.fr / popote-demo-2025 (Premium), libre@popote.fr / popote-demo-2025 (Free).
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ITERATIONS = 100_000; // same as shared/constants.ts PBKDF2_ITERATIONS
const hash = (password) => {
  const salt = crypto.randomBytes(16);
  const derived = crypto.pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return `pbkdf2$${ITERATIONS}$${salt.toString('base64')}$${derived.toString('base64')}`;
};
const q = (v) => (v === null ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`);

const now = new Date();
const iso = now.toISOString();
const inAMonth = new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString();
const preferences = (extra) =>
  JSON.stringify({
    dietaryRestrictions: [],
    dietaryRestrictionsComment: '',
    goals: ['Mieux planifier ma semaine', 'Faire des économies'],
    goalsComment: '',
    allergies: [],
    dislikedIngredients: [],
    cuisinePreferences: ['Française', 'Italienne'],
    cookingEquipment: ['Four traditionnel', 'Plaques de cuisson'],
    multifunctionRobot: [],
    blendingEquipment: ['Mixeur plongeant'],
    coldStorageEquipment: ['Réfrigérateur', 'Congélateur'],
    bakingEquipment: ['Moules à gâteau'],
    nutritionalGoals: {},
    adultCount: 2,
    childrenCount: 1,
    ...extra,
  });
const location = JSON.stringify({
  address: '',
  city: 'Lyon',
  postalCode: '69003',
  country: 'France',
  countryCode: 'FR',
  coordinates: null,
});

const users = [
  {
    id: 'demo-premium-user',
    name: 'Camille Martin',
    email: 'demo@popote.fr',
    type: 'premium',
    expires: inAMonth,
    prefs: preferences({ allergies: ['Fruits à coque'] }),
  },
  {
    id: 'demo-free-user',
    name: 'Lucas Bernard',
    email: 'libre@popote.fr',
    type: 'free',
    expires: null,
    prefs: preferences({ childrenCount: 0 }),
  },
];

const sql = users
  .map(
    (u) =>
      `INSERT OR IGNORE INTO users (id, name, email, password_hash, preferences, location, subscription_type, subscription_expires_at, subscription_cancel_at_period_end, session_version, created_at, updated_at, last_active_at) VALUES (${[u.id, u.name, u.email, hash('popote-demo-2025'), u.prefs, location, u.type, u.expires].map(q).join(', ')}, 0, 1, ${q(iso)}, ${q(iso)}, ${q(iso)});`,
  )
  .join('\n');

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'popote-seed-')), 'seed.sql');
fs.writeFileSync(file, [sql, await demoWeekSql(users[0])].join('\n'));
execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
});
console.log(
  `seeded ${users.length} demo accounts (demo@popote.fr, libre@popote.fr / popote-demo-2025) and a saved week with its shopping list for demo@popote.fr`,
);

/**
 * A saved week for demo@popote.fr: week plan, recipe copies, meal plan starting next Monday
 * and its shopping list, computed with the real planner and aggregation (loaded through Vite) and
 * written with fixed ids and INSERT OR IGNORE, so running the seed again changes nothing.
 */
async function demoWeekSql(user) {
  const { createServer } = await import('vite');
  const root = path.resolve(import.meta.dirname, '..');
  const vite = await createServer({
    root,
    configFile: false,
    // The code's import aliases (tsconfig.base.json paths).
    resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const load = (m) => vite.ssrLoadModule(m);
    const [planner, aggregate, engine, schemas, dates] = await Promise.all([
      load('/worker/kitchen/index.ts'),
      load('/worker/kitchen/index.ts'),
      load('/worker/kitchen/index.ts'),
      load('/shared/schemas/week-menu.ts'),
      load('/worker/features/meal-plans/dates.ts'),
    ]);
    const prefs = JSON.parse(user.prefs);
    const profile = engine.profileFromPreferences(prefs);
    const weekPrefs = schemas.weekMenuPreferencesSchema.parse({
      mealTypes: ['déjeuner', 'dîner'],
      budget: 'moyen',
      cuisinePreferences: ['Française'],
      seed: 2025,
    });
    const plan = planner.planWeek({ profile, preferences: weekPrefs, seed: 2025 });
    const servings = engine.servingsFor(profile);
    const short = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
    const ids = { week: 'demo-week-plan', mealPlan: 'demo-meal-plan', list: 'demo-shopping-list' };
    const statements = [];
    const days = {};
    const perPortion = {};
    const copies = new Map();
    for (const meal of plan.meals) {
      const corpusId = meal.candidate.id;
      if (!copies.has(corpusId)) {
        const draft = engine.scaleRecipe(engine.corpusRecipeDraft(corpusId), servings);
        const id = `demo-recipe-${short(corpusId)}`;
        copies.set(corpusId, { id, draft });
        const body = {
          ingredients: draft.ingredients,
          instructions: draft.instructions,
          variantSuggestions: draft.variantSuggestions,
          improvementSuggestions: draft.improvementSuggestions,
          sideDishSuggestions: draft.sideDishSuggestions,
          allergens: draft.allergens,
          diets: draft.diets,
          nutritionPerPortion: draft.nutritionPerPortion,
          costPerPortion: draft.costPerPortion,
          seasonMonths: draft.seasonMonths,
          tags: draft.tags,
        };
        statements.push(
          `INSERT OR IGNORE INTO recipes (id, user_id, parent_id, root_id, source_recipe_id, title, description, dish_type, cuisine, complexity, prep_time, cook_time, servings, image_url, body, criteria, from_anti_waste, generated_at) VALUES (${[id, user.id, null, id, corpusId, draft.title, draft.description, draft.dishType, draft.cuisine].map(q).join(', ')}, ${draft.complexity}, ${draft.prepTime}, ${draft.cookTime}, ${draft.servings}, NULL, ${q(JSON.stringify(body))}, NULL, 0, ${q(iso)});`,
        );
      }
      const { id, draft } = copies.get(corpusId);
      (days[meal.day] ??= {})[meal.mealType] = {
        id,
        title: draft.title,
        prepTime: draft.prepTime,
        description: draft.description,
        portions: meal.portions,
        nutriScore: draft.nutriScore ?? null,
        ...(meal.leftover ? { leftover: true } : {}),
      };
      // Per person, one standard portion: the figures the portion factor was chosen for (as the service stores them).
      const n = meal.candidate.draft.nutritionPerPortion;
      (perPortion[meal.day] ??= {})[meal.mealType] = { kcal: n.kcal, proteines: n.proteines, glucides: n.glucides, lipides: n.lipides };
    }
    const stored = {
      version: 1,
      days,
      servings,
      limitedToFree: false,
      nutrition: { targets: plan.targets, perPortion, misses: plan.misses },
    };
    const start = dates.nextMonday(now);
    statements.push(
      `INSERT OR IGNORE INTO meal_plans (id, user_id, week_plan_id, start_date, end_date, created_at) VALUES (${[ids.mealPlan, user.id, ids.week, start, dates.addDays(start, 6), iso].map(q).join(', ')});`,
    );
    const order = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
    order.forEach((day, dayIndex) => {
      ['petit-déjeuner', 'déjeuner', 'dîner']
        .filter((t) => days[day]?.[t])
        .forEach((type, mealIndex) => {
          statements.push(
            `INSERT OR IGNORE INTO meal_plan_meals (id, meal_plan_id, day_index, meal_index, date, type, recipe_id, is_completed, rating, comments, completed_at) VALUES (${[`demo-meal-${dayIndex}-${mealIndex}`, ids.mealPlan].map(q).join(', ')}, ${dayIndex}, ${mealIndex}, ${q(dates.addDays(start, dayIndex))}, ${q(type)}, ${q(days[day][type].id)}, 0, NULL, '', NULL);`,
          );
        });
    });
    // The list for the household: 2 adults + 1 child = 2.5 portions.
    // Each meal for its portion factor: a recipe copy of N portions eaten × 1.5 counts as N / 1.5 portions.
    const lines = aggregate.aggregateShoppingList(
      plan.meals.map((m) => {
        const draft = copies.get(m.candidate.id).draft;
        return { ...draft, servings: draft.servings / (m.portions ?? 1) };
      }),
      aggregate.householdServings(prefs.adultCount, prefs.childrenCount),
    );
    statements.push(
      `INSERT OR IGNORE INTO shopping_lists (id, user_id, meal_plan_id, status, drive_order_id, order_details, created_at, updated_at) VALUES (${[ids.list, user.id, ids.mealPlan, 'active', null, null, iso, iso].map(q).join(', ')});`,
    );
    lines.forEach((l, position) => {
      statements.push(
        `INSERT OR IGNORE INTO shopping_items (id, list_id, ingredient_id, name, quantity, unit, category, purchased, position, detail) VALUES (${[`demo-item-${position}`, ids.list, l.ingredientId, l.name].map(q).join(', ')}, ${l.quantity}, ${q(l.unit)}, ${q(l.category)}, 0, ${position}, ${q(l.detail ?? null)});`,
      );
    });
    // Written once: every row is guarded by the week plan's absence (inserted last) and the demo user's presence,
    // so a later seed (even with a grown corpus) neither duplicates nor mixes anything.
    const guard = ` WHERE NOT EXISTS (SELECT 1 FROM week_plans WHERE id = ${q(ids.week)}) AND EXISTS (SELECT 1 FROM users WHERE id = ${q(user.id)});`;
    const guarded = statements.map((st) => st.replace(') VALUES (', ') SELECT ').replace(/\);$/, guard));
    guarded.push(
      `INSERT OR IGNORE INTO week_plans (id, user_id, preferences, plan, seed, created_at) SELECT ${[ids.week, user.id, JSON.stringify(weekPrefs), JSON.stringify(stored)].map(q).join(', ')}, 2025, ${q(iso)} WHERE EXISTS (SELECT 1 FROM users WHERE id = ${q(user.id)});`,
    );
    return guarded.join('\n');
  } finally {
    await vite.close();
  }
}
