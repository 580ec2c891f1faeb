import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NutriScoreBadge, NutriScoreStrip } from './nutri-score';
import { RecipeCard } from './recipe-card';

const letters = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-letter]')];

describe('NutriScoreStrip', () => {
  it("is one image named 'Nutri-Score B' whose five letters are hidden from screen readers", () => {
    render(<NutriScoreStrip grade="B" />);
    const strip = screen.getByRole('img', { name: 'Nutri-Score B' });
    const shown = letters(strip);
    expect(shown.map((l) => l.textContent)).toEqual(['A', 'B', 'C', 'D', 'E']);
    // Every visible letter sits inside an aria-hidden part: only the label is read.
    for (const l of shown) expect(l.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('highlights only the recipe letter, larger, in its colour', () => {
    render(<NutriScoreStrip grade="D" />);
    const shown = letters(screen.getByRole('img', { name: 'Nutri-Score D' }));
    expect(shown).toHaveLength(5);
    expect(shown.filter((l) => l.dataset.active === 'true').map((l) => l.textContent)).toEqual(['D']);
    const d = shown[3]!;
    expect(d.className).toContain('text-xl');
    expect(d.className).toContain('bg-[#EE8100]');
    expect(shown[0]!.className).toContain('text-sm');
    expect(shown[0]!.className).toContain('bg-[#038141]');
  });

  it("shows nothing without a grade, or 'Nutri-Score non applicable' for an alcoholic drink", () => {
    const { container, rerender } = render(<NutriScoreStrip grade={null} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<NutriScoreStrip grade={null} notApplicable />);
    expect(screen.getByText('Nutri-Score non applicable')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('NutriScoreBadge and the recipe card', () => {
  it("the badge is one image named 'Nutri-Score A', nothing without a grade", () => {
    const { rerender } = render(<NutriScoreBadge grade="A" />);
    expect(screen.getByRole('img', { name: 'Nutri-Score A' }).textContent).toBe('Nutri-ScoreA');
    rerender(<NutriScoreBadge grade={null} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the recipe card shows the badge when the recipe has a Nutri-Score, and none otherwise', () => {
    const recipe = { id: 'r1', title: 'Compote', description: '', prepTime: 10, cookTime: 20, imageUrl: null };
    const card = (nutriScore?: 'C' | null) => (
      <MemoryRouter>
        <RecipeCard
          recipe={{ ...recipe, nutriScore }}
          href="/recette/r1"
          favorite={false}
          onToggleFavorite={() => undefined}
          addToMenuHref="/menu"
        />
      </MemoryRouter>
    );
    const { rerender } = render(card('C'));
    expect(screen.getByRole('img', { name: 'Nutri-Score C' })).toBeTruthy();
    rerender(card(null));
    expect(screen.queryByRole('img', { name: /Nutri-Score/ })).toBeNull();
    rerender(card(undefined));
    expect(screen.queryByRole('img', { name: /Nutri-Score/ })).toBeNull();
    expect(screen.getByText('30 min')).toBeTruthy();
  });
});
