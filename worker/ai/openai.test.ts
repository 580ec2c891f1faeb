// The LLM providers against a real OpenAI-compatible HTTP server (node:http on 127.0.0.1, random port)
// and a fake Workers AI binding: valid answers are used, anything else falls back to the local engine,
// and nothing unsafe for the eater ever comes out.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inspirationFormSchema, type AntiWasteBody } from '@shared/schemas/recipes';
import { normalizeText } from '@shared/text';
import * as engine from '../kitchen/index';
import type { EaterProfile, RecipeDraft } from '../kitchen/index';
import { createGenerator, type GeneratorEnv } from './generator';
import { parseJsonText } from './llm-schemas';
import type { GateEvent } from './types';

const LACTOSE: EaterProfile = {
  allergies: ['Lait'],
  dislikedIngredients: [],
  diets: [],
  adults: 2,
  children: 2,
  cuisinePreferences: [],
};
const HOUSEHOLD_SERVINGS = engine.servingsFor(LACTOSE); // 3

const LLM_TITLE = 'Tian provençal du chef LLM';
const validRecipe = {
  title: LLM_TITLE,
  description: 'Des légumes du soleil rôtis en fines tranches.',
  dishType: 'Plat chaud',
  cuisine: 'Méditerranéenne',
  complexity: 1,
  prepTime: 20,
  cookTime: 45,
  servings: 4,
  ingredients: [
    { name: 'Courgette', quantity: 2, unity: 'pièce' },
    { name: 'Tomate', quantity: 4, unity: 'pièce' },
    { name: 'Aubergine', quantity: 1, unity: 'pièce' },
    { name: "Huile d'olive", quantity: 3, unity: 'c. à soupe' },
  ],
  instructions: [
    { time: 15, explanation: 'Couper les légumes en rondelles fines.', tips: '' },
    {
      time: 45,
      explanation: 'Les ranger en alternance dans un plat, arroser d’huile et cuire 45 min à 180 °C.',
      tips: 'Thym frais en fin de cuisson.',
    },
  ],
  variantSuggestions: ['Avec des oignons'],
  improvementSuggestions: [],
  sideDishSuggestions: ['Riz'],
  // Facts an LLM may claim: never trusted, always recomputed.
  allergens: ['Poisson'],
  diets: [],
  costPerPortion: 0.01,
  nutriScore: 'E',
};
const unsafeRecipe = {
  ...validRecipe,
  title: 'Purée au beurre du chef LLM',
  ingredients: [
    { name: 'Pomme de terre', quantity: 800, unity: 'g' },
    { name: 'Beurre doux', quantity: 60, unity: 'g' },
  ],
  instructions: [{ time: 30, explanation: 'Cuire les pommes de terre, les écraser avec le beurre.', tips: '' }],
};

type Scenario =
  { kind: 'json'; body: unknown } | { kind: 'text'; content: string } | { kind: 'hang' } | { kind: 'http-error'; status: number };
let scenario: Scenario = { kind: 'json', body: validRecipe };
/** The fields of a chat completion request the tests look at (the fake server parses the whole JSON body). */
type ChatCompletionBody = {
  model: string;
  response_format: { type: string; json_schema: { schema: { required: string[] } } };
  messages: [{ content: string }, ...{ content: string }[]];
};
const received: { url: string; authorization: string | undefined; body: ChatCompletionBody }[] = [];

let server: Server;
let baseURL = '';

function chatAnswer(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    received.push({ url: req.url ?? '', authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const s = scenario;
    if (s.kind === 'hang') return; // never answers: the gate's timeout must fire
    if (s.kind === 'http-error') {
      res.writeHead(s.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    const content = s.kind === 'json' ? JSON.stringify(s.body) : s.content;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(chatAnswer(content)));
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  scenario = { kind: 'json', body: validRecipe };
});

/** The hang scenarios run with a short timeout instead of 10 s; the others with a generous one (cold start of the SDK). */
const TIMEOUT_MS = 300;
const GENEROUS_MS = 5_000;

function openAi(events: GateEvent[] = [], timeoutMs = GENEROUS_MS) {
  const env: GeneratorEnv = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'test-model', OPENAI_API_KEY: 'sk-test' };
  return createGenerator(env, { timeoutMs, onEvent: (e) => events.push(e) });
}

const suggestionRequest = { kind: 'suggestion' as const, request: { title: 'Tian de légumes', description: 'Légumes du soleil au four' } };

/** The oracle: the engine's own check, on the recipe as returned. */
function expectSafe(recipe: RecipeDraft, profile: EaterProfile) {
  expect(engine.checkRecipeSafety(recipe, profile).violations).toEqual([]);
  expect(recipe.allergens).not.toContain('Lait');
}

describe('openai provider (OpenAI-compatible server on loopback)', () => {
  it('uses a valid structured answer, with the facts recomputed and the household servings', async () => {
    const events: GateEvent[] = [];
    const recipe = await openAi(events).createRecipe(suggestionRequest, LACTOSE);
    expect(recipe.title).toBe(LLM_TITLE);
    expect(events).toEqual([{ provider: 'openai', operation: 'createRecipe', outcome: 'ok', detail: undefined }]);
    // Facts come from the engine, not from the LLM's claims.
    const facts = engine.deriveRecipeFacts(recipe.ingredients, recipe.servings);
    expect(recipe.allergens).toEqual(facts.allergens);
    expect(recipe.diets).toEqual(facts.diets);
    expect(recipe.allergens).not.toContain('Poisson');
    expect(recipe.diets).toContain('Végan');
    expect(recipe.costPerPortion).toBe(facts.costPerPortion);
    expect(recipe.costPerPortion).toBeGreaterThan(0.01);
    // Vegetables are some 90 % of the tian's weight (5 points) and only 3 spoons of oil add fat: about
    // 200 kJ, 2.5 g of sugars and 0.4 g of saturated fat per 100 g earn no negative point → A, not the 'E' claimed.
    expect(recipe.nutriScore).toBe('A');
    expect(recipe.servings).toBe(HOUSEHOLD_SERVINGS);
    expect(recipe.tags).toEqual(expect.arrayContaining(['Plat chaud', 'Méditerranéenne']));
    expectSafe(recipe, LACTOSE);
  });

  it('sends the model, the key and a json_schema response format to the server', async () => {
    await openAi().createRecipe(suggestionRequest, LACTOSE);
    expect(received).toHaveLength(1);
    const call = received[0]!;
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer sk-test');
    expect(call.body.model).toBe('test-model');
    expect(call.body.response_format.type).toBe('json_schema');
    expect(call.body.response_format.json_schema.schema.required).toEqual(expect.arrayContaining(['title', 'ingredients', 'instructions']));
    // The household's hard constraints are in the prompt (and checked afterwards anyway).
    expect(call.body.messages[0].content).toContain('Lait');
  });

  it('falls back to the local engine on malformed JSON', async () => {
    scenario = { kind: 'text', content: '{"title": "Gratin cassé", "ingredients": [' };
    const events: GateEvent[] = [];
    const recipe = await openAi(events).createRecipe(suggestionRequest, LACTOSE);
    expect(recipe.title).not.toBe('Gratin cassé');
    expect(recipe.title).not.toBe(LLM_TITLE);
    expect(events.map((e) => e.outcome)).toEqual(['invalid']);
    expect(recipe.ingredients.length).toBeGreaterThan(0);
    expectSafe(recipe, LACTOSE);
  });

  it('falls back to the local engine when the JSON does not match the schema (zod)', async () => {
    scenario = { kind: 'json', body: { title: 'Sans ingrédients', prepTime: 'vingt minutes' } };
    const events: GateEvent[] = [];
    const recipe = await openAi(events).createRecipe(suggestionRequest, LACTOSE);
    expect(recipe.title).not.toBe('Sans ingrédients');
    expect(events.map((e) => e.outcome)).toEqual(['invalid']);
  });

  it('falls back to the local engine on a server error', async () => {
    scenario = { kind: 'http-error', status: 500 };
    const events: GateEvent[] = [];
    const recipe = await openAi(events).createRecipe(suggestionRequest, LACTOSE);
    expect(recipe.title).not.toBe(LLM_TITLE);
    expect(events.map((e) => e.outcome)).toEqual(['error']);
  });

  it('repairs or replaces an unsafe recipe (beurre for a Lait allergy): the allergen never comes out', async () => {
    scenario = { kind: 'json', body: unsafeRecipe };
    const events: GateEvent[] = [];
    const recipe = await openAi(events).createRecipe(suggestionRequest, LACTOSE);
    expect(['repaired', 'unsafe']).toContain(events[0]?.outcome);
    // Repaired: the LLM's recipe with a substitute (the engine may retitle it); else the local engine's.
    if (events[0]?.outcome === 'repaired') expect(recipe.title).toContain('du chef LLM');
    expect(recipe.ingredients.some((i) => normalizeText(i.name).includes('beurre'))).toBe(false);
    expectSafe(recipe, LACTOSE);
  });

  it('falls back to the local engine when the server hangs beyond the timeout', async () => {
    scenario = { kind: 'hang' };
    const events: GateEvent[] = [];
    const started = Date.now();
    const recipe = await openAi(events, TIMEOUT_MS).createRecipe(suggestionRequest, LACTOSE);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(events.map((e) => e.outcome)).toEqual(['timeout']);
    expect(recipe.title).not.toBe(LLM_TITLE);
    expectSafe(recipe, LACTOSE);
  });

  it('keeps only the safe suggestions, resolved against the corpus', async () => {
    scenario = {
      kind: 'json',
      body: {
        suggestions: [
          {
            type: 'Plat chaud',
            suggestions: [
              { title: 'Gratin au beurre et à la crème', description: 'Bien fondant.', level: 2 },
              { title: 'Curry de lentilles corail', description: 'Doux et parfumé au lait de coco.', level: 1 },
            ],
          },
          { type: 'Dessert', suggestions: [{ title: 'Fondant du chef au beurre salé', description: 'Beurre, sucre, œufs.', level: 3 }] },
        ],
      },
    };
    const events: GateEvent[] = [];
    const groups = await openAi(events).suggest(inspirationFormSchema.parse({}), LACTOSE, { ownedBySource: new Map() });
    const titles = groups.flatMap((g) => g.suggestions.map((s) => s.title));
    expect(titles).toContain('Curry de lentilles corail');
    expect(titles).not.toContain('Gratin au beurre et à la crème');
    expect(titles).not.toContain('Fondant du chef au beurre salé');
    expect(groups.map((g) => g.type)).toEqual(['Plat chaud']);
    expect(events.map((e) => e.outcome)).toEqual(['repaired']);
    for (const s of groups.flatMap((g) => g.suggestions)) expect(s.already_generated_recipe_id).toBeNull();
  });

  it('falls back to local suggestions when none of the LLM ideas is safe', async () => {
    scenario = {
      kind: 'json',
      body: { suggestions: [{ type: 'Dessert', suggestions: [{ title: 'Crème brûlée au beurre', description: '', level: 2 }] }] },
    };
    const events: GateEvent[] = [];
    const groups = await openAi(events).suggest(inspirationFormSchema.parse({}), LACTOSE, { ownedBySource: new Map() });
    expect(events.map((e) => e.outcome)).toEqual(['unsafe']);
    expect(groups.flatMap((g) => g.suggestions).length).toBeGreaterThan(0);
    for (const s of groups.flatMap((g) => g.suggestions)) {
      expect(s.sourceRecipeId).toBeTruthy();
      const corpus = engine.corpusRecipeDraft(s.sourceRecipeId!)!;
      const usable = engine.checkRecipeSafety(corpus, LACTOSE).safe || engine.repairRecipe(corpus, LACTOSE) !== null;
      expect(usable).toBe(true);
    }
  });

  it('drops replacement suggestions that carry the allergen', async () => {
    scenario = {
      kind: 'json',
      body: {
        answer: 'Remplacez la crème par de la crème de soja ou par une purée de noix de cajou.',
        ingredientsSuggestedForReplacement: [
          { name: 'Crème de soja', quantity: 20, unity: 'cl' },
          { name: 'Mascarpone', quantity: 200, unity: 'g' },
        ],
      },
    };
    const events: GateEvent[] = [];
    const answer = await openAi(events).answerIngredientQuestion(
      { ingredient: 'Crème liquide', question: 'Par quoi la remplacer ?' },
      LACTOSE,
    );
    expect(answer.answer).toContain('crème de soja');
    expect(answer.ingredientsSuggestedForReplacement.map((i) => i.name)).toEqual(['Crème de soja']);
    expect(events.map((e) => e.outcome)).toEqual(['repaired']);
  });

  it('uses the local answer when the prose recommends a forbidden replacement', async () => {
    scenario = {
      kind: 'json',
      body: {
        answer: 'Prenez du beurre doux à la place.',
        ingredientsSuggestedForReplacement: [{ name: 'Beurre doux', quantity: 50, unity: 'g' }],
      },
    };
    const events: GateEvent[] = [];
    const answer = await openAi(events).answerIngredientQuestion(
      { ingredient: "Huile d'olive", question: 'Par quoi la remplacer ?' },
      LACTOSE,
    );
    expect(events.map((e) => e.outcome)).toEqual(['unsafe']);
    expect(answer.answer).not.toBe('Prenez du beurre doux à la place.');
    for (const i of answer.ingredientsSuggestedForReplacement) expect(normalizeText(i.name)).not.toContain('beurre');
  });

  it('anti-waste: keeps safe recipes within the time, scaled to the people count, with used ingredients checked', async () => {
    const body: AntiWasteBody = { ingredients: ['Courgette', 'Tomate'], dietaryRestrictions: [], mealType: '', time: 90, peopleCount: 2 };
    scenario = {
      kind: 'json',
      body: {
        recipes: [
          { ...validRecipe, usedIngredients: ['Courgette', 'Tomate', 'Carotte'], additionalIngredients: ['Aubergine'] },
          { ...unsafeRecipe, title: 'Trop long', cookTime: 200, usedIngredients: ['Courgette'], additionalIngredients: [] },
        ],
      },
    };
    const events: GateEvent[] = [];
    const recipes = await openAi(events).recipesFromIngredients(body, LACTOSE);
    expect(recipes.map((r) => r.title)).toEqual([LLM_TITLE]);
    expect(recipes[0]!.servings).toBe(2);
    expect(recipes[0]!.usedIngredients).toEqual(['Courgette', 'Tomate']);
    expect(recipes[0]!.additionalIngredients).toEqual(['Aubergine']);
    expect(events.map((e) => e.outcome)).toEqual(['repaired']);
  });

  it('iterate: an LLM version that keeps an excluded ingredient is replaced by the local one', async () => {
    const base = engine.createRecipe({ title: 'Ratatouille' }, LACTOSE);
    const excluded = base.ingredients[0]!.name;
    scenario = {
      kind: 'json',
      body: { ...validRecipe, ingredients: [...validRecipe.ingredients, { name: excluded, quantity: 1, unity: 'pièce' }] },
    };
    const events: GateEvent[] = [];
    const next = await openAi(events).iterateRecipe(
      base,
      { variants: [], comment: '', ingredientReplacements: [], excludedIngredients: [excluded] },
      LACTOSE,
    );
    expect(events.map((e) => e.outcome)).toEqual(['unsafe']);
    expect(next.ingredients.some((i) => normalizeText(i.name) === normalizeText(excluded))).toBe(false);
  });
});

describe('workers-ai provider (fake AI binding)', () => {
  /** The inputs the provider sends to the AI binding, as far as the tests look at them. */
  type Call = { model: string; inputs: { response_format: { type: string } }; signal?: AbortSignal };
  function fakeAi(answer: (call: Call) => Promise<unknown>) {
    const calls: Call[] = [];
    const ai = {
      async run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }) {
        const call: Call = { model, inputs: inputs as Call['inputs'], signal: options?.signal };
        calls.push(call);
        return answer(call);
      },
    };
    return { ai: ai as unknown as Ai, calls };
  }
  const workersAi = (ai: Ai, events: GateEvent[] = [], timeoutMs = GENEROUS_MS) =>
    createGenerator(
      { AI_PROVIDER: 'workers-ai', OPENAI_BASE_URL: '', OPENAI_MODEL: '', AI: ai },
      { timeoutMs, onEvent: (e) => events.push(e) },
    );

  it('uses a JSON-mode answer (object response) and asks the configured model with a json_schema', async () => {
    const { ai, calls } = fakeAi(async () => ({ response: validRecipe }));
    const events: GateEvent[] = [];
    const recipe = await workersAi(ai, events).createRecipe(suggestionRequest, LACTOSE);
    expect(recipe.title).toBe(LLM_TITLE);
    expect(events.map((e) => [e.provider, e.outcome])).toEqual([['workers-ai', 'ok']]);
    expect(calls[0]!.model).toBe('@cf/meta/llama-3.1-8b-instruct');
    expect(calls[0]!.inputs.response_format.type).toBe('json_schema');
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('accepts a string response wrapped in a Markdown fence', async () => {
    const { ai } = fakeAi(async () => ({ response: '```json\n' + JSON.stringify(validRecipe) + '\n```' }));
    const recipe = await workersAi(ai).createRecipe(suggestionRequest, LACTOSE);
    expect(recipe.title).toBe(LLM_TITLE);
  });

  it('falls back to local on malformed text, on an unsafe recipe it cannot keep, and on a hang', async () => {
    const malformed = fakeAi(async () => ({ response: 'Voici une recette : tian' }));
    const events: GateEvent[] = [];
    expect((await workersAi(malformed.ai, events).createRecipe(suggestionRequest, LACTOSE)).title).not.toBe(LLM_TITLE);

    const unsafe = fakeAi(async () => ({ response: unsafeRecipe }));
    expectSafe(await workersAi(unsafe.ai, events).createRecipe(suggestionRequest, LACTOSE), LACTOSE);

    let aborted = false;
    const hang = fakeAi(
      (call) =>
        new Promise((_, reject) => {
          call.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(call.signal?.reason);
          });
        }),
    );
    const recipe = await workersAi(hang.ai, events, TIMEOUT_MS).createRecipe(suggestionRequest, LACTOSE);
    expectSafe(recipe, LACTOSE);
    expect(aborted).toBe(true);
    expect(events.map((e) => e.outcome)).toEqual(['invalid', expect.stringMatching(/^(repaired|unsafe)$/), 'timeout']);
  });

  it('without the AI binding, the local engine answers', async () => {
    const gen = createGenerator({ AI_PROVIDER: 'workers-ai', OPENAI_BASE_URL: '', OPENAI_MODEL: '' });
    expect(gen.provider).toBe('local');
  });
});

describe('provider choice and parsing helpers', () => {
  it('AI_PROVIDER=local (or unset, or unknown) is the local engine; openai needs a key or a base URL', () => {
    expect(createGenerator({ AI_PROVIDER: 'local', OPENAI_BASE_URL: '', OPENAI_MODEL: '' }).provider).toBe('local');
    expect(createGenerator({ AI_PROVIDER: 'nonsense', OPENAI_BASE_URL: '', OPENAI_MODEL: '' }).provider).toBe('local');
    expect(createGenerator({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: '', OPENAI_MODEL: '' }).provider).toBe('local');
    expect(createGenerator({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'm' }).provider).toBe('openai');
  });

  it('parseJsonText reads plain JSON and fenced JSON, and refuses the rest', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonText('Voici :\n```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(() => parseJsonText('{"a":')).toThrow(SyntaxError);
    expect(() => parseJsonText('pas de JSON')).toThrow(SyntaxError);
  });
});
