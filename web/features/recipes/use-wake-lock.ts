import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while mounted (Screen Wake Lock API). The browser drops the lock when the page
 * is hidden, so it is asked again when the page is visible again; released on unmount.
 * Returns false when the browser has no wake lock or refused it, so the page can say the screen may sleep.
 */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(() => typeof navigator !== 'undefined' && 'wakeLock' in navigator);
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!api) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    let pending = false;
    const request = () => {
      pending = true;
      api.request('screen').then(
        (lock) => {
          pending = false;
          if (!active) {
            void lock.release();
            return;
          }
          sentinel = lock;
          setHeld(true);
        },
        () => {
          pending = false;
          if (active) setHeld(false);
        },
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && !pending && (sentinel === null || sentinel.released)) request();
    };
    request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, []);
  return held;
}
