// French grammar for the texts the kitchen writes around an ingredient's name: its gender and
// number (by its first noun, base/genders.ts), the article it takes ("les carottes", "l'huile",
// "la crème"), the contraction after "à" and "de" ("aux lentilles", "du tofu", "de l'ail").

import { FEMININE_NOUNS, MASCULINE_NOUNS } from './genders';
import { normalizeText } from './text';

export interface Grammar {
  feminine: boolean;
  plural: boolean;
}

/** Words that end in s or x in the singular. */
const INVARIABLE = new Set([
  'pois',
  'jus',
  'riz',
  'houmous',
  'mais',
  'radis',
  'cassis',
  'anchois',
  'noix',
  'couscous',
  'coulis',
  'merguez',
  'ananas',
  'cacao',
  'bouillon',
  'os',
]);
/** Feminine endings, for a noun the table does not know. */
const FEMININE_END = /(ette|ine|ade|ure|tion|iere|elle|ie|ee|ille|ise|ance|ence|ote|ere|aise)$/;

function folded(word: string): string {
  return normalizeText(word).replace(/[^a-z]/g, '');
}

/** Gender and number of a food's name ("pousses d'épinard": feminine plural), by its first noun. */
export function grammarOf(name: string): Grammar {
  const ws = normalizeText(name)
    .replace(/[^a-z' -]+/g, ' ')
    .split(/[\s'-]+/)
    .filter(Boolean);
  const first = folded(ws[0] ?? '');
  const single = first.length > 3 && /[sx]$/.test(first) && !INVARIABLE.has(first) ? first.slice(0, -1) : first;
  // "pois chiches", "noix de cajou" taken as the plural their second word says.
  const second = ws[1] ?? '';
  const plural =
    (single !== first && !INVARIABLE.has(first)) || (INVARIABLE.has(first) && /[sx]$/.test(second) && second !== 'de' && second.length > 3);
  const feminine =
    FEMININE_NOUNS.has(single) || FEMININE_NOUNS.has(first)
      ? true
      : MASCULINE_NOUNS.has(single) || MASCULINE_NOUNS.has(first)
        ? false
        : FEMININE_END.test(single);
  return { feminine, plural };
}

/** Elided before a vowel or a mute h ("l'huile", "d'ail"); an aspirated h keeps its article ("le haricot"). */
export function elides(name: string): boolean {
  const n = normalizeText(name);
  return /^[aeiouyœ]/.test(n.replace(/^y(?=[aeiou])/, 'j')) || /^h(uile|erbe|iver)/.test(n);
}

export type ArticleForm = 'le' | 'de' | 'à';

/** The name with its article: 'le' → "les carottes", "l'ail", "la crème", "le tofu"; 'de' → "des
 *  carottes", "de l'ail", "de la crème", "du tofu"; 'à' → "aux carottes", "à l'ail", "à la crème",
 *  "au tofu". */
export function articled(name: string, form: ArticleForm): string {
  const g = grammarOf(name);
  if (g.plural) return `${form === 'le' ? 'les' : form === 'de' ? 'des' : 'aux'} ${name}`;
  if (elides(name)) return `${form === 'le' ? "l'" : form === 'de' ? "de l'" : "à l'"}${name}`;
  if (g.feminine) return `${form === 'le' ? 'la' : form === 'de' ? 'de la' : 'à la'} ${name}`;
  return `${form === 'le' ? 'le' : form === 'de' ? 'du' : 'au'} ${name}`;
}
