// The one safety gate applied to every provider's output (docs/decisions/008-one-safety-gate.md and docs/decisions/027-serving-check-and-tastes.md).
//
// - `guardGenerator` wraps a provider: an LLM is asked first under the timeout (timeouts.ts), its answer
//   goes through the per-output checks (checks.ts), and whenever it times out, does not parse or is
//   unsafe, the local engine answers; the local engine's answers pass the same checks.
// - `serveSafely`: whatever path a recipe takes to a user (created, iterated, copied into a week menu, put
//   in a slot, anti-waste), it is checked once more against the whole profile at the portions it is
//   stored with, after the final scaling (rounding can push a keto portion over its carb ceiling).

import * as engine from '../kitchen/index';
import type { EaterProfile, RecipeDraft } from '../kitchen/index';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../lib/errors';
import {
  antiWasteProfile,
  formMaxTotalTime,
  honoursIteration,
  safeAnswer,
  safeAntiWasteRecipe,
  safeRecipe,
  safeSuggestions,
  textIsSafe,
  withDerivedFacts,
  withoutDisliked,
  type RecipeCheck,
} from './checks';
import { classifyError, DEFAULT_TIMEOUT_MS, withTimeout } from './timeouts';
import type {
  CandidateProvider,
  GateEvent,
  GateOperation,
  GateOutcome,
  Generator,
  LlmAntiWasteRecipe,
  LlmSuggestionGroup,
  ProviderName,
  RecipeCandidate,
} from './types';

export interface GateOptions {
  timeoutMs?: number;
  onEvent?: (event: GateEvent) => void;
}

export interface ServeOptions {
  /** prepTime + cookTime limit, when the request set one. */
  maxTotalTime?: number;
  /** false: a recipe that fails is refused rather than repaired (a recipe the user chose as it is). Default true. */
  repair?: boolean;
}

/**
 * The last check before a recipe is stored for or shown to a user: rescaled to `servings` portions
 * (facts recomputed from the scaled quantities), checked against the whole profile (allergies,
 * dislikes, diets and their carb ceilings; the time limit when given), repaired by substitution when
 * allowed and checked again. Null when it cannot be served: the caller picks another recipe or refuses.
 */
export function serveSafely(
  recipe: RecipeCandidate,
  profile: EaterProfile,
  servings: number = recipe.servings,
  opts: ServeOptions = {},
): { recipe: RecipeDraft; repaired: boolean } | null {
  const check: RecipeCheck = { servings, ...(opts.maxTotalTime !== undefined ? { maxTotalTime: opts.maxTotalTime } : {}) };
  if (opts.repair !== false) return safeRecipe(recipe, profile, check);
  let draft = withDerivedFacts(recipe);
  if (draft.servings !== servings) draft = withDerivedFacts(engine.scaleRecipe(draft, servings));
  return engine.checkRecipeSafety(draft, profile, opts.maxTotalTime !== undefined ? { maxTotalTime: opts.maxTotalTime } : {}).safe
    ? { recipe: draft, repaired: false }
    : null;
}

// ---------------------------------------------------------------------------------------------
// The gate
// ---------------------------------------------------------------------------------------------

/**
 * Wraps a provider: `primary` (an LLM, or null for the local engine alone) is asked first under the timeout;
 * its answers go through the checks of checks.ts; whenever that fails the local engine answers, and its answers
 * go through the same checks.
 */
export function guardGenerator(primary: CandidateProvider | null, local: Generator, opts: GateOptions = {}): Generator {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const provider: ProviderName = primary?.name ?? 'local';
  const emit = (operation: GateOperation, outcome: GateOutcome, detail?: string) =>
    opts.onEvent?.({ provider, operation, outcome, detail });

  /** The LLM's answer, or null after reporting why it is not usable. */
  async function ask<T>(operation: GateOperation, call: (p: CandidateProvider, signal: AbortSignal) => Promise<T>): Promise<T | null> {
    if (!primary) return null;
    try {
      return await withTimeout((signal) => call(primary, signal), timeoutMs);
    } catch (error) {
      const { outcome, detail } = classifyError(error);
      emit(operation, outcome, detail);
      return null;
    }
  }

  /** Local engine output through the same check: it should always pass; if not, an error (never unsafe food). */
  function checkedLocal(draft: RecipeDraft, profile: EaterProfile, check: RecipeCheck = {}): RecipeDraft {
    const safe = safeRecipe(draft, profile, check);
    if (safe) return safe.recipe;
    console.error(`[ai] the local engine produced a recipe its own safety check refuses: ${draft.title}`);
    throw new AppError(500, MESSAGES.recipeGenerationError);
  }

  return {
    provider,

    async suggest(form, profile, suggestOpts) {
      const candidate = await ask('suggest', (p, signal) => p.suggest(form, profile, signal));
      if (candidate) {
        const groups = withoutDisliked(safeSuggestions(candidate as LlmSuggestionGroup[], profile, suggestOpts.ownedBySource), profile);
        const before = candidate.reduce((n, g) => n + g.suggestions.length, 0);
        const after = groups.reduce((n, g) => n + g.suggestions.length, 0);
        if (after > 0) {
          emit('suggest', after === before ? 'ok' : 'repaired');
          return groups;
        }
        emit('suggest', 'unsafe', 'no safe suggestion left');
      }
      return safeSuggestions(await local.suggest(form, profile, suggestOpts), profile, suggestOpts.ownedBySource);
    },

    async createRecipe(req, profile, genOpts) {
      const servings = engine.servingsFor(profile);
      // A suggestion that is a corpus recipe is made from the curated corpus, not re-invented by an LLM.
      const fromCorpus = req.kind === 'suggestion' && req.request.sourceRecipeId && engine.corpusRecipeDraft(req.request.sourceRecipeId);
      if (!fromCorpus) {
        const candidate = await ask('createRecipe', (p, signal) => p.createRecipe(req, profile, signal));
        if (candidate) {
          const form = req.kind === 'form' ? req.form : req.request.form;
          const safe = safeRecipe(candidate, profile, { servings, maxTotalTime: formMaxTotalTime(form) });
          if (safe) {
            emit('createRecipe', safe.repaired ? 'repaired' : 'ok');
            return safe.recipe;
          }
          emit('createRecipe', 'unsafe');
        }
      }
      return checkedLocal(await local.createRecipe(req, profile, genOpts), profile, { servings });
    },

    async iterateRecipe(recipe, req, profile) {
      const candidate = await ask('iterateRecipe', (p, signal) => p.iterateRecipe(recipe, req, profile, signal));
      if (candidate) {
        const safe = safeRecipe({ ...candidate, sourceRecipeId: recipe.sourceRecipeId, imageUrl: recipe.imageUrl }, profile);
        if (safe && honoursIteration(safe.recipe, req, profile)) {
          emit('iterateRecipe', safe.repaired ? 'repaired' : 'ok');
          return safe.recipe;
        }
        emit('iterateRecipe', 'unsafe', safe ? 'exclusions not honoured' : undefined);
      }
      return checkedLocal(await local.iterateRecipe(recipe, req, profile), profile);
    },

    async answerIngredientQuestion(req, profile) {
      const candidate = await ask('answerIngredientQuestion', (p, signal) => p.answerIngredientQuestion(req, profile, signal));
      if (candidate) {
        const safe = safeAnswer(candidate, profile);
        if (safe) {
          emit('answerIngredientQuestion', safe.filtered ? 'repaired' : 'ok');
          return safe.answer;
        }
        emit('answerIngredientQuestion', 'unsafe');
      }
      const answer = await local.answerIngredientQuestion(req, profile);
      return (
        safeAnswer(answer, profile)?.answer ?? {
          ...answer,
          ingredientsSuggestedForReplacement: answer.ingredientsSuggestedForReplacement.filter((i) => textIsSafe(i.name, profile)),
        }
      );
    },

    async recipesFromIngredients(body, profile, genOpts) {
      const candidate = await ask('recipesFromIngredients', (p, signal) =>
        p.recipesFromIngredients(body, antiWasteProfile(body, profile), signal),
      );
      if (candidate) {
        const results = (candidate as LlmAntiWasteRecipe[]).map((c) => safeAntiWasteRecipe(c, body, profile));
        const kept = results.filter((r): r is NonNullable<typeof r> => r !== null);
        if (kept.length) {
          emit('recipesFromIngredients', kept.length === results.length && kept.every((r) => !r.repaired) ? 'ok' : 'repaired');
          return kept.map((r) => r.recipe);
        }
        emit('recipesFromIngredients', 'unsafe', 'no safe recipe left');
      }
      // The engine already honours time and people; its results are re-checked for the eaters only.
      const strict = antiWasteProfile(body, profile);
      return (await local.recipesFromIngredients(body, profile, genOpts)).flatMap((r) => {
        const safe = safeRecipe(r, strict);
        return safe ? [{ ...safe.recipe, usedIngredients: r.usedIngredients, additionalIngredients: r.additionalIngredients }] : [];
      });
    },
  };
}
