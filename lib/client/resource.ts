// A small read-through cache for the screens on the page-weight budget (goods detail, cart): the few
// things SWR gives them — one request per key however many components ask, the last answer kept
// across screens, a fresh read on mount and when the tab comes back, local (optimistic) changes
// that every reader sees — in well under 1 kB instead of SWR's 5.7 kB gzipped. Other screens keep
// SWR. docs/decisions/007-client-javascript-budget.md
"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";
import { isTransient, swrFetcher, type ApiClientError } from "./fetcher";

type Entry = { data?: unknown; error?: unknown; at?: number };

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Map<string, Set<() => void>>();
/** Local changes per key: a read that was already on its way when one was made answers too late. */
const writes = new Map<string, number>();
/** A read this recent is not repeated (mount and focus right after each other). */
const DEDUPE_MS = 2000;
/**
 * A read that failed for want of network or because the shop could not answer (503) is tried again by
 * itself while a screen shows it, after 1, 2, 4… s (or what Retry-After says), at most this long apart.
 */
const MAX_RETRY_PAUSE_MS = 30_000;
const retries = new Map<string, { count: number; timer: ReturnType<typeof setTimeout> }>();

function retryLater(key: string, error: unknown): void {
  const previous = retries.get(key);
  clearTimeout(previous?.timer);
  const count = (previous?.count ?? 0) + 1;
  const asked = (error as ApiClientError).retryAfter;
  const pauseMs = Math.min(MAX_RETRY_PAUSE_MS, asked ? asked * 1000 : 1000 * 2 ** Math.min(count - 1, 5));
  const timer = setTimeout(() => {
    if (listeners.get(key)?.size) void revalidate(key);
    else retries.delete(key);
  }, pauseMs);
  retries.set(key, { count, timer });
}

function put(key: string, entry: Entry): void {
  entries.set(key, entry);
  listeners.get(key)?.forEach((listener) => listener());
}

/** Reads `key` again (one request however many ask at once); readers get the answer or the error. */
export function revalidate(key: string, force = true): Promise<void> {
  const running = inFlight.get(key);
  if (running) return running;
  const known = entries.get(key);
  if (!force && known?.at && Date.now() - known.at < DEDUPE_MS) return Promise.resolve();
  const started = writes.get(key) ?? 0;
  // A local change made while this read was under way is newer than its answer (a heart tapped
  // while the favourite status was loading): keep the change, and read again on the next mount.
  const superseded = () => (writes.get(key) ?? 0) !== started;
  const load = swrFetcher(key)
    .then(
      (data) => {
        clearTimeout(retries.get(key)?.timer);
        retries.delete(key);
        if (!superseded()) put(key, { data, at: Date.now() });
      },
      (error: unknown) => {
        if (isTransient(error)) retryLater(key, error);
        if (!superseded()) put(key, { data: entries.get(key)?.data, error, at: Date.now() });
      },
    )
    .finally(() => inFlight.delete(key));
  inFlight.set(key, load);
  return load;
}

/** What `key` holds changed elsewhere: read again now if a screen shows it, else on the next mount. */
export function invalidate(key: string): void {
  const known = entries.get(key);
  if (known) entries.set(key, { ...known, at: undefined });
  if (listeners.get(key)?.size) void revalidate(key);
}

/** Sets what readers of `key` see now (an optimistic change, or the server's answer to a write). */
export function setResource<T>(key: string, update: (current: T | undefined) => T): void {
  writes.set(key, (writes.get(key) ?? 0) + 1);
  put(key, { ...entries.get(key), data: update(entries.get(key)?.data as T | undefined), error: undefined });
}

/** Calls `listener` whenever what `key` holds changes (a screen showing it); returns the unsubscribe. */
export function watchResource(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/**
 * The data at `key` (an API path; null: nothing to read yet). `initial` is shown until the first
 * answer, and with it the mount does not read again (the server rendered it just now).
 */
export function useResource<T>(key: string | null, initial?: T) {
  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => undefined : watchResource(key, listener)),
    [key],
  );
  const entry = useSyncExternalStore(
    subscribe,
    () => (key === null ? undefined : entries.get(key)),
    () => undefined,
  );
  const hasInitial = initial !== undefined;
  useEffect(() => {
    if (key === null) return;
    // The server's data of this render is newer than an answer kept from an earlier visit.
    if (hasInitial && entries.has(key)) put(key, { data: initial, at: Date.now() });
    if (!hasInitial) void revalidate(key, false);
    const onFocus = () => document.visibilityState === "visible" && void revalidate(key, false);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
    // `initial` counts at mount only (it is the server's render); later renders pass the same data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, hasInitial]);
  const data = (entry?.data as T | undefined) ?? initial;
  return { data, error: entry?.error, reload: () => (key === null ? Promise.resolve() : revalidate(key)) };
}
