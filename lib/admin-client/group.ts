// Group-buying rules in the console (拼团, docs/decisions/040-group-buying.md).
"use client";

import { adminApi, type AdminInput, type AdminResult } from "./api";
import { groupRulesCreate, groupRulesList, groupRulesListOptions, groupRulesUpdate } from "./api-routes.generated";
import { useAdminRead } from "./swr";

export type GroupRuleQuery = AdminInput<typeof groupRulesList>;
export type GroupRuleRow = AdminResult<typeof groupRulesList>["rows"][number];
export type GroupRuleDraft = AdminInput<typeof groupRulesCreate>;

export const groupRuleListOptions = groupRulesListOptions;
export const useGroupRules = (query: GroupRuleQuery) => useAdminRead(groupRulesList, query);

/** Creates (no id) or saves an edit made on `version`. */
export const saveGroupRule = (id: number | null, draft: GroupRuleDraft, version: number) =>
  id === null
    ? adminApi(groupRulesCreate, draft, { silent: true })
    : adminApi(groupRulesUpdate, { ...draft, id, version }, { silent: true });
