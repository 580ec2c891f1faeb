// What the two LLM providers (openai.ts, workers-ai.ts) share: the prompts, the JSON schemas, and the zod
// parsing of their answers. A provider only supplies the transport (`JsonCompleter`). The results are
// *candidates*: they have not been checked yet; safety.ts turns them into safe answers or falls back.

import type { AntiWasteBody, IngredientAnswer, InspirationForm } from '../../shared/schemas/recipes';
import type { EaterProfile, IterateRequest, QuestionRequest, RecipeDraft } from '../kitchen/engine';
import type { ProviderName, RecipeRequest } from './generator';
import {
  JSON_SCHEMAS,
  llmAnswerSchema,
  llmAntiWasteSchema,
  llmRecipeSchema,
  llmSuggestionsSchema,
  type LlmAntiWasteRecipe,
  type LlmRecipe,
  type LlmSuggestionGroup,
} from './llm-schemas';
import { antiWastePrompt, iteratePrompt, questionPrompt, recipePrompt, suggestPrompt, systemPrompt } from './prompts';

export interface JsonRequest {
  system: string;
  user: string;
  /** Name of the expected object (OpenAI's json_schema.name). */
  schemaName: string;
  schema: Record<string, unknown>;
  /** Aborted when the gate's timeout fires. */
  signal: AbortSignal;
}

/** Transport of an LLM provider: one chat call answering one JSON value (throws on malformed JSON). */
export interface JsonCompleter {
  readonly name: Exclude<ProviderName, 'local'>;
  completeJson(req: JsonRequest): Promise<unknown>;
}

/** Unchecked answers of an LLM provider, already parsed with the zod schemas (a zod failure throws). */
export interface CandidateProvider {
  readonly name: Exclude<ProviderName, 'local'>;
  suggest(form: InspirationForm, profile: EaterProfile, signal: AbortSignal): Promise<LlmSuggestionGroup[]>;
  createRecipe(req: RecipeRequest, profile: EaterProfile, signal: AbortSignal): Promise<LlmRecipe>;
  iterateRecipe(recipe: RecipeDraft, req: IterateRequest, profile: EaterProfile, signal: AbortSignal): Promise<LlmRecipe>;
  answerIngredientQuestion(req: QuestionRequest, profile: EaterProfile, signal: AbortSignal): Promise<IngredientAnswer>;
  recipesFromIngredients(body: AntiWasteBody, profile: EaterProfile, signal: AbortSignal): Promise<LlmAntiWasteRecipe[]>;
}

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
