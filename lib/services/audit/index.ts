// The audit trail's public entry: what code outside lib/services/audit/ may use.
export {
  auditFacets,
  changedFields,
  listAudit,
  recordAudit,
  withAudit,
  type AuditActor,
  type AuditEntry,
  type AuditFilter,
  type AuditRow,
} from "./trail";
