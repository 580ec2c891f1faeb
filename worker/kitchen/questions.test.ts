import { describe, expect, it } from 'vitest';
import { answerIngredientQuestion, corpusRecipeDraft, type EaterProfile } from './engine';
import { seasonText, topicOf } from './questions';
import { compileProfile } from './profile';
import { findIngredient } from './catalogue';
import { ALL_RECIPES } from './kb';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };

describe('questions', () => {
  it('routes by keywords', () => {
    expect(topicOf('Par quoi remplacer le beurre ?')).toBe('substitute');
    expect(topicOf('Est-ce que ça contient du gluten ?')).toBe('allergen');
    expect(topicOf('Quelle est la saison des fraises ?')).toBe('season');
    expect(topicOf('Comment conserver les restes ?')).toBe('storage');
    expect(topicOf('Combien de calories ?')).toBe('nutrition');
    expect(topicOf('Bonjour')).toBe('general');
  });

  it('season text', () => {
    expect(seasonText([5, 6, 7])).toBe('de mai à juillet');
    expect(seasonText([11, 12, 1, 2])).toBe('de novembre à février');
    expect(seasonText([3])).toBe('en mars');
    expect(seasonText([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe("toute l'année");
  });

  it('suggests substitutes with quantities that respect the profile', () => {
    const vegan: EaterProfile = { ...P, diets: ['Végan'], allergies: ['Soja'] };
    const a = answerIngredientQuestion({ ingredient: 'beurre', question: 'Par quoi remplacer le beurre ?' }, vegan);
    expect(a.ingredientsSuggestedForReplacement.length).toBeGreaterThan(0);
    const compiled = compileProfile(vegan);
    for (const s of a.ingredientsSuggestedForReplacement) {
      expect(s.quantity).toBeGreaterThan(0);
      const ing = findIngredient(s.name.replace(/ \(.*\)$/, ''));
      expect(ing && compiled.forbidden.has(ing.id)).toBeFalsy();
    }
    expect(a.answer).toMatch(/remplacer/);
  });

  it('uses the quantity of the recipe when the ingredient is in it', () => {
    const data = ALL_RECIPES.find((r) => r.ingredients.some((i) => i.id === 'beurre-doux' && i.unit === 'g'));
    if (!data) return;
    const recipe = corpusRecipeDraft(data.id)!;
    const grams = data.ingredients.find((i) => i.id === 'beurre-doux')!.quantity;
    const a = answerIngredientQuestion({ recipe, ingredient: 'beurre doux', question: 'je n\'ai pas de beurre' }, P);
    const oil = a.ingredientsSuggestedForReplacement.find((s) => /huile/i.test(s.name));
    if (oil) expect(oil.quantity).toBeCloseTo(grams * 0.8, -1);
  });

  it('answers allergens, season, storage and nutrition in French', () => {
    expect(answerIngredientQuestion({ ingredient: 'beurre', question: 'allergènes ?' }, P).answer).toMatch(/lait/);
    expect(answerIngredientQuestion({ ingredient: 'fraises', question: 'quelle saison ?' }, P).answer).toMatch(/de saison/);
    expect(answerIngredientQuestion({ ingredient: 'saumon', question: 'comment le conserver ?' }, P).answer).toMatch(/réfrigérateur/);
    expect(answerIngredientQuestion({ ingredient: 'beurre', question: 'combien de calories ?' }, P).answer).toMatch(/kcal/);
    const unknown = answerIngredientQuestion({ ingredient: 'zorglub', question: 'remplacer ?' }, P);
    expect(unknown.ingredientsSuggestedForReplacement).toEqual([]);
    expect(unknown.answer).toMatch(/zorglub/);
  });
});
