// The platform domain's public entry: what code outside lib/services/platform/ may use.
export { acquireLease, releaseLease } from "./lease";
export { consumeRateLimit } from "./rate-limit";
export { paymentsSimulated, sandboxesInUse, sandboxStartError } from "./sandbox-policy";
export { resolveWebviewTarget } from "./webview";
