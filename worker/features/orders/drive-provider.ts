// Drive ordering behind one interface. Carrefour is the only enabled
// provider; its adapter talks HTTP to the partner's ordering API at DRIVE_API_URL (locally the drive
// sandbox of drive-sandbox/, through the DRIVE service binding): POST /baskets prices the list's
// items, POST /orders confirms the basket, GET /orders/:id reads the order's status, and
// POST /baskets/quote prices items without keeping a basket (the list's prices before ordering). Leclerc and
// Intermarché are known but disabled ('Bientôt disponible' in the web).
//
// Contract with the partner: `Authorization: Bearer <DRIVE_API_KEY>`; `Idempotency-Key: <list id>`
// on both POSTs, so a retried order gives back the same basket and the same order; every call times
// out after DRIVE_TIMEOUT_MS (10 s); a network error (no answer at all) is retried once, an answer
// (4xx, 5xx) never is; a failure becomes a DriveError carrying the partner's own message when it
// sent one (`{ message }`), else 'Erreur lors de la commande au drive'.

import { DRIVE_PROVIDERS } from '@shared/options';
import { MESSAGES } from '@shared/messages';
import type { DriveProviderId, MissingProduct, ShoppingItem, ShoppingList } from '@shared/schemas/shopping';
import { AppError } from '../../lib/errors';

export interface BasketLine {
  /** The list item it comes from. */
  itemId: string;
  name: string;
  quantity: number;
  unit: string;
  category: string;
  /** What to type in the drive's search box. */
  searchQuery: string;
  /** The partner's product for it and how many packs, or null when it could not supply it. */
  product: { id: string; label: string; packs: number; lineTotalCents: number } | null;
}

export interface Basket {
  provider: DriveProviderId;
  /** The partner's basket id. */
  basketId: string;
  lines: BasketLine[];
}

export type DriveOrderStatus = 'pending' | 'confirmed' | 'ready';
export const DRIVE_ORDER_STATUSES: readonly DriveOrderStatus[] = ['pending', 'confirmed', 'ready'];

export interface DriveOrder {
  /** The partner's order id. */
  partnerOrderId: string;
  status: DriveOrderStatus;
  basket: Basket;
  totalCents: number;
  missing: MissingProduct[];
  /** The partner said it is a demonstration (the drive sandbox): no shop received the order. */
  demo: boolean;
}

/** An item to price: `ref` is the caller's own id for it (the list item's). */
export interface QuoteItem {
  ref: string;
  name: string;
  quantity: number;
  unit: string;
}

/** One priced line of a quote: the partner's product, its pack and how many of them, and the line's price. */
export interface QuoteLine {
  ref: string;
  productId: string;
  label: string;
  packs: number;
  size: number;
  unit: 'g' | 'ml' | 'piece';
  lineTotalCents: number;
}

/** What the partner would charge for these items: the lines it supplies and their total, in cents. */
export interface DriveQuote {
  lines: QuoteLine[];
  /** Refs of the items it could not supply (unknown or out of stock). */
  unavailable: string[];
  totalCents: number;
  demo: boolean;
}

export interface DriveProvider {
  id: DriveProviderId;
  /** 'Carrefour Drive'. */
  label: string;
  /** 'Carrefour': the shop's name in a sentence (« au drive Carrefour »). */
  shop: string;
  enabled: boolean;
  /**
   * Places the order for these items of the list (the unticked ones). Resolves only once the partner
   * accepted it; throws a DriveError otherwise. The list id is the idempotency key.
   */
  placeOrder(list: ShoppingList, items: readonly ShoppingItem[]): Promise<DriveOrder>;
  /** The order's current status at the partner; throws a DriveError when it cannot be read. */
  orderStatus(partnerOrderId: string): Promise<DriveOrderStatus>;
  /**
   * The partner's price for these items, the same it would compute for a basket of them, without
   * ordering anything. Throws a DriveError when it cannot be read.
   */
  quote(items: readonly QuoteItem[]): Promise<DriveQuote>;
}

/** A failed exchange with the partner: 502 (504 for a timeout) with a French message. */
export class DriveError extends AppError {
  constructor(status: 502 | 504, message: string = MESSAGES.driveOrderError) {
    super(status, message);
    this.name = 'DriveError';
  }
}

export interface PartnerConfig {
  /** DRIVE_API_URL, without a trailing slash. Empty: the provider is disabled. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** The DRIVE service binding's fetch when bound, else the global fetch. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

export const DEFAULT_DRIVE_TIMEOUT_MS = 10_000;

/** The partner settings of the Worker's environment. */
export function partnerConfig(env: {
  DRIVE_API_URL?: string;
  DRIVE_API_KEY?: string;
  DRIVE_TIMEOUT_MS?: string;
  DRIVE?: Fetcher;
}): PartnerConfig {
  const timeout = Number(env.DRIVE_TIMEOUT_MS);
  const drive = env.DRIVE;
  return {
    baseUrl: (env.DRIVE_API_URL ?? '').replace(/\/+$/, ''),
    // DRIVE_API_KEY is a secret (production). The sandbox behind the local DRIVE binding takes any key.
    apiKey: env.DRIVE_API_KEY ?? (drive ? 'sandbox' : ''),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_DRIVE_TIMEOUT_MS,
    fetch: drive ? (input, init) => drive.fetch(input, init) : (input, init) => fetch(input, init),
  };
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** One call: the answer's JSON when 2xx; otherwise a DriveError. Retried once when no answer came. */
async function call<T>(
  config: PartnerConfig,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string },
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${config.apiKey}`, Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  const attempt = async (): Promise<Response> => {
    const signal = AbortSignal.timeout(config.timeoutMs);
    // The race makes the timeout hold even if a transport ignored the signal.
    const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    return Promise.race([
      config.fetch(`${config.baseUrl}${path}`, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal,
      }),
      timedOut,
    ]);
  };
  let response: Response;
  try {
    response = await attempt();
  } catch (error) {
    if (isTimeout(error)) throw new DriveError(504);
    try {
      response = await attempt();
    } catch (again) {
      throw new DriveError(isTimeout(again) ? 504 : 502);
    }
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new DriveError(502, typeof message === 'string' && message.trim() ? message : MESSAGES.driveOrderError);
  }
  if (body === null || typeof body !== 'object') throw new DriveError(502);
  return body as T;
}

interface PartnerBasket {
  basketId: string;
  demo?: boolean;
  lines: { ref: string; productId: string; product: string; packs: number; lineTotalCents: number }[];
  unavailable: { ref: string; name: string; reason: 'unknown' | 'out_of_stock' }[];
  totalCents: number;
}
interface PartnerQuote {
  demo?: boolean;
  lines: {
    ref: string;
    productId: string;
    product: string;
    packs: number;
    lineTotalCents: number;
    pack?: { size: number; unit: string };
  }[];
  unavailable: { ref: string }[];
  totalCents: number;
}
const PACK_UNITS = ['g', 'ml', 'piece'] as const;
const isPackUnit = (u: unknown): u is QuoteLine['unit'] => PACK_UNITS.includes(u as QuoteLine['unit']);

/** A quote as the partner answered it, or a DriveError when it is not one (a line without a readable pack or price is refused). */
function checkQuote(q: PartnerQuote): DriveQuote {
  const ok =
    Array.isArray(q.lines) &&
    Array.isArray(q.unavailable) &&
    Number.isInteger(q.totalCents) &&
    q.lines.every(
      (l) =>
        typeof l.ref === 'string' &&
        typeof l.product === 'string' &&
        Number.isInteger(l.packs) &&
        l.packs > 0 &&
        Number.isInteger(l.lineTotalCents) &&
        typeof l.pack?.size === 'number' &&
        l.pack.size > 0 &&
        isPackUnit(l.pack.unit),
    );
  if (!ok) throw new DriveError(502);
  return {
    demo: q.demo === true,
    totalCents: q.totalCents,
    unavailable: q.unavailable.map((u) => u.ref),
    lines: q.lines.map((l) => ({
      ref: l.ref,
      productId: l.productId,
      label: l.product,
      packs: l.packs,
      size: l.pack!.size,
      unit: l.pack!.unit as QuoteLine['unit'],
      lineTotalCents: l.lineTotalCents,
    })),
  };
}

interface PartnerOrder {
  orderId: string;
  status: string;
  demo?: boolean;
}

const isStatus = (s: unknown): s is DriveOrderStatus => DRIVE_ORDER_STATUSES.includes(s as DriveOrderStatus);

function checkBasket(b: PartnerBasket): PartnerBasket {
  const ok = typeof b.basketId === 'string' && Array.isArray(b.lines) && Array.isArray(b.unavailable) && Number.isInteger(b.totalCents);
  if (!ok) throw new DriveError(502);
  return b;
}

export function carrefourDrive(config: PartnerConfig): DriveProvider {
  return {
    id: 'carrefour',
    ...names('carrefour'),
    enabled: config.baseUrl !== '',
    async placeOrder(list, items) {
      const basket = checkBasket(
        await call<PartnerBasket>(config, '/baskets', {
          method: 'POST',
          idempotencyKey: list.id,
          body: { items: items.map((i) => ({ ref: i._id, name: i.name, quantity: i.quantity, unit: i.unit })) },
        }),
      );
      const order = await call<PartnerOrder>(config, '/orders', {
        method: 'POST',
        idempotencyKey: list.id,
        body: { basketId: basket.basketId },
      });
      if (typeof order.orderId !== 'string' || !isStatus(order.status)) throw new DriveError(502);
      const byRef = new Map(basket.lines.map((l) => [l.ref, l]));
      return {
        partnerOrderId: order.orderId,
        status: order.status,
        totalCents: basket.totalCents,
        missing: basket.unavailable.map((u) => ({ name: u.name, reason: u.reason === 'out_of_stock' ? 'out_of_stock' : 'unknown' })),
        demo: basket.demo === true || order.demo === true,
        basket: {
          provider: 'carrefour',
          basketId: basket.basketId,
          lines: items.map((i) => {
            const line = byRef.get(i._id);
            return {
              itemId: i._id,
              name: i.name,
              quantity: i.quantity,
              unit: i.unit,
              category: i.category,
              searchQuery: i.name,
              product: line ? { id: line.productId, label: line.product, packs: line.packs, lineTotalCents: line.lineTotalCents } : null,
            };
          }),
        },
      };
    },
    async orderStatus(partnerOrderId) {
      // Read while the list is shown: a slow partner holds the page 3 s at most (the stored status stays).
      const order = await call<PartnerOrder>(
        { ...config, timeoutMs: Math.min(config.timeoutMs, 3000) },
        `/orders/${encodeURIComponent(partnerOrderId)}`,
        { method: 'GET' },
      );
      if (!isStatus(order.status)) throw new DriveError(502);
      return order.status;
    },
    async quote(items) {
      // Asked while a list is generated: a slow partner holds it 3 s at most (the list comes without prices).
      return checkQuote(
        await call<PartnerQuote>({ ...config, timeoutMs: Math.min(config.timeoutMs, 3000) }, '/baskets/quote', {
          method: 'POST',
          body: { items: items.map((i) => ({ ref: i.ref, name: i.name, quantity: i.quantity, unit: i.unit })) },
        }),
      );
    },
  };
}

/** The provider's names, from the product's option list. */
function names(id: DriveProviderId): { label: string; shop: string } {
  const option = DRIVE_PROVIDERS.find((p) => p.value === id);
  return { label: option?.label ?? id, shop: option?.shop ?? id };
}

function disabledDrive(id: DriveProviderId): DriveProvider {
  const { label, shop } = names(id);
  return {
    id,
    label,
    shop,
    enabled: false,
    async placeOrder() {
      throw new Error(`${label} is not available yet`);
    },
    async orderStatus() {
      throw new Error(`${label} is not available yet`);
    },
    async quote() {
      throw new Error(`${label} is not available yet`);
    },
  };
}

/** Every provider the product knows, enabled or not, in the web's order. */
export function driveProviders(config: PartnerConfig): Record<DriveProviderId, DriveProvider> {
  return {
    carrefour: carrefourDrive(config),
    leclerc: disabledDrive('leclerc'),
    intermarche: disabledDrive('intermarche'),
  };
}
