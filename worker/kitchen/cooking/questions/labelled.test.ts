import { describe, expect, it } from 'vitest';
import { answerIngredientQuestion, corpusRecipeDraft, type EaterProfile, type RecipeDraft } from '../..';
import { answerQuestionWithKind, UNKNOWN_QUESTION_ANSWER } from './answers';
import { QUESTION_HOLDOUT, QUESTION_SET } from './set';
import { QUESTION_HOLDOUT_2 } from './holdout-2';
import { classifyQuestion } from './classify';
import type { QuestionKind } from './patterns';
import { findIngredient } from '../../knowledge/catalogue';
import { ingredientFitsDiet } from '../../household/diets';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };

function recipe(id: string): RecipeDraft {
  const r = corpusRecipeDraft(id);
  expect(r, id).not.toBeNull();
  return r!;
}

const KINDS: readonly QuestionKind[] = [
  'cooking',
  'storage',
  'allergen-diet',
  'substitution',
  'make-ahead',
  'nutrition',
  'season',
  'price',
  'pregnancy-children',
  'unknown',
];

describe('the labelled question set, asked from a croque-monsieur about its ham', () => {
  const croque = recipe('croque-monsieur');
  const results = QUESTION_SET.map((x) => ({
    ...x,
    got: answerQuestionWithKind({ ingredient: 'Jambon blanc', question: x.question, recipe: croque }, P),
  }));

  it('has at least 200 questions over every kind', () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(200);
    for (const kind of KINDS) expect(QUESTION_SET.filter((x) => x.kind === kind).length, kind).toBeGreaterThanOrEqual(15);
  });

  it('answers no question on another kind (an honest « je ne sais pas » is allowed)', () => {
    const wrong = results.filter((r) => r.got.kind !== r.kind && r.got.kind !== 'unknown').map((r) => `${r.question} → ${r.got.kind}`);
    expect(wrong).toEqual([]);
  });

  it('answers at least 95 % of the questions on their kind', () => {
    const right = results.filter((r) => r.got.kind === r.kind).length;
    expect(right / results.length).toBeGreaterThanOrEqual(0.95);
  });

  it('the honest answers are the exact « Je ne sais pas » text, with nothing suggested', () => {
    const honest = results.filter((r) => r.got.kind === 'unknown');
    expect(honest.length).toBeGreaterThanOrEqual(QUESTION_SET.filter((x) => x.kind === 'unknown').length);
    for (const r of honest)
      expect(r.got.answer, r.question).toEqual({ answer: UNKNOWN_QUESTION_ANSWER, ingredientsSuggestedForReplacement: [] });
  });
});

describe('the hold-out sets, asked the same way', () => {
  const croque = recipe('croque-monsieur');
  for (const [name, set, size] of [
    ['hold-out', QUESTION_HOLDOUT, 40],
    ['second hold-out', QUESTION_HOLDOUT_2, 60],
  ] as const) {
    it(`${name}: ${size} questions over every kind, none answered on another kind`, () => {
      expect(set).toHaveLength(size);
      for (const kind of KINDS) expect(set.filter((x) => x.kind === kind).length, kind).toBeGreaterThanOrEqual(3);
      const wrong = set
        .map((x) => ({ ...x, got: answerQuestionWithKind({ ingredient: 'Jambon blanc', question: x.question, recipe: croque }, P).kind }))
        .filter((r) => r.got !== r.kind && r.got !== 'unknown')
        .map((r) => `${r.question} (${r.kind}) → ${r.got}`);
      expect(wrong).toEqual([]);
    });
  }
});

describe('the classifier reads the shape of a question', () => {
  it('two moments named make a make-ahead question, whatever its cooking verb', () => {
    expect(classifyQuestion('je prepare ce soir et je fais cuire demain ?')).toBe('make-ahead');
    expect(classifyQuestion('Je peux les monter le matin et les passer au four le soir')).toBe('make-ahead');
    // One moment alone is not enough: a cooking question stays one.
    expect(classifyQuestion('je dois le cuire ce soir combien de temps')).toBe('cooking');
  });

  it('a cue that decides while another kind also matches gets the honest answer', () => {
    // « régime » is a diet cue, « sel » a nutrient: either answer would be a guess.
    expect(classifyQuestion('trop sale pour mon regime pauvre en sel')).toBe('unknown');
    // Each cue alone decides.
    expect(classifyQuestion('adapte a mon regime')).toBe('allergen-diet');
    expect(classifyQuestion('beaucoup de sel dedans')).toBe('unknown');
    expect(classifyQuestion('beaucoup de sel')).toBe('nutrition');
  });

  it('an elided word typed without its apostrophe reads as with it', () => {
    expect(classifyQuestion('on peut l assembler a l avance')).toBe('make-ahead');
    expect(classifyQuestion("on peut l'assembler a l'avance")).toBe('make-ahead');
    expect(classifyQuestion('j ai pas de beurre')).toBe('substitution');
  });
});

describe('key answers on a croque-monsieur', () => {
  const croque = recipe('croque-monsieur');
  const ask = (ingredient: string, question: string, r: RecipeDraft = croque) =>
    answerIngredientQuestion({ ingredient, question, recipe: r }, P);

  it('« Le jambon cuit est-il halal ? » is a diet answer: pork, so the dish is not halal', () => {
    expect(ask('Jambon blanc', 'Le jambon cuit est-il halal ?').answer).toBe(
      "Non, le jambon blanc ne convient pas à une alimentation halal : c'est du porc ou un produit qui en contient. « Croque-monsieur » n'est pas halal : le jambon blanc (c'est du porc ou un produit qui en contient).",
    );
  });

  it('« Le jambon en conserve est-il sans gluten ? » is about gluten: the ham has none, the bread has', () => {
    const a = ask('Jambon blanc', 'Le jambon en conserve est-il sans gluten ?').answer;
    expect(a.startsWith('Oui, le jambon blanc est sans gluten')).toBe(true);
    expect(a).toContain("« Croque-monsieur » n'est pas sans gluten : le pain de mie (présence de gluten).");
    expect(a).not.toMatch(/jours|réfrigérateur/);
  });

  it('« ce plat convient à une femme enceinte ? » gets the pregnancy guidance, checked on its ham and gruyère', () => {
    const a = ask('Gruyère râpé', 'Est-ce que ce plat convient à une femme enceinte ?').answer;
    expect(a.startsWith("Pendant la grossesse, d'après Santé publique France (mangerbouger.fr) et Anses")).toBe(true);
    expect(a).toContain('le jambon blanc est une charcuterie cuite');
    expect(a).toContain('le gruyère râpé est un fromage à pâte pressée cuite, permis même au lait cru, ici cuit dans le plat');
    expect(a).toContain('« Croque-monsieur » convient donc pendant la grossesse');
    expect(a).not.toContain("contient l'allergène");
  });

  it('« Peut-on le remplacer par du poulet ? » judges chicken for the ham: quantity, cooking, the dish becomes halal', () => {
    const a = ask('Jambon blanc', 'Peut-on le remplacer par du poulet ?');
    expect(
      a.answer.startsWith('Oui, vous pouvez remplacer le jambon blanc (320 g dans la recette) par du filet de poulet : comptez 320 g'),
    ).toBe(true);
    expect(a.answer).toContain("faites-le cuire avant de l'ajouter, jusqu'à 74 °C à cœur");
    expect(a.answer).toContain('le plat devient halal');
    expect(a.answer).not.toMatch(/bacon|dés de jambon|filet mignon/i);
    expect(a.ingredientsSuggestedForReplacement).toEqual([{ name: 'Filet de poulet', quantity: 320, unity: 'g' }]);
  });

  it('« le » with no food named and the bread selected: chicken replaces the main ingredient, the ham', () => {
    expect(ask('Pain de mie', 'Peut-on le remplacer par du poulet ?').answer.startsWith('Oui, vous pouvez remplacer le jambon blanc')).toBe(
      true,
    );
  });

  it('the offered food decides which line « la » is: margarine stands for the butter, liquid cream for the cream', () => {
    expect(
      ask('Jambon blanc', 'Puis-je utiliser de la margarine à la place ?').answer.startsWith(
        'Oui, vous pouvez remplacer le beurre doux (50 g dans la recette) par de la margarine',
      ),
    ).toBe(true);
    expect(
      ask('Jambon blanc', 'Peut-on la remplacer par de la crème liquide ?').answer.startsWith(
        'Oui, vous pouvez remplacer la crème fraîche épaisse (4 c. à soupe dans la recette) par de la crème liquide',
      ),
    ).toBe(true);
  });

  it('« un équivalent végétal » lists vegetarian substitutes only', () => {
    const a = ask('Jambon blanc', 'Quel équivalent végétal au jambon ?');
    expect(a.ingredientsSuggestedForReplacement.length).toBeGreaterThan(0);
    for (const s of a.ingredientsSuggestedForReplacement) {
      const ing = findIngredient(s.name.replace(/ \(.*\)$/, ''));
      expect(ing, s.name).toBeDefined();
      expect(ingredientFitsDiet(ing!, 'Végétarien'), s.name).toBe(true);
    }
  });

  it('a food the household may not eat is refused, with safe substitutes instead', () => {
    const halal: EaterProfile = { ...P, diets: ['Halal'] };
    const a = answerIngredientQuestion(
      { ingredient: 'Gruyère râpé', question: 'Remplacer le jambon par du bacon ?', recipe: croque },
      halal,
    );
    expect(a.answer.startsWith('Non : bacon ne convient pas à votre foyer')).toBe(true);
    expect(a.ingredientsSuggestedForReplacement.map((s) => s.name)).not.toContain('Bacon');
  });

  it('calories: the portion first, from the recipe lines', () => {
    expect(ask('Jambon blanc', 'Combien de calories par portion ?').answer).toMatch(
      /^Une portion de « Croque-monsieur » \(recette pour 4\) apporte environ \d+ kcal, [\d,]+ g de protéines/,
    );
  });

  it('price and season of « ce plat »: the dish, not the selected ingredient', () => {
    expect(ask('Jambon blanc', 'Combien coûte ce plat par personne ?').answer).toMatch(
      /^« Croque-monsieur » revient à environ \d+,\d\d € par portion \(\d+,\d\d € pour 4\) aux prix moyens constatés en France en 2025\.$/,
    );
    expect(ask('Jambon blanc', 'Est-ce un plat de saison ?').answer).toBe(
      "« Croque-monsieur » se prépare toute l'année : aucun de ses ingrédients n'est saisonnier.",
    );
  });

  it('a question in another language gets the honest answer in French', () => {
    for (const question of ['Is it gluten free?', 'Can I replace ham with chicken?', '¿Es apto para veganos?'])
      expect(ask('Jambon blanc', question).answer).toBe(UNKNOWN_QUESTION_ANSWER);
  });
});

describe('pregnancy and young children on other recipes', () => {
  it('a tiramisu with raw eggs is not advised during pregnancy', () => {
    const a = answerIngredientQuestion(
      { ingredient: 'Mascarpone', question: 'Je suis enceinte, je peux en manger ?', recipe: recipe('tiramisu') },
      P,
    ).answer;
    expect(a).toContain(
      "l'œuf est à consommer bien cuit (blanc et jaune pris), jamais cru ni dans une préparation à base d'œufs crus, ici consommé sans cuisson",
    );
    expect(a).toContain('« Tiramisu » est donc déconseillé pendant la grossesse');
  });

  it('honey for a baby: not before one year (infant botulism), with its source', () => {
    const a = answerIngredientQuestion({ ingredient: 'Miel', question: 'Peut-on en donner à un bébé de 10 mois ?' }, P).answer;
    expect(a).toBe(
      "Pour un bébé de moins d'un an, d'après Santé publique France (mangerbouger.fr) et Anses : le miel : déconseillé avant 1 an, même cuit et en petite quantité (botulisme infantile, Anses). Avant 1 an, l'alimentation suit la diversification conseillée par le pédiatre : textures adaptées, sans sel ajouté.",
    );
  });

  it('whole nuts for a 2-year-old: choking hazard', () => {
    const a = answerIngredientQuestion({ ingredient: 'Noisette', question: 'Mon fils de 2 ans peut en manger ?' }, P).answer;
    expect(a).toContain('déconseillés avant 4 à 5 ans (risque d’étouffement)');
  });

  it('smoked salmon during pregnancy: avoid unless cooked', () => {
    const a = answerIngredientQuestion({ ingredient: 'Saumon fumé', question: 'enceinte ok ?' }, P).answer;
    expect(a).toContain('un poisson fumé, à éviter sauf bien cuit (listériose)');
  });
});
