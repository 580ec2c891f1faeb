// The "workers-ai" provider's transport: the `AI` binding (production only, see wrangler.toml) with a
// JSON-mode text model. Its answer is `{ response: object }` in JSON mode, or `{ response: string }` when
// the model fell back to text: both are accepted, then parsed with the zod schemas like any provider.

import type { JsonCompleter } from './types';
import { parseJsonText } from './llm-schemas';

/** The part of the `Ai` binding used here (also what a test fake implements). */
export interface AiRunner {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export function createWorkersAiCompleter(ai: AiRunner, model: string): JsonCompleter {
  return {
    name: 'workers-ai',
    async completeJson({ system, user, schema, signal }) {
      const output = await ai.run(
        model,
        {
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: { type: 'json_schema', json_schema: schema },
          max_tokens: 2048,
        },
        { signal },
      );
      const response = output && typeof output === 'object' && 'response' in output ? (output as { response: unknown }).response : output;
      if (typeof response === 'string') return parseJsonText(response);
      if (response && typeof response === 'object') return response;
      throw new SyntaxError('empty answer from Workers AI');
    },
  };
}
