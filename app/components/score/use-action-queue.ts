// The console's outbox for unreliable venue Wi-Fi: every action gets an idempotency key and goes to localStorage at once
// (so it survives a reload), then is sent in order whenever the browser is online. The server counts a key once, so a
// send that timed out but landed is harmless when resent. Refusals (400/409) are dropped from the queue and shown.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useServerOffset } from "~/components/live/use-server-offset";
import type { BoutLiveState } from "~/lib/live/live-state";

export interface QueuedAction {
  key: string;
  method: "POST" | "DELETE";
  path: string;
  body?: Record<string, unknown>;
  /** What the scorekeeper tapped, for the "unsent" list. */
  label: string;
  /** An athlete action (undo-last may simply drop it while unsent). */
  athleteAction?: boolean;
}

/** The newer of two states: the later log position, then the later read. */
function newer(current: BoutLiveState, next: BoutLiveState) {
  if (next.last_event_id !== current.last_event_id) return next.last_event_id > current.last_event_id ? next : current;
  return next.server_time >= current.server_time ? next : current;
}

// The outbox lives in localStorage; this module keeps one parsed copy per bout and tells the console when it changes.
const snapshots = new Map<string, QueuedAction[]>();
const listeners = new Set<() => void>();
const NOTHING: QueuedAction[] = [];

function readQueue(key: string): QueuedAction[] {
  let items = snapshots.get(key);
  if (!items) {
    items = JSON.parse(localStorage.getItem(key) ?? "[]") as QueuedAction[];
    snapshots.set(key, items);
  }
  return items;
}

function writeQueue(key: string, items: QueuedAction[]) {
  snapshots.set(key, items);
  localStorage.setItem(key, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function subscribeQueue(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** The bout's state from the console's JSON route; null when offline or refused (the next try comes soon). */
async function readState(): Promise<BoutLiveState | null> {
  try {
    const response = await fetch(`${window.location.pathname.replace(/\/$/, "")}/state.json`, {
      headers: { Accept: "application/json" },
    });
    return response.ok ? ((await response.json()) as BoutLiveState) : null;
  } catch {
    return null;
  }
}

const RETRY_MS = 2000;
/** The fallback poll's period, only while the event stream is down. */
const FALLBACK_POLL_MS = 5000;

export function useActionQueue(boutId: string, initial: BoutLiveState, streamPosition: number, lang: string) {
  const storageKey = `score-queue:${boutId}`;
  const [boutState, setBoutState] = useState(initial);
  // How far the server's clock is ahead (the best of the recent readings: app/lib/live/server-offset.ts). The page's
  // own state is the first reading (taken at hydration: late by the page's load, so on the safe side).
  const { offsetMs, learn } = useServerOffset();
  useEffect(() => learn(initial.server_time), [initial.server_time, learn]);
  const queue = useSyncExternalStore(
    subscribeQueue,
    () => readQueue(storageKey),
    () => NOTHING,
  );
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const flushing = useRef(false);

  const accept = useCallback(
    (next: BoutLiveState) => {
      learn(next.server_time);
      setBoutState((current) => newer(current, next));
    },
    [learn],
  );

  const save = useCallback((items: QueuedAction[]) => writeQueue(storageKey, items), [storageKey]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      while (readQueue(storageKey).length > 0 && navigator.onLine) {
        const item = readQueue(storageKey)[0]!;
        let response: Response;
        try {
          response = await fetch(item.path, {
            method: item.method,
            headers: { "Content-Type": "application/json", "Accept-Language": lang },
            body: item.body ? JSON.stringify(item.body) : undefined,
          });
        } catch {
          break; // The connection dropped: keep the item, try again later.
        }
        if (response.status >= 500 || response.status === 401 || response.status === 403 || response.status === 429) {
          setRefusal(response.status >= 500 ? null : `${response.status}`);
          break;
        }
        const body = (await response.json().catch(() => null)) as (BoutLiveState & { error?: string }) | null;
        if (response.ok && body) {
          accept(body);
          setRefusal(null);
        } else {
          setRefusal(body?.error ?? String(response.status));
        }
        save(readQueue(storageKey).filter((queued) => queued.key !== item.key));
      }
    } finally {
      flushing.current = false;
    }
  }, [accept, lang, save, storageKey]);

  // Send what a previous page load left unsent, as soon as the connection returns, and retry now and then.
  useEffect(() => {
    const goOnline = () => void flush();
    window.addEventListener("online", goOnline);
    const retry = setInterval(() => void flush(), RETRY_MS);
    const first = setTimeout(() => void flush(), 0);
    return () => {
      window.removeEventListener("online", goOnline);
      clearInterval(retry);
      clearTimeout(first);
    };
  }, [flush]);

  // Another console's actions arrive over the live event stream (the fans' stream, filtered to this bout). The browser's
  // EventSource reconnects by itself and sends Last-Event-ID, so the server resumes without a gap. Only while the stream
  // is down does the console fall back to a slow poll of the bout's state.
  const [streaming, setStreaming] = useState(false);
  const position = useRef(Math.max(streamPosition, initial.last_event_id));
  useEffect(() => {
    // Offline the stream could only fail (and log it): it opens again when the connection returns.
    if (!online || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/v1/live/stream?last_event_id=${position.current}`);
    source.addEventListener("hello", (event) => {
      setStreaming(true);
      learn((JSON.parse((event as MessageEvent<string>).data) as { server_time: string }).server_time);
    });
    source.addEventListener("open", () => setStreaming(true));
    source.addEventListener("time", (event) =>
      learn((JSON.parse((event as MessageEvent<string>).data) as { server_time: string }).server_time),
    );
    source.addEventListener("bout", (event) => {
      const message = event as MessageEvent<string>;
      // Every bout's message moves the position, so a reopened stream resumes after the last one seen.
      if (/^\d+$/.test(message.lastEventId)) position.current = Math.max(position.current, Number(message.lastEventId));
      const { bout_id, state } = JSON.parse(message.data) as { bout_id: string; state: BoutLiveState };
      if (bout_id !== boutId) return;
      accept(state);
    });
    // Too far behind to replay: read the bout's state once instead.
    source.addEventListener("reset", () => void readState().then((state) => state && accept(state)));
    source.addEventListener("error", () => setStreaming(false));
    return () => source.close();
  }, [accept, boutId, learn, online]);

  const streamUp = online && streaming;
  useEffect(() => {
    if (streamUp) return;
    const poll = setInterval(async () => {
      if (!navigator.onLine || readQueue(storageKey).length > 0 || document.visibilityState !== "visible") return;
      const state = await readState();
      if (state) accept(state);
    }, FALLBACK_POLL_MS);
    return () => clearInterval(poll);
  }, [accept, storageKey, streamUp]);

  const enqueue = useCallback(
    (action: Omit<QueuedAction, "key"> & { key?: string }) => {
      const key = action.key ?? crypto.randomUUID();
      const body = action.body ? { ...action.body, idempotency_key: key } : undefined;
      save([...readQueue(storageKey), { ...action, key, body }]);
      void flush();
    },
    [flush, save, storageKey],
  );

  /** Drops the last unsent athlete action; false when there is none (then the server's last event is undone). */
  const dropLastUnsent = useCallback(() => {
    const items = readQueue(storageKey);
    const last = items.at(-1);
    if (!last?.athleteAction || (flushing.current && items.length === 1)) return false;
    save(items.slice(0, -1));
    return true;
  }, [save, storageKey]);

  return {
    state: boutState,
    offsetMs,
    queue,
    online,
    streaming: streamUp,
    refusal,
    enqueue,
    dropLastUnsent,
  };
}
