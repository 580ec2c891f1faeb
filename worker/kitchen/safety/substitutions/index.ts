// Substitution rules: replace an ingredient a constraint forbids (allergy, diet, dislike, exclusion,
// "moins cher"...) by the best allowed one, with an adjusted quantity, and rewrite the instructions
// that named it. When nothing fits and the ingredient is optional-ish (garnish, herb, a pinch of
// spice), it is dropped and its mentions removed.
export { type SubstituteChoice, chooseSubstitute, distance, isSweetDish, kindOf, relatives, substituteCandidates } from './choose';
export {
  type SubstitutionEvent,
  applyFreeTextSubstitute,
  applySubstitute,
  dropLine,
  isOptionalLine,
  mentionPhrases,
  observeSubstitutions,
  lostInTitle,
  titleNamesLost,
  withFacts,
} from './rewrite';
