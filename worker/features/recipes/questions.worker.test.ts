import { describe, expect, it } from 'vitest';
import { questionResponseSchema, recipeAnswerSchema } from '@shared/schemas/recipes';
import { api, errorOf, parseAnswer, registerUser } from '../../../test/kit';

// Ingredient questions through the API (workerd, real D1, local provider): classified, answered from the
// catalogue, the food-safety table and the stored recipe's own steps.

async function ask(token: string, body: Record<string, unknown>): Promise<string> {
  const res = await api('/api/meals/question-about-recipe', { body, token });
  expect(res.status, res.text).toBe(200);
  return questionResponseSchema.parse(res.json).data.answer.answer;
}

describe('POST /api/meals/question-about-recipe', () => {
  it('raw chicken keeps 1 to 2 days in the fridge', async () => {
    const { token } = await registerUser();
    const answer = await ask(token, { ingredient: 'Poulet', question: 'Combien de temps se garde-t-il au frigo ?' });
    expect(answer.startsWith('Le filet de poulet cru se garde 1 à 2 jours au réfrigérateur, entre 0 et 4 °C.')).toBe(true);
  });

  it('wheat flour is not gluten-free', async () => {
    const { token } = await registerUser();
    expect(await ask(token, { ingredient: 'Farine de blé', question: 'Est-elle sans gluten ?' })).toBe(
      'Non, la farine de blé contient du gluten.',
    );
  });

  it("quotes the stored recipe's step and its minutes for a cooking question", async () => {
    const { token } = await registerUser();
    const created = await api('/api/recipes/from-corpus', { body: { sourceRecipeId: 'soupe-thaie-au-poulet-et-lait-de-coco' }, token });
    expect(created.status, created.text).toBe(200);
    const recipe = parseAnswer(recipeAnswerSchema, created).json.recipe;
    const answer = await ask(token, { recipe: { id: recipe.id }, ingredient: 'poulet', question: 'Combien de temps faut-il le cuire ?' });
    expect(
      answer.startsWith('Dans cette recette, le filet de poulet cuit 8 minutes (étape 3) : « Ajoutez le poulet et les champignons'),
    ).toBe(true);
  });

  it('a question of no known kind gets an honest answer, not another answer', async () => {
    const { token } = await registerUser();
    const res = await api('/api/meals/question-about-recipe', {
      body: { ingredient: 'Poulet', question: 'Quelle est la capitale du Pérou ?' },
      token,
    });
    expect(res.status, res.text).toBe(200);
    const answer = questionResponseSchema.parse(res.json).data.answer;
    expect(answer.answer.startsWith('Je ne sais pas répondre à cette question.')).toBe(true);
    expect(answer.ingredientsSuggestedForReplacement).toEqual([]);
  });

  it.each([
    ['an empty question', '', 'Champ « question » : La question est vide'],
    ['a question of spaces', '    ', 'Champ « question » : La question est vide'],
    [
      'a question of 2,000 characters',
      'Combien de temps ? '.repeat(106).slice(0, 2000),
      'Champ « question » : La question est trop longue (500 caractères au maximum)',
    ],
    ['a question of symbols only', '??? !!! :-)', 'Champ « question » : La question doit contenir au moins un mot'],
  ])('refuses %s with a French 400 naming the field', async (_label, question, message) => {
    const { token } = await registerUser();
    const res = await api('/api/meals/question-about-recipe', { body: { ingredient: 'Poulet', question }, token });
    expect(res.status, res.text).toBe(400);
    expect(errorOf(res)).toEqual({ success: false, message });
  });

  it('a question of 500 characters is still read', async () => {
    const { token } = await registerUser();
    const question = 'Combien de temps se garde-t-il au frigo ?'.padEnd(500, '.');
    const res = await api('/api/meals/question-about-recipe', { body: { ingredient: 'Poulet', question }, token });
    expect(res.status, res.text).toBe(200);
  });

  it('a question in another language gets the honest answer in French', async () => {
    const { token } = await registerUser();
    const answer = await ask(token, { ingredient: 'Poulet', question: 'How long should I cook it?' });
    expect(answer.startsWith('Je ne sais pas répondre à cette question.')).toBe(true);
  });

  it("answers a pregnancy question from the stored recipe's ingredients, naming the guidance", async () => {
    const { token } = await registerUser();
    const created = await api('/api/recipes/from-corpus', { body: { sourceRecipeId: 'croque-monsieur' }, token });
    expect(created.status, created.text).toBe(200);
    const recipe = parseAnswer(recipeAnswerSchema, created).json.recipe;
    const answer = await ask(token, {
      recipe: { id: recipe.id },
      ingredient: 'Gruyère râpé',
      question: 'Est-ce que ce plat convient à une femme enceinte ?',
    });
    expect(answer.startsWith("Pendant la grossesse, d'après Santé publique France (mangerbouger.fr) et Anses")).toBe(true);
    expect(answer).toContain('« Croque-monsieur » convient donc pendant la grossesse');
  });
});
