/**
 * What the system's share sheet hands to Popote (the manifest's `share_target`, docs/screens.md « Importing a
 * recipe »): GET /mes-recettes/importer?title=..&text=..&url=.. . Browsers differ: most put a shared page in
 * `url`, Android's often leave it empty and write « Titre de la page https://... » in `text`.
 */
export type SharedImport = { kind: 'url'; url: string } | { kind: 'text'; text: string } | null;

/** The share target's parameter names, also declared in the manifest (vite.config.ts). */
export const SHARE_PARAMS = { title: 'title', text: 'text', url: 'url' } as const;

// An address inside a text stops at a space, an angle bracket, a quote or a French guillemet.
const URL_IN_TEXT = /https?:\/\/[^\s<>"'«»]+/i;
// Punctuation that ends a sentence more often than it ends an address.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** An absolute http(s) address, normalised by the URL parser, else null. */
export function httpUrl(candidate: string): string | null {
  const trimmed = candidate.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The first http(s) address written in a text, without the sentence's punctuation after it. */
export function findUrlInText(text: string): string | null {
  const match = URL_IN_TEXT.exec(text)?.[0];
  return match ? httpUrl(match.replace(TRAILING_PUNCTUATION, '')) : null;
}

/**
 * The shared link (from `url`, else the first one in `text`), else the shared text itself as a recipe
 * to read, else nothing. The title alone is no recipe: it is dropped.
 */
export function readSharedImport(params: URLSearchParams): SharedImport {
  const url = httpUrl(params.get(SHARE_PARAMS.url) ?? '') ?? findUrlInText(params.get(SHARE_PARAMS.text) ?? '');
  if (url) return { kind: 'url', url };
  const text = (params.get(SHARE_PARAMS.text) ?? '').trim();
  return text ? { kind: 'text', text } : null;
}
