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

/** Case- and accent-insensitive substring suggestions, excluding chosen ones, at most `max` (the autocomplete rule of every tag input). */
export function suggest(all: readonly string[], query: string, chosen: readonly string[], max = 10): string[] {
  const q = normalizeText(query);
  if (!q) return [];
  const taken = new Set(chosen.map(normalizeText));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of all) {
    const key = normalizeText(item);
    if (taken.has(key) || seen.has(key) || !key.includes(q)) continue;
    seen.add(key);
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}

/** Adds a custom tag: trimmed, blanks and (accent/case-insensitive) duplicates ignored (the custom-tag rule of every list). */
export function addTag(list: readonly string[], raw: string): string[] {
  const value = raw.trim();
  if (!value) return [...list];
  const key = normalizeText(value);
  if (list.some((item) => normalizeText(item) === key)) return [...list];
  return [...list, value];
}
