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
