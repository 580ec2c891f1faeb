// Turning what a page holds (HTML fragments, entities, ISO durations, yields) into plain text and
// numbers. Everything read from a page goes through here: tags are stripped and entities decoded, so
// the result is text to show as text, never markup to render.

const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

/**
 * Named entities decoded: the ISO-8859-1 set (every French letter), the typographic marks and a few
 * punctuation names of HTML5. Any other name is left as written, which is still readable text.
 */
const NAMED: Record<string, number> = {
  amp: 38,
  lt: 60,
  gt: 62,
  quot: 34,
  apos: 39,
  OElig: 338,
  oelig: 339,
  Yuml: 376,
  circ: 710,
  tilde: 732,
  ensp: 8194,
  emsp: 8195,
  thinsp: 8201,
  zwnj: 8204,
  zwj: 8205,
  lrm: 8206,
  rlm: 8207,
  ndash: 8211,
  mdash: 8212,
  lsquo: 8216,
  rsquo: 8217,
  sbquo: 8218,
  ldquo: 8220,
  rdquo: 8221,
  bdquo: 8222,
  dagger: 8224,
  bull: 8226,
  hellip: 8230,
  permil: 8240,
  prime: 8242,
  lsaquo: 8249,
  rsaquo: 8250,
  euro: 8364,
  trade: 8482,
  minus: 8722,
  frac13: 8531,
  frac23: 8532,
  frac15: 8533,
  frac16: 8537,
  frac18: 8539,
  frac38: 8540,
  frac58: 8541,
  frac78: 8542,
  half: 189,
  commat: 64,
  colon: 58,
  comma: 44,
  period: 46,
  excl: 33,
  quest: 63,
  lpar: 40,
  rpar: 41,
  sol: 47,
  num: 35,
  percnt: 37,
  plus: 43,
  equals: 61,
  lowbar: 95,
  ast: 42,
  semi: 59,
  NewLine: 10,
  Tab: 9,
};
LATIN1.split(' ').forEach((name, i) => (NAMED[name] = 160 + i));

/** Code points 0x80–0x9f written as numeric references mean their Windows-1252 letters, as browsers read them (&#156; is œ). */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function fromCodePoint(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return CP1252[code - 0x80]!;
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

const ENTITY = /&(?:#(\d{1,7});?|#[xX]([0-9a-fA-F]{1,6});?|([A-Za-z][A-Za-z0-9]{1,31});)/g;

function decodeOnce(text: string): string {
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec) return fromCodePoint(Number(dec));
    if (hex) return fromCodePoint(parseInt(hex, 16));
    const code = NAMED[name!];
    return code === undefined ? whole : String.fromCodePoint(code);
  });
}

/** Decodes HTML entities, twice at most: many sites encode their JSON-LD texts twice (`&amp;eacute;`). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const once = decodeOnce(text);
  return once.includes('&') && once !== text ? decodeOnce(once) : once;
}

const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BLOCK_BREAK =
  /<(?:br|hr|\/?(?:p|div|li|ol|ul|dl|dt|dd|h[1-6]|table|tr|td|th|section|article|header|footer|main|nav|aside|blockquote|figure|figcaption|pre))\b[^>]*>/gi;
const ANY_TAG = /<!--[\s\S]*?-->|<\/?[A-Za-z][^>]*>|<![^>]*>|<\?[^>]*>/g;

function stripTags(text: string): string {
  if (!text.includes('<')) return text;
  return text.replace(HIDDEN_ELEMENTS, ' ').replace(BLOCK_BREAK, '\n').replace(ANY_TAG, '');
}

// Control characters, zero-width marks and the byte-order mark carry nothing readable.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u200e\u200f\u2060\ufeff]/g;

/**
 * Plain lines of an HTML fragment or text: tags stripped (the content of scripts and styles
 * dropped), entities decoded, then stripped again, since an encoded `&lt;b&gt;` becomes a tag once
 * decoded. Block tags and line breaks separate lines, inline tags (<b>, <a>) join their text to
 * its neighbours as a browser shows it; blanks inside a line are collapsed.
 */
export function toPlainLines(raw: string): string[] {
  const text = stripTags(decodeEntities(stripTags(raw))).replace(INVISIBLE, '');
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** One line of plain text (see toPlainLines), empty when there is nothing readable. */
export function toPlainText(raw: string): string {
  return toPlainLines(raw).join(' ');
}

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/** Longest duration believed, in minutes (30 days): beyond it, a page's figure is a typing error. */
const MAX_MINUTES = 30 * 24 * 60;

const num = (value: string | undefined) => (value ? Number(value.replace(',', '.')) : 0);

function plausibleMinutes(minutes: number): number | undefined {
  if (!Number.isFinite(minutes) || minutes < 0) return undefined;
  const rounded = Math.round(minutes);
  return rounded <= MAX_MINUTES ? rounded : undefined;
}

/** Minutes of an ISO 8601 duration (`PT1H30M`, `P0DT0H20M`, `PT0.5H`); years and months are refused. */
export function parseIsoDuration(value: string): number | undefined {
  const m = ISO_DURATION.exec(value.trim());
  if (!m || m.slice(1).every((part) => part === undefined)) return undefined;
  const [, weeks, days, hours, minutes, seconds] = m;
  return plausibleMinutes(num(weeks) * 10080 + num(days) * 1440 + num(hours) * 60 + num(minutes) + num(seconds) / 60);
}

const DURATION_PART = /(\d+(?:[.,]\d+)?)\s*(jours?|j|heures?|hours?|hrs?|h|minutes?|mins?|mn|m)?(?![\p{L}])/giu;

/**
 * Minutes of a duration as people write it: « 20 min », « 1 h 15 », « 1h30 », « 2 heures », « 45 »,
 * « 1 jour ». A bare number right after hours is minutes, and so is a bare number alone. Reading stops
 * at the first words that are no duration (« 30 min à 180 °C » is 30 minutes).
 */
export function parseWrittenDuration(value: string): number | undefined {
  const text = value.toLowerCase();
  let total = 0;
  let parts = 0;
  let end = 0;
  let afterHours = false;
  for (const m of text.matchAll(DURATION_PART)) {
    const gap = text.slice(end, m.index);
    if (parts > 0 && !/^(?:\s|,|et)*$/.test(gap)) break;
    const n = num(m[1]);
    const unit = m[2];
    if (!unit) {
      if (parts > 0 && !afterHours) break;
      total += n;
    } else if (unit.startsWith('j')) total += n * 1440;
    else if (unit.startsWith('h')) total += n * 60;
    else total += n;
    afterHours = unit?.startsWith('h') ?? false;
    parts += 1;
    end = m.index + m[0].length;
  }
  return parts > 0 ? plausibleMinutes(total) : undefined;
}

/** Minutes of a duration given in any of the shapes pages use (ISO 8601, written, a number of minutes). */
export function parseAnyDuration(value: unknown): number | undefined {
  if (typeof value === 'number') return plausibleMinutes(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return /^P/i.test(text) ? parseIsoDuration(text) : parseWrittenDuration(text);
}

const PEOPLE =
  '(?:personnes?|pers\\.?|people|persons?|servings?|portions?|parts?|couverts?|convives?|gourmands?|assiettes?|enfants?|adultes?)';
const BARE_SERVINGS = new RegExp(`^(?:pour\\s+|serves\\s+)?(\\d{1,4})(?:\\s*(?:-|–|à|a|to|ou)\\s*\\d{1,4})?\\s*${PEOPLE}?\\s*[.:]?$`, 'i');
const LABELLED_SERVINGS = new RegExp(
  `^(?:portions?|servings?|nombre de (?:personnes|parts|portions)|pour|serves|yield|rendement)\\s*:?\\s*(\\d{1,4})(?:\\s*(?:-|–|à|to)\\s*\\d{1,4})?\\s*${PEOPLE}?\\s*[.:]?$`,
  'i',
);

/** A number of people from a yield, only when the yield is one (« 4 », « 4 personnes », « 6-8 » → 6, « Serves 4 »). */
export function parseServings(value: string): number | undefined {
  const text = value.replace(/\s+/g, ' ').trim();
  const m = BARE_SERVINGS.exec(text) ?? LABELLED_SERVINGS.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n >= 1 && n <= 1000 ? n : undefined;
}

/** « Pour la pâte : », « Garniture : »: a group heading among ingredient lines (a line with a quantity is never one). */
export function sectionHeading(line: string): string | undefined {
  const m = /^(.{1,80}?)\s*:$/.exec(line.trim());
  if (!m || /\d/.test(m[1]!)) return undefined;
  const heading = m[1]!.replace(/^[-–—•*·▪◦]+\s*/, '').trim();
  return heading !== '' && heading.split(' ').length <= 8 ? heading : undefined;
}

/** Step numbering that the list order already gives: « 1. », « 2) », « Étape 3 : », « Step 4 - ». */
export function stripStepNumber(line: string): string {
  return line
    .replace(/^(?:étape|etape|step)\s*\d{1,3}\s*[:.)–-]?\s*/i, '')
    .replace(/^\d{1,3}\s*[.)]\s+/, '')
    .trim();
}
