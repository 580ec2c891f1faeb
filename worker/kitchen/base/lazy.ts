// Values built on first use, then kept. The kitchen's indexes (corpus, catalogue names, lexicon
// tables) are built this way rather than at module load, so that a Worker's cold start does not pay
// for them: only the first request that needs one does.

/** `build` runs at the first call; every call returns what it built. */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}

/**
 * A memo for a pure function of a text or a key: `cache(key, compute)` returns what `compute` gave for
 * that key the first time. The map is emptied when it holds `max` entries, so that the texts a Worker
 * reads over its life (allergies, ingredient lines typed freely) do not grow its memory without bound.
 */
export function boundedCache<K, V>(max = 5000): (key: K, compute: () => V) => V {
  const map = new Map<K, V>();
  return (key, compute) => {
    const hit = map.get(key);
    if (hit !== undefined || map.has(key)) return hit as V;
    const value = compute();
    if (map.size >= max) map.clear();
    map.set(key, value);
    return value;
  };
}
