// Who the operator command lines (scripts/operator.ts, ship-order.ts, after-sales.ts, answer-consult.ts)
// act as in the audit trail: `cli:<os user>`.
import os from "node:os";
import type { AuditActor } from "../lib/services/audit";

function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return "unknown";
  }
}

export const cliActor: AuditActor = { actor: `cli:${osUser()}`, roles: ["cli"] };
