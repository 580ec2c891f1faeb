// Drive ordering behind one interface (DESIGN.md "Shopping lists"). Carrefour is the only enabled
// provider; it has no public ordering API, so its adapter maps the list to a basket and the order is
// recorded with status 'pending' (the service writes it). Leclerc and Intermarché are known but
// disabled ('Bientôt disponible' in the web).

import { DRIVE_PROVIDERS } from '../../../shared/options';
import type { DriveProviderId, ShoppingItem, ShoppingList } from '../../../shared/schemas/shopping';

export interface BasketLine {
  /** The list item it comes from. */
  itemId: string;
  name: string;
  quantity: number;
  unit: string;
  category: string;
  /** What to type in the drive's search box. */
  searchQuery: string;
}

export interface Basket {
  provider: DriveProviderId;
  lines: BasketLine[];
}

export interface DriveOrder {
  orderId: string;
  status: 'pending';
  basket: Basket;
}

export interface DriveProvider {
  id: DriveProviderId;
  /** 'Carrefour Drive'. */
  label: string;
  enabled: boolean;
  /** Places the order for these items of the list (the unticked ones). */
  placeOrder(list: ShoppingList, items: readonly ShoppingItem[]): Promise<DriveOrder>;
}

const basketOf = (provider: DriveProviderId, items: readonly ShoppingItem[]): Basket => ({
  provider,
  lines: items.map((i) => ({ itemId: i._id, name: i.name, quantity: i.quantity, unit: i.unit, category: i.category, searchQuery: i.name })),
});

/** Order references readable on the phone with the drive: CRF-YYYYMMDD-XXXXXX. */
function orderReference(prefix: string, now: Date): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${prefix}-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${code}`;
}

export function carrefourDrive(now: () => Date = () => new Date()): DriveProvider {
  return {
    id: 'carrefour',
    label: 'Carrefour Drive',
    enabled: true,
    async placeOrder(_list, items) {
      // No public API: the basket is recorded for the drive, the order stays 'pending'.
      return { orderId: orderReference('CRF', now()), status: 'pending', basket: basketOf('carrefour', items) };
    },
  };
}

function disabledDrive(id: DriveProviderId, label: string): DriveProvider {
  return {
    id,
    label,
    enabled: false,
    async placeOrder() {
      throw new Error(`${label} is not available yet`);
    },
  };
}

/** Every provider the product knows, enabled or not, in the web's order. */
export function driveProviders(now?: () => Date): Record<DriveProviderId, DriveProvider> {
  const label = (id: DriveProviderId) => DRIVE_PROVIDERS.find((p) => p.value === id)?.label ?? id;
  return {
    carrefour: carrefourDrive(now),
    leclerc: disabledDrive('leclerc', label('leclerc')),
    intermarche: disabledDrive('intermarche', label('intermarche')),
  };
}
