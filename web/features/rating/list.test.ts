import { describe, expect, it } from 'vitest';
import type { UserRecipe } from '@shared/schemas/recipes';
import { applyFilter, matchesSearch, sortRecipes } from './list';
import { formatLongDate } from './format';

const r = (id: string, extra: Partial<UserRecipe> = {}): UserRecipe => ({
  id,
  title: id,
  description: '',
  tags: [],
  generatedAt: '2026-01-01T12:00:00Z',
  ...extra,
});

describe('rating list', () => {
  const list = [
    r('a', { generatedAt: '2026-03-01T12:00:00Z', userRating: 3 }),
    r('b', { generatedAt: '2026-01-01T12:00:00Z', cookedAt: '2026-05-01T12:00:00Z' }),
    r('c', { generatedAt: '2026-04-01T12:00:00Z', userRating: 5 }),
    r('d', { generatedAt: '2026-02-01T12:00:00Z', userRating: 3 }),
  ];

  it('sorts by date (cookedAt, else generatedAt) descending', () => {
    expect(sortRecipes(list, 'date').map((x) => x.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('sorts by rating descending, unrated last, ties by date', () => {
    expect(sortRecipes(list, 'rating').map((x) => x.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('filters rated and unrated', () => {
    expect(applyFilter(list, 'rated').map((x) => x.id)).toEqual(['a', 'c', 'd']);
    expect(applyFilter(list, 'unrated').map((x) => x.id)).toEqual(['b']);
    expect(applyFilter(list, 'all')).toHaveLength(4);
  });

  it('searches title, description and tags, ignoring case and accents', () => {
    const recipe = r('x', { title: 'Gratin dauphinois', description: 'Crème et ail', tags: ['Végétarien'] });
    expect(matchesSearch(recipe, 'GRATIN')).toBe(true);
    expect(matchesSearch(recipe, 'creme')).toBe(true);
    expect(matchesSearch(recipe, 'vegetarien')).toBe(true);
    expect(matchesSearch(recipe, 'poulet')).toBe(false);
    expect(matchesSearch(recipe, '  ')).toBe(true);
  });

  it('writes dates in French long format', () => {
    expect(formatLongDate('2026-11-23T10:00:00Z')).toBe('23 novembre 2026');
  });
});
