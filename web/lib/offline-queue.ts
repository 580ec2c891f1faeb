// The changes made to shopping lists on this device and not yet accepted by the server, kept in
// IndexedDB so they survive a closed tab, a reload or a phone restarting the browser in the shop.
// Where IndexedDB is missing (private modes of old browsers, tests) the queue lives in memory.

import type { ListOp } from '@shared/schemas/shopping';

const DB_NAME = 'popote-offline';
const STORE = 'list-ops';

export interface QueuedOp {
  listId: string;
  op: ListOp;
}

type Listener = (listId: string) => void;
const listeners = new Set<Listener>();
/** Called after every change of the queue of a list (same tab). */
export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const notify = (listId: string) => listeners.forEach((l) => l(listId));

let opening: Promise<IDBDatabase | null> | null = null;
function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('listId', 'listId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

const memory: (QueuedOp & { seq: number })[] = [];
let memorySeq = 0;

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** Queues a change (after the ones already queued for the list). */
export async function enqueueOp(listId: string, op: ListOp): Promise<void> {
  const db = await database();
  if (!db) memory.push({ listId, op, seq: ++memorySeq });
  else {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).add({ listId, op });
    await done(tx);
  }
  notify(listId);
}

/** The queued changes of a list, oldest first. */
export async function queuedOps(listId: string): Promise<ListOp[]> {
  const db = await database();
  if (!db) return memory.filter((q) => q.listId === listId).map((q) => q.op);
  const tx = db.transaction(STORE, 'readonly');
  const request = tx.objectStore(STORE).index('listId').getAll(IDBKeyRange.only(listId));
  const rows = await new Promise<(QueuedOp & { seq: number })[]>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as (QueuedOp & { seq: number })[]);
    request.onerror = () => reject(request.error);
  });
  return rows.sort((a, b) => a.seq - b.seq).map((r) => r.op);
}

/** Forgets the given changes of a list (accepted, or refused for good by the server). */
export async function dropOps(listId: string, opIds: readonly string[]): Promise<void> {
  const ids = new Set(opIds);
  const db = await database();
  if (!db) {
    for (let i = memory.length - 1; i >= 0; i--) if (memory[i]!.listId === listId && ids.has(memory[i]!.op.opId)) memory.splice(i, 1);
  } else {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const cursorRequest = store.index('listId').openCursor(IDBKeyRange.only(listId));
    cursorRequest.onsuccess = () => {
      const cursor = cursorRequest.result;
      if (!cursor) return;
      if (ids.has((cursor.value as QueuedOp).op.opId)) cursor.delete();
      cursor.continue();
    };
    await done(tx);
  }
  notify(listId);
}

/** Forgets every queued change of this device (at logout: the next person must not replay them). */
export async function clearOps(): Promise<void> {
  memory.length = 0;
  const db = await database();
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  tx.objectStore(STORE).clear();
  await done(tx);
}

/** Name of the service worker's cache of the last shopping lists read (see vite.config.ts). */
export const LISTS_CACHE = 'popote-listes';

/**
 * At sign-out: this device forgets the queued changes and the lists kept for offline reading, so
 * the next person on the device neither replays nor reads them.
 */
export async function forgetOfflineData(): Promise<void> {
  await clearOps().catch(() => undefined);
  if (typeof caches !== 'undefined') await caches.delete(LISTS_CACHE).catch(() => false);
}

/** A random id for an operation or a new item (letters, digits, '-' and '_' only). */
export function randomId(): string {
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
