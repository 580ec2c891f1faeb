/** A number typed the French way (« 1,5 » or « 1.5 »); NaN when it is none. */
export function parseDecimal(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/** The amount typed, when it is a number above 0; undefined for an empty or unreadable field. */
export function positiveDecimal(text: string): number | undefined {
  const value = parseDecimal(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
}
