// What this device keeps for the shop without signal, in IndexedDB so it survives a closed tab, a
// reload or a phone restarting the browser: the changes made to shopping lists and not yet accepted
// by the server (the queue), and a copy of every list the screen showed (so a list opened once
// opens again without network, even when the service worker did not control that first visit).
// Where IndexedDB is missing (private modes of old browsers, tests) both live in memory.
//
// The rules (which copy to keep, whose data to forget) are written against two small tables, so
// they run the same over IndexedDB and over the in-memory Maps the unit tests use.

import { STORAGE_KEYS } from '@shared/constants';
import type { ListOp, ShoppingList } from '@shared/schemas/shopping';
import { readJson } from './storage';

export interface QueuedOp {
  listId: string;
  op: ListOp;
  /** The account that made the change (absent on changes queued before accounts were recorded). */
  userId?: string;
}
type OpRow = QueuedOp & { seq: number };

/** A list as the screen last showed it, for the account that read it. */
export interface ListCopy {
  listId: string;
  userId: string;
  list: ShoppingList;
  savedAt: number;
}

/** The two tables the rules need; one call is one transaction. */
export interface OfflineTables {
  ops: {
    add(row: QueuedOp): Promise<void>;
    /** Every queued change, oldest first. */
    all(): Promise<OpRow[]>;
    remove(seqs: readonly number[]): Promise<void>;
    clear(): Promise<void>;
  };
  lists: {
    get(listId: string): Promise<ListCopy | undefined>;
    put(copy: ListCopy): Promise<void>;
    all(): Promise<ListCopy[]>;
    remove(listIds: readonly string[]): Promise<void>;
    clear(): Promise<void>;
  };
}

/** Copies kept at most (the lists read most recently); a household rarely shops from more. */
export const MAX_LIST_COPIES = 20;

/** The same tables in memory (no IndexedDB, and the unit tests). */
export function memoryTables(): OfflineTables {
  const ops = new Map<number, OpRow>();
  const lists = new Map<string, ListCopy>();
  let seq = 0;
  const clone = <T>(value: T): T => structuredClone(value);
  return {
    ops: {
      add: async (row) => void ops.set(++seq, { ...clone(row), seq }),
      all: async () => [...ops.values()].sort((a, b) => a.seq - b.seq).map(clone),
      remove: async (seqs) => seqs.forEach((s) => ops.delete(s)),
      clear: async () => ops.clear(),
    },
    lists: {
      get: async (listId) => {
        const copy = lists.get(listId);
        return copy && clone(copy);
      },
      put: async (copy) => void lists.set(copy.listId, clone(copy)),
      all: async () => [...lists.values()].map(clone),
      remove: async (listIds) => listIds.forEach((id) => lists.delete(id)),
      clear: async () => lists.clear(),
    },
  };
}

const DB_NAME = 'popote-offline';
/** Version 2 added the list copies beside the queue. */
const DB_VERSION = 2;
export const OFFLINE_STORES = { ops: 'list-ops', lists: 'lists' } as const;

function opened(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    // Version 1 had the queue only; each store is made when missing, whatever version was there.
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OFFLINE_STORES.ops)) {
        const store = db.createObjectStore(OFFLINE_STORES.ops, { keyPath: 'seq', autoIncrement: true });
        store.createIndex('listId', 'listId');
      }
      if (!db.objectStoreNames.contains(OFFLINE_STORES.lists)) db.createObjectStore(OFFLINE_STORES.lists, { keyPath: 'listId' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app in another tab wants to upgrade: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        tablesPromise = null;
      };
      resolve(db);
    };
    request.onerror = () => resolve(null);
    // An older tab holds the previous version open: this tab works from memory meanwhile.
    request.onblocked = () => resolve(null);
  });
}

function indexedDbTables(db: IDBDatabase): OfflineTables {
  const write = async (store: string, act: (s: IDBObjectStore) => void) => {
    const tx = db.transaction(store, 'readwrite');
    act(tx.objectStore(store));
    await done(tx);
  };
  const read = async <T>(store: string, act: (s: IDBObjectStore) => IDBRequest) => {
    const tx = db.transaction(store, 'readonly');
    return (await opened(act(tx.objectStore(store)))) as T;
  };
  return {
    ops: {
      add: (row) => write(OFFLINE_STORES.ops, (s) => s.add(row)),
      // Keys are ascending: oldest first.
      all: () => read<OpRow[]>(OFFLINE_STORES.ops, (s) => s.getAll()),
      remove: (seqs) => write(OFFLINE_STORES.ops, (s) => seqs.forEach((seq) => s.delete(seq))),
      clear: () => write(OFFLINE_STORES.ops, (s) => s.clear()),
    },
    lists: {
      get: (listId) => read<ListCopy | undefined>(OFFLINE_STORES.lists, (s) => s.get(listId)),
      put: (copy) => write(OFFLINE_STORES.lists, (s) => s.put(copy)),
      all: () => read<ListCopy[]>(OFFLINE_STORES.lists, (s) => s.getAll()),
      remove: (listIds) => write(OFFLINE_STORES.lists, (s) => listIds.forEach((id) => s.delete(id))),
      clear: () => write(OFFLINE_STORES.lists, (s) => s.clear()),
    },
  };
}

let tablesPromise: Promise<OfflineTables> | null = null;
let fallback: OfflineTables | null = null;
function deviceTables(): Promise<OfflineTables> {
  if (!tablesPromise) void dropLegacyCache();
  tablesPromise ??= openDatabase().then((db) => (db ? indexedDbTables(db) : (fallback ??= memoryTables())));
  return tablesPromise;
}

type Listener = (listId: string) => void;

/**
 * The device's offline data over the given tables. `currentUserId` names the account signed in now
 * (null when signed out): changes are recorded under it, and copies are written and read only for it.
 */
export function createOfflineStore(tables: () => Promise<OfflineTables>, currentUserId: () => string | null) {
  const listeners = new Set<Listener>();
  const notify = (listId: string) => listeners.forEach((l) => l(listId));

  return {
    /** Called after every change of the queue of a list (same tab). */
    onQueueChange(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Queues a change (after the ones already queued for the list). */
    async enqueueOp(listId: string, op: ListOp): Promise<void> {
      const userId = currentUserId();
      await (await tables()).ops.add(userId ? { listId, op, userId } : { listId, op });
      notify(listId);
    },

    /** The queued changes of a list made by the account signed in now, oldest first. */
    async queuedOps(listId: string): Promise<ListOp[]> {
      const userId = currentUserId();
      return (await (await tables()).ops.all())
        .filter((row) => row.listId === listId && (row.userId === undefined || row.userId === userId))
        .map((row) => row.op);
    },

    /** How many changes wait on this device, all lists together. */
    async queuedCount(): Promise<number> {
      return (await (await tables()).ops.all()).length;
    },

    /** Forgets the given changes of a list (accepted, or refused for good by the server). */
    async dropOps(listId: string, opIds: readonly string[]): Promise<void> {
      const ids = new Set(opIds);
      const t = await tables();
      const rows = (await t.ops.all()).filter((row) => row.listId === listId && ids.has(row.op.opId));
      await t.ops.remove(rows.map((row) => row.seq));
      notify(listId);
    },

    /** Forgets every queued change of this device. */
    async clearOps(): Promise<void> {
      await (await tables()).ops.clear();
    },

    /**
     * Keeps the list as the screen shows it, for the account signed in now. An older state (an
     * answer overtaken by a live push) never replaces a newer one; past MAX_LIST_COPIES, the list
     * read longest ago is forgotten.
     */
    async saveListCopy(list: ShoppingList, now = Date.now()): Promise<void> {
      const userId = currentUserId();
      if (!userId) return; // Signed out meanwhile: nothing of this account is written any more.
      const t = await tables();
      const kept = await t.lists.get(list.id);
      const keptIsNewer = kept?.userId === userId && !!kept.list.updatedAt && !!list.updatedAt && list.updatedAt < kept.list.updatedAt;
      await t.lists.put({ listId: list.id, userId, list: keptIsNewer ? kept.list : list, savedAt: now });
      const copies = await t.lists.all();
      if (copies.length > MAX_LIST_COPIES) {
        const oldest = copies.sort((a, b) => b.savedAt - a.savedAt).slice(MAX_LIST_COPIES);
        await t.lists.remove(oldest.map((c) => c.listId));
      }
    },

    /** This device's copy of a list, if the account signed in now read it here. */
    async listCopy(listId: string): Promise<ShoppingList | null> {
      const userId = currentUserId();
      const copy = userId ? await (await tables()).lists.get(listId) : undefined;
      return copy && copy.userId === userId ? copy.list : null;
    },

    /** Forgets the copy of a list (no longer this account's). */
    async dropListCopy(listId: string): Promise<void> {
      await (await tables()).lists.remove([listId]);
    },

    /**
     * At sign-in: the data another account left here (its session expired before it could send its
     * changes) is forgotten; the same account finds its changes and lists again, and sends them.
     */
    async keepOnlyDataOf(userId: string): Promise<void> {
      const t = await tables();
      const ops = (await t.ops.all()).filter((row) => row.userId !== undefined && row.userId !== userId);
      await t.ops.remove(ops.map((row) => row.seq));
      const lists = (await t.lists.all()).filter((copy) => copy.userId !== userId);
      await t.lists.remove(lists.map((copy) => copy.listId));
      new Set(ops.map((row) => row.listId)).forEach(notify);
    },

    /** Forgets every queued change and every list copy of this device. */
    async forgetAll(): Promise<void> {
      const t = await tables();
      await t.ops.clear();
      await t.lists.clear();
    },
  };
}

const device = createOfflineStore(deviceTables, () => readJson<{ id?: string }>(STORAGE_KEYS.user)?.id ?? null);

export const { onQueueChange, enqueueOp, queuedOps, queuedCount, dropOps, clearOps, saveListCopy, listCopy, dropListCopy, keepOnlyDataOf } =
  device;

/**
 * The service worker's cache of lists of earlier versions of the app (it kept API answers; the
 * copies are now the app's own, above). Removed wherever it is still found.
 */
const LEGACY_LISTS_CACHE = 'popote-listes';
async function dropLegacyCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(LEGACY_LISTS_CACHE).catch(() => false);
}

/**
 * At sign-out: this device forgets the queued changes and the lists kept for offline reading, so
 * the next person on the device neither replays nor reads them.
 */
export async function forgetOfflineData(): Promise<void> {
  await device.forgetAll().catch((error: unknown) => console.error('Données hors ligne non effacées', error));
  await dropLegacyCache();
}

/** A random id for an operation or a new item (letters, digits, '-' and '_' only). */
export function randomId(): string {
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
