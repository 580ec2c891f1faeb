// The units a cook writes, read the same way by the kitchen (worker/kitchen/knowledge/units.ts)
// and the recipe page: 'c. à soupe', 'cs', 'grammes', 'gousses'... Pure: no I/O.

import { normalizeText } from './text';

export const UNITS = ['g', 'kg', 'ml', 'cl', 'l', 'c. à soupe', 'c. à café', 'pincée', 'pièce'] as const;
export type Unit = (typeof UNITS)[number];

/** Millilitres per volume unit, grams per mass unit; every other unit counts pieces. */
export const ML_PER_UNIT: Readonly<Partial<Record<Unit, number>>> = { ml: 1, cl: 10, l: 1000, 'c. à soupe': 15, 'c. à café': 5 };
export const G_PER_UNIT: Readonly<Partial<Record<Unit, number>>> = { g: 1, kg: 1000, pincée: 0.5 };

const UNIT_ALIASES: Record<string, Unit> = {
  g: 'g',
  gr: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  centilitre: 'cl',
  centilitres: 'cl',
  l: 'l',
  litre: 'l',
  litres: 'l',
  'c. a soupe': 'c. à soupe',
  'c.a soupe': 'c. à soupe',
  'c a soupe': 'c. à soupe',
  'c. a s.': 'c. à soupe',
  'c. a s': 'c. à soupe',
  cs: 'c. à soupe',
  cas: 'c. à soupe',
  'cuillere a soupe': 'c. à soupe',
  'cuilleres a soupe': 'c. à soupe',
  'c. à soupe': 'c. à soupe',
  'c. a cafe': 'c. à café',
  'c.a cafe': 'c. à café',
  'c a cafe': 'c. à café',
  'c. a c.': 'c. à café',
  'c. a c': 'c. à café',
  cc: 'c. à café',
  cac: 'c. à café',
  'cuillere a cafe': 'c. à café',
  'cuilleres a cafe': 'c. à café',
  pincee: 'pincée',
  pincees: 'pincée',
  piece: 'pièce',
  pieces: 'pièce',
  '': 'pièce',
  unite: 'pièce',
  unites: 'pièce',
};

/** Piece-like words a cook uses: all count as pieces (their weight comes from pieceWeightG). */
const PIECE_WORDS = new Set([
  'gousse',
  'gousses',
  'tranche',
  'tranches',
  'feuille',
  'feuilles',
  'brin',
  'brins',
  'botte',
  'bottes',
  'boule',
  'boules',
  'filet',
  'filets',
  'pave',
  'paves',
  'cuisse',
  'cuisses',
  'sachet',
  'sachets',
  'boite',
  'boites',
  'pot',
  'pots',
  'tete',
  'tetes',
  'branche',
  'branches',
  'bouquet',
  'bouquets',
  'rouleau',
  'rouleaux',
  'pate',
  'pates',
  'carre',
  'carres',
  'morceau',
  'morceaux',
  'poignee',
  'poignees',
]);

/**
 * A unit string as one of UNITS, or null when it is no unit the kitchen knows (a piece label of one
 * ingredient, a free word). The empty unit and piece words ('gousses', 'tranches'...) are pieces.
 */
export function parseUnitText(text: string): Unit | null {
  const cached = PARSED.get(text);
  if (cached !== undefined) return cached;
  const unit = parseUnitTextUncached(text);
  // Unit words are few; the bound only guards against a stream of free text.
  if (PARSED.size > 5000) PARSED.clear();
  PARSED.set(text, unit);
  return unit;
}

/** Unit strings already read (the optimiser and the recipe page read the same few again and again). */
const PARSED = new Map<string, Unit | null>();

function parseUnitTextUncached(text: string): Unit | null {
  const key = normalizeText(text)
    .replace(/\s*\.\s*/g, '. ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
  const compact = normalizeText(text).trim();
  const direct = UNIT_ALIASES[compact] ?? UNIT_ALIASES[key] ?? UNIT_ALIASES[key.replace(/\. /g, '.')];
  if (direct) return direct;
  if (PIECE_WORDS.has(compact)) return 'pièce';
  return null;
}
