import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { WeekNutrition, WeekPlan } from '@shared/schemas/week-menu';
import { WeekPlanResult } from './week-plan-result';

const PLAN: WeekPlan = {
  id: 'wp_1',
  Lundi: {
    'petit-déjeuner': { id: 'r0', title: 'Porridge pomme-cannelle', prepTime: 10, description: '', portions: 1.5, nutriScore: 'A' },
    déjeuner: { id: 'r1', title: 'Salade niçoise', prepTime: 20, description: '', portions: 1, nutriScore: 'B' },
    dîner: { id: 'r2', title: 'Gratin dauphinois', prepTime: 50, description: '', portions: 1.25, nutriScore: 'D' },
  },
  Mardi: {
    déjeuner: { id: 'r2', title: 'Gratin dauphinois', prepTime: 50, description: '', portions: 1.75, nutriScore: 'D', leftover: true },
  },
};
const NUTRITION: WeekNutrition = {
  days: {
    Lundi: { kcal: 1980, proteines: 80, glucides: 240, lipides: 82 },
    Mardi: { kcal: 1620, proteines: 60, glucides: 200, lipides: 70 },
  },
  targets: { kcal: 2350, proteines: 88, glucides: 279, lipides: 98 },
  misses: ['Mardi : 1\u202f620 kcal pour un objectif de 2\u202f350 kcal — trop peu de recettes végétaliennes rapides assez nourrissantes.'],
};

/** An element whose own text is exactly `text` (narrow no-break spaces kept, as French writes thousands). */
const exactly = (text: string) => (_: string, el: Element | null) => el !== null && el.children.length === 0 && el.textContent === text;

function show(nutrition?: WeekNutrition) {
  const router = createMemoryRouter([{ path: '*', element: <WeekPlanResult plan={PLAN} nutrition={nutrition} /> }]);
  render(<RouterProvider router={router} />);
}

describe('WeekPlanResult nutrition', () => {
  it("shows each day's energy per person against the target as a meter with the figures as text", () => {
    show(NUTRITION);
    const lundi = screen.getByRole('region', { name: 'Lundi' });
    const meter = within(lundi).getByRole('meter', { name: 'Énergie du lundi' });
    expect(meter.getAttribute('aria-valuenow')).toBe('1980');
    expect(meter.getAttribute('aria-valuemax')).toBe('3525');
    expect(meter.getAttribute('aria-valuetext')).toBe('1\u202f980 / 2\u202f350 kcal par personne');
    expect(within(lundi).getByText(exactly('1\u202f980 / 2\u202f350 kcal par personne'))).toBeTruthy();
    expect(within(lundi).getByText('Protéines 80 g · glucides 240 g · lipides 82 g')).toBeTruthy();
    // A day without meals has no gauge.
    expect(within(screen.getByRole('region', { name: 'Jeudi' })).queryByRole('meter')).toBeNull();
  });

  it("labels each meal's Nutri-Score and shows the portion factor when it is not 1", () => {
    show(NUTRITION);
    const lundi = screen.getByRole('region', { name: 'Lundi' });
    expect(within(lundi).getByRole('img', { name: 'Nutri-Score A' }).textContent).toBe('A');
    expect(within(lundi).getByRole('img', { name: 'Nutri-Score B' })).toBeTruthy();
    expect(within(lundi).getByRole('img', { name: 'Nutri-Score D' })).toBeTruthy();
    expect(within(lundi).getByText('Portion × 1,5')).toBeTruthy();
    expect(within(lundi).getByText('Portion × 1,25')).toBeTruthy();
    expect(within(lundi).getByText('1,5 portion par personne')).toBeTruthy();
    // Salade niçoise is eaten in one standard portion: no factor shown.
    expect(within(lundi).getAllByText(/^Portion ×/)).toHaveLength(2);
  });

  it('marks leftovers and lists the days that miss their target', () => {
    show(NUTRITION);
    const mardi = screen.getByRole('region', { name: 'Mardi' });
    expect(within(mardi).getByText('Restes du dîner de la veille')).toBeTruthy();
    expect(within(mardi).getByText('Portion × 1,75')).toBeTruthy();
    const misses = screen.getByRole('region', { name: 'Objectifs nutritionnels non atteints' });
    expect(within(misses).getByText(exactly(NUTRITION.misses![0]!))).toBeTruthy();
  });

  it('a plan without nutrition (saved before it existed) shows its meals without gauges', () => {
    show(undefined);
    expect(screen.queryAllByRole('meter')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Objectifs nutritionnels non atteints' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Gratin dauphinois' })).toHaveLength(2);
  });
});
