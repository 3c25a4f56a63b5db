// Deferred loading for code a screen needs soon but not for its first paint: run a task when the
// browser is idle (requestIdleCallback; Safari has none, so after a short delay there).
import { useEffect } from "react";

/** Runs `task` when the browser is idle; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/** Preloads a dynamically imported module when the browser is idle after the screen mounted. */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    return whenIdle(() => void load().catch(() => undefined));
  }, [load]);
}
