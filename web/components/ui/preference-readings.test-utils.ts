import { readingsResponseSchema, type PreferenceReadings, type Reading, type ReadingsBody } from '@shared/schemas/readings';

// A stand-in for the server's lexicon in component tests: a few known texts, the rest unrecognised.
// Answers go through the shared response schema, so a stub cannot drift from the contract.

export const FAKE_LEXICON: Record<string, string> = {
  aplv: 'lait et produits laitiers',
  'végétarien': 'viande, volaille, poisson et fruits de mer',
  kiwi: 'kiwi',
  'sésame': 'sésame',
  'céleri': 'céleri',
};

export function fakeReading(text: string): Reading {
  const understood = FAKE_LEXICON[text.trim().toLowerCase()];
  return understood ? { text, recognised: true, understood } : { text, recognised: false, understood: text.trim().toLowerCase() };
}

export function fakeReadings(body: ReadingsBody = {}): PreferenceReadings {
  return {
    allergies: (body.allergies ?? []).map(fakeReading),
    diets: (body.diets ?? []).map(fakeReading),
    dislikedIngredients: (body.dislikedIngredients ?? []).map(fakeReading),
  };
}

/** The JSON answer of POST /api/preferences/readings for this body. */
export const fakeReadingsAnswer = (body: ReadingsBody) => readingsResponseSchema.parse({ success: true, data: fakeReadings(body) });
