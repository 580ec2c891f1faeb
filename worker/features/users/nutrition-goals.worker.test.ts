import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { NUTRIENT_GOAL_MESSAGES } from '@shared/schemas/users';
import { api, errorOf, messageOf, registerUser } from '../../../test/kit';

const storedGoals = async (userId: string) =>
  JSON.parse(
    (await env.DB.prepare('SELECT preferences FROM users WHERE id = ?').bind(userId).first<{ preferences: string }>())!.preferences,
  ).nutritionalGoals;

describe('nutritional goals out of range', () => {
  it('are refused with a French 400 naming the field, and nothing is written', async () => {
    const user = await registerUser({ preferences: { nutritionalGoals: { calories: 2000 } } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ calories: -5 }, 'preferences.nutritionalGoals.calories', NUTRIENT_GOAL_MESSAGES.calories],
      [{ calories: 10001 }, 'preferences.nutritionalGoals.calories', NUTRIENT_GOAL_MESSAGES.calories],
      [{ calories: 'beaucoup' }, 'preferences.nutritionalGoals.calories', NUTRIENT_GOAL_MESSAGES.calories],
      [{ protein: 5000 }, 'preferences.nutritionalGoals.protein', NUTRIENT_GOAL_MESSAGES.protein],
      [{ carbs: -1 }, 'preferences.nutritionalGoals.carbs', NUTRIENT_GOAL_MESSAGES.carbs],
      [{ fat: 1e9 }, 'preferences.nutritionalGoals.fat', NUTRIENT_GOAL_MESSAGES.fat],
    ];
    for (const [goals, field, message] of cases) {
      const res = await api('/api/users/profile', { method: 'PUT', token: user.token, body: { preferences: { nutritionalGoals: goals } } });
      expect(res.status, JSON.stringify(goals)).toBe(400);
      expect(errorOf(res).success).toBe(false);
      expect(messageOf(res)).toContain(field);
      expect(messageOf(res)).toContain(message);
    }
    expect(await storedGoals(user.user.id)).toEqual({ calories: 2000 });
    // The bounds themselves are fine.
    const ok = await api('/api/users/profile', {
      method: 'PUT',
      token: user.token,
      body: { preferences: { nutritionalGoals: { calories: 10000, protein: 0 } } },
    });
    expect(ok.status).toBe(200);
    expect(await storedGoals(user.user.id)).toEqual({ calories: 10000, protein: 0 });
  });
});
