// The signed-in operator, sessions, colleagues and the audit trail, for the console's screens.
"use client";

import { useSWRConfig } from "swr";
import { adminApi, type AdminInput, type AdminResult } from "./api";
import {
  auditFacets,
  auditList,
  staffCreate,
  staffList,
  staffLogin,
  staffLogout,
  staffMe,
  staffOwnPassword,
  staffResetPassword,
  staffRoles,
  staffSetRoles,
  staffSetStatus,
  staffTotpConfirm,
  staffTotpStart,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

export type Operator = AdminResult<typeof staffMe>;
export type StaffRow = AdminResult<typeof staffList>["rows"][number];
export type AuditRow = AdminResult<typeof auditList>["rows"][number];
export type AuditQuery = AdminInput<typeof auditList>;

export const useMe = () => useAdminRead(staffMe, {}, { revalidateOnFocus: false });
export const useRolesCatalogue = () => useAdminRead(staffRoles, {}, { revalidateOnFocus: false });
export const useStaff = () => useAdminRead(staffList, {});
export const useAudit = (query: AuditQuery) => useAdminRead(auditList, query);
export const useAuditFacets = () => useAdminRead(auditFacets, {}, { revalidateOnFocus: false });

export const logIn = (input: AdminInput<typeof staffLogin>) =>
  adminApi(staffLogin, input, { silent: true, noLoginRedirect: true });
export const logOut = () => adminApi(staffLogout, {});
export const changeOwnPassword = (input: AdminInput<typeof staffOwnPassword>) =>
  adminApi(staffOwnPassword, input, { silent: true });
export const startTotp = () => adminApi(staffTotpStart, {});
export const confirmTotp = (input: AdminInput<typeof staffTotpConfirm>) =>
  adminApi(staffTotpConfirm, input, { silent: true });
export const createColleague = (input: AdminInput<typeof staffCreate>) =>
  adminApi(staffCreate, input, { silent: true });
export const setColleagueRoles = (input: AdminInput<typeof staffSetRoles>) => adminApi(staffSetRoles, input);
export const setColleagueStatus = (input: AdminInput<typeof staffSetStatus>) => adminApi(staffSetStatus, input);
export const resetColleaguePassword = (input: AdminInput<typeof staffResetPassword>) =>
  adminApi(staffResetPassword, input, { silent: true });

/** Re-reads every cached console answer (after a change that several screens show). */
export function useRefreshAll() {
  const { mutate } = useSWRConfig();
  return () => mutate(() => true);
}
