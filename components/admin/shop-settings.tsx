// The shop itself (docs/decisions/033-go-live.md): its profile (name per language, logo, contact, the
// return address, the consult's business hours), the regions it sells to and the languages it writes in,
// its currency (fixed once an order exists: the server refuses, docs/decisions/037-currency.md), and its
// legal pages (terms, privacy, returns) per language, starting from texts the owner reviews.
// Each card saves on the version it read; a stale save shows the server's message.
"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import {
  saveLegalPage,
  saveShopCurrency,
  saveShopMarkets,
  shopCurrencies,
  saveShopProfile,
  useLegalDraft,
  useShopSettings,
  type LegalDraft,
  type LegalKind,
  type ShopCurrency,
  type ShopProfileDraft,
  type ShopSettings,
} from "@/lib/admin-client/shop";
import { locales, type Locale } from "@/lib/i18n/routing";
import { formatMoney } from "@/lib/domain/money";
import { PictureInput } from "./picture-input";
import { useAdminSubmit } from "./use-admin-submit";
import { Badge, Button, Card, Field, FormMessage, PageHeader, inputClass } from "./ui";

const regions = ["CN", "HK", "MO", "TW"] as const;
const legalKinds = ["terms", "privacy", "returns"] as const;

function Saved({ show }: { show: boolean }) {
  const t = useTranslations("common");
  return show ? (
    <span role="status" className="text-sm text-green-800">
      {t("saved")}
    </span>
  ) : null;
}

function PerLocale({
  label,
  value,
  error,
  onChange,
  max,
}: {
  label: string;
  value: Partial<Record<Locale, string>>;
  error?: (locale: Locale) => string | undefined;
  onChange: (locale: Locale, text: string) => void;
  max: number;
}) {
  const ts = useTranslations("shell");
  return (
    <fieldset className="mb-2">
      <legend className="mb-1 text-sm font-medium text-gray-700">{label}</legend>
      <div className="grid gap-x-3 md:grid-cols-2">
        {locales.map((l) => (
          <Field key={l} label={ts(`locale.${l}`)} error={error?.(l)}>
            {(props) => (
              <input
                {...props}
                lang={l}
                maxLength={max}
                className={inputClass}
                value={value[l] ?? ""}
                onChange={(e) => onChange(l, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

function ProfileCard({ data, onSaved }: { data: ShopSettings; onSaved: (next: ShopSettings) => void }) {
  const t = useTranslations("shop");
  const [draft, setDraft] = useState<ShopProfileDraft>(data.profile);
  const [saved, setSaved] = useState(false);
  const form = useAdminSubmit(async () => {
    setSaved(false);
    onSaved(await saveShopProfile(draft, data.profileVersion));
    setSaved(true);
  });
  const set = (patch: Partial<ShopProfileDraft>) => setDraft({ ...draft, ...patch });
  return (
    <div id="profile" className="scroll-mt-4">
      <Card title={t("profile")}>
        <form onSubmit={form.submit} className="max-w-3xl">
          <PerLocale
            label={t("name")}
            max={40}
            value={draft.name}
            error={(l) => form.errors[`name.${l}`]}
            onChange={(l, text) => set({ name: { ...draft.name, [l]: text } })}
          />
          <Field label={t("logo")} error={form.errors.logo} hint={t("logoHint")}>
            {(props) => <PictureInput props={props} value={draft.logo ?? ""} onChange={(logo) => set({ logo })} />}
          </Field>
          <div className="grid gap-x-3 md:grid-cols-2">
            <Field label={t("phone")} error={form.errors.phone}>
              {(props) => (
                <input
                  {...props}
                  type="tel"
                  className={inputClass}
                  value={draft.phone ?? ""}
                  onChange={(e) => set({ phone: e.target.value })}
                />
              )}
            </Field>
            <Field label={t("email")} error={form.errors.email}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  className={inputClass}
                  value={draft.email ?? ""}
                  onChange={(e) => set({ email: e.target.value })}
                />
              )}
            </Field>
          </div>
          <Field label={t("returnAddress")} error={form.errors.returnAddress} hint={t("returnAddressHint")}>
            {(props) => (
              <textarea
                {...props}
                rows={3}
                maxLength={300}
                className={inputClass}
                value={draft.returnAddress ?? ""}
                onChange={(e) => set({ returnAddress: e.target.value })}
              />
            )}
          </Field>
          <PerLocale
            label={t("hours")}
            max={60}
            value={draft.hours ?? { "zh-Hans": "" }}
            error={(l) => form.errors[`hours.${l}`]}
            onChange={(l, text) => set({ hours: { "zh-Hans": "", ...draft.hours, [l]: text } })}
          />
          <SaveRow form={form} saved={saved} />
        </form>
      </Card>
    </div>
  );
}

/** A settings card's save button, its "saved" mark and the form's message. */
function SaveRow({
  form,
  saved,
  className = "",
}: {
  form: { busy: boolean; formMessage: string };
  saved: boolean;
  className?: string;
}) {
  const t = useTranslations("shop");
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <Button type="submit" kind="primary" disabled={form.busy} aria-busy={form.busy}>
        {t("save")}
      </Button>
      <Saved show={saved} />
      <FormMessage text={form.formMessage} />
    </div>
  );
}

/** A field's refusal under a group of choices. */
function FieldAlert({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="text-xs text-price">
      {text}
    </p>
  ) : null;
}

function MarketsCard({ data, onSaved }: { data: ShopSettings; onSaved: (next: ShopSettings) => void }) {
  const t = useTranslations("shop");
  const ts = useTranslations("shell");
  const [chosen, setChosen] = useState({ regions: data.markets.regions, languages: data.markets.languages });
  const [saved, setSaved] = useState(false);
  const form = useAdminSubmit(async () => {
    setSaved(false);
    onSaved(await saveShopMarkets(chosen.regions, chosen.languages, data.marketsVersion));
    setSaved(true);
  });
  const toggle = <K extends "regions" | "languages">(key: K, value: string) =>
    setChosen({
      ...chosen,
      [key]: (chosen[key] as string[]).includes(value)
        ? (chosen[key] as string[]).filter((v) => v !== value)
        : [...chosen[key], value],
    });
  return (
    <div id="markets" className="scroll-mt-4">
      <Card title={t("markets")}>
        {!data.marketsSaved ? <p className="mb-3 text-sm text-amber-900">{t("marketsUnsaved")}</p> : null}
        <form onSubmit={form.submit}>
          <div className="grid gap-4 md:grid-cols-2">
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-gray-700">{t("regions")}</legend>
              {regions.map((r) => (
                <label key={r} className="flex items-center gap-2 py-1 text-sm">
                  <input type="checkbox" checked={chosen.regions.includes(r)} onChange={() => toggle("regions", r)} />
                  {t(`region.${r}`)}
                </label>
              ))}
              <FieldAlert text={form.errors.regions} />
            </fieldset>
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-gray-700">{t("languages")}</legend>
              {locales.map((l) => (
                <label key={l} className="flex items-center gap-2 py-1 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.languages.includes(l)}
                    onChange={() => toggle("languages", l)}
                  />
                  {ts(`locale.${l}`)}
                </label>
              ))}
              <p className="text-xs text-gray-500">{t("languagesHint")}</p>
              <FieldAlert text={form.errors.languages} />
            </fieldset>
          </div>
          <SaveRow form={form} saved={saved} className="mt-3" />
        </form>
      </Card>
    </div>
  );
}

function CurrencyCard({ data, onSaved }: { data: ShopSettings; onSaved: (next: ShopSettings) => void }) {
  const t = useTranslations("shop");
  const locale = useLocale();
  const router = useRouter();
  const [chosen, setChosen] = useState<ShopCurrency>(data.currency);
  const [saved, setSaved] = useState(false);
  const form = useAdminSubmit(async () => {
    setSaved(false);
    onSaved(await saveShopCurrency(chosen, data.currencyVersion));
    // The console's amounts take the currency from its layout (app/admin/(console)/layout.tsx): drawn again.
    router.refresh();
    setSaved(true);
  });
  // Shown, not disabled, once there are orders: the server decides and says why (409 CURRENCY_LOCKED).
  return (
    <div id="currency" className="scroll-mt-4">
      <Card title={t("currency")}>
        {!data.currencySaved ? <p className="mb-3 text-sm text-amber-900">{t("currencyUnsaved")}</p> : null}
        {data.orders > 0 ? (
          <p className="mb-3 text-sm text-gray-700">{t("currencyFixed", { orders: data.orders })}</p>
        ) : null}
        <form onSubmit={form.submit}>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-gray-700">{t("currencyChoose")}</legend>
            {shopCurrencies.map((c) => (
              <label key={c} className="flex items-center gap-2 py-1 text-sm">
                <input type="radio" name="currency" value={c} checked={chosen === c} onChange={() => setChosen(c)} />
                {t(`currencyName.${c}`)}{" "}
                <span className="text-gray-500 tabular-nums">{formatMoney(123450, c, locale)}</span>
              </label>
            ))}
            <FieldAlert text={form.errors.currency} />
          </fieldset>
          <SaveRow form={form} saved={saved} className="mt-3" />
        </form>
      </Card>
    </div>
  );
}

function LegalEditor({ kind }: { kind: LegalKind }) {
  const t = useTranslations("shop");
  const ts = useTranslations("shell");
  const read = useLegalDraft(kind);
  const [text, setText] = useState<LegalDraft["text"] | null>(null);
  const [saved, setSaved] = useState(false);
  const current = text ?? read.data?.text ?? null;
  const form = useAdminSubmit(async () => {
    if (!current || !read.data) return;
    setSaved(false);
    await read.mutate(await saveLegalPage(kind, current, read.data.version), { revalidate: false });
    setText(null);
    setSaved(true);
  });
  if (!read.data || !current)
    return (
      <p aria-busy="true" className="text-sm text-gray-500">
        {t("loading")}
      </p>
    );
  return (
    <form onSubmit={form.submit}>
      <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-gray-700">
        {read.data.saved ? (
          <Badge tone="good">{t("legalSaved")}</Badge>
        ) : (
          <Badge tone="warn">{t("legalStarting")}</Badge>
        )}
        {read.data.saved ? null : t("legalStartingText")}
        <a href={`/legal/${kind}`} target="_blank" rel="noreferrer" className="text-accent underline">
          {t("legalView")}
        </a>
      </p>
      <div className="grid gap-x-3 xl:grid-cols-2">
        {locales.map((l) => (
          <Field key={l} label={ts(`locale.${l}`)} error={form.errors[`text.${l}`]}>
            {(props) => (
              <textarea
                {...props}
                lang={l}
                rows={12}
                className={`${inputClass} font-mono text-xs`}
                value={current[l] ?? ""}
                onChange={(e) => setText({ ...current, [l]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <p className="mb-3 text-xs text-gray-500">{t("legalFormat")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" kind="primary" disabled={form.busy} aria-busy={form.busy}>
          {t("legalSave", { page: t(`legal.${kind}`) })}
        </Button>
        <Saved show={saved} />
        <FormMessage text={form.formMessage} />
      </div>
    </form>
  );
}

function LegalCard() {
  const t = useTranslations("shop");
  const [kind, setKind] = useState<LegalKind>("terms");
  return (
    <div id="legal" className="scroll-mt-4">
      <Card title={t("legalTitle")}>
        <div role="tablist" aria-label={t("legalTitle")} className="mb-3 flex flex-wrap gap-2">
          {legalKinds.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={k === kind}
              onClick={() => setKind(k)}
              className={`rounded border px-3 py-1.5 text-sm ${k === kind ? "border-accent bg-accent text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
            >
              {t(`legal.${k}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={t(`legal.${kind}`)}>
          {/* Keyed by the page: another page is another editor, with no draft or "saved" of the last one. */}
          <LegalEditor key={kind} kind={kind} />
        </div>
      </Card>
    </div>
  );
}

export function ShopSettingsScreen() {
  const t = useTranslations("shop");
  const tc = useTranslations("common");
  const read = useShopSettings();
  const onSaved = (next: ShopSettings) => void read.mutate(next, { revalidate: false });
  return (
    <>
      <PageHeader title={t("title")} />
      {read.error ? (
        <p role="alert" className="text-sm text-price">
          {tc("loadFailed")}
        </p>
      ) : !read.data ? (
        <p aria-busy="true" className="text-sm text-gray-500">
          {tc("loading")}
        </p>
      ) : (
        <>
          <ProfileCard data={read.data} onSaved={onSaved} />
          <MarketsCard data={read.data} onSaved={onSaved} />
          <CurrencyCard data={read.data} onSaved={onSaved} />
          <LegalCard />
        </>
      )}
    </>
  );
}
