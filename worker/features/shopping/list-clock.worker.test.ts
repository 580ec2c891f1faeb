// The list's object reads time from its clock: the app's (fixed by test/kit.ts `atInstant` around a
// request), or one a test gives it through runInDurableObject. Tick times, deletions, the list's
// `updatedAt` and when an operation was applied all come from it.
import { describe, expect, it } from 'vitest';
import { env, runInDurableObject } from 'cloudflare:test';
import { shoppingListResponseSchema } from '@shared/schemas/shopping';
import { apiAs, atInstant, dbRow, planAndList, registerUser } from '../../../test/kit';
import type { ShoppingListDO } from './shopping-list.do';

const stubOf = (listId: string) => env.SHOPPING_LIST.get(env.SHOPPING_LIST.idFromName(listId)) as DurableObjectStub<ShoppingListDO>;

describe("the list's object and its clock", () => {
  it('an item added and ticked at a fixed instant carries that instant, as does the list', async () => {
    const at = '2026-12-09T10:00:00.000Z';
    const user = await registerUser();
    const { shoppingListId } = await planAndList(user.token);
    const added = await atInstant(at, () =>
      apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}/items`, { token: user.token, body: { name: 'Papier cuisson' } }),
    );
    expect(added.status).toBe(201);
    expect(added.json.data.updatedAt).toBe(at);
    const item = added.json.data.items.find((i) => i.name === 'Papier cuisson');
    expect(item).toBeDefined();
    const ticked = await atInstant(at, () =>
      apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}/purchase`, {
        method: 'PUT',
        token: user.token,
        body: { itemIds: [item!._id], purchased: true },
      }),
    );
    expect(ticked.json.data.updatedAt).toBe(at);
    const row = await dbRow<{ purchased_at: number; purchased_by: string }>(
      'SELECT purchased_at, purchased_by FROM shopping_items WHERE id = ?',
      item!._id,
    );
    expect(row).toEqual({ purchased_at: Date.parse(at), purchased_by: user.user.id });
    const op = await dbRow<{ applied_at: number }>('SELECT applied_at FROM shopping_list_ops WHERE list_id = ?', shoppingListId);
    expect(op.applied_at).toBe(Date.parse(at));
  });

  it('a clock given to the object through runInDurableObject dates its changes', async () => {
    const at = new Date('2027-03-02T07:30:00.000Z');
    const user = await registerUser();
    const { shoppingListId } = await planAndList(user.token);
    const stub = stubOf(shoppingListId);
    const before = await stub.snapshot(shoppingListId, user.user.id);
    if (!before.ok) throw new Error(`snapshot refused: ${before.message}`);
    const itemId = before.list.items[0]!._id;
    await runInDurableObject(stub, (instance) => {
      instance.clock = () => at;
    });
    const result = await stub.purchase(shoppingListId, user.user.id, [itemId], true);
    expect(result.ok).toBe(true);
    expect(result.ok && result.list.updatedAt).toBe(at.toISOString());
    const row = await dbRow<{ purchased_at: number }>('SELECT purchased_at FROM shopping_items WHERE id = ?', itemId);
    expect(row.purchased_at).toBe(at.getTime());
    const list = await dbRow<{ updated_at: string }>('SELECT updated_at FROM shopping_lists WHERE id = ?', shoppingListId);
    expect(list.updated_at).toBe(at.toISOString());
  });
});
