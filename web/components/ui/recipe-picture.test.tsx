import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RecipeCard } from './recipe-card';

const base = { id: 'r1', title: 'Salade de lentilles', description: '', prepTime: 15, cookTime: 20 };
const illustration = { emoji: ['1f957', '1fad8', '1f955'], background: 'hsl(100 70% 90%)', label: 'salade, lentilles vertes, carotte' };

function renderCard(recipe: Parameters<typeof RecipeCard>[0]['recipe']) {
  render(
    <MemoryRouter>
      <RecipeCard recipe={recipe} href="/recette/r1" favorite={false} onToggleFavorite={() => undefined} addToMenuHref="/menu" />
    </MemoryRouter>,
  );
}

describe('RecipeCard picture', () => {
  it('without a photo, shows the illustration of the dish with its French description', () => {
    renderCard({ ...base, imageUrl: null, illustration });
    const picture = screen.getByRole('img', { name: 'Illustration : salade, lentilles vertes, carotte' });
    expect([...picture.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/emoji/1f957.svg',
      '/emoji/1fad8.svg',
      '/emoji/1f955.svg',
    ]);
    expect(screen.queryByRole('img', { name: 'Photo du plat' })).toBeNull();
  });

  it('with the household’s photo, shows the photo only', () => {
    renderCard({ ...base, imageUrl: '/api/images/households/h/recipes/r1/p.jpg?exp=1&sig=x', illustration });
    expect(screen.getByRole('img', { name: 'Photo du plat' }).getAttribute('src')).toBe(
      '/api/images/households/h/recipes/r1/p.jpg?exp=1&sig=x',
    );
    expect(screen.queryByRole('img', { name: /^Illustration/ })).toBeNull();
  });

  it('a recipe known by its title only (deleted since) shows a plate', () => {
    renderCard({ ...base, title: 'Recette supprimée', imageUrl: null });
    expect(screen.getByRole('img', { name: 'Illustration : plat' })).toBeTruthy();
  });
});
