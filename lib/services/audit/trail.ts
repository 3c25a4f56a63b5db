// The audit trail of the back office: who did what to which entity, when, from where, and which
// fields changed. A change and its audit row commit together: the change's transaction writes the row
// (withAudit), so a change that fails or rolls back leaves no row, and no change lands without one.
// Rows are append-only (database triggers refuse UPDATE and DELETE; see prisma/schema.prisma AuditLog).
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { shopDayEnd, shopDayStart } from "@/lib/format/shop-clock";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { auditRowSchema } from "@/lib/validation/responses/admin";
import type { z } from "zod";

/** Who acts: an operator's session, the command line (`cli:<os user>`), or `anonymous` (a failed login). */
export type AuditActor = {
  actor: string;
  operatorId?: number | null;
  roles?: readonly string[];
  address?: string;
  requestId?: string;
};

export type AuditEntry = {
  /** `<entity>.<verb>`, e.g. `operator.create`, `session.login_failed`, `order.ship`. */
  action: string;
  /** Lower-case entity name: `order`, `operator`, `session`, `shopper`, ... */
  entity: string;
  entityId?: string | number | null;
  /** The entity before and after; only the fields that differ are stored. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string;
};

/** Fields never written to the trail, whatever a caller hands over: a changed secret shows as changed. */
const SECRET_FIELDS = new Set(["password", "passwordHash", "totpSecret", "token", "tokenHash"]);
const REDACTED = "[redacted]";

const FIELD_MAX = 200;
const REASON_MAX = 500;

/** `before` and `after` reduced to the fields whose values differ (all of a side when the other is absent). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const pick = (
    side: Record<string, unknown> | null | undefined,
    other: Record<string, unknown> | null | undefined,
  ) => {
    if (!side) return null;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (!(key in side)) continue;
      if (other && key in other && JSON.stringify(side[key]) === JSON.stringify(other[key])) continue;
      out[key] = SECRET_FIELDS.has(key) ? REDACTED : side[key];
    }
    return out;
  };
  return { before: pick(before, after), after: pick(after, before) };
}

function rowData(actor: AuditActor, entry: AuditEntry) {
  const { before, after } = changedFields(entry.before, entry.after);
  return {
    actor: actor.actor.slice(0, FIELD_MAX),
    actorId: actor.operatorId ?? null,
    role: (actor.roles ?? []).join(",").slice(0, FIELD_MAX),
    action: entry.action.slice(0, FIELD_MAX),
    entity: entry.entity.slice(0, FIELD_MAX),
    entityId: entry.entityId == null ? "" : String(entry.entityId).slice(0, FIELD_MAX),
    before: before ? JSON.stringify(before) : null,
    after: after ? JSON.stringify(after) : null,
    reason: (entry.reason ?? "").slice(0, REASON_MAX),
    address: (actor.address ?? "").slice(0, 64),
    requestId: (actor.requestId ?? "").slice(0, 64),
  };
}

/** Writes the audit row of a change inside the change's own transaction `tx`. */
export async function withAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({ data: rowData(actor, entry) });
}

/** Records an event that changes nothing else (a failed login), in a transaction of its own. */
export async function recordAudit(actor: AuditActor, entry: AuditEntry): Promise<void> {
  await writeTransaction((tx) => withAudit(tx, actor, entry));
}

export type AuditFilter = {
  entity?: string;
  entityId?: string;
  actor?: string;
  action?: string;
  /** Days on the shop's clock, yyyy-MM-dd, both included. */
  from?: string;
  to?: string;
};

export type AuditRow = z.output<typeof auditRowSchema>;

const parseSide = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The trail, newest first, filtered by exact entity, entity id, actor and action, and by days. */
export async function listAudit(filter: AuditFilter, page: PageQuery): Promise<Page<AuditRow>> {
  await dbReady();
  const where = {
    ...(filter.entity ? { entity: filter.entity } : {}),
    ...(filter.entityId ? { entityId: filter.entityId } : {}),
    ...(filter.actor ? { actor: filter.actor } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.from || filter.to
      ? {
          at: {
            ...(filter.from ? { gte: shopDayStart(filter.from) } : {}),
            ...(filter.to ? { lt: shopDayEnd(filter.to) } : {}),
          },
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: [{ at: "desc" }, { id: "desc" }], ...skipTake(page) }),
    db.auditLog.count({ where }),
  ]);
  return toPage(
    rows.map(({ actorId: _actorId, at, before, after, ...row }) => {
      void _actorId;
      return { ...row, at: at.toISOString(), before: parseSide(before), after: parseSide(after) };
    }),
    total,
    page,
  );
}

/** Every actor and action the trail holds, for the audit screen's filters. */
export async function auditFacets(): Promise<{ actors: string[]; actions: string[] }> {
  await dbReady();
  const [actors, actions] = await Promise.all([
    db.auditLog.findMany({ distinct: ["actor"], select: { actor: true }, orderBy: { actor: "asc" } }),
    db.auditLog.findMany({ distinct: ["action"], select: { action: true }, orderBy: { action: "asc" } }),
  ]);
  return { actors: actors.map((a) => a.actor), actions: actions.map((a) => a.action) };
}
