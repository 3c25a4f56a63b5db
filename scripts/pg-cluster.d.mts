export type Cluster = {
  url: string;
  dir: string;
  stop: () => void;
  /** Starts the stopped server again (same data; the settings so far, with `settings` over them). */
  up: (settings?: Record<string, string | number>) => void;
  /** Stops the server alone, keeping the data: "fast" (sessions terminated) or "immediate" (a crash). */
  down: (mode?: "fast" | "immediate") => void;
};
export function startCluster(options?: { port?: number; settings?: Record<string, string | number> }): Promise<Cluster>;
