// A stand-in app process for tests/api/sweep-leader.test.ts: takes the leadership named by argv[2] on
// the database DATABASE_URL names, says "held" when it has it, then lives until it is killed.
import { dialectFor } from "../../lib/db/engines";

const url = process.env.DATABASE_URL!;
dialectFor(url).leadership(url, process.argv[2], {
  pollMs: 100,
  onAcquired: () => console.log("held"),
});
setInterval(() => {}, 1 << 30);
