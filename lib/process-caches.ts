// What a process remembers outside the database — the parsed environment, the database client and its
// connections, response caches, in-memory sale state — each registered here with how to forget it.
//
// The app never forgets: a process keeps these for its life. The test setup does (tests/setup-db.ts),
// between the test files that share one worker process: the database suites run without a fresh
// module graph per file, whose loading took most of their time (docs/decisions/028-test-suite.md), and
// each file must still start as a new process would — its own database, its own environment, nothing
// cached from the file before.
type Forget = () => void | Promise<void>;

// On globalThis: route bundles may each load their own copy of a module; the last copy registered wins
// (the name is the key), and every copy reads the same registry.
const registry: Map<string, Forget> = ((globalThis as { mallProcessCaches?: Map<string, Forget> }).mallProcessCaches ??=
  new Map());

/** Registers how to forget what the module remembers (`name`: the module, unique). */
export function forgettable(name: string, forget: Forget): void {
  registry.set(name, forget);
}

/** Forgets everything registered (tests only: see the file comment). */
export async function forgetProcessCaches(): Promise<void> {
  for (const forget of registry.values()) await forget();
}
