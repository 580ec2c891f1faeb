import { readingsResponseSchema, type PreferenceReadings, type Reading, type ReadingsBody } from '@shared/schemas/readings';

// A stand-in for the server's lexicon in component tests: a few known texts (with the real lexicon's
// wording), the rest unrecognised the way the lexicon words it. Answers go through the shared
// response schema, so a stub cannot drift from the contract.

export const FAKE_LEXICON: Record<string, string> = {
  aplv: 'lait et produits laitiers',
  végétarien: 'végétarien : ni viande, ni volaille, ni poisson, ni fruits de mer',
  kiwi: 'kiwi',
  sésame: 'sésame',
  céleri: 'céleri',
};

function fakeFood(text: string): Reading {
  const key = text.trim().toLowerCase();
  const understood = FAKE_LEXICON[key];
  return understood ? { text, recognised: true, understood } : { text, recognised: false, understood: `tout ingrédient nommé « ${key} »` };
}

function fakeDiet(text: string): Reading {
  const understood = FAKE_LEXICON[text.trim().toLowerCase()];
  return understood
    ? { text, recognised: true, understood }
    : { text, recognised: false, understood: 'régime non reconnu : aucun ingrédient exclu' };
}

export function fakeReadings(body: ReadingsBody = {}): PreferenceReadings {
  return {
    allergies: (body.allergies ?? []).map(fakeFood),
    diets: (body.diets ?? []).map(fakeDiet),
    dislikedIngredients: (body.dislikedIngredients ?? []).map(fakeFood),
  };
}

/** The JSON answer of POST /api/preferences/readings for this body. */
export const fakeReadingsAnswer = (body: ReadingsBody) => readingsResponseSchema.parse({ success: true, data: fakeReadings(body) });
