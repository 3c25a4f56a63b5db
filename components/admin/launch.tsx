// The launch checklist (docs/decisions/033-go-live.md): each thing a shop needs before it opens, done or
// what is missing with the screen that does it (or, for what the server's configuration decides, how),
// and opening the shop — until then visitors see the coming-soon page. Opening with items still missing
// asks first; closing asks for a reason. Both are audited.
"use client";

import { useState } from "react";
import { Link } from "@/components/admin/link";
import { useTranslations } from "next-intl";
import { setShopOpen, useLaunchChecklist, type ChecklistItem, type LaunchChecklist } from "@/lib/admin-client/shop";
import { Badge, Button, Card, FormMessage, PageHeader, ReasonDialog, When } from "./ui";

function useMissingText() {
  const t = useTranslations("launch");
  const ts = useTranslations("shell");
  return (code: string, values: Record<string, string | number> = {}) => {
    const named = { ...values };
    if (typeof named.locale === "string") named.locale = ts(`locale.${named.locale}`);
    if (typeof named.kind === "string") named.kind = t(`legal.${named.kind}`);
    return t(`missing.${code}`, named);
  };
}

function Item({ item }: { item: ChecklistItem }) {
  const t = useTranslations("launch");
  const missingText = useMissingText();
  return (
    <li
      className="flex flex-col gap-2 border-b border-gray-100 py-3 last:border-b-0 md:flex-row md:items-start"
      data-testid={`launch-item-${item.key}`}
      data-done={item.done}
    >
      <span
        aria-hidden
        className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-sm ${item.done ? "bg-green-600 text-white" : "border-2 border-gray-300 text-gray-400"}`}
      >
        {item.done ? "✓" : ""}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium text-gray-900">{t(`items.${item.key}.title`)}</h3>
          <Badge tone={item.done ? "good" : "warn"}>{item.done ? t("done") : t("todo")}</Badge>
        </div>
        <p className="text-sm text-gray-600">{t(`items.${item.key}.what`)}</p>
        {item.key === "backup" && item.facts?.at ? (
          <p className="text-sm text-gray-700">
            {t("lastBackup")} <When at={String(item.facts.at)} />
          </p>
        ) : null}
        {item.missing.length ? (
          <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
            {item.missing.map((m, i) => (
              <li key={`${m.code}-${i}`}>
                {missingText(m.code, m.values)}
                {m.href ? (
                  <>
                    {" "}
                    <Link href={m.href} className="text-accent underline">
                      {t("fix")}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {!item.done && !item.href ? <p className="mt-1 text-sm text-gray-700">{t(`items.${item.key}.how`)}</p> : null}
      </div>
      {item.href ? (
        <Link
          href={item.href}
          className="inline-flex min-h-9 shrink-0 items-center justify-center self-start rounded border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          {t(`items.${item.key}.action`)}
        </Link>
      ) : null}
    </li>
  );
}

function OpenCard({ data, onChange }: { data: LaunchChecklist; onChange: (next: LaunchChecklist) => void }) {
  const t = useTranslations("launch");
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const left = data.items.filter((i) => !i.done).length;
  const open = async () => {
    setBusy(true);
    setMessage("");
    try {
      onChange(await setShopOpen(true, ""));
      setConfirming(false);
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={data.open.open ? t("openTitle") : t("closedTitle")}>
      <p className="mb-3 text-sm text-gray-700" data-testid="shop-state">
        {data.open.open ? t("openText") : t("closedText")}
        {data.open.since ? (
          <>
            {" "}
            {t("since", { by: data.open.by ?? "" })} <When at={data.open.since} />
          </>
        ) : null}
      </p>
      {data.open.open ? (
        <Button kind="danger" onClick={() => setClosing(true)}>
          {t("close")}
        </Button>
      ) : confirming ? (
        <div role="group" aria-label={t("confirmTitle")} className="rounded border border-amber-200 bg-amber-50 p-3">
          <p className="mb-2 text-sm text-amber-900">{t("confirmText", { count: left })}</p>
          <div className="flex gap-2">
            <Button kind="primary" onClick={open} disabled={busy} aria-busy={busy}>
              {t("openAnyway")}
            </Button>
            <Button onClick={() => setConfirming(false)}>{t("notYet")}</Button>
          </div>
        </div>
      ) : (
        <Button kind="primary" disabled={busy} onClick={() => (left ? setConfirming(true) : void open())}>
          {t("open")}
        </Button>
      )}
      <FormMessage text={message} />
      {closing ? (
        <ReasonDialog
          title={t("closeTitle")}
          confirm={t("close")}
          danger
          onClose={() => setClosing(false)}
          onSubmit={async (reason) => onChange(await setShopOpen(false, reason))}
        >
          <p className="mb-3 text-sm text-gray-700">{t("closeText")}</p>
        </ReasonDialog>
      ) : null}
    </Card>
  );
}

export function LaunchScreen() {
  const t = useTranslations("launch");
  const tc = useTranslations("common");
  const read = useLaunchChecklist();
  const data = read.data;
  const done = data ? data.items.filter((i) => i.done).length : 0;
  return (
    <>
      <PageHeader title={t("title")}>
        {data ? (
          <p className="text-sm text-gray-600" data-testid="launch-progress">
            {t("progress", { done, total: data.items.length })}
          </p>
        ) : null}
      </PageHeader>
      {read.error ? (
        <p role="alert" className="text-sm text-price">
          {tc("loadFailed")}
        </p>
      ) : !data ? (
        <p aria-busy="true" className="text-sm text-gray-500">
          {tc("loading")}
        </p>
      ) : (
        <>
          <OpenCard data={data} onChange={(next) => void read.mutate(next, { revalidate: false })} />
          <Card title={t("listTitle")}>
            <ul>
              {data.items.map((item) => (
                <Item key={item.key} item={item} />
              ))}
            </ul>
          </Card>
        </>
      )}
    </>
  );
}
