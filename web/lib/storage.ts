import type { STORAGE_KEYS } from '@shared/constants';

// Local storage keys: user, lastFormData, lastSuggestions, lastParameters.
type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readJson<T>(key: Key): T | null {
  // Absent while prerendering public pages at build time.
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: Key, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function removeKey(key: Key): void {
  localStorage.removeItem(key);
}
