// What the two LLM providers (openai.ts, workers-ai.ts) share: the prompts, the JSON schemas, and the zod
// parsing of their answers. A provider only supplies the transport (`JsonCompleter`). The results are
// *candidates*: they have not been checked yet; the gate (gate.ts) turns them into safe answers or falls back.

import type { EaterProfile } from '../kitchen/index';
import { JSON_SCHEMAS, llmAnswerSchema, llmAntiWasteSchema, llmRecipeSchema, llmSuggestionsSchema } from './llm-schemas';
import type { CandidateProvider, JsonCompleter } from './types';
import { antiWastePrompt, iteratePrompt, questionPrompt, recipePrompt, suggestPrompt, systemPrompt } from './prompts';

export function createLlmCandidates(completer: JsonCompleter): CandidateProvider {
  const ask = (profile: EaterProfile, schemaName: keyof typeof JSON_SCHEMAS, user: string, signal: AbortSignal) =>
    completer.completeJson({
      system: systemPrompt(profile, JSON_SCHEMAS[schemaName]),
      user,
      schemaName,
      schema: JSON_SCHEMAS[schemaName],
      signal,
    });

  return {
    name: completer.name,
    async suggest(form, profile, signal) {
      return llmSuggestionsSchema.parse(await ask(profile, 'suggestions', suggestPrompt(form), signal)).suggestions;
    },
    async createRecipe(req, profile, signal) {
      return llmRecipeSchema.parse(await ask(profile, 'recipe', recipePrompt(req, profile), signal));
    },
    async iterateRecipe(recipe, req, profile, signal) {
      return llmRecipeSchema.parse(await ask(profile, 'recipe', iteratePrompt(recipe, req), signal));
    },
    async answerIngredientQuestion(req, profile, signal) {
      return llmAnswerSchema.parse(await ask(profile, 'answer', questionPrompt(req), signal));
    },
    async recipesFromIngredients(body, profile, signal) {
      return llmAntiWasteSchema.parse(await ask(profile, 'antiWaste', antiWastePrompt(body), signal)).recipes;
    },
  };
}
