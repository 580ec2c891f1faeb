import { describe, it, expect } from 'vitest';
import { constraintTextError, READING_MESSAGES, readingsBodySchema } from './readings';

describe('constraintTextError: the rules of an allergy, diet or disliked ingredient', () => {
  it.each([
    ['allergies', 'Œufs'],
    ['allergies', 'Poudre de perlimpinpin'],
    ['dietaryRestrictions', 'Régime n°2'],
    ['dislikedIngredients', `  ${'é'.repeat(60)}  `],
  ] as const)('%s «%s» is accepted', (kind, text) => {
    expect(constraintTextError(kind, text)).toBeNull();
  });

  it.each([
    ['allergies', '', 'Allergie invalide : le texte est vide.'],
    ['allergies', '   ', 'Allergie invalide : le texte est vide.'],
    ['allergies', 'a'.repeat(61), 'Allergie invalide : 60 caractères au maximum.'],
    ['dietaryRestrictions', '!!!', 'Régime invalide : « !!! » ne contient aucune lettre.'],
    ['dislikedIngredients', ' 123 ', 'Ingrédient non aimé invalide : « 123 » ne contient aucune lettre.'],
    ['allergies', '🥜', 'Allergie invalide : « 🥜 » ne contient aucune lettre.'],
  ] as const)('%s «%s» is refused: %s', (kind, text, message) => {
    expect(constraintTextError(kind, text)).toBe(message);
  });

  it('the readings body trims its entries and refuses unknown lists', () => {
    expect(readingsBodySchema.parse({ allergies: [' Kiwi '] })).toEqual({ allergies: ['Kiwi'] });
    expect(readingsBodySchema.safeParse({ goals: ['Kiwi'] }).success).toBe(false);
  });
});

describe('READING_MESSAGES.unrecognised: what the engine does with an entry it does not know', () => {
  it('a food is excluded by name', () => {
    expect(READING_MESSAGES.unrecognised('allergies', 'tout ingrédient nommé « poudre de perlimpinpin »')).toBe(
      'Non reconnu : nous écarterons tout ingrédient nommé « poudre de perlimpinpin ». Reformulez ou choisissez une suggestion.',
    );
  });

  it('an unknown diet excludes nothing, said once', () => {
    expect(READING_MESSAGES.unrecognised('dietaryRestrictions', 'régime non reconnu : aucun ingrédient exclu')).toBe(
      'Non reconnu : aucun ingrédient exclu. Reformulez ou choisissez un régime proposé.',
    );
  });
});
