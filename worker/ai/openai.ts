// The "openai" provider's transport: any OpenAI-compatible chat-completions server (api.openai.com, or a
// self-hosted llama.cpp / vLLM / Ollama / LocalAI at OPENAI_BASE_URL), asked for structured JSON output
// (`response_format: json_schema`). Parsing and checking happen in llm.ts and safety.ts.

import OpenAI from 'openai';
import type { JsonCompleter } from './types';
import { parseJsonText } from './llm-schemas';

export interface OpenAiConfig {
  /** OPENAI_API_KEY; a self-hosted server often needs none (a placeholder is sent). */
  apiKey?: string;
  /** OPENAI_BASE_URL, e.g. http://127.0.0.1:8080/v1; default https://api.openai.com/v1. */
  baseURL?: string;
  /** OPENAI_MODEL. */
  model: string;
  /** Injected in tests; the Workers runtime's fetch otherwise. */
  fetch?: typeof fetch;
}

export function createOpenAiCompleter(config: OpenAiConfig): JsonCompleter {
  const client = new OpenAI({
    apiKey: config.apiKey || 'not-needed',
    baseURL: config.baseURL,
    // The gate owns the time budget (10 s, then local): no retries that would outlive it.
    maxRetries: 0,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  return {
    name: 'openai',
    async completeJson({ system, user, schemaName, schema, signal }) {
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          // strict: false because the schema has optional fields (defaults), which strict mode forbids.
          response_format: { type: 'json_schema', json_schema: { name: schemaName, schema, strict: false } },
          temperature: 0.7,
        },
        { signal },
      );
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new SyntaxError('empty answer from the OpenAI-compatible server');
      return parseJsonText(content);
    },
  };
}
