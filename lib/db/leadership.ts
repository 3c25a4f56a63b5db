// Leadership: which one of several app processes runs a periodic job (the unpaid-order sweep), held by
// a lock that the database's server or the operating system releases by itself the moment its holder
// dies — so another process takes over within seconds, without polling the shop's database (issue 27:
// with a lease row renewed every 60 s and lapsing after three, a dead holder's sweep was taken over only
// after up to four minutes, and a faster lease would have meant more queries).
// - PostgreSQL (./postgres.ts): a session advisory lock on a connection of its own; the processes
//   that do not hold it wait inside pg_advisory_lock, and the server hands it to one of them when the
//   holder's session ends (a killed process closes its socket at once; a vanished host is noticed by
//   TCP keepalives set on the session, within about 20 s).
// - SQLite (./sqlite.ts): an exclusive lock on a small lock file beside the database, which the OS
//   releases when its holder exits; the others try it every few seconds (a local system call, no query).
// docs/decisions/017-faults.md

export interface Leadership {
  /** Whether this process holds it now. */
  held(): boolean;
  /** Gives it up (a process shutting down) and stops trying. */
  stop(): Promise<void>;
}

export type LeadershipOptions = {
  /** Called each time this process becomes the holder (the sweep runs at once instead of at its next tick). */
  onAcquired?: () => void;
  /** SQLite: how often a process that does not hold the lock tries it. */
  pollMs?: number;
};

/** A stable 32-bit key for a leadership name (PostgreSQL advisory locks take integers). */
export function leadershipKey(name: string): number {
  let hash = 0x2a27;
  for (const ch of name) hash = (Math.imul(hash, 31) + ch.codePointAt(0)!) | 0;
  return hash;
}
