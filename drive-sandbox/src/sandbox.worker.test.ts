import { describe, expect, it } from 'vitest';
import { CATALOGUE, matchProduct, packsFor } from './catalogue';
import { buildBasket, createSandbox, PENDING_MS, READY_MS, statusAt } from './sandbox';

const product = (id: string) => CATALOGUE.find((p) => p.id === id)!;

describe('catalogue', () => {
  it('ships about forty products, each with a pack size, a price and a unique id', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CATALOGUE.map((p) => p.id)).size).toBe(CATALOGUE.length);
    expect(CATALOGUE.find((p) => p.label === 'Tomates grappe 500 g')).toMatchObject({ priceCents: 249, pack: { size: 500, unit: 'g' } });
    expect(CATALOGUE.find((p) => p.label === 'Lait demi-écrémé 1 L')).toMatchObject({ priceCents: 109, pack: { size: 1000, unit: 'ml' } });
    expect(CATALOGUE.filter((p) => p.outOfStock).map((p) => p.label)).toEqual(['Basilic frais 30 g', 'Framboises 125 g']);
  });

  it('matches a name by its first words, accents, case and plurals aside, the longest phrase first', () => {
    expect(matchProduct('Tomates')?.id).toBe('tomates-grappe');
    expect(matchProduct('TOMATES CONCASSÉES')?.id).toBe('tomates-concassees');
    expect(matchProduct('Œufs')?.id).toBe('oeufs');
    expect(matchProduct("Huile d'olive")?.id).toBe('huile-olive');
    expect(matchProduct('Huile de tournesol')?.id).toBe('huile-tournesol');
    expect(matchProduct('Lait de coco')).toBeNull();
    expect(matchProduct('Pommes de terre')?.id).toBe('pommes-de-terre');
    expect(matchProduct('Pâte feuilletée')).toBeNull();
    expect(matchProduct('Poudre de licorne')).toBeNull();
  });

  it('counts packs: weights and volumes rounded up to whole packs, pieces through their weight', () => {
    expect(packsFor(product('tomates-grappe'), 1, 'kg')).toBe(2);
    expect(packsFor(product('tomates-grappe'), 500, 'g')).toBe(1);
    expect(packsFor(product('tomates-grappe'), 501, 'g')).toBe(2);
    expect(packsFor(product('lait-demi-ecreme'), 1.5, 'l')).toBe(2);
    expect(packsFor(product('oignons-jaunes'), 3, 'pièces')).toBe(1);
    expect(packsFor(product('oeufs'), 13, 'piece')).toBe(2);
    expect(packsFor(product('ail'), 4, 'gousses')).toBe(1);
    expect(packsFor(product('creme-fraiche'), 250, 'g')).toBe(2);
    expect(packsFor(product('sel'), 1, 'paquet')).toBe(1);
    expect(packsFor(product('bouillon-cubes'), 1.25, 'l')).toBe(1);
  });
});

describe('baskets and statuses', () => {
  it('prices the matched items and lists the others as unknown or out of stock', () => {
    const basket = buildBasket('BSK-1', [
      { ref: 'a', name: 'Tomates', quantity: 1, unit: 'kg' },
      { ref: 'b', name: 'Lait demi-écrémé', quantity: 1.5, unit: 'l' },
      { ref: 'c', name: 'Basilic frais', quantity: 30, unit: 'g' },
      { ref: 'd', name: 'Poudre de licorne', quantity: 1, unit: 'piece' },
    ]);
    expect(basket.lines.map((l) => [l.ref, l.product, l.packs, l.lineTotalCents])).toEqual([
      ['a', 'Tomates grappe 500 g', 2, 498],
      ['b', 'Lait demi-écrémé 1 L', 2, 218],
    ]);
    expect(basket.totalCents).toBe(716);
    expect(basket.unavailable).toEqual([
      { ref: 'c', name: 'Basilic frais', reason: 'out_of_stock' },
      { ref: 'd', name: 'Poudre de licorne', reason: 'unknown' },
    ]);
    expect(basket.demo).toBe(true);
  });

  it('moves pending → confirmed → ready with the time since confirmation', () => {
    expect(statusAt(1000, 1000)).toBe('pending');
    expect(statusAt(1000, 1000 + PENDING_MS - 1)).toBe('pending');
    expect(statusAt(1000, 1000 + PENDING_MS)).toBe('confirmed');
    expect(statusAt(1000, 1000 + READY_MS - 1)).toBe('confirmed');
    expect(statusAt(1000, 1000 + READY_MS)).toBe('ready');
  });
});

/** The fields of the sandbox's answers these tests read (each test asserts what it expects of them). */
type SandboxAnswer = {
  basketId?: string;
  orderId?: string;
  status?: string;
  message?: string;
  unavailable?: { ref: string; name: string; reason: string }[];
};

describe('the HTTP API', () => {
  const at = Date.parse('2026-05-04T10:00:00Z');
  const setup = () => {
    let now = at;
    const slept: number[] = [];
    const sandbox = createSandbox({ now: () => now, sleep: async (ms) => void slept.push(ms) });
    const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await sandbox.fetch(
        new Request(`http://drive-sandbox.local${path}`, {
          method,
          headers: { Authorization: 'Bearer k', 'Content-Type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      // The answers' shapes are what these tests check: read as plain JSON.
      return { status: res.status, text: await res.clone().text(), json: (await res.json().catch(() => null)) as SandboxAnswer };
    };
    return { send, slept, advance: (ms: number) => (now += ms) };
  };
  const items = [{ ref: 'a', name: 'Carottes', quantity: 2, unit: 'kg' }];

  it('quote: the lines and total a basket of the same items gets, with each pack, and nothing kept to order', async () => {
    const { send } = setup();
    const asked = [
      { ref: 'a', name: 'Œufs', quantity: 4, unit: 'pièces' },
      { ref: 'b', name: 'Beurre doux', quantity: 300, unit: 'g' },
      { ref: 'c', name: 'Poudre de licorne', quantity: 1, unit: '' },
    ];
    const quote = await send('POST', '/baskets/quote', { items: asked });
    expect(quote.status).toBe(200);
    const q = quote.json as unknown as {
      basketId?: string;
      totalCents: number;
      lines: { ref: string; lineTotalCents: number; pack: unknown }[];
    };
    expect(q.basketId).toBeUndefined();
    expect(q.lines.map((l) => [l.ref, l.lineTotalCents, l.pack])).toEqual([
      ['a', 319, { size: 12, unit: 'piece' }],
      ['b', 470, { size: 250, unit: 'g' }],
    ]);
    expect(q.totalCents).toBe(789);
    const basket = await send('POST', '/baskets', { items: asked }, { 'Idempotency-Key': 'list-q' });
    expect((basket.json as unknown as { totalCents: number }).totalCents).toBe(789);
    expect(quote.json.unavailable).toEqual(basket.json.unavailable);
    expect((await send('POST', '/baskets/quote', { items: [] })).status).toBe(400);
  });

  it('basket, order, status: the same idempotency key gives back the same basket and the same order', async () => {
    const { send, advance } = setup();
    const basket = await send('POST', '/baskets', { items }, { 'Idempotency-Key': 'list-1' });
    expect(basket.status).toBe(201);
    expect(basket.json).toMatchObject({ demo: true, currency: 'EUR', totalCents: 258, unavailable: [] });
    const again = await send('POST', '/baskets', { items }, { 'Idempotency-Key': 'list-1' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(basket.json);
    const other = await send('POST', '/baskets', { items: [{ ...items[0], quantity: 3 }] }, { 'Idempotency-Key': 'list-1' });
    expect(other.status).toBe(422);
    expect(other.json).toEqual({ message: "Cette clé d'idempotence a déjà servi pour un autre panier." });

    const order = await send('POST', '/orders', { basketId: basket.json.basketId }, { 'Idempotency-Key': 'list-1' });
    expect(order.status).toBe(201);
    expect(order.json).toMatchObject({
      status: 'pending',
      demo: true,
      totalCents: 258,
      basketId: basket.json.basketId,
      placedAt: '2026-05-04T10:00:00.000Z',
    });
    expect(order.json.orderId).toMatch(/^DEMO-[0-9a-z]+-[A-Z0-9]{6}$/);
    const twice = await send('POST', '/orders', { basketId: basket.json.basketId }, { 'Idempotency-Key': 'list-1' });
    expect(twice.json.orderId).toBe(order.json.orderId);

    const read = (path: string) => send('GET', path).then((r) => r.json.status);
    expect(await read(`/orders/${order.json.orderId}`)).toBe('pending');
    advance(PENDING_MS);
    expect(await read(`/orders/${order.json.orderId}`)).toBe('confirmed');
    advance(READY_MS);
    expect(await read(`/orders/${order.json.orderId}`)).toBe('ready');
  });

  it('an order id stays readable by another sandbox (after a restart): its status comes from its time', async () => {
    const { send } = setup();
    const placed15sBefore = `DEMO-${(at - 15_000).toString(36)}-ABCDEF`;
    const res = await send('GET', `/orders/${placed15sBefore}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ orderId: placed15sBefore, status: 'confirmed', demo: true });
    expect((await send('GET', '/orders/nope')).status).toBe(404);
  });

  it('refuses what a partner refuses, in French: no key, no idempotency key, bad items, unknown basket, nothing available', async () => {
    const { send } = setup();
    const noKey = await send('POST', '/baskets', { items }, { Authorization: '', 'Idempotency-Key': 'x' });
    expect(noKey).toMatchObject({ status: 401, json: { message: "Clé d'API du drive manquante." } });
    expect(await send('POST', '/baskets', { items })).toMatchObject({
      status: 400,
      json: { message: 'En-tête Idempotency-Key manquant.' },
    });
    const bad = await send(
      'POST',
      '/baskets',
      { items: [{ ref: 'a', name: 'Carottes', quantity: 0, unit: 'kg' }] },
      { 'Idempotency-Key': 'y' },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('« items »');
    expect(await send('POST', '/orders', { basketId: 'BSK-NOPE' }, { 'Idempotency-Key': 'z' })).toMatchObject({
      status: 404,
      json: { message: 'Panier inconnu du drive.' },
    });
    const none = await send(
      'POST',
      '/baskets',
      { items: [{ ref: 'a', name: 'Framboises', quantity: 250, unit: 'g' }] },
      { 'Idempotency-Key': 'w' },
    );
    expect(none.json.unavailable).toEqual([{ ref: 'a', name: 'Framboises', reason: 'out_of_stock' }]);
    const refused = await send('POST', '/orders', { basketId: none.json.basketId }, { 'Idempotency-Key': 'w' });
    expect(refused).toMatchObject({
      status: 422,
      json: { message: "Aucun article de la liste n'est disponible au drive : rien à commander." },
    });
  });

  it('test switches: an item named sandbox-500 gives a bare 500; sandbox-lent-<ms> waits that long first', async () => {
    const { send, slept } = setup();
    const failed = await send(
      'POST',
      '/baskets',
      { items: [...items, { ref: 'b', name: 'sandbox-500', quantity: 1, unit: 'piece' }] },
      { 'Idempotency-Key': 'e' },
    );
    expect(failed).toMatchObject({ status: 500, text: 'Internal Server Error', json: null });
    const slow = await send(
      'POST',
      '/baskets',
      { items: [...items, { ref: 'b', name: 'sandbox-lent-2500', quantity: 1, unit: 'piece' }] },
      { 'Idempotency-Key': 's' },
    );
    expect(slow.status).toBe(201);
    expect(slept).toEqual([2500]);
  });
});
