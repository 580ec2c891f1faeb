// Durations written in a recipe step (« cuire 10 minutes », « 1 h 30 », « 30 secondes »), for the
// cooking mode's timers (docs/screens.md).

const WORD_NUMBERS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
};

const NUM = `\\b(\\d+(?:[.,]\\d+)?|${Object.keys(WORD_NUMBERS).join('|')})`;
/** Not followed by a letter: « 4 huîtres » holds no hour, « 2 sachets » no second. */
const END = '(?![a-zà-ÿ])';
const RANGE = `(?:${NUM}\\s*(?:à|-|–|ou)\\s*)?`;

const PATTERNS: { re: RegExp; seconds: (m: RegExpExecArray) => number }[] = [
  // « trois quarts d'heure », « un quart d'heure », « une demi-heure »
  { re: new RegExp(`\\b(?:trois\\s+quarts?|3/4)\\s+d'heure`), seconds: () => 2700 },
  { re: /\b(?:un\s+)?quart\s+d'heure/, seconds: () => 900 },
  { re: /\b(?:une\s+)?demi-?\s?heure/, seconds: () => 1800 },
  // « 1 h 30 », « 1h30 », « 2 heures », « 1 heure et demie », « 1 h 15 min », « 1,5 heure »
  {
    re: new RegExp(`${RANGE}${NUM}\\s*(?:h|heures?)${END}(?:\\s*(?:et\\s+)?(demie?|\\d{1,2})(?:\\s*(?:min(?:utes?)?|mn)${END})?)?`),
    seconds: (m) => {
      const hours = number(m[1] ?? m[2]);
      const extra = m[3];
      const minutes = extra === undefined ? 0 : extra.startsWith('demi') ? 30 : Number(extra);
      return Math.round(hours * 3600 + minutes * 60);
    },
  },
  // « 10 minutes », « 45 min », « 10 à 15 min », « 1 minute 30 », « 5 mn »
  {
    re: new RegExp(`${RANGE}${NUM}\\s*(?:min(?:utes?)?|mn)${END}(?:\\s*(?:et\\s+)?(\\d{1,2})(?:\\s*(?:s|sec(?:ondes?)?)${END})?)?`),
    seconds: (m) => Math.round(number(m[1] ?? m[2]) * 60 + (m[3] ? Number(m[3]) : 0)),
  },
  // « 30 secondes », « 45 s », « 20 sec »
  { re: new RegExp(`${RANGE}${NUM}\\s*(?:s|sec|secondes?)${END}`), seconds: (m) => Math.round(number(m[1] ?? m[2])) },
];

function number(text: string | undefined): number {
  if (text === undefined) return 0;
  return WORD_NUMBERS[text] ?? Number(text.replace(',', '.'));
}

/**
 * Seconds of the first duration a step's text gives, or null when it gives none. A range
 * (« 10 à 15 minutes ») counts its lower bound: the cook checks at the first figure.
 */
export function parseFrenchDuration(text: string): number | null {
  const lower = text.toLowerCase().replace(/[’`]/g, "'");
  let best: { index: number; seconds: number } | null = null;
  for (const { re, seconds } of PATTERNS) {
    const m = re.exec(lower);
    if (!m) continue;
    const value = seconds(m);
    if (value > 0 && (best === null || m.index < best.index)) best = { index: m.index, seconds: value };
  }
  return best?.seconds ?? null;
}

/** A timer's length in a button: « 10 min », « 1 h 30 », « 2 h », « 1 min 30 s », « 30 s ». */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return m > 0 ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

/** A countdown as mm:ss (minutes past 59 keep counting: 90:00). */
export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
