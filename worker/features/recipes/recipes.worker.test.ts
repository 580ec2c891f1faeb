import { describe, it, expect, beforeAll } from 'vitest';
import { env } from 'cloudflare:test';
import { api, apiAs, errorOf, messageOf, parseAnswer, registerUser, subscribe } from '../../../test/kit';
import {
  antiWasteResponseSchema,
  okResponseSchema,
  commonIngredientsResponseSchema,
  questionResponseSchema,
  recipeAnswerSchema,
  recipeDetailResponseSchema,
  searchResponseSchema,
  suggestionsResponseSchema,
  userRecipesResponseSchema,
  userTreesResponseSchema,
  type FamilyTreeNode,
  type Recipe,
} from '@shared/schemas/recipes';
import { normalizeText } from '@shared/text';
import * as engine from '../../kitchen/index';

// Recipes API in workerd with real D1 and KV, local provider (AI_PROVIDER=local).
// Storage is shared by the tests of this file: every test registers its own users.

const emptyForm = {};
const NOT_FOUND = { success: false, message: 'Recette non trouvée' };

async function createFromSuggestion(token: string, form: Record<string, unknown> = { dish: ['Plat chaud'] }) {
  const res = await api('/api/meals/recipe-suggestions', { body: form, token });
  expect(res.status, res.text).toBe(200);
  const groups = parseAnswer(suggestionsResponseSchema, res).json.data.suggestions;
  const suggestion = groups[0]!.suggestions[0]!;
  const created = await api('/api/meals/transform-suggestion-to-recipe', {
    body: {
      title: suggestion.title,
      description: suggestion.description,
      dishType: groups[0]!.type,
      sourceRecipeId: suggestion.sourceRecipeId,
      parameters: form,
    },
    token,
  });
  expect(created.status, created.text).toBe(200);
  return { suggestion, recipe: parseAnswer(recipeAnswerSchema, created).json.recipe };
}

function flatten(node: FamilyTreeNode): FamilyTreeNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

describe('recipes API: authentication and public data', () => {
  it('every recipe route but /api/common-ingredients answers 401 without a session', async () => {
    const calls: [string, string][] = [
      ['POST', '/api/meals/recipe-suggestions'],
      ['POST', '/api/meals/transform-suggestion-to-recipe'],
      ['POST', '/api/meals/generate-recipe'],
      ['POST', '/api/meals/question-about-recipe'],
      ['GET', '/api/meals/recipe/abc'],
      ['POST', '/api/meals/iterate-recipe'],
      ['GET', '/api/meals/user-trees'],
      ['POST', '/api/save-recipe'],
      ['POST', '/api/generate-recipes-from-ingredients'],
      ['GET', '/api/user-recipes'],
      ['POST', '/api/rate-recipe'],
      ['POST', '/api/submit-feedback'],
      ['GET', '/api/recipes/search?q=soupe'],
      ['POST', '/api/recipes/from-corpus'],
    ];
    for (const [method, path] of calls) {
      const res = await api(path, { method, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(errorOf(res).success).toBe(false);
    }
  });

  it('GET /api/common-ingredients is public and lists the catalogue names', async () => {
    const res = await api('/api/common-ingredients');
    expect(res.status).toBe(200);
    const body = commonIngredientsResponseSchema.parse(res.json);
    expect(body.ingredients.length).toBeGreaterThan(50);
    expect(body.ingredients).toEqual(engine.commonIngredientNames());
  });
});

describe('suggestions and recipe creation', () => {
  it('POST /api/meals/recipe-suggestions gives grouped suggestions, even for an empty form', async () => {
    const { token } = await registerUser();
    const res = await api('/api/meals/recipe-suggestions', { body: emptyForm, token });
    expect(res.status, res.text).toBe(200);
    const body = suggestionsResponseSchema.parse(res.json);
    expect(body.data.suggestions.length).toBeGreaterThan(0);
    for (const group of body.data.suggestions) {
      expect(group.type).toBeTruthy();
      for (const s of group.suggestions) {
        expect([1, 2, 3]).toContain(s.level);
        expect(s.already_generated_recipe_id).toBeNull();
      }
    }
  });

  it('keeps unknown ingredients as free text and ignores a userId in the payload', async () => {
    const { token } = await registerUser();
    const res = await api('/api/meals/recipe-suggestions', {
      body: {
        dish: ['Soupe'],
        ingredients: ['Courgette', 'Truc inconnu du jardin'],
        userId: 'someone-else',
        preparationTime: 45,
        bakingTime: 30,
      },
      token,
    });
    expect(res.status, res.text).toBe(200);
    expect(suggestionsResponseSchema.parse(res.json).data.suggestions.length).toBeGreaterThan(0);
  });

  it('transform-suggestion-to-recipe persists the recipe, scaled to the household, and marks the suggestion as generated', async () => {
    const { token } = await registerUser({ preferences: { adultCount: 2, childrenCount: 2 } });
    const { suggestion, recipe } = await createFromSuggestion(token);
    expect(recipe.id).toBeTruthy();
    expect(recipe.servings).toBe(3);
    expect(recipe.rootId).toBe(recipe.id);
    expect(recipe.parentId).toBeNull();
    expect(recipe.sourceRecipeId).toBe(suggestion.sourceRecipeId);
    expect(recipe.ingredients.length).toBeGreaterThan(0);
    expect(recipe.instructions.length).toBeGreaterThan(0);

    const reload = await api(`/api/meals/recipe/${recipe.id}`, { token });
    expect(reload.status).toBe(200);
    const detail = recipeDetailResponseSchema.parse(reload.json);
    expect(detail.data.recipe).toEqual(recipe);
    expect(detail.data.familyTree).toEqual({ id: recipe.id, title: recipe.title, generatedAt: recipe.generatedAt, children: [] });

    const again = await api('/api/meals/recipe-suggestions', { body: { dish: ['Plat chaud'] }, token });
    const all = suggestionsResponseSchema.parse(again.json).data.suggestions.flatMap((g) => g.suggestions);
    const same = all.find((s) => s.sourceRecipeId === suggestion.sourceRecipeId);
    expect(same?.already_generated_recipe_id).toBe(recipe.id);

    // Creating it again returns the recipe the user already has.
    const twice = await api('/api/meals/transform-suggestion-to-recipe', {
      body: { title: suggestion.title, description: suggestion.description, sourceRecipeId: suggestion.sourceRecipeId },
      token,
    });
    expect(parseAnswer(recipeAnswerSchema, twice).json.recipe.id).toBe(recipe.id);
  });

  it('transform-suggestion-to-recipe works from a title alone (no corpus id) and refuses a blank title', async () => {
    const { token } = await registerUser();
    const res = await api('/api/meals/transform-suggestion-to-recipe', {
      body: { title: 'Soupe de potiron aux châtaignes', userId: 'x' },
      token,
    });
    expect(res.status, res.text).toBe(200);
    const body = recipeAnswerSchema.parse(res.json);
    expect(body.message).toBeTruthy();
    expect(body.recipe.ingredients.length).toBeGreaterThan(0);
    const blank = await api('/api/meals/transform-suggestion-to-recipe', { body: { title: '   ' }, token });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).success).toBe(false);
  });

  it('POST /api/meals/generate-recipe creates a recipe from the whole form with its criteria', async () => {
    const { token } = await registerUser();
    const form = {
      cuisine: ['Italienne'],
      preparationTime: 40,
      bakingTime: 30,
      ingredients: ['Tomate'],
      description: 'Un plat réconfortant',
    };
    const res = await api('/api/meals/generate-recipe', { body: form, token });
    expect(res.status, res.text).toBe(200);
    const { recipe } = recipeAnswerSchema.parse(res.json);
    expect(recipe.criteria).toMatchObject(form);
    const reload = await api(`/api/meals/recipe/${recipe.id}`, { token });
    expect(parseAnswer(recipeDetailResponseSchema, reload).json.data.recipe.title).toBe(recipe.title);
  });

  it('refuses a form with a description over 2,000 characters, in French', async () => {
    const { token } = await registerUser();
    const res = await api('/api/meals/generate-recipe', { body: { description: 'x'.repeat(2001) }, token });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('description');
  });
});

describe('recipe detail, versions and family tree', () => {
  it('iterate-recipe creates a child version in the same tree; the tree is whole from any version', async () => {
    const { token } = await registerUser();
    const { recipe: root } = await createFromSuggestion(token);
    const first = await api('/api/meals/iterate-recipe', {
      body: {
        originalRecipe: { id: root.id, title: 'ignored' },
        variants: ['Plus rapide'],
        comment: '',
        oldFamilyTree: { id: 'whatever' },
      },
      token,
    });
    expect(first.status, first.text).toBe(200);
    const child = recipeAnswerSchema.parse(first.json).recipe;
    expect(child.id).not.toBe(root.id);
    expect(child.parentId).toBe(root.id);
    expect(child.rootId).toBe(root.id);

    const excluded = child.ingredients[0]!.name;
    const second = await api('/api/meals/iterate-recipe', {
      body: { originalRecipe: { id: child.id }, variants: [], comment: 'Sans cet ingrédient', excludedIngredients: [excluded] },
      token,
    });
    expect(second.status, second.text).toBe(200);
    const grandchild = recipeAnswerSchema.parse(second.json).recipe;
    expect(grandchild.parentId).toBe(child.id);
    expect(grandchild.rootId).toBe(root.id);
    expect(grandchild.ingredients.some((i) => normalizeText(i.name) === normalizeText(excluded))).toBe(false);

    const sibling = await api('/api/meals/iterate-recipe', { body: { originalRecipe: { id: root.id }, variants: ['Moins cher'] }, token });
    expect(sibling.status, sibling.text).toBe(200);

    const detail = recipeDetailResponseSchema.parse((await api(`/api/meals/recipe/${grandchild.id}`, { token })).json);
    const tree = detail.data.familyTree;
    expect(tree.id).toBe(root.id);
    expect(tree.children.map((c) => c.id)).toEqual([child.id, parseAnswer(recipeAnswerSchema, sibling).json.recipe.id]);
    expect(tree.children[0]!.children.map((c) => c.id)).toEqual([grandchild.id]);
    expect(flatten(tree)).toHaveLength(4);

    const trees = userTreesResponseSchema.parse((await api('/api/meals/user-trees', { token })).json);
    expect(trees.recipeTrees).toHaveLength(1);
    expect(trees.recipeTrees[0]!.tree).toEqual(tree);
  });

  it('iterate-recipe refuses a request that asks nothing, with a French 400', async () => {
    const { token } = await registerUser();
    const { recipe } = await createFromSuggestion(token);
    const res = await api('/api/meals/iterate-recipe', {
      body: { originalRecipe: { id: recipe.id }, variants: [], comment: '   ' },
      token,
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('Choisissez au moins une variante');
    const tooLong = await api('/api/meals/iterate-recipe', {
      body: { originalRecipe: { id: recipe.id }, comment: 'x'.repeat(2001) },
      token,
    });
    expect(tooLong.status).toBe(400);
    expect(messageOf(tooLong)).toContain('comment');
  });

  it('user-trees lists one tree per root, newest first', async () => {
    const { token } = await registerUser();
    const a = await createFromSuggestion(token, { dish: ['Soupe'] });
    const b = await createFromSuggestion(token, { dish: ['Dessert'] });
    const res = await api('/api/meals/user-trees', { token });
    expect(res.status).toBe(200);
    const ids = userTreesResponseSchema.parse(res.json).recipeTrees.map((t) => t.tree.id);
    expect(ids).toEqual([b.recipe.id, a.recipe.id]);
  });

  it('an unknown recipe id is a 404 in French', async () => {
    const { token } = await registerUser();
    const res = await api('/api/meals/recipe/unknown-recipe-id', { token });
    expect(res.status).toBe(404);
    expect(res.json).toEqual(NOT_FOUND);
  });
});

describe('ownership: another user never sees nor touches my recipes', () => {
  it('answers 404 to another user on read, iterate, save, rate, feedback and question', async () => {
    const owner = await registerUser();
    const intruder = await registerUser();
    const { recipe } = await createFromSuggestion(owner.token);

    const read = await api(`/api/meals/recipe/${recipe.id}`, { token: intruder.token });
    expect(read.status).toBe(404);
    expect(read.json).toEqual(NOT_FOUND);

    const iterate = await api('/api/meals/iterate-recipe', {
      body: { originalRecipe: { id: recipe.id }, variants: ['Plus rapide'] },
      token: intruder.token,
    });
    expect(iterate.status).toBe(404);

    const saveDetail = await api('/api/save-recipe', {
      body: { ...recipe, criteria: { dish: ['Plat chaud'] }, savedAt: new Date().toISOString() },
      token: intruder.token,
    });
    expect(saveDetail.status).toBe(404);
    const saveAntiWaste = await api('/api/save-recipe', {
      body: { recipeId: recipe.id, fromAntiWaste: true, usedIngredients: [] },
      token: intruder.token,
    });
    expect(saveAntiWaste.status).toBe(404);

    const rate = await api('/api/rate-recipe', { body: { recipeId: recipe.id, rating: 1 }, token: intruder.token });
    expect(rate.status).toBe(404);
    const feedback = await api('/api/submit-feedback', { body: { recipeId: recipe.id, feedback: 'Piraté' }, token: intruder.token });
    expect(feedback.status).toBe(404);
    const question = await api('/api/meals/question-about-recipe', {
      body: { recipe: { id: recipe.id }, ingredient: 'Sel', question: 'Combien ?' },
      token: intruder.token,
    });
    expect(question.status).toBe(404);

    // Nothing leaked into the intruder's lists, nothing changed on the owner's recipe.
    expect((await apiAs(userTreesResponseSchema, '/api/meals/user-trees', { token: intruder.token })).json.recipeTrees).toEqual([]);
    expect((await apiAs(userRecipesResponseSchema, '/api/user-recipes', { token: intruder.token })).json.recipes).toEqual([]);
    const search = await api(`/api/recipes/search?q=${encodeURIComponent(recipe.title)}`, { token: intruder.token });
    expect(parseAnswer(searchResponseSchema, search).json.data.results.filter((r: { id: string }) => r.id === recipe.id)).toEqual([]);
    const mine = (await apiAs(userRecipesResponseSchema, '/api/user-recipes', { token: owner.token })).json.recipes;
    expect(mine).toEqual([expect.not.objectContaining({ userRating: expect.anything() })]);
    expect(
      (await apiAs(recipeDetailResponseSchema, `/api/meals/recipe/${recipe.id}`, { token: owner.token })).json.data.recipe.savedAt,
    ).toBeNull();
  });
});

describe('questions', () => {
  it('answers a question about an ingredient of the user’s recipe', async () => {
    const { token } = await registerUser();
    const { recipe } = await createFromSuggestion(token);
    const ingredient = recipe.ingredients[0]!.name;
    const res = await api('/api/meals/question-about-recipe', {
      body: { recipe: { id: recipe.id, title: recipe.title }, ingredient, context: '', question: 'Par quoi puis-je le remplacer ?' },
      token,
    });
    expect(res.status, res.text).toBe(200);
    const body = questionResponseSchema.parse(res.json);
    expect(body.data.answer.answer.length).toBeGreaterThan(0);
  });

  it('refuses a blank question with a 400', async () => {
    const { token } = await registerUser();
    const res = await api('/api/meals/question-about-recipe', { body: { ingredient: 'Tomate', question: '   ' }, token });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('La question est vide');
  });
});

describe('saving, rating and feedback', () => {
  it('save-recipe from the detail page stores savedAt and the criteria', async () => {
    const { token } = await registerUser();
    const { recipe } = await createFromSuggestion(token);
    const res = await api('/api/save-recipe', {
      body: {
        ...recipe,
        title: 'Titre modifié par le client',
        criteria: { dish: ['Plat chaud'], cuisine: ['Française'] },
        savedAt: '2020-01-01T00:00:00.000Z',
      },
      token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Recette sauvegardée avec succès!' });
    const saved = (await apiAs(recipeDetailResponseSchema, `/api/meals/recipe/${recipe.id}`, { token })).json.data.recipe as Recipe;
    expect(saved.savedAt).not.toBeNull();
    expect(saved.savedAt).not.toBe('2020-01-01T00:00:00.000Z');
    expect(saved.criteria).toMatchObject({ dish: ['Plat chaud'], cuisine: ['Française'], preparationTime: 30, bakingTime: 30 });
    expect(saved.title).toBe(recipe.title);
  });

  it('rate-recipe and submit-feedback upsert one rating per recipe, shown by user-recipes', async () => {
    const { token } = await registerUser();
    const { recipe } = await createFromSuggestion(token);
    for (const rating of [2, 5]) {
      const res = await api('/api/rate-recipe', { body: { recipeId: recipe.id, rating }, token });
      expect(res.status, res.text).toBe(200);
      expect(parseAnswer(okResponseSchema, res).json.success).toBe(true);
      expect(messageOf(res)).toBeTruthy();
    }
    const feedback = await api('/api/submit-feedback', { body: { recipeId: recipe.id, feedback: 'Délicieux, à refaire !' }, token });
    expect(feedback.json).toEqual({ success: true, message: 'Commentaire enregistré avec succès!' });

    const list = userRecipesResponseSchema.parse((await api('/api/user-recipes', { token })).json);
    expect(list.recipes).toHaveLength(1);
    const entry = list.recipes[0]!;
    expect(entry).toMatchObject({
      id: recipe.id,
      title: recipe.title,
      userRating: 5,
      userFeedback: 'Délicieux, à refaire !',
      generatedAt: recipe.generatedAt,
    });
    expect(entry.tags).toContain(recipe.dishType);
    const { results } = await env.DB.prepare('SELECT COUNT(*) AS n FROM recipe_ratings WHERE recipe_id = ?')
      .bind(recipe.id)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
  });

  it('refuses a rating outside 1-5, an empty feedback and an unknown recipe', async () => {
    const { token } = await registerUser();
    const { recipe } = await createFromSuggestion(token);
    for (const rating of [0, 6, 3.5]) {
      const res = await api('/api/rate-recipe', { body: { recipeId: recipe.id, rating }, token });
      expect(res.status).toBe(400);
      expect(messageOf(res)).toContain('La note doit être comprise entre 1 et 5');
    }
    expect((await api('/api/submit-feedback', { body: { recipeId: recipe.id, feedback: '  ' }, token })).status).toBe(400);
    const unknown = await api('/api/rate-recipe', { body: { recipeId: 'nope', rating: 4 }, token });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(NOT_FOUND);
  });
});

describe('anti-waste', () => {
  const body = {
    ingredients: ['Courgette', 'Tomate', 'Oignon', 'Œuf', 'Pomme de terre', 'Carotte'],
    dietaryRestrictions: [],
    mealType: '',
    time: 120,
    peopleCount: 4,
  };

  it('Premium: every result is stored as the user’s recipe with used and additional ingredients', async () => {
    const { token } = await registerUser();
    await subscribe(token);
    const res = await api('/api/generate-recipes-from-ingredients', { body, token });
    expect(res.status, res.text).toBe(200);
    const parsed = antiWasteResponseSchema.parse(res.json);
    expect(parsed.limitedToFree).toBeUndefined();
    expect(parsed.recipes.length).toBeGreaterThan(3);
    for (const r of parsed.recipes) {
      expect(r.servings).toBe(4);
      expect(r.usedIngredients.length).toBeGreaterThan(0);
      expect(r.prepTime).toBeGreaterThan(0);
    }
    const first = parsed.recipes[0]!;
    const row = await env.DB.prepare('SELECT from_anti_waste, used_ingredients, additional_ingredients, saved_at FROM recipes WHERE id = ?')
      .bind(first.id)
      .first<{ from_anti_waste: number; used_ingredients: string; additional_ingredients: string; saved_at: string | null }>();
    expect(row?.from_anti_waste).toBe(1);
    expect(JSON.parse(row!.used_ingredients)).toEqual(first.usedIngredients);
    expect(JSON.parse(row!.additional_ingredients)).toEqual(first.additionalIngredients);
    expect(row?.saved_at).toBeNull();

    const detail = await api(`/api/meals/recipe/${first.id}`, { token });
    expect(detail.status).toBe(200);
    const save = await api('/api/save-recipe', {
      body: { recipeId: first.id, fromAntiWaste: true, savedAt: new Date().toISOString(), usedIngredients: first.usedIngredients },
      token,
    });
    expect(save.json).toEqual({ success: true, message: 'Recette sauvegardée avec succès!' });
    expect((await apiAs(recipeDetailResponseSchema, `/api/meals/recipe/${first.id}`, { token })).json.data.recipe.savedAt).not.toBeNull();
  });

  it('Free: at most 3 results, with limitedToFree and a French message', async () => {
    const { token } = await registerUser();
    const res = await api('/api/generate-recipes-from-ingredients', { body, token });
    expect(res.status, res.text).toBe(200);
    const parsed = antiWasteResponseSchema.parse(res.json);
    expect(parsed.recipes).toHaveLength(3);
    expect(parsed.limitedToFree).toBe(true);
    expect(parsed.message).toContain('Premium');
    const { results } = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM recipes r JOIN users u ON u.id = r.user_id WHERE u.id = (SELECT user_id FROM recipes WHERE id = ?)',
    )
      .bind(parsed.recipes[0]!.id)
      .all<{ n: number }>();
    expect(results[0]!.n).toBe(3);
  });

  it('refuses no ingredient and out-of-range people or time', async () => {
    const { token } = await registerUser();
    const none = await api('/api/generate-recipes-from-ingredients', { body: { ...body, ingredients: [] }, token });
    expect(none.status).toBe(400);
    expect(messageOf(none)).toContain('Veuillez sélectionner au moins un ingrédient');
    expect((await api('/api/generate-recipes-from-ingredients', { body: { ...body, peopleCount: 11 }, token })).status).toBe(400);
    expect((await api('/api/generate-recipes-from-ingredients', { body: { ...body, time: 5 }, token })).status).toBe(400);
  });
});

describe('search and corpus recipes', () => {
  it('finds the user’s recipes and corpus recipes accent-insensitively; a corpus hit opens through from-corpus', async () => {
    const { token } = await registerUser();
    const { recipe } = await createFromSuggestion(token, { dish: ['Soupe'] });
    const word = normalizeText(recipe.title)
      .split(' ')
      .find((w) => w.length > 3)!;
    const res = await api(`/api/recipes/search?q=${encodeURIComponent(word.toUpperCase())}`, { token });
    expect(res.status, res.text).toBe(200);
    const results = searchResponseSchema.parse(res.json).data.results;
    expect(results.find((r) => r.id === recipe.id)?.source).toBe('user');
    // The corpus recipe the user already has comes back as theirs, not as a second copy.
    expect(results.filter((r) => r.source === 'corpus').map((r) => r.id)).not.toContain(recipe.sourceRecipeId);

    const corpusHits = searchResponseSchema.parse((await api('/api/recipes/search?q=gateau', { token })).json).data.results;
    const hit = corpusHits.find((r) => r.source === 'corpus');
    expect(hit).toBeDefined();
    const opened = await api('/api/recipes/from-corpus', { body: { sourceRecipeId: hit!.id }, token });
    expect(opened.status, opened.text).toBe(200);
    const created = recipeAnswerSchema.parse(opened.json).recipe;
    expect(created.sourceRecipeId).toBe(hit!.id);
    const again = await api('/api/recipes/from-corpus', { body: { sourceRecipeId: hit!.id }, token });
    expect(parseAnswer(recipeAnswerSchema, again).json.recipe.id).toBe(created.id);

    expect((await api('/api/recipes/from-corpus', { body: { sourceRecipeId: 'pas-une-recette' }, token })).status).toBe(404);
    expect((await apiAs(searchResponseSchema, '/api/recipes/search?q=', { token })).json.data.results).toEqual([]);
  });
});

describe('safety: a household allergic to milk and gluten', () => {
  const allergic = { allergies: ['Lait', 'Gluten'], dietaryRestrictions: [], adultCount: 2, childrenCount: 1 };
  const profile = { allergies: ['Lait', 'Gluten'], dislikedIngredients: [], diets: [], adults: 2, children: 1, cuisinePreferences: [] };
  let token = '';
  beforeAll(async () => {
    ({ token } = await registerUser({ preferences: allergic }));
  });

  function expectSafe(recipe: Recipe) {
    expect(recipe.allergens).not.toContain('Lait');
    expect(recipe.allergens).not.toContain('Gluten');
    expect(
      engine.checkRecipeSafety(
        { ...recipe, ingredients: recipe.ingredients.map((i) => ({ ...i, ingredientId: i.ingredientId ?? null })) },
        profile,
      ).violations,
    ).toEqual([]);
  }

  it('no suggestion becomes a recipe with milk or gluten', async () => {
    let checked = 0;
    for (const dish of [['Plat chaud'], ['Dessert'], ['Goûter'], []]) {
      const res = await api('/api/meals/recipe-suggestions', { body: { dish }, token });
      expect(res.status, res.text).toBe(200);
      const groups = suggestionsResponseSchema.parse(res.json).data.suggestions;
      for (const group of groups) {
        for (const s of group.suggestions) {
          const created = await api('/api/meals/transform-suggestion-to-recipe', {
            body: { title: s.title, description: s.description, dishType: group.type, sourceRecipeId: s.sourceRecipeId },
            token,
          });
          expect(created.status, created.text).toBe(200);
          expectSafe(parseAnswer(recipeAnswerSchema, created).json.recipe);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(8);
  });

  it('generated recipes, versions and anti-waste results carry neither milk nor gluten', async () => {
    const generated = await api('/api/meals/generate-recipe', {
      body: { ingredients: ['Beurre', 'Farine', 'Lait'], description: 'un gâteau crémeux' },
      token,
    });
    expect(generated.status, generated.text).toBe(200);
    expectSafe(parseAnswer(recipeAnswerSchema, generated).json.recipe);

    const version = await api('/api/meals/iterate-recipe', {
      body: {
        originalRecipe: { id: parseAnswer(recipeAnswerSchema, generated).json.recipe.id },
        variants: [],
        comment: 'Ajoute du fromage et des pâtes',
      },
      token,
    });
    expect(version.status, version.text).toBe(200);
    expectSafe(parseAnswer(recipeAnswerSchema, version).json.recipe);

    const anti = await api('/api/generate-recipes-from-ingredients', {
      body: { ingredients: ['Lait', 'Pain', 'Œuf', 'Fromage'], dietaryRestrictions: [], mealType: '', time: 60, peopleCount: 2 },
      token,
    });
    expect(anti.status, anti.text).toBe(200);
    for (const r of antiWasteResponseSchema.parse(anti.json).recipes) {
      const detail = await api(`/api/meals/recipe/${r.id}`, { token });
      expectSafe(parseAnswer(recipeDetailResponseSchema, detail).json.data.recipe);
    }

    const answer = await api('/api/meals/question-about-recipe', {
      body: { ingredient: 'Beurre', question: 'Par quoi remplacer le beurre ?' },
      token,
    });
    expect(answer.status, answer.text).toBe(200);
    const replacements = questionResponseSchema.parse(answer.json).data.answer.ingredientsSuggestedForReplacement;
    const base = engine.createRecipe({ title: 'Salade de carottes' }, profile);
    for (const i of replacements) {
      expect(
        engine.checkRecipeSafety({ ...base, ingredients: [{ name: i.name, quantity: 0, unity: '', ingredientId: null }] }, profile)
          .violations,
      ).toEqual([]);
    }
  });
});
