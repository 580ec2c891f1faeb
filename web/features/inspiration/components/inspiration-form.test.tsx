import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FORM } from '../storage';
import { InspirationForm } from './inspiration-form';

function setup(pending = false) {
  const onSubmit = vi.fn();
  render(<InspirationForm initialValues={DEFAULT_FORM} onSubmit={onSubmit} pending={pending} error={null} />);
  return { onSubmit, user: userEvent.setup() };
}
const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;

describe('InspirationForm', () => {
  it('preparation slider: 10 to 120 step 5, default 30, 120 reads "120 min et plus"', () => {
    setup();
    const prep = slider('Temps de préparation');
    expect([prep.min, prep.max, prep.step, prep.value]).toEqual(['10', '120', '5', '30']);
    expect(prep.getAttribute('aria-valuetext')).toBe('30 min');
    fireEvent.change(prep, { target: { value: '120' } });
    expect(prep.getAttribute('aria-valuetext')).toBe('120 min et plus');
    expect(screen.getAllByText('120 min et plus').length).toBeGreaterThan(0);
  });

  it('baking slider: 0 to 120 step 6, default 30, and 120 is just "120 min"', () => {
    setup();
    const baking = slider('Temps de cuisson');
    expect([baking.min, baking.max, baking.step, baking.value]).toEqual(['0', '120', '6', '30']);
    fireEvent.change(baking, { target: { value: '120' } });
    expect(baking.getAttribute('aria-valuetext')).toBe('120 min');
  });

  it('offers free text for dish, cuisine and ingredients but not for difficulty', () => {
    setup();
    expect(screen.getByLabelText('Autre type de plat')).toBeTruthy();
    expect(screen.getByLabelText('Autre cuisine')).toBeTruthy();
    expect(screen.getByLabelText('Autre ingrédient')).toBeTruthy();
    const difficulty = screen.getByRole('group', { name: 'Difficulté' });
    expect(difficulty.querySelector('input')).toBeNull();
    expect(['Facile', 'Moyenne', 'Difficile'].map((name) => screen.getByRole('button', { name }).getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
    ]);
  });

  it('keeps every change under lastFormData and submits the chosen values', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Dessert' }));
    await user.click(screen.getByRole('button', { name: 'Italienne' }));
    await user.click(screen.getByRole('button', { name: 'Facile' }));
    await user.type(screen.getByLabelText('Description libre'), 'Léger');
    fireEvent.change(slider('Temps de préparation'), { target: { value: '45' } });
    expect(JSON.parse(localStorage.getItem('lastFormData') ?? '{}')).toMatchObject({
      dish: ['Dessert'],
      cuisine: ['Italienne'],
      complexity: ['Facile'],
      preparationTime: 45,
      description: 'Léger',
    });
    await user.click(screen.getByRole('button', { name: 'Voir des suggestions' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      dish: ['Dessert'],
      preparationTime: 45,
      bakingTime: 30,
      cuisine: ['Italienne'],
      complexity: ['Facile'],
      ingredients: [],
      description: 'Léger',
    });
  });

  it('says a recipe is created directly when no dish type is chosen, and shows the pending label', () => {
    setup(true);
    expect(screen.getByText('Sans type de plat choisi, une recette est créée directement.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Génération en cours...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Génération en cours...');
  });
});
