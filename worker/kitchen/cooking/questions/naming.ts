// French naming of a catalogue ingredient for the answers to questions: its article ("la farine de blé",
// "le beurre doux", "les lentilles vertes", "l'huile d'olive"), agreements and pronouns.

import { lowerFirst, normalizeText } from '../../base/text';
import type { IngredientData } from '../../knowledge/vocabulary';

/** Heads ending in -e that are masculine. */
const MASCULINE_E = new Set(
  'quatre mascarpone beurre fromage concombre pamplemousse cidre gingembre legume poivre sucre vinaigre jaune cube crabe gruyere chevre champagne cepe pleurote guacamole cookie zeste brie provolone bicarbonate poulpe foie seigle reblochon'.split(
    ' ',
  ),
);
/** Heads not ending in -e that are feminine. */
const FEMININE_OTHER = new Set(
  'harissa batavia polenta pancetta coppa burrata feta mozzarella ricotta tortilla noix chair fleur eau merguez chipolata maizena vodka'.split(
    ' ',
  ),
);
/** Heads ending in s, x or z that are singular. */
const INVARIABLE = new Set(
  'anis ananas anchois cassis mais pois radis panais salsifis jus riz noix travers pastis calvados coulis houmous faux quatre cinq gros ras epoisses maroilles coulommiers merguez bras'.split(
    ' ',
  ),
);

export interface Named {
  /** With its article: "la farine de blé". */
  the: string;
  plural: boolean;
  feminine: boolean;
}

export function named(ing: IngredientData): Named {
  const name = lowerFirst(ing.name);
  const firstWord = ing.name.split(/[\s'-]+/)[0] ?? '';
  const ws = normalizeText(ing.name).split(/[\s'-]+/);
  const head = ws[0] ?? '';
  const second = ws[1] ?? '';
  const plural = (/[sx]$/.test(head) && !INVARIABLE.has(head)) || (head === 'pois' && /s$/.test(second));
  const singularHead = plural ? head.replace(/[sx]$/, '') : head;
  const feminine = /ées?$/.test(firstWord)
    ? true
    : /és?$/.test(firstWord)
      ? false
      : singularHead.endsWith('e')
        ? !MASCULINE_E.has(singularHead)
        : FEMININE_OTHER.has(singularHead);
  if (plural) return { the: `les ${name}`, plural, feminine };
  // "y" is a consonant in "yaourt"; h is mute in huile, huître, herbe (aspirated in haricot, hareng...).
  const elided = /^[aeiou]/.test(head) || /^(huile|huitre|herbe)/.test(head);
  if (elided) return { the: `l'${name}`, plural, feminine };
  return { the: `${feminine ? 'la' : 'le'} ${name}`, plural, feminine };
}

/** An adjective or participle agreed with the ingredient: "cuit" → "cuite", "cuits". */
export const agree = (n: Named, word: string) => word + (n.feminine ? 'e' : '') + (n.plural ? 's' : '');
/** Object pronoun: le, la, les. */
export const pron = (n: Named) => (n.plural ? 'les' : n.feminine ? 'la' : 'le');
/** Subject pronoun: il, elle, ils, elles. */
export const subj = (n: Named) => (n.feminine ? 'elle' : 'il') + (n.plural ? 's' : '');

/** Singular or plural verb form. */
export const verb = (n: Named, singular: string, plural: string) => (n.plural ? plural : singular);

/** One decimal, French comma: 12,5. */
export const fr1 = (x: number) => String(Math.round(x * 10) / 10).replace('.', ',');
