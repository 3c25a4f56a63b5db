export type Cluster = { url: string; dir: string; stop: () => void };
export function startCluster(options?: { port?: number }): Promise<Cluster>;
