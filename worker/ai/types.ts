// The AI layer's types: the Generator every route calls, the providers behind it (the LLMs' transport
// and their unchecked candidates), the LLMs' parsed answers and what the safety gate reports. Types
// only: the modules that implement them (generator.ts, llm.ts, gate.ts...) import them from here.

import type { z } from '@shared/validation';
import type { AntiWasteBody, IngredientAnswer, InspirationForm, SuggestionGroup } from '@shared/schemas/recipes';
import type {
  AntiWasteRecipe,
  CreateRecipeRequest,
  EaterProfile,
  GenerateOptions,
  IterateRequest,
  QuestionRequest,
  RecipeDraft,
  SuggestOptions,
} from '../kitchen/index';
import type { llmAntiWasteRecipeSchema, llmIngredientSchema, llmRecipeSchema, llmSuggestionGroupSchema } from './llm-schemas';

// ---------------------------------------------------------------------------------------------
// The Generator
// ---------------------------------------------------------------------------------------------

export type ProviderName = 'local' | 'openai' | 'workers-ai';

/** What a recipe is made from: a chosen suggestion (transform-suggestion-to-recipe) or a whole form (generate-recipe). */
export type RecipeRequest = { kind: 'suggestion'; request: CreateRecipeRequest } | { kind: 'form'; form: InspirationForm };

/** One interface for every provider; all answers are already checked for the eater (see safety.ts). */
export interface Generator {
  /** Provider that was asked first (the local engine answers whenever it fails). */
  readonly provider: ProviderName;
  suggest(form: InspirationForm, profile: EaterProfile, opts: SuggestOptions): Promise<SuggestionGroup[]>;
  createRecipe(req: RecipeRequest, profile: EaterProfile, opts?: GenerateOptions): Promise<RecipeDraft>;
  iterateRecipe(recipe: RecipeDraft, req: IterateRequest, profile: EaterProfile): Promise<RecipeDraft>;
  answerIngredientQuestion(req: QuestionRequest, profile: EaterProfile): Promise<IngredientAnswer>;
  recipesFromIngredients(body: AntiWasteBody, profile: EaterProfile, opts?: GenerateOptions): Promise<AntiWasteRecipe[]>;
}

// ---------------------------------------------------------------------------------------------
// LLM providers
// ---------------------------------------------------------------------------------------------

/** What the LLMs answer, once parsed with the zod schemas of llm-schemas.ts (not checked yet). */
export type LlmIngredient = z.infer<typeof llmIngredientSchema>;
export type LlmRecipe = z.infer<typeof llmRecipeSchema>;
export type LlmSuggestionGroup = z.infer<typeof llmSuggestionGroupSchema>;
export type LlmAntiWasteRecipe = z.infer<typeof llmAntiWasteRecipeSchema>;

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

type CandidateIngredient = { name: string; quantity: number; unity: string; ingredientId?: string | null };
/** An LLM's recipe (no facts) or an engine draft: anything with the creative fields of a recipe. */
export type RecipeCandidate = Omit<LlmRecipe, 'ingredients'> & {
  ingredients: CandidateIngredient[];
  sourceRecipeId?: string | null;
  imageUrl?: string | null;
  tags?: string[];
};

// ---------------------------------------------------------------------------------------------
// The gate's reports
// ---------------------------------------------------------------------------------------------

export type GateOperation = 'suggest' | 'createRecipe' | 'iterateRecipe' | 'answerIngredientQuestion' | 'recipesFromIngredients';
/**
 * ok: the provider's answer was used as is; repaired: used after engine.repairRecipe or after dropping
 * unsafe items; timeout / invalid / error / unsafe: the local engine answered instead.
 */
export type GateOutcome = 'ok' | 'repaired' | 'timeout' | 'invalid' | 'error' | 'unsafe';
export interface GateEvent {
  provider: ProviderName;
  operation: GateOperation;
  outcome: GateOutcome;
  detail?: string;
}
