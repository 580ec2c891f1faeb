import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagInput } from './tag-input';

// The dislikes of the wizard and the profile: suggestions from the ingredient catalogue.
const CATALOGUE = ['Bavette de bœuf', 'Joue de bœuf', 'Chocolat au lait', 'Lait entier', 'Fromage à raclette', 'Fromage', 'Œufs'];

function Dislikes() {
  const [values, setValues] = useState<string[]>([]);
  return (
    <>
      <TagInput label="Ingrédients non aimés" chipsLabel="Non aimés" values={values} onChange={setValues} suggestions={CATALOGUE} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '[]');
const offered = () =>
  within(screen.getByRole('list', { name: 'Suggestions : Ingrédients non aimés' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('TagInput suggestions', { timeout: 20_000 }, () => {
  it('offers the food of that name first, and Enter adds it in the catalogue’s spelling', async () => {
    const user = userEvent.setup();
    render(<Dislikes />);
    const input = screen.getByLabelText('Ingrédients non aimés');
    await user.type(input, 'oeuf');
    expect(offered()).toEqual(['Œufs', 'Bavette de bœuf', 'Joue de bœuf']);
    await user.type(input, '{Enter}');
    await user.type(input, 'fromage');
    expect(offered()).toEqual(['Fromage', 'Fromage à raclette']);
    await user.type(input, '{Enter}');
    await user.type(input, 'lait{Enter}');
    expect(values()).toEqual(['Œufs', 'Fromage', 'lait']);
  });
});
