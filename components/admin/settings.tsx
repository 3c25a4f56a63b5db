// Settings: couriers (names in four locales, code, tracking page), freight rules per destination
// region (checkout uses the region's default; a region without one is not deliverable), pick-up points, the service area's questions
// and answers (rich text, sanitised by the server), the order payment window and the payment
// channels' state (configured, sandbox or off; never a key), and the return policy (the address returned
// goods go to and the days a shopper has to send them), and how notices reach shoppers beyond the
// message centre (SMS, the mini-program's subscribe message: docs/decisions/046-notices.md).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import {
  courierOptions,
  freightOptions,
  saveCourier,
  saveFreightRule,
  saveNoticePush,
  savePickupPoint,
  saveReturnPolicy,
  saveServiceItem,
  setPaymentWindow,
  useCouriers,
  useFreightRules,
  useNoticePush,
  usePaymentSettings,
  usePickupPoints,
  useReturnPolicy,
  useServiceItems,
  type CourierRow,
  type FreightRuleRow,
  type NoticePushView,
  type PickupPointRow,
  type ServiceItemRow,
  serviceItemOptions,
} from "@/lib/admin-client/settings";
import { PieceSection } from "./pieces";
import { draftOf } from "./record-fields";
import { useLocalized } from "./localized";
import { Badge, Button, Card, Field, Money, PageHeader, Table, inputClass } from "./ui";

function PaymentCard() {
  const t = useTranslations("settings");
  const read = usePaymentSettings();
  const [minutes, setMinutes] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState(false);
  const window = read.data?.paymentWindow;
  return (
    <Card title={t("payment")}>
      {read.error ? (
        <p role="alert" className="text-sm text-price">
          {t("loadFailed")}
        </p>
      ) : !read.data || !window ? (
        <p aria-busy="true" className="text-sm text-gray-500">
          {t("loading")}
        </p>
      ) : (
        <>
          <form
            className="mb-4 flex flex-wrap items-end gap-3"
            onSubmit={async (e) => {
              e.preventDefault();
              setError("");
              setSaved(false);
              try {
                await setPaymentWindow(Number(minutes ?? window.minutes), window.version);
                setMinutes(null);
                setSaved(true);
                void read.mutate();
              } catch (err) {
                const fields = (err as { fields?: Record<string, string> }).fields;
                setError(fields?.minutes ?? (err as Error).message);
              }
            }}
          >
            <div className="w-56">
              <Field label={t("window")} error={error} hint={window.fromEnvironment ? t("fromEnvironment") : undefined}>
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    min={5}
                    max={1440}
                    className={inputClass}
                    value={minutes ?? String(window.minutes)}
                    onChange={(e) => setMinutes(e.target.value)}
                  />
                )}
              </Field>
            </div>
            <SaveWithMark saved={saved} />
          </form>
          <Table head={[t("provider"), t("channelState"), t("mode"), t("validUntil"), t("channels")]}>
            {read.data.channels.map((c) => (
              <tr key={c.provider}>
                <td className="px-3 py-2">{t(`providers.${c.provider}`)}</td>
                <td className="px-3 py-2">
                  {c.status === "configured" && c.readiness !== "ready" ? (
                    <Badge tone="bad">{t(`readiness.${c.readiness}`, { field: c.field ?? "" })}</Badge>
                  ) : (
                    <Badge tone={c.status === "configured" ? "good" : c.status === "sandbox" ? "warn" : "bad"}>
                      {t(`states.${c.status}`)}
                    </Badge>
                  )}
                </td>
                <td className="px-3 py-2 text-xs">{c.mode ? t(`modes.${c.mode}`) : "—"}</td>
                <td className="px-3 py-2 text-xs">
                  {c.expiresAt ? <time dateTime={c.expiresAt}>{c.expiresAt.slice(0, 10)}</time> : "—"}
                </td>
                <td className="px-3 py-2 text-xs">{c.channels.join(", ")}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Card>
  );
}

function ReturnPolicyCard() {
  const t = useTranslations("settings");
  const read = useReturnPolicy();
  const [draft, setDraft] = useState<{ address: string; days: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const policy = read.data;
  return (
    <Card title={t("returns")}>
      {read.error ? (
        <p role="alert" className="text-sm text-price">
          {t("loadFailed")}
        </p>
      ) : !policy ? (
        <p aria-busy="true" className="text-sm text-gray-500">
          {t("loading")}
        </p>
      ) : (
        <form
          data-testid="return-policy"
          className="flex flex-wrap items-end gap-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setErrors({});
            setSaved(false);
            try {
              await saveReturnPolicy({
                address: draft?.address ?? policy.address,
                sendWithinDays: Number(draft?.days ?? policy.sendWithinDays),
                version: policy.version,
              });
              setDraft(null);
              setSaved(true);
              void read.mutate();
            } catch (err) {
              const fields = (err as { fields?: Record<string, string> }).fields;
              setErrors(fields ?? { address: (err as Error).message });
              void read.mutate();
            }
          }}
        >
          <div className="min-w-64 flex-1">
            <Field label={t("returnAddress")} error={errors.address} hint={t("returnAddressHint")}>
              {(props) => (
                <textarea
                  {...props}
                  rows={2}
                  maxLength={300}
                  className={inputClass}
                  value={draft?.address ?? policy.address}
                  onChange={(e) =>
                    setDraft({ address: e.target.value, days: draft?.days ?? String(policy.sendWithinDays) })
                  }
                />
              )}
            </Field>
          </div>
          <div className="w-48">
            <Field label={t("sendWithinDays")} error={errors.sendWithinDays} hint={t("sendWithinDaysHint")}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={1}
                  max={60}
                  className={inputClass}
                  value={draft?.days ?? String(policy.sendWithinDays)}
                  onChange={(e) => setDraft({ address: draft?.address ?? policy.address, days: e.target.value })}
                />
              )}
            </Field>
          </div>
          <SaveWithMark saved={saved} />
        </form>
      )}
    </Card>
  );
}

/** The couriers an order ships with: code, names, tracking page, region. */
function CouriersSection() {
  const t = useTranslations("settings");
  const tk = useTranslations("editor");
  const local = useLocalized();
  return (
    <PieceSection<CourierRow>
      title={t("couriers")}
      testId="courier-row"
      read={useCouriers()}
      fields={[
        { kind: "text", name: "code" },
        { kind: "localized", name: "name" },
        { kind: "text", name: "trackingUrl" },
        { kind: "select", name: "region", options: courierOptions.region },
        { kind: "number", name: "sort" },
        { kind: "bool", name: "active" },
      ]}
      blank={() => ({ code: "", name: { "zh-Hans": "" }, trackingUrl: "", region: "ALL", sort: 0, active: true })}
      toDraft={(row) => draftOf(row)}
      save={(id, draft, version) => saveCourier(id, draft as Parameters<typeof saveCourier>[1], version)}
      columns={{
        head: [tk("fields.code"), tk("fields.name"), t("region"), t("tracking"), tk("fields.active")],
        cells: (c) => [
          <span key="code" className="font-mono">
            {c.code}
          </span>,
          local(c.name),
          tk(`options.region.${c.region}`),
          c.trackingUrl ? (
            <span key="url" className="text-xs break-all text-gray-500">
              {c.trackingUrl}
            </span>
          ) : (
            "—"
          ),
          c.active ? (
            <Badge key="a" tone="good">
              {t("on")}
            </Badge>
          ) : (
            <Badge key="a" tone="bad">
              {t("retired")}
            </Badge>
          ),
        ],
      }}
    />
  );
}

/** The freight rules by region: first and further weight, free-shipping threshold. */
function FreightSection() {
  const t = useTranslations("settings");
  const tk = useTranslations("editor");
  return (
    <PieceSection<FreightRuleRow>
      title={t("freight")}
      testId="freight-row"
      read={useFreightRules()}
      fields={[
        { kind: "text", name: "name" },
        { kind: "select", name: "region", options: freightOptions.region },
        { kind: "number", name: "firstWeight" },
        { kind: "money", name: "firstWeightPrice" },
        { kind: "number", name: "continuousWeight" },
        { kind: "money", name: "continuousWeightPrice" },
        { kind: "number", name: "maxWeight" },
        { kind: "money", name: "freeShippingThreshold", nullable: true },
        { kind: "number", name: "shopId", nullable: true },
        { kind: "bool", name: "isDefault" },
        { kind: "bool", name: "active" },
      ]}
      blank={() => ({
        name: "",
        firstWeight: 1000,
        firstWeightPrice: 0,
        continuousWeight: 1000,
        continuousWeightPrice: 0,
        maxWeight: 2_147_483_647,
        freeShippingThreshold: null,
        shopId: null,
        isDefault: false,
        region: "CN",
        active: true,
      })}
      toDraft={(row) => draftOf(row)}
      save={(id, draft, version) => saveFreightRule(id, draft as Parameters<typeof saveFreightRule>[1], version)}
      columns={{
        head: [
          tk("fields.name"),
          t("region"),
          tk("fields.firstWeight"),
          tk("fields.continuousWeight"),
          tk("fields.freeShippingThreshold"),
          t("default"),
        ],
        cells: (r) => [
          r.name,
          tk(`options.region.${r.region}`),
          <span key="f">
            {r.firstWeight} g · <Money cents={r.firstWeightPrice} />
          </span>,
          <span key="c">
            {r.continuousWeight} g · <Money cents={r.continuousWeightPrice} />
          </span>,
          r.freeShippingThreshold === null ? (
            "—"
          ) : (
            <span key="free">
              <Money cents={r.freeShippingThreshold} />
              {r.shopId === null ? null : ` · ${t("shopRule", { id: r.shopId })}`}
            </span>
          ),
          !r.active ? (
            <Badge key="d" tone="bad">
              {t("retired")}
            </Badge>
          ) : r.isDefault ? (
            <Badge key="d" tone="good">
              {t("default")}
            </Badge>
          ) : (
            "—"
          ),
        ],
      }}
    />
  );
}

/** The pick-up points shoppers may choose instead of delivery. */
function PickupSection() {
  const t = useTranslations("settings");
  const tk = useTranslations("editor");
  return (
    <PieceSection<PickupPointRow>
      title={t("pickup")}
      testId="pickup-row"
      read={usePickupPoints()}
      fields={[
        { kind: "text", name: "name" },
        { kind: "text", name: "address" },
        { kind: "text", name: "phone" },
        { kind: "text", name: "hours" },
        { kind: "number", name: "lat", nullable: true },
        { kind: "number", name: "lng", nullable: true },
        { kind: "bool", name: "active" },
      ]}
      blank={() => ({ name: "", address: "", phone: "", hours: "", lat: null, lng: null, active: true })}
      toDraft={(row) => draftOf(row)}
      save={(id, draft, version) => savePickupPoint(id, draft as Parameters<typeof savePickupPoint>[1], version)}
      columns={{
        head: [tk("fields.name"), tk("fields.address"), tk("fields.hours"), tk("fields.active")],
        cells: (p) => [
          p.name,
          p.address,
          p.hours || "—",
          p.active ? (
            <Badge key="a" tone="good">
              {t("on")}
            </Badge>
          ) : (
            <Badge key="a" tone="bad">
              {t("off")}
            </Badge>
          ),
        ],
      }}
    />
  );
}

/** The service centre's questions and answers, in the four languages. */
function FaqSection() {
  const t = useTranslations("settings");
  const tk = useTranslations("editor");
  const local = useLocalized();
  return (
    <PieceSection<ServiceItemRow>
      title={t("faq")}
      testId="faq-row"
      read={useServiceItems()}
      fields={[
        { kind: "select", name: "kind", options: serviceItemOptions.kind },
        { kind: "number", name: "sort" },
        { kind: "localized", name: "title" },
        { kind: "localized", name: "summary" },
        { kind: "localized", name: "content", multiline: true },
        { kind: "bool", name: "active" },
      ]}
      blank={() => ({
        kind: "delivery",
        sort: 0,
        title: { "zh-Hans": "" },
        summary: { "zh-Hans": "" },
        content: { "zh-Hans": "" },
        active: true,
      })}
      toDraft={(row) => draftOf(row)}
      save={(id, draft, version) => saveServiceItem(id, draft as Parameters<typeof saveServiceItem>[1], version)}
      columns={{
        head: [tk("fields.kind"), tk("fields.title"), tk("fields.active")],
        cells: (s) => [
          tk(`options.kind.${s.kind}`),
          local(s.title),
          s.active ? (
            <Badge key="a" tone="good">
              {t("on")}
            </Badge>
          ) : (
            <Badge key="a" tone="bad">
              {t("off")}
            </Badge>
          ),
        ],
      }}
    />
  );
}

type PushDraft = NoticePushView["settings"];

/** Notices by SMS and the mini-program's subscribe message: on or off, the template and its two fields. */
function NoticePushCard() {
  const t = useTranslations("settings");
  const read = useNoticePush();
  const [draft, setDraft] = useState<PushDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const view = read.data;
  const value = draft ?? view?.settings;
  const set = (patch: Partial<PushDraft>) => value && setDraft({ ...value, ...patch });
  const text = (
    name: "miniTemplateId" | "miniTitleField" | "miniBodyField",
    label: string,
    hint: string,
    max: number,
  ) => (
    <div className="w-56">
      <Field label={label} error={errors[name]} hint={hint}>
        {(props) => (
          <input
            {...props}
            maxLength={max}
            className={`${inputClass} font-mono`}
            value={value?.[name] ?? ""}
            onChange={(e) => set({ [name]: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
  return (
    <Card title={t("noticePush")}>
      {read.error ? (
        <p role="alert" className="text-sm text-price">
          {t("loadFailed")}
        </p>
      ) : !view || !value ? (
        <p aria-busy="true" className="text-sm text-gray-500">
          {t("loading")}
        </p>
      ) : (
        <form
          data-testid="notice-push"
          onSubmit={async (e) => {
            e.preventDefault();
            setErrors({});
            setSaved(false);
            try {
              await saveNoticePush({ ...value, version: view.version });
              setDraft(null);
              setSaved(true);
              void read.mutate();
            } catch (err) {
              const { fields, status } = err as { fields?: Record<string, string>; status?: number };
              setErrors(fields ?? { miniTemplateId: status === 409 ? t("stale") : (err as Error).message });
              if (status === 409) setDraft(null);
              void read.mutate();
            }
          }}
        >
          <p className="mb-3 max-w-prose text-sm text-gray-600">{t("noticePushIntro")}</p>
          <label className="mb-3 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.sms} onChange={(e) => set({ sms: e.target.checked })} />
            {t("pushSms")}
          </label>
          {/* Top-aligned: the hints differ in length, and the inputs stay on one line. */}
          <div className="flex flex-wrap items-start gap-3">
            {text("miniTemplateId", t("pushMiniTemplate"), t("pushMiniTemplateHint"), 64)}
            {text("miniTitleField", t("pushTitleField"), t("pushFieldHint"), 24)}
            {text("miniBodyField", t("pushBodyField"), t("pushFieldHint"), 24)}
          </div>
          <div className="flex items-end gap-3">
            <SaveWithMark saved={saved} />
          </div>
          <Table head={[t("channels"), t("pushProvider")]}>
            {(["sms", "mini"] as const).map((channel) => (
              <tr key={channel}>
                <td className="px-3 py-2">{t(channel === "sms" ? "pushSmsChannel" : "pushMiniChannel")}</td>
                <td className="px-3 py-2">
                  <Badge tone={view.providers[channel] === "sandbox" ? "warn" : "good"}>
                    {t(`pushProviders.${view.providers[channel]}`)}
                  </Badge>
                </td>
              </tr>
            ))}
          </Table>
        </form>
      )}
    </Card>
  );
}

/** A settings form's save button and, once saved, its mark. */
function SaveWithMark({ saved }: { saved: boolean }) {
  const t = useTranslations("settings");
  return (
    <>
      <Button type="submit" kind="primary" className="mb-3">
        {t("save")}
      </Button>
      {saved ? (
        <span role="status" className="mb-4 text-sm text-green-800">
          {t("saved")}
        </span>
      ) : null}
    </>
  );
}

export function SettingsScreen() {
  const t = useTranslations("settings");
  return (
    <>
      <PageHeader title={t("title")} />
      {/* #couriers, #freight and #payment: the launch checklist links here (components/admin/launch.tsx). */}
      <div id="couriers" className="scroll-mt-4" />
      <CouriersSection />
      <div id="freight" className="scroll-mt-4" />
      <FreightSection />
      <PickupSection />
      <FaqSection />
      <div id="payment" className="scroll-mt-4">
        <PaymentCard />
      </div>
      <div id="returns" className="scroll-mt-4">
        <ReturnPolicyCard />
      </div>
      <div id="notice-push" className="scroll-mt-4">
        <NoticePushCard />
      </div>
    </>
  );
}
