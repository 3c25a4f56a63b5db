// Write transactions for the services. The engine-specific part (SQLite's in-process serialisation
// and up-front write lock, PostgreSQL's SERIALIZABLE retries) lives in lib/db; this module keeps the
// names the services have always imported.
export { writeTransaction, runExclusive as withWriteLock, gateDepth as writeLockDepth } from "@/lib/db";
