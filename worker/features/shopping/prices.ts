// Packs and prices of a list's lines (docs/live-list.md « Packs and prices »). Computed once, when the
// list is generated, and stored with its items, so a read stays a read of the list's object memory:
// the drive prices the lines it supplies through its quote (the same items, names, quantities and
// units an order sends, so the estimate is the basket's total to the cent), with its own pack; the
// other lines get the kitchen's pack table and no price. A line the drive priced whose quantity
// changes later is priced again in the same product, at the drive's price per pack (`repacked`); any
// other line gets the table's pack and no price.

import { PANTRY_CATEGORY, type DriveProviderId, type Pack, type ShoppingItem } from '@shared/schemas/shopping';
import { DriveError, type DriveProvider, type DriveQuote } from '../orders/drive-provider';
import { choosePack, drivePack, requotedDrivePack, type ShoppingLine } from '../../kitchen/index';

/** A generated line with what to buy and, when the drive supplies it, its price in cents. */
export type PricedLine = ShoppingLine & { pack?: Pack | null; priceCents?: number | null };

/** The drive that prices lists: the first enabled provider, or null when none is (then lists have no prices). */
export function quotingDrive(providers: Record<DriveProviderId, DriveProvider>): DriveProvider | null {
  return Object.values(providers).find((p) => p.enabled) ?? null;
}

/**
 * The lines with their packs and the drive's prices. A drive that fails to answer (DriveError) leaves
 * every line without a price: the list is still made, and says so.
 */
export async function priceLines<L extends ShoppingLine>(
  drive: DriveProvider | null | undefined,
  lines: readonly L[],
): Promise<(L & PricedLine)[]> {
  let quote: DriveQuote | null = null;
  // The pantry section is not ordered (orders.service.ts), so it is not priced either.
  const bought = lines.flatMap((l, i) =>
    l.category === PANTRY_CATEGORY ? [] : [{ ref: String(i), name: l.name, quantity: l.quantity, unit: l.unit }],
  );
  if (drive?.enabled && bought.length > 0) {
    try {
      quote = await drive.quote(bought);
    } catch (error) {
      if (!(error instanceof DriveError)) throw error;
    }
  }
  const byRef = new Map((quote?.lines ?? []).map((l) => [l.ref, l]));
  return lines.map((line, i) => {
    const q = byRef.get(String(i));
    if (q) return { ...line, pack: drivePack(line, q), priceCents: q.lineTotalCents };
    return { ...line, pack: choosePack(line), priceCents: null };
  });
}

/** The columns `repacked` sets: only those that change. */
export type PackSet = Partial<{ pack: Pack | null; priceCents: number | null }>;

const samePack = (a: Pack | undefined | null, b: Pack | undefined | null) =>
  (a ?? null) === (b ?? null) ||
  (!!a && !!b && a.label === b.label && a.count === b.count && a.size === b.size && a.unit === b.unit && a.product === b.product);

const cents = (euros: number | undefined) => (euros === undefined ? null : Math.round(euros * 100));

/**
 * An item after its quantity (or name, unit) changed. A line the drive priced keeps its product, in
 * as many packs as the new quantity needs, at the drive's price per pack, so the list's estimate
 * follows the edit; any other line (or one whose new quantity the pack cannot count) gets the
 * table's pack and no price.
 */
export function repacked(item: ShoppingItem, ingredientId: string | null): { item: ShoppingItem; set: PackSet } {
  const { pack: was, price, ...rest } = item;
  const line = { ingredientId, name: item.name, quantity: item.quantity, unit: item.unit };
  const wasCents = cents(price);
  const again = was && wasCents !== null ? requotedDrivePack(line, was, wasCents) : null;
  const pack = again ? again.pack : choosePack(line);
  const priceCents = again ? again.priceCents : null;
  const set: PackSet = {};
  if (!samePack(was, pack)) set.pack = pack;
  if (priceCents !== wasCents) set.priceCents = priceCents;
  const next: ShoppingItem = pack ? { ...rest, pack } : rest;
  return { item: priceCents === null ? next : { ...next, price: priceCents / 100 }, set };
}
