import { describe, expect, it } from 'vitest';
import { exactMatch, suggest } from './text';

// Names as the catalogue spells them; what a French cook types into a search.
const NAMES = [
  'Bavette de bœuf',
  'Bœuf haché 5 %',
  'Joue de bœuf',
  'Blanc d’œuf',
  'Œufs',
  'Chocolat au lait',
  'Laitue, crue',
  'Lait entier',
  'Lait de coco',
  'Petit-lait',
  'Fromage à raclette',
  'Fromage blanc',
  'Fromage',
  'Pâte à modeler',
];

describe('ingredient suggestions', () => {
  it('« œuf » offers Œufs first, then the egg white, and beef only after them', () => {
    expect(suggest(NAMES, 'œuf', [])).toEqual(['Œufs', 'Blanc d’œuf', 'Bavette de bœuf', 'Bœuf haché 5 %', 'Joue de bœuf']);
  });

  it('« lait » offers the milks first, then Laitue, then the names with a word « lait »', () => {
    expect(suggest(NAMES, 'lait', [])).toEqual(['Lait entier', 'Lait de coco', 'Laitue, crue', 'Chocolat au lait', 'Petit-lait']);
  });

  it('« fromage » offers Fromage itself before the cheeses named after it', () => {
    expect(suggest(NAMES, 'FROMAGE', [])).toEqual(['Fromage', 'Fromage à raclette', 'Fromage blanc']);
  });

  it('ignores case and accents, leaves out chosen names, and stops at the maximum', () => {
    expect(suggest(NAMES, 'oeuf', ['œufs'], 2)).toEqual(['Blanc d’œuf', 'Bavette de bœuf']);
    expect(suggest(NAMES, '   ', [])).toEqual([]);
  });

  it('the exact match is the name itself, plural aside, and nothing that merely contains it', () => {
    expect(exactMatch(NAMES, 'œuf')).toBe('Œufs');
    expect(exactMatch(NAMES, 'FROMAGE')).toBe('Fromage');
    expect(exactMatch(NAMES, 'lait')).toBeUndefined();
    expect(exactMatch(NAMES, 'boeuf')).toBeUndefined();
    expect(exactMatch(NAMES, '')).toBeUndefined();
  });
});
