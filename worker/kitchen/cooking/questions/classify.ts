// Reads a question's structure before its keywords: the text is rewritten the way people type it
// (SMS spellings), a question in another language is recognised as such, then the ordered kind rules
// of question-patterns.ts decide its kind. A replacement question also yields the words naming the food
// offered and the food replaced (« remplacer le jambon par du poulet »).

import { normalizeText } from '../../base/text';
import { FOREIGN_WORDS, FRENCH_WORDS, KIND_RULES, REPLACEMENT_SHAPES, REWRITES, type KindRule, type QuestionKind } from './patterns';

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

const matches = (rule: KindRule, q: string): boolean => rule.shape?.(q) === true || rule.patterns.some((p) => p.test(q));

/**
 * The kind of a question, 'unknown' when no rule matches, when it is not French, or when a mere cue
 * decides it while a rule of another kind also matches (« trop salé pour un régime » names a diet
 * cue and a nutrient: answering either would be a guess).
 */
export function classifyQuestion(question: string): QuestionKind {
  const q = questionText(question);
  if (!/[a-z]/.test(q) || isForeignQuestion(q)) return 'unknown';
  const first = KIND_RULES.findIndex((rule) => matches(rule, q));
  if (first < 0) return 'unknown';
  const rule = KIND_RULES[first]!;
  if (rule.weak && KIND_RULES.some((other, i) => i > first && other.kind !== rule.kind && matches(other, q))) return 'unknown';
  return rule.kind;
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
