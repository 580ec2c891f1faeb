// Drive sandbox (its logic; index.ts is the Worker): answers like a retailer's ordering API so that Popote's drive integration runs for
// real (HTTP, idempotency keys, errors, delays) without any shop receiving anything. Every answer
// says `demo: true`; the app shows such orders as « mode démonstration ».
//
//   POST /baskets  { items: [{ ref, name, quantity, unit }] }  → 201 basket (products, packs, total,
//                  unavailable items); the same Idempotency-Key with the same body → the same basket.
//   POST /baskets/quote  { items }  → 200 the same lines and total POST /baskets would give these
//                  items (with each product's pack), nothing kept: a price before ordering.
//   POST /orders   { basketId }  → 201 order 'pending' (same Idempotency-Key → the same order).
//   GET  /orders/:id  → the order and its status.
//
// Status: derived from the time the order was confirmed, which its id carries: 'pending' for
// PENDING_MS, then 'confirmed' until READY_MS, then 'ready'. So the status moves on its own and is
// still readable after the sandbox restarts, with nothing stored.
// Memory: baskets and idempotency keys live in this isolate only (a restart forgets them; an order
// id stays readable). A sandbox, not a shop.
//
// Test switches, carried by an item's name: 'sandbox-500' makes POST /baskets (and /baskets/quote)
// fail with a bare 500; 'sandbox-lent-<ms>' delays its answer by <ms> milliseconds (at most 60 s).

import { matchProduct, packsFor, type PackUnit } from './catalogue';

export const PENDING_MS = 10_000;
export const READY_MS = 30_000;

export interface BasketItem {
  ref: string;
  name: string;
  quantity: number;
  unit: string;
}
export interface BasketLine {
  ref: string;
  name: string;
  productId: string;
  product: string;
  packs: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The product's pack: `packs` of these are on the line. */
  pack: { size: number; unit: PackUnit };
}
export interface Unavailable {
  ref: string;
  name: string;
  reason: 'unknown' | 'out_of_stock';
}
export interface Basket {
  basketId: string;
  demo: true;
  currency: 'EUR';
  lines: BasketLine[];
  unavailable: Unavailable[];
  totalCents: number;
}
export type OrderStatus = 'pending' | 'confirmed' | 'ready';
export interface Order {
  orderId: string;
  basketId: string | null;
  demo: true;
  status: OrderStatus;
  placedAt: string;
  totalCents: number | null;
}

/** Builds the basket of these items against the catalogue (pure). */
export function buildBasket(basketId: string, items: readonly BasketItem[]): Basket {
  const lines: BasketLine[] = [];
  const unavailable: Unavailable[] = [];
  for (const item of items) {
    const product = matchProduct(item.name);
    if (!product) unavailable.push({ ref: item.ref, name: item.name, reason: 'unknown' });
    else if (product.outOfStock) unavailable.push({ ref: item.ref, name: item.name, reason: 'out_of_stock' });
    else {
      const packs = packsFor(product, item.quantity, item.unit);
      lines.push({
        ref: item.ref,
        name: item.name,
        productId: product.id,
        product: product.label,
        packs,
        unitPriceCents: product.priceCents,
        lineTotalCents: packs * product.priceCents,
        pack: { ...product.pack },
      });
    }
  }
  return { basketId, demo: true, currency: 'EUR', lines, unavailable, totalCents: lines.reduce((s, l) => s + l.lineTotalCents, 0) };
}

/** Status of an order confirmed at `placedAt` (ms), seen at `now` (ms). */
export function statusAt(placedAt: number, now: number): OrderStatus {
  const age = now - placedAt;
  return age < PENDING_MS ? 'pending' : age < READY_MS ? 'confirmed' : 'ready';
}

const ORDER_ID = /^DEMO-([0-9a-z]{6,12})-([A-Z0-9]{6})$/;
function randomCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...crypto.getRandomValues(new Uint8Array(6))].map((b) => alphabet[b % alphabet.length]).join('');
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
const refuse = (status: number, message: string) => json({ message }, status);

function parseItems(body: unknown): BasketItem[] | null {
  const items = (body as { items?: unknown })?.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > 1000) return null;
  const ok = items.every(
    (i) =>
      i &&
      typeof i.ref === 'string' &&
      typeof i.name === 'string' &&
      i.name.length > 0 &&
      typeof i.quantity === 'number' &&
      i.quantity > 0 &&
      typeof i.unit === 'string',
  );
  return ok ? items.map((i) => ({ ref: i.ref, name: i.name, quantity: i.quantity, unit: i.unit })) : null;
}

export interface SandboxOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** One sandbox: its own memory of baskets, orders and idempotency keys. */
export function createSandbox(options: SandboxOptions = {}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const baskets = new Map<string, Basket>();
  /** Idempotency key → the request body it was first used with and the answer given. */
  const basketKeys = new Map<string, { body: string; basket: Basket }>();
  const orderKeys = new Map<string, { body: string; order: Order }>();
  const orders = new Map<string, Order>();

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const auth = request.headers.get('Authorization') ?? '';
    // A partner checks its key; the sandbox only checks that one is sent.
    if (!/^Bearer \S+$/.test(auth)) return refuse(401, "Clé d'API du drive manquante.");

    if (request.method === 'POST' && url.pathname === '/baskets') {
      const key = request.headers.get('Idempotency-Key');
      if (!key) return refuse(400, 'En-tête Idempotency-Key manquant.');
      const text = await request.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return refuse(400, 'Corps de requête JSON invalide.');
      }
      const items = parseItems(body);
      if (!items) return refuse(400, 'Champ « items » invalide : une liste d’articles (ref, name, quantity > 0, unit) est attendue.');
      const delay = items.map((i) => /sandbox-lent-(\d+)/.exec(i.name)?.[1]).find(Boolean);
      if (delay) await sleep(Math.min(Number(delay), 60_000));
      if (items.some((i) => i.name.includes('sandbox-500'))) return new Response('Internal Server Error', { status: 500 });
      const seen = basketKeys.get(key);
      if (seen)
        return seen.body === text ? json(seen.basket, 200) : refuse(422, "Cette clé d'idempotence a déjà servi pour un autre panier.");
      const basket = buildBasket(`BSK-${randomCode()}`, items);
      baskets.set(basket.basketId, basket);
      basketKeys.set(key, { body: text, basket });
      return json(basket, 201);
    }

    if (request.method === 'POST' && url.pathname === '/baskets/quote') {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return refuse(400, 'Corps de requête JSON invalide.');
      }
      const items = parseItems(body);
      if (!items) return refuse(400, 'Champ « items » invalide : une liste d’articles (ref, name, quantity > 0, unit) est attendue.');
      const delay = items.map((i) => /sandbox-lent-(\d+)/.exec(i.name)?.[1]).find(Boolean);
      if (delay) await sleep(Math.min(Number(delay), 60_000));
      if (items.some((i) => i.name.includes('sandbox-500'))) return new Response('Internal Server Error', { status: 500 });
      // The basket POST /baskets would build, priced the same way, but neither kept nor orderable.
      const { basketId: _unused, ...quote } = buildBasket('QUOTE', items);
      return json(quote, 200);
    }

    if (request.method === 'POST' && url.pathname === '/orders') {
      const key = request.headers.get('Idempotency-Key');
      if (!key) return refuse(400, 'En-tête Idempotency-Key manquant.');
      const text = await request.text();
      let basketId: unknown;
      try {
        basketId = (JSON.parse(text) as { basketId?: unknown })?.basketId;
      } catch {
        return refuse(400, 'Corps de requête JSON invalide.');
      }
      const seen = orderKeys.get(key);
      if (seen)
        return seen.body === text
          ? json({ ...seen.order, status: statusAt(Date.parse(seen.order.placedAt), now()) }, 200)
          : refuse(422, "Cette clé d'idempotence a déjà servi pour une autre commande.");
      const basket = typeof basketId === 'string' ? baskets.get(basketId) : undefined;
      if (!basket) return refuse(404, 'Panier inconnu du drive.');
      if (basket.lines.length === 0) return refuse(422, "Aucun article de la liste n'est disponible au drive : rien à commander.");
      const placedAt = now();
      const order: Order = {
        orderId: `DEMO-${placedAt.toString(36)}-${randomCode()}`,
        basketId: basket.basketId,
        demo: true,
        status: 'pending',
        placedAt: new Date(placedAt).toISOString(),
        totalCents: basket.totalCents,
      };
      orders.set(order.orderId, order);
      orderKeys.set(key, { body: text, order });
      return json(order, 201);
    }

    const read = /^\/orders\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && read) {
      const orderId = decodeURIComponent(read[1]!);
      const parsed = ORDER_ID.exec(orderId);
      if (!parsed) return refuse(404, 'Commande inconnue du drive.');
      const placedAt = parseInt(parsed[1]!, 36);
      const known = orders.get(orderId);
      const order: Order = known ?? {
        orderId,
        basketId: null,
        demo: true,
        status: 'pending',
        placedAt: new Date(placedAt).toISOString(),
        totalCents: null,
      };
      return json({ ...order, status: statusAt(placedAt, now()) });
    }

    return refuse(404, 'Adresse inconnue du drive.');
  }

  return { fetch: handle };
}
