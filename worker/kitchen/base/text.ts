// Text helpers for accent-insensitive matching of French food words. Every comparison goes through
// normalizeText (shared/text.ts); `phraseKey` additionally drops punctuation and plural marks so that
// "Pommes de terre", "pomme-de-terre" and "POMME DE TERRE" all share one key.

import { normalizeText } from '@shared/text';
import { boundedCache } from './lazy';

export { normalizeText };

const WORDS_CACHE = boundedCache<string, string[]>(50000);

/** Normalized words: accents, case, apostrophes and punctuation removed ("d'olive" → ["d", "olive"]).
 *  Memoized (names and units are normalized over and over); callers must not mutate the result. */
export function words(text: string): string[] {
  // A long text (a whole recipe's steps) is seldom read twice: only short ones are kept.
  return text.length <= 200 ? WORDS_CACHE(text, () => splitWords(text)) : splitWords(text);
}

function splitWords(text: string): string[] {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Crude French singular: drops a final s/x on words longer than 3 letters (applied to both sides of a
 *  comparison, so "noix" → "noi" is harmless). */
export function singular(word: string): string {
  if (word.length > 3 && (word.endsWith('s') || word.endsWith('x'))) return word.slice(0, -1);
  return word;
}

/** Canonical key of a phrase: normalized singular words joined by one space. */
export function phraseKey(text: string): string {
  return words(text).map(singular).join(' ');
}

/** True when `needleKey` occurs in `haystackKey` on word boundaries (both are phrase keys).
 *  Allocation-free: it runs over the whole catalogue for every new allergy or dislike. */
export function containsKey(haystackKey: string, needleKey: string): boolean {
  if (!needleKey) return false;
  const n = needleKey.length;
  let i = haystackKey.indexOf(needleKey);
  while (i >= 0) {
    const before = i === 0 || haystackKey.charCodeAt(i - 1) === 32;
    const after = i + n === haystackKey.length || haystackKey.charCodeAt(i + n) === 32;
    if (before && after) return true;
    i = haystackKey.indexOf(needleKey, i + 1);
  }
  return false;
}

/** French stop words ignored in free descriptions and free-text ingredients. */
export const STOP_WORDS = new Set(
  (
    'a au aux avec bien ce ces cet cette chez d dans de des du en et est il ils je j l la le les leur ' +
    'mais me mes mon ne ni nos notre nous on ou par pas peu plus pour qu que qui sa se ses son sur ta te ' +
    'tes ton tout tous tres un une vos votre vous y mur mure frais fraiche quelque quelques reste restes ' +
    'envie faire fait recette recettes plat plats idee idees aime aimer voudrais veux bon bonne'
  ).split(' '),
);

/** Content words of a free text, singularized, stop words and short words removed. */
export function contentWords(text: string): string[] {
  return words(text)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !/^\d+$/.test(w))
    .map(singular);
}

// ---------------------------------------------------------------------------------------------
// Accent-insensitive replacement inside original text (instructions keep their accents and case).
// ---------------------------------------------------------------------------------------------

interface Folded {
  /** Folded text: lower case, no accents, letters/digits kept, everything else a space. */
  text: string;
  /** For each folded char, index of the original char it came from. */
  origin: number[];
}

const FOLD_CHAR = new Map<string, string>();

/** Folded form of one character (memoized: texts are folded character by character). */
function foldChar(ch: string): string {
  let f = FOLD_CHAR.get(ch);
  if (f !== undefined) return f;
  f = ch
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'ae')
    .toLowerCase();
  if (!/^[a-z0-9]*$/.test(f)) f = ' ';
  FOLD_CHAR.set(ch, f);
  return f;
}

function fold(text: string): Folded {
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const f = foldChar(text[i] as string);
    if (f.length === 1) {
      out += f;
      origin.push(i);
    } else {
      for (const c of f) {
        out += c;
        origin.push(i);
      }
    }
  }
  return { text: out, origin };
}

/** Folded regex source for a phrase: words separated by any non-letter run, optional plural s/x. */
function phrasePattern(phrase: string): string | null {
  const ws = words(phrase).map(singular);
  if (ws.length === 0) return null;
  return ws.map((w) => w.replace(/[^a-z0-9]/g, '') + '[sx]?').join(' +');
}

const STEMS_CACHE = boundedCache<string, string[]>();

/** First word of each phrase without its plural mark: a folded text that contains none cannot match. */
function phraseStems(phrases: readonly string[]): string[] {
  const key = phrases.join('\u0000');
  return STEMS_CACHE(key, () => phrases.map((p) => singular(words(p)[0] ?? '')).filter(Boolean));
}

const REGEX_CACHE = boundedCache<string, RegExp | null>();

/** The (cached) folded regex matching any of the phrases, optionally with a leading article. */
function phraseRegex(phrases: readonly string[], withArticle: boolean): RegExp | null {
  const key = (withArticle ? '1' : '0') + phrases.join('\u0000');
  return REGEX_CACHE(key, () => {
    const patterns = [...new Set(phrases.map(phrasePattern).filter((p): p is string => !!p))].sort((a, b) => b.length - a.length);
    const article = withArticle ? '(?:(?:de la|de l|du|des|de|d|le|la|les|l|au|aux|un|une) +)?' : '';
    return patterns.length ? new RegExp(`(^| )(${article})(${patterns.join('|')})(?= |$)`, 'g') : null;
  });
}

/**
 * Replaces every word-bounded, accent/case-insensitive occurrence of any of `phrases` in `text` by
 * `replacement` (longest phrases first). Returns the new text and whether something was replaced.
 * When `withArticle` is set, a preceding French article ("le ", "la ", "les ", "l'", "du ", "de la ",
 * "des ", "de ", "d'") is replaced too, by `articleReplacement`.
 */
export function replacePhrases(
  text: string,
  phrases: readonly string[],
  replacement: string,
  opts: { withArticle?: boolean; plural?: string } = {},
): { text: string; changed: boolean } {
  const re = phraseRegex(phrases, !!opts.withArticle);
  if (!re) return { text, changed: false };
  const folded = fold(text);
  // Cheap prefilter: most texts mention none of the phrases, skip the regex for them.
  if (!phraseStems(phrases).some((stem) => folded.text.includes(stem))) return { text, changed: false };
  re.lastIndex = 0;
  const spans: { start: number; end: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(folded.text)) !== null) {
    const startFolded = m.index + (m[1] as string).length;
    const endFolded = m.index + m[0].length - 1;
    const start = folded.origin[startFolded] as number;
    const end = (folded.origin[endFolded] as number) + 1;
    spans.push({ start, end });
  }
  if (spans.length === 0) return { text, changed: false };
  let out = '';
  let last = 0;
  for (const s of spans) {
    if (s.start < last) continue;
    const original = text.slice(s.start, s.end);
    // A plural occurrence ("les lardons") takes the replacement's plural when there is one.
    let rep = opts.plural && /[sx]$/i.test(original) ? opts.plural : replacement;
    // Keep a capital at the start of a sentence.
    if (original[0] && original[0] !== original[0].toLowerCase() && rep) rep = rep[0]!.toUpperCase() + rep.slice(1);
    out += text.slice(last, s.start) + rep;
    last = s.end;
  }
  out += text.slice(last);
  return { text: fixFrench(out), changed: true };
}

/** Fixes the elisions a substitution breaks ("le huile" → "l'huile", "de œufs" → "d'œufs") and spacing. */
export function fixFrench(text: string): string {
  return text
    .replace(/(^|[\s(])([Ll]e|[Ll]a) (?=[aeiouâàéèêîïôœAEIOUÉÈ]|[Hh]u)/g, (_m, p: string, a: string) => p + (a[0] === 'L' ? "L'" : "l'"))
    .replace(/(^|[\s(])([Dd])e (?=[aeiouâàéèêîïôœAEIOUÉÈ]|[Hh]u)/g, "$1$2'")
    .replace(/(^|[\s(])([Dd])u (?=[aeiouâàéèêîïôœAEIOUÉÈ]|[Hh]u)/g, "$1$2e l'")
    .replace(/(^|[\s(])([Qq])ue (?=[aeiouâàéèêîïôœAEIOUÉÈ])/g, "$1$2u'")
    .replace(/ +([,.])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Capitalises the first letter: the product's one definition, in shared/text.ts. */
export { capitalize } from '@shared/text';

/** Lower-cases the first letter unless the word looks like a proper noun or acronym. */
export function lowerFirst(text: string): string {
  if (!text) return text;
  if (text.length > 1 && text[1] === text[1]!.toUpperCase() && /[A-Z]/.test(text[1]!)) return text;
  return text[0]!.toLowerCase() + text.slice(1);
}

/** A French adjective in its four forms: masculine and feminine, singular and plural. */
export interface AdjectiveForms {
  ms: string;
  fs: string;
  mp: string;
  fp: string;
}

/** A regular adjective: the plural adds an s to its first word ("pauvres en glucides"), unless it ends in s or x. */
export function adjectiveForms(ms: string, fs: string = ms): AdjectiveForms {
  const plural = (a: string) => a.replace(/^([^ ]*?)(?<![sx])(?= |$)/, '$1s');
  return { ms, fs, mp: plural(ms), fp: plural(fs) };
}

/** An adjective that never agrees ("halal", "paléo", "sans gluten"). */
export function invariable(word: string): AdjectiveForms {
  return { ms: word, fs: word, mp: word, fp: word };
}
