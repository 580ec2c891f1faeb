import { useEffect, useRef, useState } from 'react';
import { LIVE_PROTOCOL, LIVE_TOKEN_PREFIX, liveMessageSchema, type ShoppingList } from '@shared/schemas/shopping';

export type LiveStatus = 'connecting' | 'online' | 'offline';

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
export function useLiveShoppingList(listId: string, token: string | undefined, enabled: boolean, onState: (list: ShoppingList) => void): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const onStateRef = useRef(onState);
  onStateRef.current = onState;

  useEffect(() => {
    if (!enabled || !token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSeen = Date.now();
    let stopped = false;

    /** Forget this socket (closed, errored, silent or offline) and try again after the backoff. */
    const drop = (ws: WebSocket) => {
      if (stopped || socket !== ws) return;
      socket = null;
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
        setStatus('online');
      };
      ws.onmessage = (event) => {
        lastSeen = Date.now();
        if (event.data === PONG) return;
        try {
          const message = liveMessageSchema.safeParse(JSON.parse(String(event.data)));
          if (message.success) onStateRef.current(message.data.list);
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
      socket?.close();
    };
  }, [listId, token, enabled]);

  return status;
}
