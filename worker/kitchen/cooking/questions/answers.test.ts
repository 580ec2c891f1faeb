import { describe, expect, it } from 'vitest';
import { answerIngredientQuestion, corpusRecipeDraft, type EaterProfile, type RecipeDraft } from '../../index';
import { classifyQuestion, seasonText } from './answers';
import { compileProfile } from '../../household/profile';
import { findIngredient } from '../../knowledge/catalogue';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const ask = (ingredient: string, question: string, recipe?: RecipeDraft) => answerIngredientQuestion({ ingredient, question, recipe }, P);
/** The first sentence of an answer (up to the first ". " outside a number). */
const firstSentence = (text: string) => text.split(/(?<=[.!?»])\s+(?=[A-ZÀ-ÖØ-Þ(])/)[0];

/** A corpus recipe known by its id (the test fails loudly if the corpus loses it). */
function recipe(id: string): RecipeDraft {
  const r = corpusRecipeDraft(id);
  expect(r, id).not.toBeNull();
  return r!;
}

describe('classifyQuestion', () => {
  it.each([
    ['Combien de temps faut-il le cuire ?', 'cooking'],
    ['À quelle température le cuire ?', 'cooking'],
    ["Comment savoir si c'est cuit ?", 'cooking'],
    ['Quelle cuisson à cœur ?', 'cooking'],
    ['Combien de temps se garde-t-il ?', 'storage'],
    ['Peut-on le congeler ?', 'storage'],
    ['Combien de temps au frigo ?', 'storage'],
    ['Combien de temps se garde-t-il une fois cuit ?', 'storage'],
    ['Est-il sans gluten ?', 'allergen-diet'],
    ['Est-ce végan ?', 'allergen-diet'],
    ['Contient-il du lait ?', 'allergen-diet'],
    ['halal ?', 'allergen-diet'],
    ['Est-ce que ça convient aux végétariens ?', 'allergen-diet'],
    ['Par quoi remplacer le beurre ?', 'substitution'],
    ["Je n'en ai pas, que faire ?", 'substitution'],
    ['Peut-on le préparer la veille ?', 'make-ahead'],
    ["Peut-on le cuire à l'avance ?", 'make-ahead'],
    ['Comment le réchauffer ?', 'make-ahead'],
    ['Combien de calories ?', 'nutrition'],
    ['Combien de protéines et de glucides ?', 'nutrition'],
    ['Quelle est la saison ?', 'season'],
    ['Quand acheter des fraises ?', 'season'],
    ['Quel est son prix ?', 'price'],
    ['Est-ce cher ?', 'price'],
    ['Y a-t-il des œufs dedans ?', 'allergen-diet'],
    ['Est-ce sans lait ?', 'allergen-diet'],
    ['La laitue est-elle de saison ?', 'season'],
    ['Les œufs sont-ils de saison ?', 'season'],
    ['Quel est le prix du lait ?', 'price'],
    ['Peut-on le cuire encore congelé ?', 'cooking'],
    ['Quelle est la capitale du Pérou ?', 'unknown'],
    ['Bonjour', 'unknown'],
    // Structure before keywords: a diet word wins over « cuit » and « en conserve ».
    ['Le jambon cuit est-il halal ?', 'allergen-diet'],
    ['Le jambon en conserve est-il sans gluten ?', 'allergen-diet'],
    ['calories du jambon cuit', 'nutrition'],
    ['Peut-on le remplacer par du poulet ?', 'substitution'],
    ['Est-ce que ce plat convient à une femme enceinte ?', 'pregnancy-children'],
    ['Peut-on en donner à un bébé de 10 mois ?', 'pregnancy-children'],
    ['cb de kcal', 'nutrition'],
    ['c vegan ?', 'allergen-diet'],
    ['Is it gluten free?', 'unknown'],
    ['¿Cuánto tiempo de cocción?', 'unknown'],
  ])('%s → %s', (question, kind) => {
    expect(classifyQuestion(question)).toBe(kind);
  });
});

describe('season text', () => {
  it('names runs of months over the circular year', () => {
    expect(seasonText([5, 6, 7])).toBe('de mai à juillet');
    expect(seasonText([11, 12, 1, 2])).toBe('de novembre à février');
    expect(seasonText([3])).toBe('en mars');
    expect(seasonText([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe("toute l'année");
  });
});

describe('cooking questions', () => {
  it("quotes the recipe's step that cooks the chicken, with its minutes", () => {
    const soup = recipe('soupe-thaie-au-poulet-et-lait-de-coco');
    const a = ask('poulet', 'Combien de temps faut-il le cuire ?', soup).answer;
    expect(firstSentence(a)).toBe(
      'Dans cette recette, le filet de poulet cuit 8 minutes (étape 3) : « Ajoutez le poulet et les champignons, et laissez cuire 8 minutes à petit frémissement sans faire bouillir. »',
    );
    expect(a).toContain('74 °C à cœur');
    expect(a).toContain('USDA FSIS, Safe Minimum Internal Temperature Chart');
  });

  it('another phrasing, another recipe: the minutes come from that recipe', () => {
    const sopa = recipe('sopa-de-tortilla');
    const a = ask('filet de poulet', 'Quelle durée de cuisson ?', sopa).answer;
    expect(a.startsWith('Dans cette recette, le filet de poulet cuit 20 minutes (étape 3) : « Plongez les filets de poulet entiers')).toBe(
      true,
    );
  });

  it('without a recipe, gives the safe core temperature of poultry and minced beef', () => {
    expect(ask('poulet', 'À quelle température le cuire ?').answer).toContain('Pour une cuisson sans risque, visez 74 °C à cœur');
    const minced = ask('steak haché', "Comment savoir si c'est cuit ?").answer;
    expect(minced).toContain('visez 70 °C à cœur : plus aucune trace rosée au centre');
    expect(minced).toContain('ANSES');
  });

  it('without a recipe, a vegetable gets the usual range of the corpus recipes that cook it', () => {
    const a = ask('courgette', 'Combien de temps faut-il la cuire ?').answer;
    expect(a).toMatch(
      /^Dans les recettes de Popote, la courgette cuit le plus souvent \d+ à \d+ minutes \(d'après \d+ recettes\) ; le temps exact dépend de la recette/,
    );
  });

  it('without a recipe and with no corpus reference, says so instead of inventing a time', () => {
    expect(ask('salade verte', 'Combien de temps faut-il la cuire ?').answer).toBe(
      "Je n'ai pas de temps de cuisson de référence pour la salade verte hors d'une recette : posez la question depuis une recette, je vous citerai l'étape qui la fait cuire et sa durée.",
    );
  });
});

describe('storage questions', () => {
  it('raw chicken keeps 1 to 2 days in the fridge, with the source', () => {
    const a = ask('poulet', 'Combien de temps se garde-t-il ?').answer;
    expect(firstSentence(a)).toBe('Le filet de poulet cru se garde 1 à 2 jours au réfrigérateur, entre 0 et 4 °C.');
    expect(a).toContain('USDA FSIS, Cold Food Storage Chart');
    expect(a).not.toContain('3 à 5 jours');
  });

  it('minced meat: 1 to 2 days in the fridge, 3 to 4 months in the freezer', () => {
    const a = ask('steak haché', 'Combien de temps au frigo ?').answer;
    expect(firstSentence(a)).toBe('Le steak haché cru se garde 1 à 2 jours au réfrigérateur, entre 0 et 4 °C.');
    expect(a).toContain('Au congélateur (−18 °C) : 3 à 4 mois');
  });

  it('freezing questions lead with the freezer time (poultry pieces 9 months, fatty fish 2 to 3 months)', () => {
    expect(firstSentence(ask('poulet', 'Peut-on le congeler ?').answer)).toBe(
      "Oui, le filet de poulet cru se congèle : jusqu'à 9 mois à −18 °C.",
    );
    expect(firstSentence(ask('saumon', 'Ça se congèle ?').answer)).toBe(
      "Oui, le filet de saumon cru se congèle : jusqu'à 2 à 3 mois à −18 °C.",
    );
  });

  it('opened cooked ham keeps 3 to 5 days; cooked chicken 3 to 4 days', () => {
    expect(firstSentence(ask('jambon', 'Combien de temps au frigo une fois ouvert ?').answer)).toBe(
      'Le jambon blanc se garde 3 à 5 jours au réfrigérateur une fois le paquet ouvert, entre 0 et 4 °C.',
    );
    expect(
      ask('poulet', 'Combien de temps se garde-t-il une fois cuit ?').answer.startsWith(
        'Une fois cuit, le filet de poulet se garde 3 à 4 jours au réfrigérateur',
      ),
    ).toBe(true);
  });
});

describe('allergen and diet questions', () => {
  it('wheat flour is not gluten-free: "Non" first, then why', () => {
    expect(ask('farine de blé', 'Est-il sans gluten ?').answer).toBe('Non, la farine de blé contient du gluten.');
    expect(ask('farine', 'Est-ce sans gluten ?').answer).toBe('Non, la farine de blé contient du gluten.');
  });

  it('lentils are vegan and vegetarian: "Oui" first', () => {
    expect(ask('lentilles', 'Est-ce végan ?').answer).toBe(
      "Oui, les lentilles vertes conviennent à un régime végan : aucun produit d'origine animale.",
    );
    expect(ask('lentilles', 'Est-ce que ça convient aux végétariens ?').answer).toBe(
      'Oui, les lentilles vertes conviennent à un régime végétarien : ni viande ni poisson.',
    );
  });

  it('butter is not vegan and contains milk', () => {
    expect(ask('beurre', 'Est-ce végan ?').answer).toBe(
      "Non, le beurre doux ne convient pas à un régime végan : c'est un produit laitier.",
    );
    expect(ask('beurre', 'Contient-il du lait ?').answer).toBe(
      'Oui, le beurre doux contient du lait (allergène à déclaration obligatoire).',
    );
    expect(ask("huile d'olive", 'Contient-elle du lait ?').answer).toBe("Non, l'huile d'olive ne contient pas de lait d'après notre base.");
  });

  it('pork is not halal', () => {
    expect(ask('lardons', 'halal ?').answer).toBe(
      "Non, les lardons fumés ne conviennent pas à une alimentation halal : c'est du porc ou un produit qui en contient.",
    );
    expect(ask('lardons', 'Est-ce halal ?').answer.startsWith('Non,')).toBe(true);
  });
});

describe('substitution questions', () => {
  it('suggests substitutes with quantities that respect the profile', () => {
    const vegan: EaterProfile = { ...P, diets: ['Végan'], allergies: ['Soja'] };
    const a = answerIngredientQuestion({ ingredient: 'beurre', question: 'Par quoi remplacer le beurre ?' }, vegan);
    expect(a.ingredientsSuggestedForReplacement.length).toBeGreaterThan(0);
    const compiled = compileProfile(vegan);
    for (const s of a.ingredientsSuggestedForReplacement) {
      expect(s.quantity).toBeGreaterThan(0);
      const ing = findIngredient(s.name.replace(/ \(.*\)$/, ''));
      expect(ing, s.name).toBeDefined();
      expect(compiled.forbidden.has(ing!.id), s.name).toBe(false);
    }
    expect(a.answer.startsWith('Pour remplacer le beurre doux, vous pouvez utiliser : ')).toBe(true);
  });

  it('"je n\'en ai pas" is a substitution question too', () => {
    const a = ask('beurre', "Je n'en ai pas, que faire ?");
    expect(a.answer).toBe(
      "Pour remplacer le beurre doux, vous pouvez utiliser : huile d'olive (80 g), ou huile de colza (80 g), ou margarine (100 g).",
    );
    expect(a.ingredientsSuggestedForReplacement.map((s) => s.name)).toEqual(["Huile d'olive", 'Huile de colza', 'Margarine']);
  });
});

describe('make-ahead questions', () => {
  it('a soup is made the day before, kept 3 to 4 days and reheated to 74 °C', () => {
    const soup = recipe('soupe-thaie-au-poulet-et-lait-de-coco');
    const a = ask('poulet', 'Peut-on le préparer la veille ?', soup).answer;
    expect(firstSentence(a)).toBe(
      'Oui, « Soupe thaïe au poulet et lait de coco » se prépare la veille : une soupe se garde bien et gagne souvent en goût.',
    );
    expect(a).toContain('3 à 4 jours');
    expect(a).toContain('74 °C à cœur');
  });

  it('a salad with no cooking is never told to be reheated', () => {
    const salad = recipe('salade-de-radis-et-concombre-au-fromage-blanc');
    const a = ask('radis', "Peut-on la faire à l'avance ?", salad).answer;
    expect(a).toBe(
      "Oui, en partie : vous pouvez faire la veille les préparations de « Salade de radis et concombre au fromage blanc » (éplucher, couper, préparer la sauce) et les garder au réfrigérateur dans des boîtes fermées ; l'assemblage se fait au dernier moment.",
    );
  });

  it('reheating and preparing ahead without a recipe', () => {
    expect(firstSentence(ask('poulet', 'Comment le réchauffer ?').answer)).toBe(
      "Réchauffez le filet de poulet jusqu'à 74 °C à cœur (fumant au centre), à feu doux ou au four couvert, et une seule fois (source : USDA FSIS, Safe Minimum Internal Temperature Chart).",
    );
    expect(firstSentence(ask('carotte', "Peut-on la préparer à l'avance ?").answer)).toBe(
      "Oui, vous pouvez préparer la carotte à l'avance : épluchée ou coupée, elle se garde jusqu'au lendemain au réfrigérateur dans une boîte fermée.",
    );
  });
});

describe('nutrition, season and price questions', () => {
  it('nutrition per 100 g from CIQUAL', () => {
    expect(firstSentence(ask('beurre', 'Combien de calories ?').answer)).toBe(
      'Pour 100 g de beurre doux : 753 kcal, 0,6 g de protéines, 0,7 g de glucides, 83 g de lipides et 0 g de fibres (table CIQUAL).',
    );
    expect(ask('lentilles', 'Combien de protéines ?').answer).toContain('25,1 g de protéines');
  });

  it('season months', () => {
    expect(firstSentence(ask('fraises', 'Quelle est la saison ?').answer)).toBe('La fraise est de saison de mai à juillet en France.');
    expect(firstSentence(ask('fraises', 'Quand acheter des fraises ?').answer)).toBe('La fraise est de saison de mai à juillet en France.');
  });

  it('price', () => {
    expect(ask('poulet', 'Quel est son prix ?').answer).toBe(
      'Le filet de poulet coûte en moyenne 14,00 € le kilo, prix moyen constaté en France en 2025.',
    );
    expect(ask('poulet', 'Est-ce cher ?').answer.startsWith('Le filet de poulet coûte en moyenne')).toBe(true);
  });
});

describe('questions Popote cannot answer', () => {
  it('says so honestly, never answering another question', () => {
    for (const question of ['Quelle est la capitale du Pérou ?', 'Qui a gagné le match hier ?']) {
      const a = ask('poulet', question);
      expect(a.answer.startsWith('Je ne sais pas répondre à cette question')).toBe(true);
      expect(a.answer).not.toMatch(/jours|kcal|remplacer par|°C/);
      expect(a.ingredientsSuggestedForReplacement).toEqual([]);
    }
  });

  it('an ingredient the catalogue does not know is named, with no invented facts', () => {
    const unknown = ask('zorglub', 'Par quoi le remplacer ?');
    expect(unknown.ingredientsSuggestedForReplacement).toEqual([]);
    expect(firstSentence(unknown.answer)).toBe(
      "Je ne trouve pas « zorglub » dans ma base d'ingrédients : je ne peux pas vous donner d'informations fiables à son sujet.",
    );
  });
});
