// What an LLM is asked to return, derived from the contract's schemas (shared/schemas/recipes.ts).
// An LLM writes the creative part of a recipe only: derived facts (allergens, diets, nutrition, cost,
// season, tags) are not asked for and are always recomputed by the engine (safety.ts).

import { z } from '@shared/validation';
import { ingredientAnswerSchema, instructionSchema, recipeIngredientSchema, recipeSchema, suggestionSchema } from '@shared/schemas/recipes';
import { COMMENT_MAX_LENGTH } from '@shared/constants';

const shortList = z.array(z.string().trim().min(1).max(200)).max(10).default([]);

export const llmIngredientSchema = recipeIngredientSchema
  .pick({ name: true, quantity: true })
  .extend({ unity: recipeIngredientSchema.shape.unity.default('') });

export const llmRecipeSchema = recipeSchema
  .pick({ title: true, description: true, dishType: true, cuisine: true, complexity: true })
  .extend({
    title: z.string().trim().min(1).max(200),
    description: z.string().max(COMMENT_MAX_LENGTH).default(''),
    dishType: z.string().max(60).default(''),
    cuisine: z.string().max(60).default(''),
    prepTime: z.number().min(0).max(600),
    cookTime: z.number().min(0).max(600).default(0),
    servings: z.number().int().min(1).max(50),
    ingredients: z.array(llmIngredientSchema).min(1).max(40),
    instructions: z.array(instructionSchema).min(1).max(40),
    variantSuggestions: shortList,
    improvementSuggestions: shortList,
    sideDishSuggestions: shortList,
  });

export const llmSuggestionSchema = suggestionSchema.pick({ level: true }).extend({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(1000).default(''),
});
export const llmSuggestionGroupSchema = z.object({
  type: z.string().trim().min(1).max(60),
  suggestions: z.array(llmSuggestionSchema).min(1).max(6),
});
export const llmSuggestionsSchema = z.object({ suggestions: z.array(llmSuggestionGroupSchema).min(1).max(10) });

export const llmAnswerSchema = ingredientAnswerSchema.extend({
  answer: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  ingredientsSuggestedForReplacement: z.array(llmIngredientSchema).max(10).default([]),
});

export const llmAntiWasteRecipeSchema = llmRecipeSchema.extend({
  usedIngredients: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
  additionalIngredients: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
});
export const llmAntiWasteSchema = z.object({ recipes: z.array(llmAntiWasteRecipeSchema).min(1).max(6) });

/** JSON Schema for `response_format` (OpenAI json_schema, Workers AI JSON mode): the input side, so defaults are optional. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

export const JSON_SCHEMAS = {
  recipe: jsonSchemaOf(llmRecipeSchema),
  suggestions: jsonSchemaOf(llmSuggestionsSchema),
  answer: jsonSchemaOf(llmAnswerSchema),
  antiWaste: jsonSchemaOf(llmAntiWasteSchema),
} as const;

/**
 * Text of a chat answer → JSON value. Tolerates a Markdown fence or words around one JSON object, as small
 * models add them even in JSON mode; anything else is malformed and throws (the gate then uses local).
 */
export function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    const start = trimmed.indexOf('{');
    const end = trimmed.lastIndexOf('}');
    if (start < 0 || end <= start) throw new SyntaxError('LLM answer is not JSON');
    return JSON.parse(trimmed.slice(start, end + 1));
  }
}
