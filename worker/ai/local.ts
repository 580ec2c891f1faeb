// The "local" provider: the offline kitchen engine (worker/kitchen/index.ts), made async to fit the
// Generator interface. It is also the fallback of every LLM provider (safety.ts).

import * as engine from '../kitchen/index';
import type { Generator } from './types';

export function createLocalGenerator(): Generator {
  return {
    provider: 'local',
    async suggest(form, profile, opts) {
      return engine.suggest(form, profile, opts);
    },
    async createRecipe(req, profile, opts = {}) {
      return req.kind === 'form' ? engine.generateRecipeFromForm(req.form, profile, opts) : engine.createRecipe(req.request, profile, opts);
    },
    async iterateRecipe(recipe, req, profile) {
      return engine.iterateRecipe(recipe, req, profile);
    },
    async answerIngredientQuestion(req, profile) {
      return engine.answerIngredientQuestion(req, profile);
    },
    async recipesFromIngredients(body, profile, opts = {}) {
      return engine.recipesFromIngredients(body, profile, opts);
    },
  };
}
