// Staff: every operator with roles, TOTP and state; create a colleague (owner and finance get their
// TOTP URI once, shown here to hand over), change roles, disable / enable, set a new password — each
// with a reason. Roles the signed-in operator could not grant are not offered; the server refuses them anyway.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import {
  createColleague,
  resetColleaguePassword,
  setColleagueRoles,
  setColleagueStatus,
  useRolesCatalogue,
  useStaff,
  type StaffRow,
} from "@/lib/admin-client/staff";
import { useOperator } from "./operator-context";
import { OnOffBadge } from "./badges";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { searchedWhole, useUrlList } from "./frame/use-list-state";
import { Badge, Button, Card, Field, PageHeader, ReasonDialog, When, inputClass } from "./ui";
import { TotpQr } from "./totp-qr";
import { PasswordField } from "./password-field";
import { showRefusal } from "./use-admin-submit";

type Role = StaffRow["roles"][number];

/** Roles whose every permission the operator holds (the server's rule, lib/services/staff canGrantRole). */
function useGrantable(): Role[] {
  const operator = useOperator();
  const catalogue = useRolesCatalogue().data?.roles ?? [];
  const held = new Set<string>(operator.permissions);
  return catalogue.filter((r) => r.permissions.every((p) => held.has(p))).map((r) => r.role);
}

function RolePicker({ value, onChange, legend }: { value: Role[]; onChange: (roles: Role[]) => void; legend: string }) {
  const t = useTranslations("shell");
  const grantable = useGrantable();
  return (
    <fieldset className="mb-3">
      <legend className="mb-1 text-sm font-medium text-gray-700">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {grantable.map((role) => (
          <label key={role} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={value.includes(role)}
              onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
            />
            {t(`role.${role}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("staff");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [roles, setRoles] = useState<Role[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [uri, setUri] = useState<string | null>(null);
  return (
    <Card title={t("create")}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setMessage("");
          try {
            const created = await createColleague({ username, password, roles });
            setUri(created.otpauthUri);
            setUsername("");
            setPassword("");
            setRoles([]);
            setErrors({});
            onDone();
          } catch (err) {
            showRefusal(err, setErrors, setMessage);
          }
        }}
      >
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label={t("username")} error={errors.username} hint={t("usernameHint")}>
            {(props) => (
              <input
                {...props}
                autoComplete="off"
                className={inputClass}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            )}
          </Field>
          <PasswordField
            label={t("password")}
            error={errors.password}
            hint={t("passwordHint")}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <RolePicker value={roles} onChange={setRoles} legend={t("roles")} />
        {errors.roles ? (
          <p role="alert" className="mb-2 text-xs text-price">
            {errors.roles}
          </p>
        ) : null}
        {message && !Object.keys(errors).length ? (
          <p role="alert" className="mb-2 text-sm text-price">
            {message}
          </p>
        ) : null}
        <Button type="submit" kind="primary">
          {t("createSubmit")}
        </Button>
      </form>
      {uri ? (
        <div className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm" role="status">
          <p className="font-medium">{t("totpOnce")}</p>
          <TotpQr uri={uri} label={t("totpQr")} />
          <code className="mt-1 block break-all" data-testid="staff-otpauth">
            {uri}
          </code>
        </div>
      ) : null}
    </Card>
  );
}

type Action = { kind: "roles" | "status" | "password"; row: StaffRow };

function ActionDialog({ action, onClose, refresh }: { action: Action; onClose: () => void; refresh: () => void }) {
  const t = useTranslations("staff");
  const [roles, setRoles] = useState<Role[]>(action.row.roles);
  const [password, setPassword] = useState("");
  return (
    <ReasonDialog
      title={t(`${action.kind}Title`, { name: action.row.username })}
      confirm={t(
        `${action.kind}Confirm${action.kind === "status" ? (action.row.disabled ? "Enable" : "Disable") : ""}`,
      )}
      danger={action.kind === "status" && !action.row.disabled}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (action.kind === "roles") await setColleagueRoles({ id: action.row.id, roles, reason });
        else if (action.kind === "status")
          await setColleagueStatus({ id: action.row.id, disabled: !action.row.disabled, reason });
        else await resetColleaguePassword({ id: action.row.id, password, reason });
        refresh();
      }}
    >
      {action.kind === "roles" ? <RolePicker value={roles} onChange={setRoles} legend={t("roles")} /> : null}
      {action.kind === "password" ? (
        <PasswordField
          label={t("newPassword")}
          hint={t("passwordHint")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      ) : null}
    </ReasonDialog>
  );
}

function Actions({ row, refresh }: { row: StaffRow; refresh: () => void }) {
  const t = useTranslations("staff");
  const operator = useOperator();
  const [action, setAction] = useState<Action | null>(null);
  if (row.id === operator.id) return <span className="text-xs text-gray-600">{t("you")}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      <Button onClick={() => setAction({ kind: "roles", row })}>{t("changeRoles")}</Button>
      <Button onClick={() => setAction({ kind: "status", row })}>{row.disabled ? t("enable") : t("disable")}</Button>
      <Button onClick={() => setAction({ kind: "password", row })}>{t("resetPassword")}</Button>
      {action ? <ActionDialog action={action} onClose={() => setAction(null)} refresh={refresh} /> : null}
    </span>
  );
}

function Username({ row }: { row: StaffRow }) {
  const t = useTranslations("staff");
  return (
    <>
      {row.username} {row.demo ? <Badge tone="warn">{t("demo")}</Badge> : null}
    </>
  );
}

function Roles({ row }: { row: StaffRow }) {
  const t = useTranslations("shell");
  return <>{row.roles.map((role) => t(`role.${role}`)).join(", ") || "—"}</>;
}

function Totp({ row }: { row: StaffRow }) {
  const t = useTranslations("staff");
  return <>{row.totp ? t("totpOn") : t("totpOff")}</>;
}

export const staffList: ListSpec<StaffRow> = {
  id: "staff",
  rowTestId: "staff-row",
  rowKey: (r) => r.id,
  pageSize: 0,
  useRows: (query) => searchedWhole(useStaff(), query),
  filters: [{ id: "q", kind: "search", label: "staff.search", placeholder: "staff.searchHint" }],
  columns: [
    { id: "username", label: "staff.username", primary: true, cell: (r) => <Username row={r} /> },
    { id: "roles", label: "staff.roles", cell: (r) => <Roles row={r} /> },
    { id: "totp", label: "staff.totp", optional: "shown", cell: (r) => <Totp row={r} /> },
    {
      id: "state",
      label: "staff.state",
      cell: (r) => <OnOffBadge on={!r.disabled} onKey="staff.enabled" offKey="staff.disabled" />,
    },
    {
      id: "createdAt",
      label: "staff.createdAt",
      optional: "shown",
      className: "text-xs",
      cell: (r) => <When at={r.createdAt} />,
    },
    { id: "actions", label: "", cell: (r, list) => <Actions row={r} refresh={list.refresh} /> },
  ],
};

export function StaffScreen() {
  const t = useTranslations("staff");
  const { state, read } = useUrlList(staffList);
  return (
    <>
      <PageHeader title={t("title")} />
      <CreateForm onDone={() => void read.mutate()} />
      <ListFrame spec={staffList} state={state} read={read} />
    </>
  );
}
