// Staff: operators, their roles and permissions, back-office sessions and login, the demo's owner.
// The one public entry of the domain (the audit trail is lib/services/audit).
export {
  createSession,
  hashSessionToken,
  pruneEndedSessions,
  resolveSession,
  revokeSession,
  revokeOperatorSessions,
  sessionLifetimes,
  type SignedInOperator,
} from "./sessions";
export { adminLoginRules, loginOperator, logoutOperator, type LoginResult, type OperatorProfile } from "./login";
export {
  DEMO_USERNAME,
  createOperator,
  listOperators,
  resetOperatorCredentials,
  setOperatorDisabled,
  type OperatorSummary,
} from "./operators";
export { DEMO_PASSWORD_FILE, ensureDemoOperator, prepareDemoOperator, removeDemoOperator } from "./demo";
export { newTotpSecret, totpCode, totpStep, totpUri } from "./totp";
export {
  changeOwnPassword,
  confirmTotpEnrolment,
  createStaff,
  listStaff,
  resetStaffPassword,
  setStaffDisabled,
  setOperatorRoles,
  staffView,
  startTotpEnrolment,
  type StaffActor,
} from "./console";
export { maskShopper, orderContactFor, seesShoppers } from "./shopper-privacy";
