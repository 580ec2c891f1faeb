import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { householdResponseSchema } from '@shared/schemas/households';
import { renderScreen, stubApi } from '@web/test/api-stub';
import { HouseholdSummary } from './household-summary';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HouseholdSummary (profile)', () => {
  it('shows the household’s name, how many members, and the link to « Mon foyer »', async () => {
    stubApi({
      'GET /api/households/current': () =>
        householdResponseSchema.parse({
          success: true,
          data: {
            id: 'h1',
            name: 'Les Martin',
            members: [
              { id: 'u1', name: 'Camille', role: 'owner' },
              { id: 'u2', name: 'Alex', role: 'member' },
              { id: 'u3', name: 'Dominique', role: 'member' },
            ],
          },
        }),
    });
    renderScreen(<HouseholdSummary />);
    expect(screen.getByRole('status').textContent).toBe('Chargement du foyer...');
    expect((await screen.findByText('Les Martin')).closest('p')!.textContent).toBe('Les Martin · 3 membres');
    expect(screen.getByRole('region', { name: 'Mon foyer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gérer mon foyer' }).getAttribute('href')).toBe('/foyer');
  });

  it('a household that cannot be loaded still leads to « Mon foyer »', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({});
    renderScreen(<HouseholdSummary />);
    expect(await screen.findByText('Le foyer n’a pas pu être chargé.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gérer mon foyer' }).getAttribute('href')).toBe('/foyer');
  });
});
