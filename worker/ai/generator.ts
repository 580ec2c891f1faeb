// The factory that picks a provider from AI_PROVIDER (docs/architecture.md, "Kitchen engine and AI
// gate"); the Generator interface it returns is in types.ts.
//
// Every provider's output goes through the one safety gate (gate.ts): an LLM answer that times out,
// does not parse or is unsafe for the eater is repaired or replaced by the local engine's answer, so the
// user always gets an answer, and never one that carries their allergens, dislikes or diet violations.

import { createLocalGenerator } from './local';
import { createOpenAiCompleter } from './openai';
import { createWorkersAiCompleter, type AiRunner } from './workers-ai';
import { createLlmCandidates } from './llm';
import { guardGenerator } from './gate';
import { DEFAULT_TIMEOUT_MS } from './timeouts';
import type { GateEvent, Generator } from './types';

/** The Env fields the factory reads (OPENAI_API_KEY is declared in ./env.d.ts: it is a secret, not a var). */
export type GeneratorEnv = Pick<Env, 'AI_PROVIDER' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_API_KEY' | 'AI'>;

export interface GeneratorOptions {
  /** Per-call limit for an LLM provider before the local engine answers instead. Default 10 s. */
  timeoutMs?: number;
  /** Workers AI model (JSON mode). */
  workersAiModel?: string;
  /** Observes what the gate did (tests, logs). Default: a console line for every fallback. */
  onEvent?: (event: GateEvent) => void;
}

export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct';

/** Chooses the provider from `AI_PROVIDER` = local (default) | openai | workers-ai; misconfiguration falls back to local. */
export function createGenerator(env: GeneratorEnv, opts: GeneratorOptions = {}): Generator {
  const local = createLocalGenerator();
  const provider = (env.AI_PROVIDER ?? 'local').trim().toLowerCase();
  const gateOpts = { timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, onEvent: opts.onEvent ?? logEvent };

  if (provider === 'openai') {
    const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
    const apiKey = env.OPENAI_API_KEY?.trim() || undefined;
    // api.openai.com needs a key; a self-hosted OpenAI-compatible server (llama.cpp, vLLM, Ollama) may not.
    if (!apiKey && !baseURL) {
      console.warn('[ai] AI_PROVIDER=openai without OPENAI_API_KEY nor OPENAI_BASE_URL: local engine used');
      return guardGenerator(null, local, gateOpts);
    }
    const completer = createOpenAiCompleter({ apiKey, baseURL, model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini' });
    return guardGenerator(createLlmCandidates(completer), local, gateOpts);
  }

  if (provider === 'workers-ai') {
    if (!env.AI) {
      console.warn('[ai] AI_PROVIDER=workers-ai without the AI binding (production only): local engine used');
      return guardGenerator(null, local, gateOpts);
    }
    const completer = createWorkersAiCompleter(env.AI as unknown as AiRunner, opts.workersAiModel ?? DEFAULT_WORKERS_AI_MODEL);
    return guardGenerator(createLlmCandidates(completer), local, gateOpts);
  }

  if (provider !== 'local') console.warn(`[ai] unknown AI_PROVIDER "${provider}": local engine used`);
  return guardGenerator(null, local, gateOpts);
}

function logEvent(event: GateEvent): void {
  if (event.outcome === 'ok') return;
  console.warn(`[ai] ${event.provider} ${event.operation}: ${event.outcome}${event.detail ? ` (${event.detail})` : ''}`);
}
