// Rewriting a recipe around a substitute: the line replaced (or dropped when it is optional-ish:
// garnish, herb, a pinch of spice), and the title and instructions that named it rewritten, with
// articles and adjectives agreeing.
import type { DraftIngredient, RecipeDraft } from '../../model';
import { namesOf } from '../../knowledge/catalogue';
import { deriveRecipeFacts, lineGrams, lineIngredient } from '../../facts/derive';
import { fixFrench, lowerFirst, normalizeText, phraseKey, replacePhrases, words, singular, containsKey, capitalize } from '../../base/text';
import { parseUnit } from '../../knowledge/units';
import { roundQuantity } from '../../facts/scaling';
import { type IngredientData, FLESH_FAMILIES } from '../../knowledge/vocabulary';
import type { Role } from '../roles';
import { rewriteForRole } from '../steps';
import { knownDishIn, lostDishWord } from '../../knowledge/dish-names';
import { FEMININE_NOUNS, MASCULINE_NOUNS } from '../../base/genders';
import { grammarOf, type Grammar } from '../../base/french';
import type { SubstituteChoice } from './choose';

// ---------------------------------------------------------------------------------------------
// Rewriting a recipe
// ---------------------------------------------------------------------------------------------

/** Words too generic to stand for an ingredient in instructions ("le filet", "la sauce"). */
const GENERIC_HEADS = new Set([
  'filet',
  'pave',
  'cuisse',
  'escalope',
  'tranche',
  'feuille',
  'jus',
  'sauce',
  'pate',
  'poudre',
  'graine',
  'fond',
  'cube',
  'bouquet',
  'zeste',
  'gousse',
  'petit',
  'petite',
  'gros',
  'grosse',
  'roti',
  'cote',
  'haut',
  'blanc',
  'jaune',
  'fine',
  'sec',
  'seche',
  'frais',
  'fraiche',
  'des',
  'eau',
]);

/** Phrases that name a line's ingredient in instruction texts: its names plus a distinctive head
 *  word ("crème" for "Crème fraîche épaisse") when no other ingredient of the recipe shares it. */
export function mentionPhrases(line: DraftIngredient, others: readonly DraftIngredient[]): string[] {
  const ing = lineIngredient(line);
  const baseName = line.name.split(',')[0] as string;
  const phrases = new Set<string>([baseName]);
  if (ing) for (const n of namesOf(ing)) phrases.add(n);
  const heads = new Set<string>();
  for (const n of [baseName, ing?.name ?? '', ing?.id.replace(/-/g, ' ') ?? '']) {
    const w = words(n).map(singular);
    const first = w[0];
    if (first && first.length >= 3 && !GENERIC_HEADS.has(first)) heads.add(first);
    const last = w[w.length - 1];
    if (last && w.length >= 3 && last.length >= 4 && !GENERIC_HEADS.has(last) && (w[w.length - 2] === 'de' || w[w.length - 2] === 'd'))
      heads.add(last);
  }
  // "les jaunes", "les blancs": how steps name the parts of an egg.
  if (ing?.id === 'jaune-d-oeuf') phrases.add('jaunes').add('jaune');
  if (ing?.id === 'blanc-d-oeuf') phrases.add('blancs').add('blanc');
  if (ing?.id === 'oeuf' || ing?.id === 'oeuf-de-caille') phrases.add('jaunes').add('blancs');
  // "la viande", "le poisson": generic words for the dish's only meat / fish.
  if (ing && ['viande', 'volaille', 'porc'].includes(ing.family)) heads.add('viande');
  if (ing && ing.family === 'volaille') heads.add('volaille');
  if (ing && ing.family === 'poisson') heads.add('poisson');
  // "au fromage": the generic word for the dish's only cheese.
  if (ing && ing.family === 'fromage') heads.add('fromage');
  // "Bœuf-carottes" of a paleron: the animal its cut comes from ("Boeuf, paleron cru").
  const animal =
    ing && LAND_MEAT.has(ing.family)
      ? /^(boeuf|veau|porc|agneau|mouton|poulet|dinde|canard|lapin)\b/.exec(normalizeText(ing.ciqual.name))
      : null;
  if (animal) heads.add(animal[1]!);
  if (ing && ing.family === 'fruit-de-mer') heads.add('fruit de mer');
  for (const head of heads) {
    const shared = others.some((o) => {
      const oi = lineIngredient(o);
      if (head === 'viande' && oi && ['viande', 'volaille', 'porc'].includes(oi.family)) return true;
      if (head === 'poisson' && oi?.family === 'poisson') return true;
      if (head === 'fromage' && oi?.family === 'fromage') return true;
      // Cocoa is what a chocolate dish's chocolate is made of.
      if (head === 'chocolat' && !!oi && /^(cacao|chocolat)/.test(oi.id)) return true;
      // The other line's own names, not its synonyms: "bouillon de poulet" is a synonym of the
      // chicken stock, yet "le poulet" of a step is the chicken.
      return containsKey(phraseKey(o.name), head) || (!!oi && [oi.name, oi.plural ?? ''].some((n) => containsKey(phraseKey(n), head)));
    });
    if (!shared) phrases.add(head);
  }
  return [...phrases].filter((p) => phraseKey(p).length >= 2);
}

/** Removes the dangling words a dropped mention leaves ("Ajoutez  et le sel" → "Ajoutez le sel"). */
function tidy(text: string): string {
  return fixFrench(
    text
      .replace(/\(\s*\)/g, '')
      .replace(/\b(et|ou|avec|de|d'|du|des|puis|dans|sur|au|aux|en)\s*([,.;:!?]|$)/g, '$2')
      .replace(/(^|[.;:!?]\s*)(,\s*|et\s+)/g, '$1')
      .replace(/,\s*et\b/g, ' et')
      // "mélangez la crème avec et le jus de citron": the preposition takes the next item.
      .replace(/\b(avec|dans|sur|sous)\s+(?:et|,)\s+/g, '$1 ')
      .replace(/\bet\s+et\b/g, 'et')
      // "Ajoutez et la gousse de vanille": the verb takes the next item.
      .replace(/\b([Aa]joutez|[Ii]ncorporez|[Vv]ersez|[Mm]élangez|[Pp]arsemez)\s+(?:et|,)\s+/g, '$1 ')
      // French keeps its space before ; : ! ? ("Montez les burgers : sauce, salade").
      .replace(/\s+([,.])/g, '$1')
      .replace(/\s+([;:!?])/g, ' $1')
      .replace(/([,;:])\s*([.!?])/g, '$2'),
  ).replace(/^([a-zà-ÿ])/, (c) => c.toUpperCase());
}

/** "2 œufs entiers" replaced by a substitute measured otherwise reads "2 graines de lin entiers":
 *  the count goes, an article takes its place ("les graines de lin"). */
function countless(text: string, rep: string): string {
  if (!rep) return text;
  const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const g = grammarOf(rep);
  const article = g.plural ? 'les' : g.feminine ? 'la' : 'le';
  let once = text.replace(new RegExp(`\\b\\d+(?:[.,]\\d+)? (${esc})(?: entier(?:e)?s?)?`, 'gi'), (_m, r: string) => `${article} ${r}`);
  // "ajoutez les œufs un à un" does not count graines de lin.
  once = once.replace(new RegExp(`(${esc}) (?:un à un|une à une|un par un|une par une)`, 'gi'), '$1');
  // "les graines de lin et les graines de lin" (whole eggs and yolks, both replaced): said once.
  // (The second name whole: "la tomate, les tomates concassées" names two lines.)
  return fixFrench(
    once.replace(new RegExp(`((?:les |la |le |l')?${esc})(?:\\s+et|,)\\s+(?:les |la |le |l')?${esc}(?![\\p{L}])`, 'giu'), '$1'),
  );
}

/** "d'emmental" replaced by "levure maltée" reads "de levure maltée": the elision goes before a consonant. */
function unelide(text: string, rep: string): string {
  if (!rep || /^[aeiouyâàéèêîïôœh]/i.test(rep)) return text;
  const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const g = grammarOf(rep);
  const article = g.plural ? 'les' : g.feminine ? 'la' : 'le';
  // "de l'" and "à l'" contract with the new article ("de l'agneau" → "du tofu", "à l'abricot" → "aux prunes").
  const de = g.plural ? 'es' : g.feminine ? 'e la' : 'u';
  const a = (c: string) => (g.plural ? `${c === 'À' ? 'A' : 'a'}ux` : g.feminine ? `${c} la` : `${c === 'À' ? 'A' : 'a'}u`);
  return text
    .replace(new RegExp(`\\b([Dd])e l['’](${esc})`, 'g'), (_m, d: string, r: string) => `${d}${de} ${r}`)
    .replace(new RegExp(`(^|\\s)([Àà]) l['’](${esc})`, 'g'), (_m, p: string, c: string, r: string) => `${p}${a(c)} ${r}`)
    .replace(new RegExp(`\\b([Dd])['’](${esc})`, 'g'), '$1e $2')
    .replace(
      new RegExp(`\\b([Ll])['’](${esc})`, 'g'),
      (_m, l: string, r: string) => `${l === 'L' ? article[0]!.toUpperCase() + article.slice(1) : article} ${r}`,
    );
}

/** Makes the article before a substitute agree with its gender ("le sauce soja" → "la sauce soja",
 *  "à la tofu" → "au tofu"); a substitute without a plural takes the singular article ("les
 *  lardons" → "le tofu fumé"). The plural is agreeAround's. */
function agree(text: string, rep: string, uncountable = false): string {
  const g = rep ? genderOf(rep) : null;
  if (!g || g.plural) return text;
  const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (uncountable) {
    text = text
      .replace(new RegExp(`\\b([Ll])es (${esc})`, 'g'), (_m, l: string, r: string) => `${l}${g.feminine ? 'a' : 'e'} ${r}`)
      .replace(new RegExp(`\\b([Dd])es (${esc})`, 'g'), (_m, d: string, r: string) => (g.feminine ? `${d}e la ${r}` : `${d}u ${r}`))
      .replace(new RegExp(`\\b([Aa])ux (${esc})`, 'g'), (_m, a: string, r: string) =>
        g.feminine ? `${a === 'A' ? 'À' : 'à'} la ${r}` : `${a}u ${r}`,
      );
  }
  if (g.feminine) {
    return text
      .replace(new RegExp(`\\b([Ll])e (${esc})`, 'g'), '$1a $2')
      .replace(new RegExp(`\\b([Dd])u (${esc})`, 'g'), '$1e la $2')
      .replace(new RegExp(`\\b([Aa])u (${esc})`, 'g'), (_m, a: string, r: string) => `${a === 'A' ? 'À' : 'à'} la ${r}`);
  }
  // "de la" and "à la" first: their "la" is not the article alone.
  return text
    .replace(new RegExp(`\\b([Dd])e la (${esc})`, 'g'), '$1u $2')
    .replace(new RegExp(`(^|\\s)([Àà]) la (${esc})`, 'g'), (_m, p: string, a: string, r: string) => `${p}${a === 'À' ? 'Au' : 'au'} ${r}`)
    .replace(new RegExp(`\\b([Ll])a (${esc})`, 'g'), '$1e $2');
}

/** "alcool", "porc", "poisson": what a version is without, in a title. */
function withoutWord(ing: IngredientData | undefined): string | null {
  if (!ing) return null;
  if (ing.alcohol || ing.family === 'alcool') return 'alcool';
  if (ing.family === 'porc' || ing.animalDerived === 'porc') return 'porc';
  if (ing.family === 'poisson') return 'poisson';
  if (ing.family === 'fruit-de-mer') return 'fruits de mer';
  return lowerFirst(ing.name);
}

/** Families that flavour or garnish a dish rather than make it: named in a title only when they
 *  stand for another flavour ("à la crème de soja", "au raifort"), never as what a dish is made of
 *  ("Salade de levure maltée"). */
const SEASONING_FAMILIES = new Set(['condiment', 'epice', 'herbe', 'matiere-grasse', 'noix-graines', 'sucre', 'boisson', 'alcool']);
const DAIRY_FAMILIES = new Set(['produit-laitier', 'fromage']);
const LAND_MEAT = new Set(['viande', 'volaille', 'porc']);
const SEA = new Set(['poisson', 'fruit-de-mer']);
const MARK = '\u0001';

/** Where a title names an ingredient: the text before and after its mention (article included),
 *  and the word that links it to the dish ("à", "et", ",", "de"...; '' when it opens the title). */
function titleMention(title: string, phrases: readonly string[]): { before: string; after: string; link: string } | null {
  const marked = replacePhrases(title, phrases, MARK, { withArticle: true });
  const at = marked.text.indexOf(MARK);
  if (!marked.changed || at < 0) return null;
  const before = marked.text.slice(0, at);
  const after = marked.text.slice(at + MARK.length).replaceAll(MARK, '');
  const link = /(?:^|[\s(])([\p{L}']+|,)\s*$/u.exec(before)?.[1]?.toLowerCase() ?? (before.trim().endsWith(',') ? ',' : '');
  return { before, after, link };
}

/** The title without the mention, when the mention is a side part of it ("à la sauce soja", "et
 *  noix", ", parmesan"); null when it is what the dish is or is made of ("Moules…", "Velouté de potiron"). */
function withoutMention(title: string, phrases: readonly string[]): string | null {
  const m = titleMention(title, phrases);
  if (!m || !['à', 'au', 'aux', 'et', ',', 'avec', 'sauce'].includes(m.link)) return null;
  let head = m.before.replace(/(?:\s*(?:,|\bet|à|\bau|\baux|\bavec|\bsauce)\s*)+$/u, '');
  if (!head.trim()) return null;
  // "Salade de betteraves, mâche et noix" → "Salade de betteraves et mâche".
  if (m.link === 'et' && !/^\s*(?:,|et\b)/.test(m.after)) head = head.replace(/,\s*([^,]*)$/, ' et $1');
  const rest = m.after.replace(/^\s*,\s*(?=et\b)/, ' ').replace(/^\s*et\s+/, m.link === ',' ? ', ' : ' et ');
  return fixFrench(`${head}${rest}`.replace(/\s+,/g, ','));
}

/** The title after a swap: the dish is renamed for what replaced the ingredient ("Velouté de
 *  potiron à la crème de soja"), or, when the substitute cannot name it (a seasoning for what the
 *  dish is made of, lettuce for a bun), the side mention goes and the title says what the dish is
 *  without ("Wok de chou rouge sauté (version sans sauce soja)"). When neither is honest (the
 *  mussels of "Moules marinières", the wine of "Coq au vin") the title is kept and the repair
 *  refuses the dish (`titleNamesLost`). */
function dishTitle(
  before: string,
  swapped: string,
  from: IngredientData | undefined,
  target: IngredientData | undefined,
  rep: string,
  phrases: readonly string[],
  plural = rep,
): string {
  if (swapped === before) return before;
  const what = withoutWord(from);
  const uncountable = !!target && !target.plural;
  const fixed = rep ? capitalize(agreed(swapped, rep, uncountable, plural)) : swapped;
  if (!what || !from || !target) return fixed;
  const suffix = /^(.*?)\s*\(version sans ([^)]*)\)\s*$/.exec(before);
  const base = suffix ? suffix[1]! : before;
  const dish = knownDishIn(base);
  const mention = titleMention(base, phrases);
  const madeOf = !mention || ['', 'de', "d'", 'du', 'des'].includes(mention.link);
  // Lettuce leaves standing for a bun, a name with its own preposition ("Smoothie au dessert au
  // soja nature"), a word said twice ("Filets de filet de poulet"): never a name.
  const odd =
    /^laitue|^salade-verte/.test(target.id) || / (au|à|aux) /.test(rep) || /\b([a-z]{4,})s? d(?:e |')\1\b/.test(normalizeText(fixed));
  const seasoning = SEASONING_FAMILIES.has(target.family);
  const likeForLike = from.family === target.family || SEASONING_FAMILIES.has(from.family) || DAIRY_FAMILIES.has(from.family);
  let rename = !odd && (!seasoning || (likeForLike && !madeOf));
  // A well-known dish whose name holds the ingredient stays that dish only with its kind of food
  // ("Endives au tofu fumé" from the ham, never "Moules marinières" of tofu).
  if (dish && knownDishIn(fixed) !== dish)
    rename = rename && (from.family === target.family || (LAND_MEAT.has(from.family) && !SEA.has(target.family)));
  if (rename) return fixed;
  return droppedTitle(before, phrases, from);
}

/** The title once a line it names is gone: the side mention removed and said ("Salade de
 *  betteraves et mâche (version sans noix)"), else unchanged (and refused by `titleNamesLost`). */
function droppedTitle(before: string, phrases: readonly string[], from: IngredientData | undefined): string {
  const what = withoutWord(from);
  const suffix = /^(.*?)\s*\(version sans ([^)]*)\)\s*$/.exec(before);
  const base = suffix ? suffix[1]! : before;
  if (!what || !replacePhrases(base, phrases, '').changed) return before;
  const dish = knownDishIn(base);
  const dropped = withoutMention(base, phrases);
  if (!dropped || (dish && knownDishIn(dropped) !== dish)) return before;
  const parts = suffix ? suffix[2]!.split(/ ni |, /) : [];
  return `${dropped} (version sans ${parts.includes(what) ? parts.join(' ni ') : [...parts, what].join(' ni ')})`;
}

/** The line of `original` that `final`'s title still names though `final` lost it (the mussels of
 *  "Moules marinières" for a vegan), or whose food a dish word needs (the eggs of an omelette):
 *  such a title would lie, and the repair refuses the dish. Null when the title is honest. */
export function lostInTitle(original: RecipeDraft, final: RecipeDraft): DraftIngredient | null {
  const claimed = final.title.replace(/\s*\(version [^)]*\)\s*$/, '');
  const kept = new Set(final.ingredients.map((l) => l.ingredientId ?? l.name));
  const lost = original.ingredients.filter((l) => !kept.has(l.ingredientId ?? l.name));
  // A word the remaining lines answer to too ("chocolat" for a 70 % dark chocolate) still holds.
  const keptKeys = final.ingredients.flatMap((l) => {
    const ing = lineIngredient(l);
    return [phraseKey(l.name.split(',')[0]!), ...(ing ? namesOf(ing).map(phraseKey) : [])];
  });
  const lostPhrases = (line: DraftIngredient) =>
    mentionPhrases(line, final.ingredients).filter((p) => !keptKeys.some((k) => containsKey(k, phraseKey(p))));
  const named = lost.find((line) => replacePhrases(claimed, lostPhrases(line), '').changed);
  if (named) return named;
  if (lostDishWord(claimed, original.ingredients, final.ingredients) === null) return null;
  return lost.find((l) => lineIngredient(l)?.family === 'oeuf') ?? lost[0] ?? null;
}

/** True when the title of `final` would lie about what it lost from `original` (lostInTitle). */
export function titleNamesLost(original: RecipeDraft, final: RecipeDraft): boolean {
  return lostInTitle(original, final) !== null;
}

/** Gender and number of a substitute's name, when its first noun is in the genders table. */
function genderOf(rep: string): Grammar | null {
  const first = words(rep)[0] ?? '';
  const noun = singular(first);
  const known = FEMININE_NOUNS.has(noun) || FEMININE_NOUNS.has(first) || MASCULINE_NOUNS.has(noun) || MASCULINE_NOUNS.has(first);
  return known ? grammarOf(rep) : null;
}

/** The words around a substitute agree with it, in the sentences that name it: its article in the
 *  plural ("la lentilles" → "les lentilles"), the participle after it ("le tofu ferme émiettée" →
 *  "le tofu ferme émietté") and the pronouns of the same sentence ("faites-le dorer" → "faites-les"). */
function agreeAround(text: string, rep: string): string {
  const g = rep ? genderOf(rep) : null;
  if (!g) return text;
  const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ending = g.feminine ? (g.plural ? 'ées' : 'ée') : g.plural ? 'és' : 'é';
  const pronoun = g.plural ? 'les' : g.feminine ? 'la' : 'le';
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      if (!new RegExp(esc, 'i').test(sentence)) return sentence;
      let x = sentence;
      if (g.plural) {
        // "à la" and "de la" first: their "la" is not the article alone.
        x = x
          .replace(
            new RegExp(`(^|\\s)([Àà]) la (${esc})`, 'g'),
            (_m, p: string, a: string, r: string) => `${p}${a === 'À' ? 'Aux' : 'aux'} ${r}`,
          )
          .replace(new RegExp(`\\b([Dd])e la (${esc})`, 'g'), '$1es $2')
          .replace(new RegExp(`\\b([Ll])[ae] (${esc})`, 'g'), '$1es $2')
          .replace(new RegExp(`\\b([Dd])u (${esc})`, 'g'), '$1es $2')
          .replace(new RegExp(`\\b([Aa])u (${esc})`, 'g'), '$1ux $2')
          .replace(new RegExp(`\\b([Uu])ne? (${esc})`, 'g'), (_m, u: string, r: string) => `${u === 'U' ? 'D' : 'd'}es ${r}`);
      }
      x = x.replace(
        new RegExp(
          `(${esc}) ((?:bien |très |légèrement |finement |grossièrement |tout juste )?)([a-zàâäéèêëîïôöùûüç]{3,}?)(?:ées|és|ée|é)\\b`,
          'gi',
        ),
        (_m, r: string, adverb: string, stem: string) => `${r} ${adverb}${stem}${ending}`,
      );
      return x.replace(/-(les|la|le)\b(?!-)/g, (m, _p: string, at: number) =>
        objectBefore(x, at).toLowerCase().startsWith(rep.toLowerCase()) ? `-${pronoun}` : m,
      );
    })
    .join(' ');
}

/** The direct object a pronoun at `at` stands for: the last definite noun phrase before it that
 *  no preposition introduces ("faites dorer le tofu dans l'huile, puis réservez-le": the tofu). */
function objectBefore(sentence: string, at: number): string {
  const before = sentence.slice(0, at);
  let found = '';
  for (const m of before.matchAll(/(^|[\s,;(])(les|la|le|l')(?:\s+|(?<='))/gi)) {
    const start = (m.index ?? 0) + m[0].length;
    const previous =
      before
        .slice(0, m.index ?? 0)
        .trim()
        .split(/\s+/)
        .pop()
        ?.toLowerCase() ?? '';
    if (/^(dans|avec|de|d'|à|sur|en|par|pour|sous|au|aux|du|des|entre|contre|vers)$/.test(previous)) continue;
    found = before.slice(start);
  }
  return found;
}

/** Cuts of meat or fish the steps name the ingredient by ("farinez les escalopes", "épongez les
 *  cuisses"): when the substitute is not a cut of meat or fish, they name the substitute. */
const CUT_WORDS = [
  'escalope',
  'filet',
  'cuisse',
  'pave',
  'roti',
  'cotelette',
  'magret',
  'manchon',
  'aiguillette',
  'darne',
  'souris',
  'jarret',
  'travers',
];

function cutPhrases(
  line: DraftIngredient,
  from: IngredientData | undefined,
  target: IngredientData | undefined,
  others: readonly DraftIngredient[],
): string[] {
  if (!from || !FLESH_FAMILIES.has(from.family) || (target && FLESH_FAMILIES.has(target.family))) return [];
  const own = new Set([...words(line.name.split(',')[0] ?? ''), ...words(from.name)].map(singular));
  return CUT_WORDS.filter((w) => own.has(w) && !others.some((o) => words(o.name).map(singular).includes(w))).flatMap((w) => [w, `${w}s`]);
}

/** Gestures of the butcher's or fishmonger's cut that no longer apply once it is gone ("coupez à la
 *  jointure", "jusqu'à ce que la chair se détache de l'os"). */
function withoutBoneGestures(text: string): string {
  return text
    .replace(/,?\s*jusqu'à ce que la chair se détache de l'os/gi, '')
    .replace(/\s*en deux à la jointure/gi, ' en morceaux')
    .replace(/,?\s*côté peau( en premier)?/gi, '');
}

/** A text where a substitute took a name's place, its count, elision and articles agreeing
 *  ("des tofu fumé" → "du tofu fumé", "la pousses d'épinard" → "les pousses d'épinard"). */
function agreed(text: string, rep: string, uncountable: boolean, plural = rep): string {
  // The plural form first ("à la prunes" → "aux prunes"), then the singular.
  const plurals = plural && plural !== rep ? agreeAround(unelide(countless(text, plural), plural), plural) : text;
  const out = fixFrench(agreeAround(agree(unelide(countless(plurals, rep), rep), rep, uncountable), rep));
  // "sauce tamari" → "sauce sauce Worcestershire": the word is said once.
  return out.replace(/(^|[\s(])(\p{L}{4,}) \2(?!\p{L})/giu, '$1$2');
}

/** Rewrites the instructions, title and description after replacing (or dropping) a line. */
function rewriteTexts(
  recipe: RecipeDraft,
  phrases: string[],
  replacement: { singular: string; plural: string } | null,
  role?: { role: Role; ingredients: DraftIngredient[] },
  from?: IngredientData,
  cuts: readonly string[] = [],
  target?: IngredientData,
): Pick<RecipeDraft, 'instructions' | 'title' | 'description'> {
  const rep = replacement ? lowerFirst(replacement.singular) : '';
  const plural = replacement ? lowerFirst(replacement.plural) : '';
  // A role whose technique changes (whipped whites → whipped aquafaba) rewrites its gestures first.
  const steps = role ? rewriteForRole(recipe.instructions, role.role, { ingredients: role.ingredients }) : recipe.instructions;
  // The cut words ("les escalopes") name the ingredient in the steps only: in a title they are the dish.
  const stepPhrases = cuts.length ? [...phrases, ...cuts] : phrases;
  const gestures = (text: string) => (cuts.length ? withoutBoneGestures(text) : text);
  const instructions = steps
    .map((s) => {
      const r = replacePhrases(gestures(s.explanation), stepPhrases, rep, { withArticle: !replacement, plural });
      const t = s.tips
        ? replacePhrases(gestures(s.tips), stepPhrases, rep, { withArticle: !replacement, plural })
        : { text: s.tips, changed: false };
      const uncountable = !!replacement && replacement.plural === replacement.singular;
      const fix = (text: string) => agreed(text, rep, uncountable, plural);
      if (replacement && r.changed) r.text = fix(r.text);
      if (replacement && t.changed) t.text = fix(t.text);
      const explanation = replacement ? r.text : tidy(r.text);
      const tips = t.changed ? (replacement ? t.text : tidy(t.text)) : s.tips;
      return { ...s, explanation, tips: tips && words(tips).length >= 2 ? tips : '' };
    })
    .filter((s) => words(s.explanation).length >= 2);
  const title = replacement
    ? dishTitle(recipe.title, replacePhrases(recipe.title, phrases, rep, { plural }).text, from, target, rep, phrases, plural)
    : droppedTitle(recipe.title, phrases, from);
  // The description names the dish's ingredients too ("faite de chocolat et d'œufs").
  // (Not by the generic words "viande", "poisson": there they may speak of the dish in general.)
  const own = phrases.filter((p) => !['viande', 'volaille', 'poisson', 'fruit de mer'].includes(p));
  const described = replacement ? replacePhrases(recipe.description, own, rep, { plural }) : null;
  const description = described?.changed
    ? agreed(described.text, rep, replacement!.plural === replacement!.singular, plural)
    : recipe.description;
  return { instructions: instructions.length ? instructions : recipe.instructions.slice(0, 1), title, description };
}

/** The names of a seed "egg" in steps (the checker of steps.ts knows them as the seeds). */
const SEED_EGGS: Record<string, { singular: string; plural: string }> = {
  'graines-de-lin': { singular: 'œuf de lin', plural: 'œufs de lin' },
  'graines-de-chia': { singular: 'œuf de chia', plural: 'œufs de chia' },
};

/** Says once, before its first use, how a seed "egg" is made. */
function withSeedEggPrep(
  steps: RecipeDraft['instructions'],
  egg: { singular: string; plural: string },
  seeds: IngredientData,
): RecipeDraft['instructions'] {
  const key = phraseKey(egg.singular);
  const first = steps.findIndex((s) => containsKey(phraseKey(s.explanation), key));
  const at = Math.max(0, first);
  const step = steps[at];
  if (!step || /laissez gonfler/.test(step.explanation)) return steps;
  const ground = seeds.id === 'graines-de-lin' ? ' moulues' : '';
  const prep = `Préparez les ${egg.plural} : mélangez les ${lowerFirst(seeds.plural ?? seeds.name)}${ground} avec 3 c. à soupe d'eau par cuillerée et laissez gonfler 10 minutes.`;
  return steps.map((s, i) => (i === at ? { ...s, explanation: `${prep} ${s.explanation}` } : s));
}

/** One substitution made by applySubstitute: what was replaced, by what, in which recipe. */
export interface SubstitutionEvent {
  from: IngredientData | undefined;
  to: IngredientData;
  recipeTitle: string;
}
const SUBSTITUTION_LISTENERS = new Set<(e: SubstitutionEvent) => void>();

/** Calls `listener` on every substitution made until the returned function is called: lets a scan
 *  see every swap the repair makes, without changing what it returns. */
export function observeSubstitutions(listener: (e: SubstitutionEvent) => void): () => void {
  SUBSTITUTION_LISTENERS.add(listener);
  return () => SUBSTITUTION_LISTENERS.delete(listener);
}

/** Says, at the step that shapes the pulses, to mash and bind them. */
function withBinder(steps: RecipeDraft['instructions'], pulses: IngredientData, binder: IngredientData): RecipeDraft['instructions'] {
  const at = Math.max(
    0,
    steps.findIndex((s) => /\b(formez|faconnez|boulettes?|steaks?|galettes?|farce|farcissez|roulez)\b/.test(normalizeText(s.explanation))),
  );
  const name = lowerFirst(pulses.plural ?? pulses.name);
  const prep = fixFrench(`Écrasez les ${name} à la fourchette et liez-les avec la ${lowerFirst(binder.name)}.`);
  return steps.map((s, i) => (i === at ? { ...s, explanation: `${prep} ${s.explanation}` } : s));
}

/** Replaces line `index` by a substitute (merged into an existing line of the same ingredient).
 *  Derived facts are NOT recomputed (call withFacts once after a series of changes). */
export function applySubstitute(recipe: RecipeDraft, index: number, choice: SubstituteChoice): RecipeDraft {
  const line = recipe.ingredients[index];
  if (!line) return recipe;
  for (const listener of SUBSTITUTION_LISTENERS) listener({ from: lineIngredient(line), to: choice.target, recipeTitle: recipe.title });
  const others = recipe.ingredients.filter((_, i) => i !== index);
  const phrases = mentionPhrases(line, others);
  const target = choice.target;
  const name = choice.note
    ? `${choice.quantity > 1 && target.plural ? target.plural : target.name}, ${choice.note}`
    : choice.quantity > 1 && target.plural && parseUnit(choice.unity, target) === 'pièce'
      ? target.plural
      : target.name;
  let ingredients: DraftIngredient[];
  const existing = recipe.ingredients.findIndex((l, i) => i !== index && l.ingredientId === target.id && l.unity === choice.unity);
  if (existing >= 0) {
    ingredients = recipe.ingredients
      .map((l, i) => (i === existing ? { ...l, quantity: roundQuantity(l.quantity + choice.quantity, l.unity, l.ingredientId) } : l))
      .filter((_, i) => i !== index);
  } else {
    ingredients = recipe.ingredients.map((l, i) =>
      i === index ? { name, quantity: choice.quantity, unity: choice.unity, ingredientId: target.id } : l,
    );
  }
  // Bakers call a flax or chia binder an "œuf de lin": the steps keep their gesture with it.
  const seedEgg = choice.role === 'oeuf-liant' ? SEED_EGGS[target.id] : undefined;
  // "un filet d'huile" is no cut of fish: "filet" is left alone where the steps use it so.
  const filetOfLiquid = recipe.instructions.some((st) => /\bfilets? d(e |')/i.test(`${st.explanation} ${st.tips ?? ''}`));
  const cuts = cutPhrases(line, lineIngredient(line), target, others).filter((w) => !(filetOfLiquid && w.startsWith('filet')));
  const texts = rewriteTexts(
    recipe,
    phrases,
    seedEgg ?? { singular: target.name, plural: target.plural ?? target.name },
    choice.role ? { role: choice.role, ingredients } : undefined,
    lineIngredient(line),
    cuts,
    seedEgg ? undefined : target,
  );
  if (seedEgg) texts.instructions = withSeedEggPrep(texts.instructions, seedEgg, target);
  if (choice.binder) {
    const b = choice.binder;
    ingredients = [...ingredients, { name: b.target.name, quantity: b.quantity, unity: b.unity, ingredientId: b.target.id }];
    texts.instructions = withBinder(texts.instructions, target, b.target);
  }
  // A technique that no longer applies (separating eggs, soaking gelatine) takes its minutes with
  // it: they were preparation time.
  const stepMinutes = (steps: RecipeDraft['instructions']) => steps.reduce((sum, x) => sum + x.time, 0);
  const dropped = Math.max(0, stepMinutes(recipe.instructions) - stepMinutes(texts.instructions));
  const fromPrep = Math.min(dropped, recipe.prepTime);
  const times = dropped ? { prepTime: recipe.prepTime - fromPrep, cookTime: Math.max(0, recipe.cookTime - (dropped - fromPrep)) } : {};
  // Facts (allergens, nutrition...) are recomputed once by the caller, after all its changes.
  return { ...recipe, ...texts, ...times, ingredients };
}

/** Replaces line `index` by free text (a user's replacement the catalogue does not know). */
export function applyFreeTextSubstitute(recipe: RecipeDraft, index: number, text: string): RecipeDraft {
  const line = recipe.ingredients[index];
  if (!line) return recipe;
  const others = recipe.ingredients.filter((_, i) => i !== index);
  const phrases = mentionPhrases(line, others);
  const ingredients = recipe.ingredients.map((l, i) => (i === index ? { ...l, name: text, ingredientId: null } : l));
  const texts = rewriteTexts(recipe, phrases, { singular: text, plural: text });
  return { ...recipe, ...texts, ingredients };
}

/** Drops line `index` and removes its mentions from the instructions. */
export function dropLine(recipe: RecipeDraft, index: number): RecipeDraft {
  const line = recipe.ingredients[index];
  if (!line) return recipe;
  const others = recipe.ingredients.filter((_, i) => i !== index);
  const phrases = mentionPhrases(line, others);
  // A sentence that melts what is dropped ("Posez le cheddar dessus et couvrez pour le faire
  // fondre") has nothing left to do: it goes whole rather than losing its object.
  const dropped = lineIngredient(line);
  const melts = dropped?.family === 'fromage' || dropped?.id.startsWith('chocolat') ? /\b(fondre|fonde|fondu|fondue|gratiner)\b/i : null;
  const instructions = recipe.instructions.map((st) => ({
    ...st,
    explanation: st.explanation
      .split(/(?<=[.!?])\s+/)
      .filter((x) => !(melts?.test(x) && replacePhrases(x, phrases, '').changed))
      .join(' '),
  }));
  const texts = rewriteTexts({ ...recipe, instructions }, phrases, null, undefined, lineIngredient(line));
  return { ...recipe, instructions: texts.instructions, ingredients: others };
}

/** A line that can go without ruining the dish: garnish, herbs, a pinch of spice, a spoon of sauce. */
export function isOptionalLine(line: DraftIngredient, recipe: RecipeDraft): boolean {
  if (/facultatif|pour servir|décor|garnir|garniture|pour le service|au choix/i.test(line.name)) return true;
  const ing = lineIngredient(line);
  const grams = lineGrams(line, ing);
  const total = recipe.ingredients.reduce((s, l) => s + lineGrams(l), 0) || 1;
  if (!ing) return grams / total < 0.08;
  if (['herbe', 'epice'].includes(ing.family)) return true;
  if (['condiment', 'noix-graines', 'alcool', 'boisson', 'fruit', 'legume', 'fromage', 'sucre', 'matiere-grasse'].includes(ing.family))
    return grams / total <= 0.08;
  return grams / total <= 0.04;
}

export function withFacts(recipe: RecipeDraft): RecipeDraft {
  return { ...recipe, ...deriveRecipeFacts(recipe.ingredients, recipe.servings, recipe.dishType, recipe.title) };
}
