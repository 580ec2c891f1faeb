import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IngredientPicker } from './ingredient-picker';

const KNOWN = [
  'Pomme',
  'Pomme de terre',
  'Pommeau',
  'Pomelo',
  'Compote de pommes',
  'Tomme',
  'Pommes dauphines',
  'Pomme Golden',
  'Pomme Granny',
  'Pomme Gala',
  'Pomme Reinette',
  'Pomme Fuji',
  'Pêche',
  'Épinards',
  'Crème fraîche',
  'Œufs',
];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <IngredientPicker known={KNOWN} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]');
const suggestions = () => {
  const list = screen.queryByRole('list', { name: 'Ingrédients correspondants' });
  return list
    ? within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'))
    : [];
};

describe('IngredientPicker', { timeout: 20_000 }, () => {
  it('suggests at most 10 known ingredients, case-insensitive substring', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Rechercher un ingrédient'), 'POMM');
    expect(suggestions()).toHaveLength(10);
    expect(suggestions()[0]).toBe('Ajouter Pomme');
    expect(suggestions()).toContain('Ajouter Compote de pommes');
  });

  it('ignores accents and leaves out what is already chosen', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Crème fraîche']} />);
    const search = screen.getByLabelText('Rechercher un ingrédient');
    await user.type(search, 'creme');
    expect(suggestions()).toEqual([]);
    await user.clear(search);
    await user.type(search, 'epin');
    expect(suggestions()).toEqual(['Ajouter Épinards']);
    await user.clear(search);
    await user.type(search, 'oeuf');
    expect(suggestions()).toEqual(['Ajouter Œufs']);
  });

  it('adds a suggestion by click or Enter, then no longer suggests it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByLabelText('Rechercher un ingrédient');
    await user.type(search, 'pêc');
    await user.click(screen.getByRole('button', { name: 'Ajouter Pêche' }));
    expect(value()).toEqual(['Pêche']);
    expect((search as HTMLInputElement).value).toBe('');
    await user.type(search, 'peche');
    expect(suggestions()).toEqual([]);
    await user.clear(search);
    await user.type(search, 'tomme{Enter}');
    expect(value()).toEqual(['Pêche', 'Tomme']);
  });

  it('adds free text trimmed, by button or Enter, ignoring blanks and duplicates', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Pêche']} />);
    const custom = screen.getByLabelText('Ingrédient non listé');
    await user.type(custom, '  Reste de riz  ');
    await user.click(screen.getByRole('button', { name: "Ajouter l'ingrédient non listé" }));
    expect(value()).toEqual(['Pêche', 'Reste de riz']);
    await user.type(custom, '   {Enter}');
    await user.type(custom, 'reste DE riz{Enter}');
    await user.type(custom, 'PECHE{Enter}');
    expect(value()).toEqual(['Pêche', 'Reste de riz']);
    await user.type(custom, 'Pain rassis{Enter}');
    expect(value()).toEqual(['Pêche', 'Reste de riz', 'Pain rassis']);
  });

  it("removes chips and says 'Aucun ingrédient sélectionné' when none is left", async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Pêche']} />);
    expect(screen.queryByText('Aucun ingrédient sélectionné')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retirer Pêche' }));
    expect(value()).toEqual([]);
    expect(screen.getByText('Aucun ingrédient sélectionné')).toBeTruthy();
  });
});

describe('IngredientPicker with the names of the catalogue', { timeout: 20_000 }, () => {
  const CATALOGUE = ['Bavette de bœuf', 'Joue de bœuf', 'Chocolat au lait', 'Laitue, crue', 'Lait entier', 'Fromage à raclette', 'Œufs'];
  function Picker() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <>
        <IngredientPicker known={CATALOGUE} value={value} onChange={setValue} />
        <output data-testid="value">{JSON.stringify(value)}</output>
      </>
    );
  }

  it('« œuf » offers « Œufs » first, and Enter adds « Œufs », not a cut of beef', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const search = screen.getByLabelText('Rechercher un ingrédient');
    await user.type(search, 'œuf');
    expect(suggestions()).toEqual(['Ajouter Œufs', 'Ajouter Bavette de bœuf', 'Ajouter Joue de bœuf']);
    await user.type(search, '{Enter}');
    expect(value()).toEqual(['Œufs']);
  });

  it('Enter on « lait » or « fromage » adds what was typed, never another food that contains it', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const search = screen.getByLabelText('Rechercher un ingrédient');
    await user.type(search, 'lait');
    expect(suggestions()[0]).toBe('Ajouter Lait entier');
    await user.type(search, '{Enter}');
    await user.type(search, 'fromage{Enter}');
    expect(value()).toEqual(['lait', 'fromage']);
  });
});
