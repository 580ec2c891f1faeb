import { describe, expect, it } from 'vitest';
import { extractedRecipeSchema } from '@shared/schemas/recipe-import';
import { parseRecipeText } from './text';

// Recipes as people paste them: copied from a notebook, a text message or a page without data.

const parse = (text: string) => {
  const recipe = parseRecipeText(text);
  expect(recipe === null || extractedRecipeSchema.safeParse(recipe).success).toBe(true);
  return recipe;
};

describe('parseRecipeText', () => {
  it('reads a notebook recipe with headings, servings, times, an ingredient group and numbered steps', () => {
    const text = `Gâteau au yaourt de Mamie

Pour 6 personnes
Préparation : 15 min
Cuisson : 1 h 15

Ingrédients
- 1 pot de yaourt nature
- 3 pots de farine
• 2 pots de sucre
Pour le glaçage :
- 100 g de sucre glace
- 1 citron

Préparation
1. Préchauffer le four à 180 °C.
2) Mélanger le yaourt, la farine et le sucre.
3. Verser dans un moule beurré et enfourner.
`;
    expect(parse(text)).toEqual({
      title: 'Gâteau au yaourt de Mamie',
      servings: 6,
      prepMinutes: 15,
      cookMinutes: 75,
      ingredients: [
        { text: '1 pot de yaourt nature' },
        { text: '3 pots de farine' },
        { text: '2 pots de sucre' },
        { section: 'Pour le glaçage', text: '100 g de sucre glace' },
        { section: 'Pour le glaçage', text: '1 citron' },
      ],
      steps: [
        { text: 'Préchauffer le four à 180 °C.' },
        { text: 'Mélanger le yaourt, la farine et le sucre.' },
        { text: 'Verser dans un moule beurré et enfourner.' },
      ],
      categories: [],
      keywords: [],
      origin: 'text',
    });
  });

  it('reads « Ingrédients (pour 4 personnes) : », « Étapes », « Étape 1 » lines and a text before the ingredients', () => {
    const text = `Recette : Velouté de carottes
Un velouté tout doux pour l'hiver.
Ingrédients (pour 4 personnes) :
500 g de carottes
1 oignon
75 cl de bouillon
Étapes :
Étape 1
Éplucher et couper les carottes.
Étape 2 : Faire revenir l'oignon, ajouter les carottes et le bouillon.
Temps total : 45 min
Astuces :
Ajouter une pointe de cumin.`;
    expect(parse(text)).toMatchObject({
      title: 'Velouté de carottes',
      description: "Un velouté tout doux pour l'hiver.\nAjouter une pointe de cumin.",
      servings: 4,
      totalMinutes: 45,
      ingredients: [{ text: '500 g de carottes' }, { text: '1 oignon' }, { text: '75 cl de bouillon' }],
      steps: [{ text: 'Éplucher et couper les carottes.' }, { text: "Faire revenir l'oignon, ajouter les carottes et le bouillon." }],
    });
  });

  it('groups the steps under « Pour la pâte : » headings, as it groups the ingredients', () => {
    const recipe = parse(`Tarte au citron
Ingrédients :
Pour la pâte :
200 g de farine
100 g de beurre
Pour la crème :
3 citrons
Préparation :
Pour la pâte :
Sabler la farine et le beurre.
Pour la crème :
Presser les citrons.`);
    expect(recipe!.ingredients).toEqual([
      { section: 'Pour la pâte', text: '200 g de farine' },
      { section: 'Pour la pâte', text: '100 g de beurre' },
      { section: 'Pour la crème', text: '3 citrons' },
    ]);
    expect(recipe!.steps).toEqual([
      { section: 'Pour la pâte', text: 'Sabler la farine et le beurre.' },
      { section: 'Pour la crème', text: 'Presser les citrons.' },
    ]);
  });

  it('without headings: the lines before the first sentence are the ingredients, the rest the steps', () => {
    const text = `Pâtes carbonara
400 g de spaghetti
200 g de lardons
3 jaunes d'œufs
Parmesan râpé
Sel, poivre
Cuire les pâtes al dente.
Faire dorer les lardons à sec.
10 minutes avant la fin, battre les jaunes avec le parmesan.
Mélanger le tout hors du feu.`;
    expect(parse(text)).toMatchObject({
      title: 'Pâtes carbonara',
      ingredients: [
        { text: '400 g de spaghetti' },
        { text: '200 g de lardons' },
        { text: "3 jaunes d'œufs" },
        { text: 'Parmesan râpé' },
        { text: 'Sel, poivre' },
      ],
      steps: [
        { text: 'Cuire les pâtes al dente.' },
        { text: 'Faire dorer les lardons à sec.' },
        { text: '10 minutes avant la fin, battre les jaunes avec le parmesan.' },
        { text: 'Mélanger le tout hors du feu.' },
      ],
    });
  });

  it('without headings and with a sentence first: the lines that start with a quantity are the ingredients', () => {
    const recipe = parse(`Mousse au chocolat
La recette de ma sœur, toujours réussie.
200 g de chocolat noir
6 œufs
une pincée de sel
Faire fondre le chocolat.
Monter les blancs en neige et les incorporer.`);
    expect(recipe!.ingredients.map((l) => l.text)).toEqual(['200 g de chocolat noir', '6 œufs', 'une pincée de sel']);
    expect(recipe!.steps.map((l) => l.text)).toEqual([
      'La recette de ma sœur, toujours réussie.',
      'Faire fondre le chocolat.',
      'Monter les blancs en neige et les incorporer.',
    ]);
  });

  it('reads « 1h30 », « 2 heures », « 45 minutes » and a time with a temperature after it', () => {
    const recipe = parse(`Pot-au-feu
Préparation : 45 minutes
Cuisson : 3 heures
Temps de repos : 1h30
Ingrédients
1 kg de bœuf
Préparation
Cuire doucement.`);
    expect(recipe).toMatchObject({ prepMinutes: 45, cookMinutes: 180 });
    expect(recipe!.totalMinutes).toBeUndefined();
    const hot = parse(`Poulet rôti\nCuisson : 1h30\nIngrédients\n1 poulet\nPréparation\nRôtir.`);
    expect(hot!.cookMinutes).toBe(90);
  });

  it('answers null without a title line or without any ingredient', () => {
    expect(parse('')).toBeNull();
    expect(parse('   \n\n  ')).toBeNull();
    expect(parse('Ingrédients\n200 g de farine\nPréparation\nMélanger.')).toBeNull();
    expect(parse('Juste un titre')).toBeNull();
    expect(parse('Une idée\nFaire une tarte un jour.\nPenser à acheter des pommes.')).toBeNull();
  });

  it('pasted HTML or entities come out as plain text', () => {
    const recipe = parse(
      '<b>Crème brûlée</b>\nIngrédients\n<li>50 cl de cr&egrave;me</li>\n<li>5 jaunes <script>x()</script>d&#39;œufs</li>\nPréparation\nCuire au bain-marie.',
    );
    expect(recipe!.title).toBe('Crème brûlée');
    expect(recipe!.ingredients).toEqual([{ text: '50 cl de crème' }, { text: "5 jaunes d'œufs" }]);
  });
});
