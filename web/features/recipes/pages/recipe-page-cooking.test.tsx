import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FamilyTreeNode, Recipe } from '@shared/schemas/recipes';
import { renderScreen, stubApi, stubError } from '@web/test/api-stub';
import RecipePage from './recipe-page';

const RECIPE: Recipe = {
  id: 'r1',
  title: 'Quiche aux poireaux',
  description: 'Une quiche du dimanche',
  dishType: 'Plat chaud',
  cuisine: 'Française',
  complexity: 2,
  prepTime: 20,
  cookTime: 35,
  servings: 4,
  ingredients: [
    { name: 'Farine', quantity: 200, unity: 'g' },
    { name: 'œufs', quantity: 3, unity: '' },
    { name: 'Crème liquide', quantity: 20, unity: 'cl' },
    { name: 'Beurre', quantity: 100, unity: 'g' },
    { name: 'Sel', quantity: 0, unity: 'à goût' },
  ],
  instructions: [
    { time: 10, explanation: 'Préparer la pâte et la laisser reposer 30 minutes.', tips: '' },
    { time: 5, explanation: 'Émincer les poireaux.', tips: 'Bien les rincer.' },
    { time: 35, explanation: 'Enfourner pour 35 min à 180 °C.', tips: '' },
  ],
  variantSuggestions: [],
  improvementSuggestions: [],
  sideDishSuggestions: [],
  imageUrl: null,
  allergens: ['Gluten', 'Œufs', 'Lait'],
  diets: ['Végétarien'],
  nutritionPerPortion: { kcal: 512.4, proteines: 14.2, glucides: 39.8, lipides: 31.1, fibres: 3, sel: 0.8 },
  costPerPortion: 2.1,
  seasonMonths: [10, 11],
  nutriScore: 'D',
  tags: [],
  parentId: null,
  rootId: 'r1',
  sourceRecipeId: null,
  generatedAt: '2026-11-23T17:05:00.000Z',
  savedAt: null,
  criteria: null,
};
const TREE: FamilyTreeNode = { id: 'r1', title: RECIPE.title, generatedAt: RECIPE.generatedAt, children: [] };

const render = () => {
  stubApi({ 'GET /api/meals/recipe/*': () => ({ success: true, data: { recipe: RECIPE, familyTree: TREE } }) }, () =>
    stubError(404, 'Recette non trouvée'),
  );
  return renderScreen(<RecipePage />, { url: '/recette/r1', paths: ['/recette/:recipeId'] });
};

/** The quantity shown next to an ingredient's name. */
const quantityOf = (name: string) => {
  const items = within(screen.getByRole('region', { name: 'Ingrédients' })).getAllByRole('listitem');
  const item = items.find((li) => li.querySelector('span')?.textContent === name);
  if (!item) throw new Error(`no ingredient ${name}`);
  return item.querySelector('span.ml-2')?.textContent;
};

afterEach(() => vi.unstubAllGlobals());

describe('the recipe page for cooking', { timeout: 20_000 }, () => {
  it('rescales every quantity with the servings stepper, rounded as the shopping list, and back', async () => {
    const user = render();
    await screen.findByRole('heading', { level: 1, name: 'Quiche aux poireaux' });
    const count = screen.getByText('4 portions');
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(quantityOf('Farine')).toBe('200 g');
    expect(quantityOf('œufs')).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Ajouter une portion' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une portion' }));
    expect(count.textContent).toBe('6 portions');
    expect(quantityOf('Farine')).toBe('300 g');
    expect(quantityOf('œufs')).toBe('5');
    expect(quantityOf('Crème liquide')).toBe('30 cl');
    expect(quantityOf('Beurre')).toBe('150 g');
    expect(quantityOf('Sel')).toBe('à goût');
    expect(screen.getByText('Quantités recalculées pour 6 portions, arrondies comme sur la liste de courses.')).toBeTruthy();
    // Per portion, the nutrition does not change.
    expect(screen.getByText('512 kcal')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retirer une portion' }));
    await user.click(screen.getByRole('button', { name: 'Retirer une portion' }));
    expect(count.textContent).toBe('4 portions');
    expect(quantityOf('Farine')).toBe('200 g');
    expect(quantityOf('œufs')).toBe('3');
    expect(quantityOf('Crème liquide')).toBe('20 cl');
    expect(screen.queryByText(/Quantités recalculées/)).toBeNull();
  });

  it('stops at 1 and at 20 portions', async () => {
    const user = render();
    await screen.findByRole('heading', { level: 1 });
    const minus = screen.getByRole('button', { name: 'Retirer une portion' }) as HTMLButtonElement;
    for (let i = 0; i < 3; i++) await user.click(minus);
    expect(screen.getByText('1 portion')).toBeTruthy();
    expect(minus.disabled).toBe(true);
    expect(quantityOf('œufs')).toBe('1');
    expect(quantityOf('Farine')).toBe('50 g');
    const plus = screen.getByRole('button', { name: 'Ajouter une portion' }) as HTMLButtonElement;
    for (let i = 0; i < 19; i++) await user.click(plus);
    expect(screen.getByText('20 portions')).toBeTruthy();
    expect(plus.disabled).toBe(true);
    expect(quantityOf('Farine')).toBe('1 kg');
    expect(quantityOf('œufs')).toBe('15');
  });

  it('opens the cooking mode, moves by arrow keys and buttons, and gives focus back on Escape', async () => {
    const user = render();
    await screen.findByRole('heading', { level: 1 });
    const open = screen.getByRole('button', { name: 'Mode cuisine' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Mode cuisine : Quiche aux poireaux' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const heading = within(dialog).getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Étape 1 sur 3');
    expect(document.activeElement).toBe(heading);
    expect(within(dialog).getByText('Préparer la pâte et la laisser reposer 30 minutes.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Lancer le minuteur (30 min)' })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Étape précédente' }) as HTMLButtonElement).disabled).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Étape 2 sur 3');
    expect(document.activeElement?.textContent).toBe('Étape 2 sur 3');
    expect(within(dialog).getByText('Émincer les poireaux.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Lancer le minuteur (5 min)' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Étape suivante' }));
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Étape 3 sur 3');
    expect(document.activeElement?.textContent).toBe('Étape 3 sur 3');
    expect((within(dialog).getByRole('button', { name: 'Étape suivante' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Étape 3 sur 3');

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Étape 2 sur 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('keeps Tab inside the dialog and leaves by « Quitter le mode cuisine »', async () => {
    const user = render();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Mode cuisine' }));
    const dialog = screen.getByRole('dialog');
    // From the step heading: Lancer le minuteur → Étape suivante (Précédente is disabled) → round to Quitter.
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Lancer le minuteur (30 min)');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Étape suivante');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Quitter le mode cuisine');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Étape suivante');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Quitter le mode cuisine' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mode cuisine' }));
  });
});
