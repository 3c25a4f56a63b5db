// A transaction whose COMMIT (or ROLLBACK) fails must still give back what it holds. Prisma 6's client
// ends an adapter transaction by running the COMMIT / ROLLBACK statement and only then calling the
// adapter's commit() / rollback(), which is what releases the adapter's hold: better-sqlite3's
// transaction mutex, pg's pooled connection. When that statement throws (SQLITE_FULL at commit, a
// dropped connection), Prisma marks the transaction closed and never calls them: on SQLite every
// later transaction waits for the mutex forever (issue 27: a full disk wedged the process until a
// restart); on PostgreSQL the connection is lost from the pool, and a few such failures drain it.
//
// guardTransactionEnds wraps a driver-adapter factory so that a failed COMMIT / ROLLBACK abandons the
// transaction through the engine's own `abandon` (roll the connection back and unlock; or destroy the
// connection), exactly once. A failed COMMIT still throws (the write did not happen); a failed ROLLBACK
// does not: the transaction is gone either way. tests/api/db-faults.test.ts fails a COMMIT on purpose.

/** The parts of Prisma's driver-adapter interfaces this touches (@prisma/driver-adapter-utils). */
type AdapterQuery = { sql: string };
export type AdapterTransaction = {
  executeRaw(query: AdapterQuery): Promise<number>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
};
type Adapter = { startTransaction(isolationLevel?: string): Promise<AdapterTransaction> };
type AdapterFactory = { connect(): Promise<Adapter> };

const END = /^\s*(COMMIT|ROLLBACK)\s*;?\s*$/i;

/**
 * `abandon` releases a transaction whose end failed. It receives the transaction and its original
 * rollback(), the adapter's plain release (SQLite: unlock the mutex; PostgreSQL: return the client).
 */
export function guardTransactionEnds<F extends object>(
  factory: F,
  abandon: (tx: AdapterTransaction, release: () => Promise<void>, error: unknown) => Promise<void>,
): F {
  const target = factory as unknown as AdapterFactory;
  const connect = target.connect.bind(target);
  target.connect = async () => {
    const adapter = await connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => {
      const tx = await start(isolationLevel);
      const execute = tx.executeRaw.bind(tx);
      const commit = tx.commit.bind(tx);
      const rollback = tx.rollback.bind(tx);
      let ended = false;
      const once = (end: () => Promise<void>) => async () => {
        if (ended) return;
        ended = true;
        await end();
      };
      tx.commit = once(commit);
      tx.rollback = once(rollback);
      tx.executeRaw = async (query) => {
        try {
          return await execute(query);
        } catch (error) {
          const end = END.exec(query.sql)?.[1]?.toUpperCase();
          if (!end || ended) throw error;
          ended = true;
          await abandon(tx, rollback, error).catch((failure: unknown) =>
            console.error("[db] abandoning a failed transaction failed", failure),
          );
          if (end === "COMMIT") throw error;
          return 0;
        }
      };
      return tx;
    };
    return adapter;
  };
  return factory;
}
