/**
 * Where to go back after login or registration: the page that sent the visitor there
 * (`state.from`, set by the login guard and the invitation page). Only a path of this site is
 * followed, never another origin ('//evil.example' or 'https://...').
 */
export function returnPath(state: unknown): string | null {
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : null;
}
