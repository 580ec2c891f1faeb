import { LIST_MAX_ENTRIES } from '@shared/constants';
import { addTag, exactMatch, normalizeText } from '@shared/text';

// List editing rules of the wizard and the profile (tiles and custom tags).

const same = (a: string, b: string) => normalizeText(a) === normalizeText(b);

export function hasChoice(list: readonly string[], value: string): boolean {
  return list.some((item) => same(item, value));
}

/** A tile toggles its value in or out of the list. */
export function toggleChoice(list: readonly string[], value: string): string[] {
  if (hasChoice(list, value)) return list.filter((item) => !same(item, value));
  if (list.length >= LIST_MAX_ENTRIES) return [...list];
  return [...list, value];
}

/**
 * Free text added to the list: trimmed, blanks and duplicates ignored; a text that names a
 * known option ("vegetarien") adds the option's own spelling ("Végétarien").
 */
export function addChoice(list: readonly string[], raw: string, known: readonly string[] = []): string[] {
  if (list.length >= LIST_MAX_ENTRIES) return [...list];
  const value = raw.trim();
  const canonical = exactMatch(known, value) ?? value;
  return addTag(list, canonical);
}

export function removeChoice(list: readonly string[], value: string): string[] {
  return list.filter((item) => item !== value);
}

/** The values that are not among the tiles: shown as removable chips. */
export function customChoices(list: readonly string[], options: readonly string[]): string[] {
  return list.filter((item) => !options.some((option) => same(option, item)));
}
