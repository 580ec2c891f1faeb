import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIVE_PROTOCOL,
  LIVE_TOKEN_PREFIX,
  liveAckSchema,
  liveMessageSchema,
  type ListOp,
  type LiveAck,
  type ShoppingList,
} from '@shared/schemas/shopping';

export type LiveStatus = 'connecting' | 'online' | 'offline';

/** How long a change sent on the socket waits for the object's ack before it goes by HTTP instead. */
export const ACK_TIMEOUT_MS = 5_000;

/** The live list: its state, and changes sent on the open socket (null when it is not open). */
export interface LiveChannel {
  status: LiveStatus;
  /** Sends changes on the open socket; resolves with the object's ack, or null (not open, or no ack in time). */
  sendOps(ops: ListOp[]): Promise<LiveAck | null>;
}

/** Reconnection delays: 0.5 s doubling up to 10 s, ±20 % jitter so clients do not come back in step. */
export const BACKOFF = { baseMs: 500, maxMs: 10_000 } as const;

/** Keep-alive: 'ping' every 20 s (answered 'pong' by the list's Durable Object without waking it). */
export const HEARTBEAT = { intervalMs: 20_000, timeoutMs: 10_000 } as const;
/** A connection attempt still pending after this long (a network that swallows it) is retried. */
export const CONNECT_TIMEOUT_MS = 4_000;
const PING = 'ping';
const PONG = 'pong';

export function backoffDelay(attempt: number, random = Math.random): number {
  return Math.round(Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** attempt) * (0.8 + random() * 0.4));
}

export function liveUrl(listId: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/shopping/${encodeURIComponent(listId)}/live`;
}

/**
 * WebSocket /api/shopping/:id/live: every `{type:'state', list}` push goes to `onState` (the list's
 * Durable Object sends the full state on connect and after every change, so a reconnection needs
 * no refetch). Reconnects by itself with backoff, at once when the browser comes back online.
 */
export function useLiveShoppingList(
  listId: string,
  token: string | undefined,
  enabled: boolean,
  onState: (list: ShoppingList) => void,
): LiveChannel {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  const openSocket = useRef<WebSocket | null>(null);
  /** Changes sent and not yet acknowledged, by their first operation id. */
  const waiting = useRef(new Map<string, (ack: LiveAck | null) => void>());

  const sendOps = useCallback((ops: ListOp[]): Promise<LiveAck | null> => {
    const ws = openSocket.current;
    const first = ops[0]?.opId;
    if (!ws || ws.readyState !== WebSocket.OPEN || !first) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), ACK_TIMEOUT_MS);
      const settle = (ack: LiveAck | null) => {
        clearTimeout(timer);
        waiting.current.delete(first);
        resolve(ack);
      };
      waiting.current.set(first, settle);
      try {
        ws.send(JSON.stringify({ type: 'ops', ops }));
      } catch {
        settle(null);
      }
    });
  }, []);

  useEffect(() => {
    if (!enabled || !token || typeof WebSocket === 'undefined') return;
    // The map itself never changes (only its entries): the cleanup settles what is still waiting then.
    const pending = waiting.current;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSeen = Date.now();
    let stopped = false;

    /** Forget this socket (closed, errored, silent or offline) and try again after the backoff. */
    const drop = (ws: WebSocket) => {
      if (stopped || socket !== ws) return;
      socket = null;
      openSocket.current = null;
      // Changes waiting for an ack on this socket go by HTTP (the same operation ids: applied once).
      for (const settle of [...waiting.current.values()]) settle(null);
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      ws.close();
      setStatus('offline');
      clearTimeout(timer);
      timer = setTimeout(connect, backoffDelay(attempt++));
    };
    const connect = () => {
      clearTimeout(timer);
      const ws = new WebSocket(liveUrl(listId), [LIVE_PROTOCOL, `${LIVE_TOKEN_PREFIX}${token}`]);
      socket = ws;
      timer = setTimeout(() => ws.readyState === WebSocket.CONNECTING && drop(ws), CONNECT_TIMEOUT_MS);
      ws.onopen = () => {
        clearTimeout(timer);
        attempt = 0;
        lastSeen = Date.now();
        openSocket.current = ws;
        setStatus('online');
      };
      ws.onmessage = (event) => {
        lastSeen = Date.now();
        if (event.data === PONG) return;
        try {
          const json: unknown = JSON.parse(String(event.data));
          const message = liveMessageSchema.safeParse(json);
          if (message.success) onStateRef.current(message.data.list);
          const ack = liveAckSchema.safeParse(json);
          const first = ack.success ? ack.data.opIds[0] : undefined;
          if (ack.success && first) waiting.current.get(first)?.(ack.data);
        } catch {
          // Not a state message: nothing to apply.
        }
      };
      ws.onclose = () => drop(ws);
      ws.onerror = () => drop(ws);
    };
    // A cut network does not always close the socket (half-open TCP): the server answers 'ping'
    // with 'pong', and a socket silent for too long is dropped.
    const heartbeat = setInterval(() => {
      if (!socket || socket.readyState !== WebSocket.OPEN) return;
      if (Date.now() - lastSeen > HEARTBEAT.intervalMs + HEARTBEAT.timeoutMs) drop(socket);
      else socket.send(PING);
    }, HEARTBEAT.intervalMs);
    const onOnline = () => {
      if (socket?.readyState === WebSocket.OPEN) return;
      if (socket) {
        socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
        socket.close();
      }
      attempt = 0;
      connect();
    };
    const onOffline = () => {
      if (socket) drop(socket);
      else setStatus('offline');
    };

    setStatus('connecting');
    connect();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(heartbeat);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      openSocket.current = null;
      for (const settle of [...pending.values()]) settle(null);
      socket?.close();
    };
  }, [listId, token, enabled]);

  return { status, sendOps };
}
