/** Lower-case, accent-free, trimmed form used for every case- and accent-insensitive comparison. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name without its plural mark, so that « œuf » is the same food as « Œufs ». */
const singular = (key: string) => (key.length > 3 ? key.replace(/[sx]$/, '') : key);

/**
 * How a name matches what was typed, both normalised: 0 the same name (plural aside), 1 the name
 * starts with it as a whole word (« lait » in « Lait entier »), 2 the name starts with it
 * (« Laitue »), 3 one of its words does, 4 it is elsewhere inside; null when absent.
 */
function matchRank(key: string, q: string): number | null {
  if (key === q || singular(key) === singular(q)) return 0;
  if (key.startsWith(q)) return /^[^a-z0-9]/.test(key.slice(q.length)) ? 1 : 2;
  if (key.split(/[^a-z0-9]+/).some((word) => word.startsWith(q))) return 3;
  return key.includes(q) ? 4 : null;
}

/**
 * Case- and accent-insensitive suggestions, excluding chosen ones, at most `max` (the autocomplete
 * rule of every tag input): the same name first, then names that start with what was typed, then
 * names with a word that does, then the other names that contain it; list order within each rank.
 */
export function suggest(all: readonly string[], query: string, chosen: readonly string[], max = 10): string[] {
  const q = normalizeText(query);
  if (!q) return [];
  const taken = new Set(chosen.map(normalizeText));
  const seen = new Set<string>();
  const ranked: { item: string; rank: number }[] = [];
  for (const item of all) {
    const key = normalizeText(item);
    if (taken.has(key) || seen.has(key)) continue;
    const rank = matchRank(key, q);
    if (rank === null) continue;
    seen.add(key);
    ranked.push({ item, rank });
  }
  // Array.prototype.sort is stable: list order is kept within a rank.
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, max)
    .map((r) => r.item);
}

/** The name of the list that is what was typed (case, accents and plural aside), if there is one. */
export function exactMatch(all: readonly string[], query: string): string | undefined {
  const q = normalizeText(query);
  return q ? all.find((item) => matchRank(normalizeText(item), q) === 0) : undefined;
}

/** Adds a custom tag: trimmed, blanks and (accent/case-insensitive) duplicates ignored (the custom-tag rule of every list). */
export function addTag(list: readonly string[], raw: string): string[] {
  const value = raw.trim();
  if (!value) return [...list];
  const key = normalizeText(value);
  if (list.some((item) => normalizeText(item) === key)) return [...list];
  return [...list, value];
}

/** Capitalises the first letter (« petit-déjeuner » → « Petit-déjeuner »). */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
