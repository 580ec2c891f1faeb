import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import HomePage from './home-page';

function pageText(): string {
  const { container } = render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

describe('landing page claims', () => {
  it('claims only what the app does: checked allergies on every recipe, ratings and favourites for the next menus, no artificial intelligence', () => {
    const text = pageText();
    expect(text).toContain('Vos allergies sont vérifiées sur chaque recette proposée.');
    expect(text).toContain(
      'Indiquez vos goûts, vos allergies, votre régime et la taille de votre foyer : Popote compose votre menu de la semaine, recettes comprises. Vos notes et vos favoris comptent pour les menus suivants.',
    );
    expect(text).not.toMatch(/intelligence artificielle|\bIA\b/);
  });
});
