import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, Lightbulb, Pause, Play, RotateCcw, Timer, X } from 'lucide-react';
import type { Instruction } from '@shared/schemas/recipes';
import { Button } from '@web/components/ui/button';
import { formatClock, formatDuration, parseFrenchDuration } from '../duration';
import { RECIPE_TEXTS as T } from '../texts';
import { useWakeLock } from '../use-wake-lock';

/** A step's timer: the duration its text gives, else the step's own time in minutes; null without either. */
export function stepDuration(step: Instruction): number | null {
  const parsed = parseFrenchDuration(step.explanation);
  if (parsed !== null) return parsed;
  return step.time > 0 ? Math.round(step.time * 60) : null;
}

interface TimerState {
  total: number;
  remaining: number;
  /** Date.now() at which a running timer ends; null when paused or not started. */
  endsAt: number | null;
  done: boolean;
  dismissed: boolean;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * One step at a time in large type, for a cook with wet hands: previous/next (buttons, arrow keys),
 * a timer per step that gives a duration (several may run at once; each one's end is announced),
 * the screen kept awake. A modal dialog over the whole screen: focus stays inside, Escape leaves.
 */
export function CookingMode({ title, steps, onClose }: { title: string; steps: readonly Instruction[]; onClose: () => void }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [timers, setTimers] = useState<Record<number, TimerState>>({});
  const awake = useWakeLock();
  const total = steps.length;
  const step = steps[index];
  const duration = step ? stepDuration(step) : null;
  const timer = timers[index];
  const running = Object.values(timers).some((t) => t.endsAt !== null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    if (!running) return;
    const tick = () =>
      setTimers((all) => {
        const now = Date.now();
        const next: Record<number, TimerState> = {};
        for (const [key, t] of Object.entries(all)) {
          if (t.endsAt === null) {
            next[Number(key)] = t;
            continue;
          }
          const remaining = Math.max(0, Math.ceil((t.endsAt - now) / 1000 - 1e-9));
          next[Number(key)] = remaining === 0 ? { ...t, remaining, endsAt: null, done: true, dismissed: false } : { ...t, remaining };
        }
        return next;
      });
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [running]);

  const go = (to: number) => setIndex(Math.min(total - 1, Math.max(0, to)));
  const update = (i: number, change: (t: TimerState) => TimerState) => setTimers((all) => (all[i] ? { ...all, [i]: change(all[i]) } : all));
  const start = (i: number, seconds: number) =>
    setTimers((all) => ({
      ...all,
      [i]: { total: seconds, remaining: seconds, endsAt: Date.now() + seconds * 1000, done: false, dismissed: false },
    }));
  const pause = (i: number) => update(i, (t) => ({ ...t, endsAt: null }));
  const resume = (i: number) => update(i, (t) => ({ ...t, endsAt: Date.now() + t.remaining * 1000 }));
  const reset = (i: number) =>
    setTimers((all) => {
      const { [i]: _removed, ...rest } = all;
      return rest;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: Tab from the last control goes to the first, Shift+Tab the other way.
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const finished = Object.entries(timers)
    .filter(([, t]) => t.done && !t.dismissed)
    .map(([key]) => Number(key));

  // In a portal on <body>: no ancestor of the page (a transform, a filter) can shrink the full screen.
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 p-4 sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {T.cookingModeTitle(title)}
          </h2>
          <Button type="button" onClick={onClose} variant="secondary">
            <X aria-hidden="true" className="h-4 w-4" />
            {T.exitCookingMode}
          </Button>
        </div>
        {!awake && <p className="text-xs text-stone-700">{T.wakeLockUnavailable}</p>}
        {finished.map((i) => (
          <div key={i} className="flex items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
            <p role="alert" className="text-lg font-bold text-amber-950">
              {T.timerDone(i + 1)}
            </p>
            <Button type="button" onClick={() => update(i, (t) => ({ ...t, dismissed: true }))} variant="secondary" size="sm">
              {T.dismiss}
            </Button>
          </div>
        ))}

        {step && (
          <section aria-labelledby={`${titleId}-step`} className="flex-1 space-y-4">
            <h3 id={`${titleId}-step`} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-brand-800 outline-none">
              {T.stepOf(index + 1, total)}
            </h3>
            <p className="text-2xl leading-relaxed text-stone-900 sm:text-3xl">{step.explanation}</p>
            {step.tips && (
              <p className="flex items-start gap-2 text-lg text-stone-700">
                <Lightbulb aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-amber-600" />
                <span>
                  <span className="font-semibold">{T.tip} : </span>
                  {step.tips}
                </span>
              </p>
            )}
            {duration !== null && (
              <div className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
                {timer ? (
                  <>
                    <p role="timer" aria-label={T.timerLabel(index + 1)} className="text-5xl font-bold tabular-nums text-stone-900">
                      {formatClock(timer.remaining)}
                    </p>
                    <p aria-live="polite" className="sr-only">
                      {timer.done ? '' : T.minutesLeft(Math.floor(timer.remaining / 60))}
                    </p>
                    {timer.endsAt === null && !timer.done && <p className="text-sm text-stone-700">{T.timerPaused}</p>}
                    <div className="flex flex-wrap gap-2">
                      {!timer.done &&
                        (timer.endsAt !== null ? (
                          <Button type="button" onClick={() => pause(index)} variant="secondary" size="lg">
                            <Pause aria-hidden="true" className="h-5 w-5" />
                            {T.pauseTimer}
                          </Button>
                        ) : (
                          <Button type="button" onClick={() => resume(index)} variant="primary" size="lg">
                            <Play aria-hidden="true" className="h-5 w-5" />
                            {T.resumeTimer}
                          </Button>
                        ))}
                      <Button type="button" onClick={() => reset(index)} variant="secondary" size="lg">
                        <RotateCcw aria-hidden="true" className="h-5 w-5" />
                        {T.resetTimer}
                      </Button>
                    </div>
                  </>
                ) : (
                  <Button type="button" onClick={() => start(index, duration)} variant="primary" size="lg">
                    <Timer aria-hidden="true" className="h-5 w-5" />
                    {T.startTimer(formatDuration(duration))}
                  </Button>
                )}
              </div>
            )}
          </section>
        )}

        <div className="sticky bottom-0 space-y-2 bg-white pb-2 pt-3">
          <div className="grid grid-cols-2 gap-3">
            <Button type="button" onClick={() => go(index - 1)} disabled={index === 0} variant="secondary" size="lg">
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              {T.previousStep}
            </Button>
            <Button type="button" onClick={() => go(index + 1)} disabled={index >= total - 1} variant="primary" size="lg">
              {T.nextStep}
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </Button>
          </div>
          <p className="hidden text-center text-xs text-stone-700 sm:block">{T.keyboardHint}</p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
