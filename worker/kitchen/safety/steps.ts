// Steps that match the ingredient list and the promised times:
// - stepsMentionMissing: the catalogue ingredients a step names that the list does not hold (a vegan
//   mousse that still says "séparez les blancs" when there is no egg left);
// - rewriteForRole: the steps of a role whose technique changes with its substitute (whipped whites
//   become whipped aquafaba: no more separating, no more yolks);
// - quickenSteps: shorter cooking steps that say HOW they get shorter (thinner layer, smaller pieces,
//   pressure cooker only when the household has one and never for an oven dish), with durations in
//   the texts and the prep/cook times kept consistent with the step times.

import type { RecipeDraft } from '../model';
import { ALL_INGREDIENTS } from '../knowledge/kb';
import { nameKeysOf } from '../knowledge/catalogue';
import { lineIngredient } from '../facts/derive';
import { fixFrench, lowerFirst, normalizeText, phraseKey, singular, words, STOP_WORDS } from '../base/text';
import type { Role } from './roles';

// ---------------------------------------------------------------------------------------------
// Mentions of missing ingredients
// ---------------------------------------------------------------------------------------------

/** Ingredients a step may name without a line: tap water is always at hand. */
const ALWAYS_AT_HAND = new Set(['eau']);
/** Parts of an ingredient that a line of the whole covers ("les jaunes" when the list has eggs). */
const PARTS_OF: Record<string, string[]> = {
  'jaune-d-oeuf': ['oeuf', 'oeuf-de-caille'],
  'blanc-d-oeuf': ['oeuf', 'oeuf-de-caille'],
};
/** Words that name an ingredient only in some senses ("blanc" of a leek, "jaune" colour): they count
 *  as a mention of the egg part only in the plural forms cooks use for eggs ("les blancs"). */
const AMBIGUOUS_KEYS = new Set(['blanc', 'jaune']);
/** Words that name a catalogue ingredient but mostly mean something else in a step: "la pâte"
 *  (dough), "le moule" (tin), "mais" (but), "râpé", "au lieu de", "noisettes de beurre", "la farce". */
const HOMONYM_KEYS = new Set([
  'pate',
  'moule',
  'mai',
  'rape',
  'saler',
  'farce',
  'sirop',
  'zeste',
  'salade',
  'lieu',
  'noisette',
  'barbecue',
  'galette',
  'steak',
  'tortilla',
  'sauce',
  'frite',
  'curry',
  'dal',
  'feve',
]);
/** Preparations a recipe often makes itself from its own lines (a vinaigrette, a béchamel, a
 *  compote): naming them is not naming a missing ingredient. */
const MADE_IN_RECIPE = new Set([
  'sauce-vinaigrette',
  'sauce-bechamel',
  'compote-de-pommes',
  'crepe',
  'meringue',
  'creme-chantilly',
  'creme-anglaise',
  'mayonnaise',
  'pesto-vert',
  'houmous',
  'tzatziki',
  'tapenade',
  'falafel',
  'croutons',
  'caramel',
  'sauce-tomate',
  'pate-sablee',
  'pate-brisee',
  'cookie',
  'sorbet',
  'chair-a-saucisse',
  'frites-surgelees',
]);

/** Words cooks use for an ingredient that the catalogue does not list as its names. */
const COOK_WORDS: Record<string, string> = {
  blanc: 'blanc-d-oeuf',
  jaune: 'jaune-d-oeuf',
  'oeuf de lin': 'graines-de-lin',
  'oeuf de chia': 'graines-de-chia',
};

let NAME_INDEX: Map<string, string> | null = null;
let MAX_WORDS = 1;
function nameIndex(): Map<string, string> {
  if (NAME_INDEX) return NAME_INDEX;
  const index = new Map<string, string>();
  for (const ing of ALL_INGREDIENTS) {
    for (const key of nameKeysOf(ing)) {
      if (!key || (STOP_WORDS.has(key) && !key.includes(' '))) continue;
      if (!index.has(key)) index.set(key, ing.id);
      MAX_WORDS = Math.max(MAX_WORDS, key.split(' ').length);
    }
  }
  // Cook's words for the parts of an egg, counted only in the plural (see AMBIGUOUS_KEYS).
  for (const [key, id] of Object.entries(COOK_WORDS)) index.set(key, id);
  NAME_INDEX = index;
  return index;
}

export interface MissingMention {
  /** Index of the step in `instructions`. */
  step: number;
  /** Catalogue id of the ingredient named. */
  ingredientId: string;
  /** The words of the step that name it (normalized). */
  words: string;
}

/** Catalogue ingredients named in a text, longest names first, with the words that named them. */
export function ingredientMentions(text: string): { id: string; key: string; raw: string }[] {
  const index = nameIndex();
  const raw = words(text);
  const ws = raw.map(singular);
  const out: { id: string; key: string; raw: string }[] = [];
  let i = 0;
  while (i < ws.length) {
    let matched = 0;
    for (let len = Math.min(MAX_WORDS, ws.length - i); len >= 1; len--) {
      const key = ws.slice(i, i + len).join(' ');
      if (len === 1 && (STOP_WORDS.has(key) || /^\d+$/.test(key))) continue;
      const id = index.get(key);
      if (id) {
        out.push({ id, key, raw: raw.slice(i, i + len).join(' ') });
        matched = len;
        break;
      }
    }
    i += matched || 1;
  }
  return out;
}

/**
 * Every catalogue ingredient (by name, plural or synonym) that a step or its tip names although the
 * ingredient list does not hold it. A mention counts as present when the list holds that ingredient,
 * a line whose name contains the words ("la crème" for "Crème fraîche épaisse"), a line the mention
 * is made from ("le jus de citron" for "Citron"), or the whole of which it is a part (yolks, eggs).
 */
export function stepsMentionMissing(recipe: Pick<RecipeDraft, 'ingredients' | 'instructions'>): MissingMention[] {
  const ids = new Set<string>();
  const lineKeys: string[] = [];
  for (const l of recipe.ingredients) {
    const ing = lineIngredient(l);
    if (ing) {
      ids.add(ing.id);
      lineKeys.push(...nameKeysOf(ing));
    }
    lineKeys.push(phraseKey(l.name.split(',')[0] ?? l.name), phraseKey(l.name));
  }
  const contains = (hay: string, needle: string) => (' ' + hay + ' ').includes(' ' + needle + ' ');
  const out: MissingMention[] = [];
  recipe.instructions.forEach((s, step) => {
    for (const m of ingredientMentions(`${s.explanation} ${s.tips ?? ''}`)) {
      if (ids.has(m.id) || ALWAYS_AT_HAND.has(m.id) || MADE_IN_RECIPE.has(m.id) || HOMONYM_KEYS.has(m.key)) continue;
      if ((PARTS_OF[m.id] ?? []).some((whole) => ids.has(whole))) continue;
      if (AMBIGUOUS_KEYS.has(m.key) && !/s$/.test(m.raw)) continue;
      // The parts of an egg are covered only by an egg line ("sucre blanc" holds no egg white).
      if (!(m.key in COOK_WORDS) && lineKeys.some((k) => contains(k, m.key) || contains(m.key, k))) continue;
      out.push({ step, ingredientId: m.id, words: m.raw });
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Technique changes of a role
// ---------------------------------------------------------------------------------------------

type Step = RecipeDraft['instructions'][number];

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((t) => t.trim());
}

/** Whipped whites become whipped aquafaba: separating the eggs and the yolks go, "les blancs" are
 *  now "l'aquafaba" (feminine singular: the agreement of the sentence follows). */
function whitesToAquafaba(steps: Step[], keepYolks: boolean): Step[] {
  let tipGiven = false;
  const rewrite = (text: string): string =>
    sentences(text)
      .filter((t) => {
        const n = normalizeText(t);
        if (/separ(ez|er)|cassez les oeufs en/.test(n)) return false;
        if (!keepYolks && /\bjaunes?\b/.test(n)) return false;
        return true;
      })
      .map((t) => {
        const n = normalizeText(t);
        if (!/\bblancs\b|\bblanc d.oeuf/.test(n)) return t;
        let r = t
          .replace(/\b([Dd])es blancs( d['’]œufs?)?( montés?)?/g, "$1e l'aquafaba montée")
          .replace(/\b([Aa])ux blancs( d['’]œufs?)?( montés?)?/g, "$1 l'aquafaba montée")
          .replace(/\b([Ll])es blancs( d['’]œufs?)?/g, "$1'aquafaba")
          .replace(/\bblancs( d['’]œufs?)?/g, 'aquafaba');
        r = r
          .replace(/\bqu['’]ils soient\b/g, "qu'elle soit")
          .replace(/\bils soient\b/g, 'elle soit')
          .replace(/\bils commencent\b/g, 'elle commence')
          .replace(/\bils\b/g, 'elle')
          .replace(/\bfermes et brillants\b/g, 'ferme et brillante')
          .replace(/\bfermes\b/g, 'ferme')
          .replace(/\bbrillants\b/g, 'brillante')
          .replace(/\bmontés\b/g, 'montée');
        return r;
      })
      .join(' ');
  return steps
    .map((s) => {
      const explanation = fixFrench(rewrite(s.explanation));
      let tips = s.tips ? fixFrench(rewrite(s.tips)) : '';
      if (!tipGiven && /en neige/.test(normalizeText(explanation))) {
        tipGiven = true;
        tips = `${tips ? tips + ' ' : ''}L'aquafaba est le jus de pois chiches d'une boîte : bien froid, il monte en neige ferme en 5 à 8 minutes au batteur.`;
      }
      return { ...s, explanation, tips };
    })
    .filter((s) => words(s.explanation).length >= 2);
}

/** Gelatine becomes agar-agar: no soaking, no wringing; agar sets only once boiled. */
function gelatineToAgar(steps: Step[]): Step[] {
  const rewrite = (text: string): string =>
    sentences(text)
      .filter((t) => !/ramollir|tremper|rehydrat/.test(normalizeText(t)) || !/gelatine/.test(normalizeText(t)))
      .map((t) => {
        const n = normalizeText(t);
        if (!/gelatine/.test(n)) return t;
        return t
          .replace(/\s*bien essorées?/g, '')
          .replace(/\b[Hh]ors du feu, (\S)/g, (_m, c: string) => c.toUpperCase())
          .replace(/\.\s*$/, ", puis faites bouillir 2 minutes en remuant : l'agar-agar ne prend qu'après ébullition.");
      })
      .join(' ');
  return steps
    .map((s) => ({
      ...s,
      explanation: fixFrench(rewrite(s.explanation)),
      tips: s.tips && /gelatine/.test(normalizeText(s.tips)) ? '' : s.tips,
    }))
    .filter((s) => words(s.explanation).length >= 2);
}

/** Steps rewritten for the technique a substitute's role requires (only roles whose gestures change). */
export function rewriteForRole(steps: Step[], role: Role | undefined, recipe: Pick<RecipeDraft, 'ingredients'>): Step[] {
  if (role === 'gelifiant') {
    const out = gelatineToAgar(steps);
    return out.length ? out : steps;
  }
  if (role === 'blancs-montes') {
    const keepYolks = recipe.ingredients.some((l) => l.ingredientId === 'jaune-d-oeuf' || l.ingredientId === 'oeuf');
    const out = whitesToAquafaba(steps, keepYolks);
    return out.length ? out : steps;
  }
  return steps;
}

// ---------------------------------------------------------------------------------------------
// Faster steps
// ---------------------------------------------------------------------------------------------

const PRESSURE_COOKER = /autocuiseur|cocotte[- ]minute|cookeo/i;

/** Whether the household declared a pressure cooker (an absent list declares nothing). */
export function hasPressureCooker(equipment: readonly string[] | undefined): boolean {
  return (equipment ?? []).some((e) => PRESSURE_COOKER.test(e));
}

const OVEN_TITLES =
  /\b(gratin|tarte|tartelette|quiche|cake|roti|clafoutis|lasagne|lasagnes|tian|crumble|souffle|moussaka|parmentier|pizza|flan|gateau|brownie|cookie|muffin|madeleine|financier|feuillete|tourte|pain|brioche|far|gougere|papillote|four)\b/;

/** A step's text without its asides: "(ou au four à 150 °C)" offers an alternative, it does not bake. */
function mainText(text: string): string {
  return normalizeText(text.replace(/\([^)]*\)/g, ' '));
}

/** An oven dish: its steps bake ("préchauffez le four", "enfournez") or its title names a baked dish. */
export function isOvenDish(recipe: Pick<RecipeDraft, 'title' | 'instructions'>): boolean {
  if (OVEN_TITLES.test(normalizeText(recipe.title))) return true;
  return recipe.instructions.some((s) => OVEN_STEP.test(mainText(s.explanation)));
}

/** Resting, cooling, marinating: time no gesture can shorten. */
const REST = /refrigerateur|frigo|congel|repos|mariner|marinade|lever|refroidir|tiedir|infuser|tremper/;
const OVEN_STEP = /\bfour\b|enfourn|gratiner|rotir|faites roti/;
/** Grains and pasta cook in their own time, whatever the size of the other pieces. */
const FIXED_TIME =
  /\b(quinoa|riz|pates|spaghetti|tagliatelle|penne|coquillette|nouille|semoule|boulgour|lentille|pois chiche|haricot|polenta|ble|epeautre|orge|gnocchi|ravioli)s?\b/;
/** Slow wet cooking that smaller pieces, a lid or pressure shortens (not searing or browning, which
 *  a lid would spoil). */
const SIMMER_STEP = /mijot|fremi|bouill(ir|ez|ant|ie)|ebullition|cuire|cuisez|cuisson|braise|compot|poch|etuv/;

/** Minutes as a French cook writes them: "45 minutes", "1 heure", "1 h 15". */
export function formatMinutes(min: number): string {
  if (min < 60) return `${min} minute${min > 1 ? 's' : ''}`;
  const h = Math.floor(min / 60);
  const m = min % 60;
  if (!m) return `${h} heure${h > 1 ? 's' : ''}`;
  return `${h} h ${String(m).padStart(2, '0')}`;
}

const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);

/** A written duration: "45 minutes", "35 à 40 minutes", "1 heure", "1 h 30". */
const DURATION = /\b(\d+)(?:\s*(?:à|-)\s*(\d+))?\s*(h|heures?|min(?:utes?)?)\b(?:\s*(\d{2}))?/g;

/** Rescales every duration written in a text by `factor` ("enfournez 1 heure" → "enfournez 45 minutes"). */
export function scaleDurations(text: string, factor: number): string {
  return text.replace(DURATION, (_m, a: string, b: string | undefined, unit: string, extra: string | undefined) => {
    const mult = /^h/.test(unit) ? 60 : 1;
    const first = Number(a) * mult + (extra && mult === 60 ? Number(extra) : 0);
    const second = b ? Number(b) * mult : undefined;
    const f = round5(first * factor);
    if (second === undefined) return formatMinutes(f);
    const s = round5(second * factor);
    return s > f ? `${f} à ${formatMinutes(s)}` : formatMinutes(f);
  });
}

export interface QuickenResult {
  instructions: Step[];
  prepTime: number;
  cookTime: number;
  /** Minutes saved over the whole recipe. */
  saved: number;
  /** How the time was saved, in French, for the description. */
  how: string[];
}

/**
 * Shortens the cooking steps that can honestly be shortened, each with the gesture that makes it
 * shorter written into the step: a thinner layer in the oven, smaller pieces and a lid for what
 * simmers, or the pressure cooker when the household declared one and the dish is not baked.
 * Resting, cooling and marinating sentences keep their durations; searing and browning are not
 * shortened. prepTime/cookTime lose exactly the minutes the steps lose.
 */
export function quickenSteps(
  recipe: Pick<RecipeDraft, 'title' | 'instructions' | 'prepTime' | 'cookTime'>,
  equipment: readonly string[] | undefined,
): QuickenResult {
  const oven = isOvenDish(recipe);
  const pressure = hasPressureCooker(equipment) && !oven;
  const how = new Set<string>();
  let saved = 0;
  const instructions = recipe.instructions.map((s) => {
    // Short steps, and pulses already reduced to a reheat (heatOnly), stay as they are.
    if (s.time < 10 || s.explanation.includes(REHEAT)) return s;
    const written = durationsIn(s.explanation).length > 0;
    const st: { kind: 'four' | 'pression' | 'morceaux' | null; factor: number; was: number; after: number[] } = {
      kind: null,
      factor: 1,
      was: 0,
      after: [],
    };
    const rewritten = sentences(s.explanation).map((t) => {
      const n = mainText(t);
      const before = durationsIn(t);
      const keep = () => {
        st.after.push(...before);
        return t;
      };
      // In a step that writes its durations, only the sentences with a duration are shortened.
      if (REST.test(n) || /prechauff/.test(n) || (written && !before.length)) return keep();
      const isOven = OVEN_STEP.test(n);
      const isSimmer = !isOven && SIMMER_STEP.test(n) && !FIXED_TIME.test(n);
      if (!isOven && !isSimmer) return keep();
      const k = isOven ? 0.75 : pressure && s.time >= 30 ? 1 / 3 : 0.7;
      st.kind = isOven ? 'four' : k < 0.5 ? 'pression' : 'morceaux';
      st.factor = k;
      // Under pressure the sentence keeps its gesture; the advice says the new duration.
      if (st.kind === 'pression') {
        st.was = Math.max(0, ...before);
        st.after.push(...before.map((d) => Math.max(10, Math.round(d / 3 / 5) * 5)));
        return t;
      }
      const out = scaleDurations(t, k);
      st.after.push(...durationsIn(out));
      return out;
    });
    const { kind, factor, was, after } = st;
    if (!kind) return s;
    // A step without a written duration loses the same share of its time.
    const time = written ? stepTimeAfter(durationsIn(s.explanation), after, s.time) : Math.max(5, Math.round(s.time * factor));
    if (time >= s.time) return s;
    const advice =
      kind === 'four'
        ? 'Pour aller plus vite, étalez la préparation en couche plus fine dans un plat plus large (ou taillez plus finement).'
        : kind === 'pression'
          ? `À l'autocuiseur (Cocotte-minute), fermé, cette cuisson ne prend que ${formatMinutes(Math.max(10, Math.round(was / 3 / 5) * 5))} après la mise en pression${was ? ` au lieu de ${formatMinutes(was)}` : ''}.`
          : 'Pour aller plus vite, coupez les ingrédients en morceaux plus petits et couvrez.';
    how.add(
      kind === 'four'
        ? 'une couche plus fine au four'
        : kind === 'pression'
          ? "l'autocuiseur pour la cuisson longue"
          : 'des morceaux plus petits, à couvert',
    );
    saved += s.time - time;
    return { ...s, time, explanation: fixFrench(`${rewritten.join(' ')} ${advice}`) };
  });
  const fromCook = Math.min(saved, recipe.cookTime);
  const cookTime = recipe.cookTime - fromCook;
  const prepTime = Math.max(0, recipe.prepTime - (saved - fromCook));
  const realSaved = recipe.prepTime + recipe.cookTime - (prepTime + cookTime);
  return { instructions, prepTime, cookTime, saved: realSaved, how: [...how] };
}

/** Each duration written in a text, in minutes (the upper bound of a range). */
function durationsIn(text: string): number[] {
  return [...text.matchAll(DURATION)].map((m) => {
    const mult = /^h/.test(m[3]!) ? 60 : 1;
    return (m[2] ? Number(m[2]) : Number(m[1])) * mult + (m[4] && mult === 60 ? Number(m[4]) : 0);
  });
}

/** A step's time once its written durations changed: when the step's time is their sum they run
 *  one after the other, else side by side ("pendant ce temps") and the longest sets the time. */
function stepTimeAfter(before: number[], after: number[], time: number): number {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const sequential = Math.abs(time - sum(before)) <= Math.max(3, 0.2 * time);
  const cut = sequential ? sum(before) - sum(after) : Math.max(0, ...before) - Math.max(0, ...after);
  return Math.max(2, Math.min(time, time - cut));
}

/**
 * Canned pulses replacing dried ones: no soaking, and their cooking becomes a short reheat. The
 * sentences naming them (`key`) lose their soaking and their long durations, each saying why.
 */
const REHEAT = 'La conserve est déjà cuite : il suffit de la réchauffer.';

export function heatOnly(steps: Step[], key: RegExp, name: string, minutes = 10): { instructions: Step[]; saved: number } {
  let saved = 0;
  const instructions = steps
    .map((s) => {
      let soaked = false;
      const after: number[] = [];
      const text = sentences(s.explanation)
        .map((t) => {
          const n = mainText(t);
          const before = durationsIn(t);
          // Canned pulses are not soaked: the soaking sentence becomes a rinse, and what the step
          // then does to "them" (égouttez-les, faites-les cuire) is about the pulses too.
          if (key.test(n) && /tremp/.test(n)) {
            soaked = true;
            return `Rincez les ${lowerFirst(name)} à l'eau froide.`;
          }
          // Only their cooking in liquid becomes a reheat (a gratin still bakes its time).
          if ((!key.test(n) && !soaked) || REST.test(n) || OVEN_STEP.test(n) || !SIMMER_STEP.test(n) || !before.some((d) => d > minutes)) {
            after.push(...before);
            return t;
          }
          const out = t
            .replace(/^(Le jour même|Le lendemain),\s*(\S)/, (_m, _w: string, c: string) => c.toUpperCase())
            .replace(DURATION, formatMinutes(minutes));
          after.push(...durationsIn(out));
          return `${out.replace(/\s*$/, '')} ${REHEAT}`;
        })
        .join(' ');
      if (text === s.explanation) return s;
      const before = durationsIn(s.explanation);
      const time = before.length ? stepTimeAfter(before, after, s.time) : s.time;
      saved += s.time - time;
      return { ...s, time, explanation: fixFrench(text) };
    })
    .filter((s) => words(s.explanation).length >= 2);
  return { instructions: instructions.length ? instructions : steps, saved };
}
