// The platform domain's public entry: what code outside lib/services/platform/ may use.
export { acquireLease, leaseHeld, releaseLease } from "./lease";
export { consumeRateLimit, resetRateLimit } from "./rate-limit";
export { paymentsSimulated, sandboxesInUse, sandboxStartError } from "./sandbox-policy";
export { resolveWebviewTarget } from "./webview";
export { liveness, readiness } from "./health";
export type { HealthCheck, Liveness, Readiness } from "./health";
export { checkIdempotencyKey, pruneIdempotencyKeys, runIdempotent } from "./idempotency";
export type { IdempotencyScope, IdempotentOutcome } from "./idempotency";
