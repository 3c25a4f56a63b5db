// Search history, persisted in lifeData under $search.history (spec section 3): newest first, no
// duplicates, at most SEARCH_HISTORY_LIMIT terms, clearable.
import { useSyncExternalStore } from "react";
import { LIFE_DATA_KEY, getLifeData, onLifeDataChange, setLifeData } from "./life-data";

export const SEARCH_HISTORY_LIMIT = 15;

type SearchModule = { history?: unknown };

/** The history with `term` added: moved to the front if already there, oldest dropped past the limit. */
export function withSearchTerm(history: readonly string[], term: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const clean = term.trim().replace(/\s+/g, " ");
  if (!clean) return [...history];
  // Case-insensitive: "Phone" and "phone" are one search.
  const key = clean.toLowerCase();
  return [clean, ...history.filter((h) => h.toLowerCase() !== key)].slice(0, limit);
}

export function readSearchHistory(): string[] {
  const history = getLifeData<SearchModule>("$search")?.history;
  return Array.isArray(history)
    ? history.filter((h): h is string => typeof h === "string" && h.trim() !== "").slice(0, SEARCH_HISTORY_LIMIT)
    : [];
}

export function saveSearchTerm(term: string): void {
  const next = withSearchTerm(readSearchHistory(), term);
  setLifeData<SearchModule>("$search", { ...getLifeData<SearchModule>("$search"), history: next });
}

export function clearSearchHistory(): void {
  setLifeData<SearchModule>("$search", { ...getLifeData<SearchModule>("$search"), history: [] });
}

// React: the history as an external store (local storage), so the server render and the first
// client render agree (empty) and every change — here or in another tab — re-renders.
let cachedRaw: string | null | undefined;
let cachedHistory: string[] = [];
const NO_HISTORY: string[] = [];

function historySnapshot(): string[] {
  const raw = window.localStorage.getItem(LIFE_DATA_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedHistory = readSearchHistory();
  }
  return cachedHistory;
}

export function useSearchHistory(): string[] {
  return useSyncExternalStore(
    (onChange) => onLifeDataChange("$search", onChange),
    historySnapshot,
    () => NO_HISTORY,
  );
}
