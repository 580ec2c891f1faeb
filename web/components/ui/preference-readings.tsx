import { useEffect, useMemo, useState } from 'react';
import { AlertTriangle, Check, CircleX } from 'lucide-react';
import {
  constraintTextError,
  READING_MESSAGES,
  type ConstraintKind,
  type PreferenceReadings,
  type Reading,
  type ReadingsBody,
  type ReadingsResponse,
} from '@shared/schemas/readings';
import { apiFetch } from '@web/lib/api';

// How the server read each allergy, diet and disliked ingredient, shown next to the entry on the
// registration wizard and the profile. Plain apiFetch and state: the wizard sits outside the
// QueryClientProvider, and both screens must behave the same.

/** Quiet time after the last change of a list before its new entries are read (one call per change). */
export const READINGS_DEBOUNCE_MS = 300;

export type ReadingLists = Partial<Record<ConstraintKind, readonly string[]>>;

/** The body's name of each list (the profile's `dietaryRestrictions` is `diets` in the readings). */
const BODY_KEY = {
  allergies: 'allergies',
  dietaryRestrictions: 'diets',
  dislikedIngredients: 'dislikedIngredients',
} as const satisfies Record<ConstraintKind, keyof PreferenceReadings>;
const KINDS = Object.keys(BODY_KEY) as ConstraintKind[];

/** POST /api/preferences/readings (no session needed) → one reading per entry sent, in order. */
export async function fetchReadings(body: ReadingsBody, signal?: AbortSignal): Promise<PreferenceReadings> {
  return (await apiFetch<ReadingsResponse>('/api/preferences/readings', { method: 'POST', body, signal })).data;
}

const keyOf = (kind: ConstraintKind, text: string) => `${kind}\u0000${text.trim()}`;

function cacheOf(readings: PreferenceReadings | undefined): Map<string, Reading> {
  const cache = new Map<string, Reading>();
  if (!readings) return cache;
  for (const kind of KINDS) for (const reading of readings[BODY_KEY[kind]] ?? []) cache.set(keyOf(kind, reading.text), reading);
  return cache;
}

export type EntryReading =
  | { status: 'read'; reading: Reading }
  | { status: 'invalid'; message: string }
  /** Being read: shown as a discreet '…', never as a guess. */
  | { status: 'pending' }
  /** The server could not be asked: nothing is shown rather than a reading nobody made. */
  | { status: 'unavailable' };

/**
 * The reading of every entry of the given lists. Entries already read (or given by the server with the
 * profile, `known`) are shown at once; the others are read together in one call once the lists have
 * not changed for READINGS_DEBOUNCE_MS. Entries the shared rules refuse are never sent: their French
 * reason is shown instead.
 */
export function usePreferenceReadings(lists: ReadingLists, known?: PreferenceReadings) {
  const [cache, setCache] = useState(() => cacheOf(known));
  const [failed, setFailed] = useState<string | null>(null);

  // Known readings given later (a saved profile) join the cache.
  useEffect(() => {
    if (known) setCache((current) => new Map([...current, ...cacheOf(known)]));
  }, [known]);

  const missing = useMemo(() => {
    const body: Record<string, string[]> = {};
    let count = 0;
    for (const kind of KINDS) {
      const entries = (lists[kind] ?? [])
        .map((text) => text.trim())
        .filter((text) => !constraintTextError(kind, text) && !cache.has(keyOf(kind, text)));
      if (entries.length > 0) {
        body[BODY_KEY[kind]] = [...new Set(entries)];
        count += entries.length;
      }
    }
    return count > 0 ? JSON.stringify(body) : null;
  }, [lists, cache]);

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchReadings(JSON.parse(missing) as ReadingsBody, controller.signal)
        .then((readings) => setCache((current) => new Map([...current, ...cacheOf(readings)])))
        .catch((error: unknown) => {
          if ((error as Error)?.name === 'AbortError') return;
          setFailed(missing);
        });
    }, READINGS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [missing]);

  return (kind: ConstraintKind, text: string): EntryReading => {
    const invalid = constraintTextError(kind, text);
    if (invalid) return { status: 'invalid', message: invalid };
    const reading = cache.get(keyOf(kind, text));
    if (reading) return { status: 'read', reading };
    return failed !== null && failed === missing ? { status: 'unavailable' } : { status: 'pending' };
  };
}

export type ReadingOf = ReturnType<typeof usePreferenceReadings>;

/** The sentence shown for one entry ('Compris : …', 'Non reconnu : …', or why it is refused). */
export function readingText(kind: ConstraintKind, entry: EntryReading): string | null {
  switch (entry.status) {
    case 'read':
      return entry.reading.recognised
        ? READING_MESSAGES.understood(entry.reading.understood)
        : READING_MESSAGES.unrecognised(kind, entry.reading.understood);
    case 'invalid':
      return entry.message;
    default:
      return null;
  }
}

type ReadingListProps = {
  kind: ConstraintKind;
  entries: readonly string[];
  readingOf: ReadingOf;
  /** The list's accessible name, e.g. 'Ce que nous avons compris de vos allergies'. */
  label: string;
};

/**
 * Each entry followed by its reading, in words (icons are decoration only). The list is a polite
 * live region: a reading that arrives after a change is announced without stealing the focus.
 */
export function ReadingList({ kind, entries, readingOf, label }: ReadingListProps) {
  if (entries.length === 0) return null;
  return (
    <div aria-live="polite" className="rounded-xl border border-stone-200 bg-stone-50 p-3">
      <ul aria-label={label} className="space-y-1.5 text-sm">
        {entries.map((entry) => {
          const reading = readingOf(kind, entry);
          const text = readingText(kind, reading);
          const recognised = reading.status === 'read' && reading.reading.recognised;
          const Icon = reading.status === 'invalid' ? CircleX : recognised ? Check : AlertTriangle;
          const tone = reading.status === 'invalid' ? 'text-red-800' : recognised ? 'text-green-900' : 'text-amber-900';
          return (
            <li key={entry} className="flex items-start gap-2">
              {text && <Icon aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${tone}`} />}
              <span>
                <span className="font-semibold text-stone-900">{entry}</span>
                {text ? (
                  <span className={tone}> — {text}</span>
                ) : reading.status === 'pending' ? (
                  <span className="text-stone-600" aria-hidden="true">
                    {' '}
                    …
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
