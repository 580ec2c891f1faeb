// Reads a question's structure before its keywords: the text is rewritten the way people type it
// (SMS spellings), a question in another language is recognised as such, then the ordered kind rules
// of question-patterns.ts decide its kind. A replacement question also yields the words naming the food
// offered and the food replaced (« remplacer le jambon par du poulet »).

import { normalizeText } from '../../base/text';
import { FOREIGN_WORDS, FRENCH_WORDS, KIND_RULES, REPLACEMENT_SHAPES, REWRITES, type QuestionKind } from './patterns';

export type { QuestionKind } from './patterns';

/** The question as the patterns read it: lower case, no accents, straight apostrophes, hyphens and
 *  punctuation as spaces, SMS spellings rewritten. */
export function questionText(question: string): string {
  let q = normalizeText(question)
    .replace(/[’`´]/g, "'")
    .replace(/[-_]/g, ' ')
    .replace(/[?!.,;:¿¡()«»"]/g, ' ');
  for (const [re, to] of REWRITES) q = q.replace(re, to);
  return q.replace(/\s+/g, ' ').trim();
}

/** Whether the question is written in another language: more foreign words than French ones. */
export function isForeignQuestion(text: string): boolean {
  const ws = text.split(/[\s']+/).filter(Boolean);
  const foreign = ws.filter((w) => FOREIGN_WORDS.has(w)).length;
  const french = ws.filter((w) => FRENCH_WORDS.has(w)).length;
  return foreign > 0 && foreign > french;
}

/** The kind of a question, 'unknown' when no rule matches or when it is not French. */
export function classifyQuestion(question: string): QuestionKind {
  const q = questionText(question);
  if (!/[a-z]/.test(q) || isForeignQuestion(q)) return 'unknown';
  for (const rule of KIND_RULES) if (rule.patterns.some((p) => p.test(q))) return rule.kind;
  return 'unknown';
}

export interface ReplacementWords {
  /** Words naming the food offered instead (« du poulet »), if any. */
  by?: string;
  /** Words naming the food replaced (« le jambon »), if any. */
  of?: string;
}

/** The foods a replacement question names, as words to read against the catalogue. */
export function replacementWords(question: string): ReplacementWords {
  const q = questionText(question);
  for (const shape of REPLACEMENT_SHAPES) {
    const m = shape.exec(q);
    if (!m?.groups) continue;
    const by = m.groups.by?.trim();
    const of = m.groups.of?.trim();
    if (by || of) return { ...(by ? { by } : {}), ...(of ? { of } : {}) };
  }
  return {};
}
