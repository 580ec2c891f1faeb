import * as z from 'zod';

// French messages for every zod failure, on both sides (every validation failure is a 400 with a French message naming the field; docs/decisions/005-french-zod-messages.md).
z.config(z.locales.fr());

/** One French sentence for a failed parse, naming the first offending field. */
export function formatZodError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'Données invalides.';
  const field = issue.path.map(String).join('.');
  return field ? `Champ « ${field} » : ${issue.message}` : issue.message;
}

export { z };
