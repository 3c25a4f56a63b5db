// The start of every database suite's file in a shared worker process (vitest.config.ts: the database
// suites run with `isolate: false`, the app's modules loaded once per worker). Called by the setup
// files before they point the file at its own database: the file then starts as a new process would.
// - The environment as the worker started with it: what the file before set or deleted goes back.
// - Every process cache forgotten (lib/process-caches.ts), the previous file's database client closed
//   among them: the next query opens the DATABASE_URL this file is given.
// - A worker never changes engine: one that ran the other engine's suites fails the file.
import { forgetProcessCaches } from "@/lib/process-caches";

type Holder = { mallTestWorkerEnv?: Record<string, string | undefined>; mallDb?: { dialect?: { name: string } } };

export async function startAfresh(engine: "sqlite" | "postgres"): Promise<void> {
  const holder = globalThis as Holder;
  const first = (holder.mallTestWorkerEnv ??= { ...process.env });
  for (const key of Object.keys(process.env)) if (!(key in first)) delete process.env[key];
  Object.assign(process.env, first);
  await forgetProcessCaches();
  const loaded = holder.mallDb?.dialect?.name;
  if (loaded && loaded !== engine)
    throw new Error(`a worker process that ran the ${loaded} suites was given a ${engine} suite`);
}
