import { describe, it, expect } from 'vitest';
import { preferencesSchema, USER_MESSAGES, type User } from '@shared/schemas/users';
import { profileFormSchema, toFormValues, toUpdateBody } from './profile-form-schema';

const user: User = {
  id: 'u1',
  _id: 'u1',
  name: 'Camille',
  email: 'camille@exemple.fr',
  preferences: { ...preferencesSchema.parse({}), allergies: ['Kiwi'], nutritionalGoals: { calories: 2000, protein: null } },
  readings: { allergies: [{ text: 'Kiwi', recognised: true, understood: 'kiwi' }], diets: [], dislikedIngredients: [] },
  household: { size: 2, includesChildren: false },
  location: { address: '', city: 'Lyon', postalCode: '69002', country: 'France', countryCode: 'FR', coordinates: null },
  subscription: { type: 'free', expiresAt: null, cancelAtPeriodEnd: false },
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('profile form values', () => {
  it('round-trips: blank nutritional goals become null, numbers stay numbers, the email is not sent', () => {
    const values = toFormValues(user);
    expect(values.nutritionalGoals).toEqual({ calories: '2000', protein: '', carbs: '', fat: '' });
    const body = toUpdateBody({
      ...values,
      nutritionalGoals: { calories: '1 800'.replace(' ', ''), protein: '', carbs: '12,5', fat: '0' },
    });
    expect(body).not.toHaveProperty('email');
    expect(body.preferences?.nutritionalGoals).toEqual({ calories: 1800, protein: null, carbs: 12.5, fat: 0 });
    expect(body.preferences?.allergies).toEqual(['Kiwi']);
    expect(body.location).toEqual(user.location);
  });

  it('requires a name and refuses negative or non-numeric goals (blank allowed)', () => {
    const values = toFormValues(user);
    expect(profileFormSchema.safeParse(values).success).toBe(true);
    const noName = profileFormSchema.safeParse({ ...values, name: '  ' });
    expect(noName.error?.issues[0]?.message).toBe('Le nom est requis');
    const negative = profileFormSchema.safeParse({ ...values, nutritionalGoals: { ...values.nutritionalGoals, fat: '-1' } });
    expect(negative.error?.issues[0]?.message).toBe(USER_MESSAGES.nutrientInvalid);
    const text = profileFormSchema.safeParse({ ...values, nutritionalGoals: { ...values.nutritionalGoals, protein: 'beaucoup' } });
    expect(text.success).toBe(false);
    const tooMuch = profileFormSchema.safeParse({ ...values, nutritionalGoals: { ...values.nutritionalGoals, calories: '12000' } });
    expect(tooMuch.error?.issues.map((i) => i.message)).toEqual(['Calories : saisissez un nombre entre 0 et 10 000 kcal par jour.']);
    const negativeCount = profileFormSchema.safeParse({ ...values, childrenCount: -1 });
    expect(negativeCount.success).toBe(false);
  });
});
