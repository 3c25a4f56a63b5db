// The group-buying domain's public entry (拼团, docs/decisions/040-group-buying.md).
export { endExpiredGroups, refundFailedSeats, startGroupSweep, GROUP_SWEEP_LEASE } from "./end-groups";
export { joinGroup, openGroup, previewGroupSeat, type GroupSeatPlaced } from "./seat";
export { groupTerms } from "./terms";
export { groupDetail, productGroups, type GroupView, type ProductGroups } from "./view";
export { adminCreateGroupRule, adminListGroupRules, adminUpdateGroupRule, type AdminGroupRule } from "./rule-admin";
