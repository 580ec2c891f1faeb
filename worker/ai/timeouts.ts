// Time limits and error sorting for the LLM providers: a call that takes longer than the timeout is
// aborted (its AbortSignal fires) and rejected, and any failure is sorted into the gate's outcomes
// (timeout, invalid output, other error) so the gate can report why the local engine answered.

import { ZodError } from 'zod';
import type { GateOutcome } from './types';

export const DEFAULT_TIMEOUT_MS = 10_000;

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Runs `fn` with an AbortSignal that fires after `ms`; rejects with TimeoutError then, even if `fn` ignores the signal. */
export async function withTimeout<T>(fn: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(`no answer within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([fn(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why a provider call failed, as the gate reports it. */
export function classifyError(error: unknown): { outcome: GateOutcome; detail: string } {
  if (error instanceof TimeoutError || (error instanceof Error && (error.name === 'AbortError' || error.name === 'APIUserAbortError'))) {
    return { outcome: 'timeout', detail: error.message };
  }
  if (error instanceof ZodError) return { outcome: 'invalid', detail: error.issues[0]?.message ?? 'zod' };
  if (error instanceof SyntaxError) return { outcome: 'invalid', detail: error.message };
  return { outcome: 'error', detail: error instanceof Error ? error.message : String(error) };
}
