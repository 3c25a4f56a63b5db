// The login session in local storage under "session" (spec section 3): { id, token, token_expires_in }.
// id "anonymous" means logged out. token_expires_in is kept as the absolute expiry (ms since epoch)
// once stored, so a reload can tell whether the token is still good.
"use client";

import { useSyncExternalStore } from "react";

export const SESSION_KEY = "session";
export const ANONYMOUS = "anonymous";

export type Session = { id: number | typeof ANONYMOUS; token: string; token_expires_in: number };

const anonymous: Session = { id: ANONYMOUS, token: "", token_expires_in: 0 };
const listeners = new Set<() => void>();

export function readSession(): Session {
  if (typeof window === "undefined") return anonymous;
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    if (!raw) return anonymous;
    const parsed = JSON.parse(raw) as Session;
    if (!parsed.token || parsed.id === ANONYMOUS) return anonymous;
    if (parsed.token_expires_in && parsed.token_expires_in < Date.now()) return anonymous;
    return parsed;
  } catch {
    return anonymous;
  }
}

export function isLoggedIn(session: Session = readSession()): boolean {
  return session.id !== ANONYMOUS && Boolean(session.token);
}

/** Stores a session as the API returns it (token_expires_in in seconds from now). */
export function saveSession(apiSession: { id: number; token: string; token_expires_in: number }): void {
  const stored: Session = {
    id: apiSession.id,
    token: apiSession.token,
    token_expires_in: Date.now() + apiSession.token_expires_in * 1000,
  };
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
  listeners.forEach((fn) => fn());
}

/** The `exp` claim (ms since epoch) of a JWT, read without verifying it (the server verifies). */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split(".")[1] ?? "";
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof json.exp === "number" && Number.isFinite(json.exp) ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A refreshed token from a response replaces the stored one together with its own expiry: the
 * companion header's seconds, else the token's `exp`. Keeping the old expiry would log the shopper
 * out when the first token expires although the new one is good for longer.
 */
export function replaceToken(token: string, expiresInSeconds?: number): void {
  const current = readSession();
  if (!isLoggedIn(current)) return;
  const expiry = expiresInSeconds && expiresInSeconds > 0 ? Date.now() + expiresInSeconds * 1000 : tokenExpiry(token);
  const next: Session = { ...current, token, token_expires_in: expiry ?? current.token_expires_in };
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(next));
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  listeners.forEach((fn) => fn());
}

let loggedOutAt = 0;

/** The shopper logs out (not a 401): the session goes, and login guards hold back a moment (justLoggedOut). */
export function endSession(): void {
  loggedOutAt = Date.now();
  clearSession();
}

/**
 * Whether this tab logged out a moment ago. The screen that did it navigates away itself (to "me",
 * with a toast); login guards must not race it with a redirect to the login page.
 */
export function justLoggedOut(): boolean {
  return Date.now() - loggedOutAt < 3000;
}

export function onSessionChange(fn: () => void): () => void {
  listeners.add(fn);
  const storage = (e: StorageEvent) => e.key === SESSION_KEY && fn();
  window.addEventListener("storage", storage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener("storage", storage);
  };
}

/** null until the browser is known (server render and hydration; the session is in local storage), then whether a session exists. */
export function useLoggedIn(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    onSessionChange,
    () => isLoggedIn(),
    () => null,
  );
}
