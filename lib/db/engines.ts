// Picks the dialect of a database URL without opening the app's own client (scripts, seeds, tests).
import { engineOf, type Dialect } from "./dialect";
import { postgres } from "./postgres";
import { sqlite } from "./sqlite";

export function dialectFor(url: string): Dialect {
  return engineOf(url) === "postgres" ? postgres : sqlite;
}
