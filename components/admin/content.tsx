// The home and its pages: banners, home buttons, hot search words, activities, recommended shops, the
// boutique / recommend / new / imported lists, and a preview of the home as a shopper sees it in each
// locale (the shop's own page in a phone-sized frame: what is saved is what it shows, at once).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { locales, defaultLocale, type Locale } from "@/lib/domain/locales";
import {
  deleteHomePiece,
  saveActivity,
  saveBanner,
  saveHomeButton,
  saveHotWord,
  saveShop,
  saveTagList,
  useActivities,
  useBanners,
  useHomeButtons,
  useHotWords,
  useShops,
  useTagList,
  type ActivityRow,
  type BannerRow,
  type ButtonRow,
  type HotWordRow,
  type ShopRow,
  type TagName,
  bannerOptions,
} from "@/lib/admin-client/content";
import { PieceSection } from "./pieces";
import type { FieldSpec } from "./record-editor";
import { draftOf } from "./record-fields";
import { ProductsPicker } from "./pickers/product-picker";
import { useLocalized } from "./localized";
import { curatedTags } from "@/lib/domain/catalogue";
import { Badge, Button, Card, PageHeader, When } from "./ui";

const tabs = ["banners", "buttons", "hotWords", "activities", "shops", "lists", "preview"] as const;
type Tab = (typeof tabs)[number];

/** A new placed piece: last in its place, shown, from now on with no end. */
const windowBlank = { sort: 0, active: true, startsAt: null, endsAt: null };
const windowFields: FieldSpec[] = [
  { kind: "number", name: "sort" },
  { kind: "bool", name: "active" },
  { kind: "datetime", name: "startsAt", nullable: true },
  { kind: "datetime", name: "endsAt", nullable: true },
];

function Shown({ active, startsAt, endsAt }: { active: boolean; startsAt?: string | null; endsAt?: string | null }) {
  const t = useTranslations("content");
  return (
    <span className="text-xs">
      {active ? <Badge tone="good">{t("on")}</Badge> : <Badge tone="bad">{t("off")}</Badge>}
      {startsAt || endsAt ? (
        <span className="ml-1 text-gray-600">
          <When at={startsAt ?? null} /> – <When at={endsAt ?? null} />
        </span>
      ) : null}
    </span>
  );
}

function Banners() {
  const t = useTranslations("content");
  const local = useLocalized();
  return (
    <PieceSection<BannerRow>
      title={t("tabs.banners")}
      testId="banner-row"
      read={useBanners()}
      fields={[
        { kind: "select", name: "position", options: bannerOptions.position },
        { kind: "link", name: "link" },
        { kind: "localized", name: "title" },
        { kind: "localizedImage", name: "image" },
        ...windowFields,
      ]}
      blank={() => ({
        position: "home",
        title: { "zh-Hans": "" },
        image: { "zh-Hans": "" },
        link: "",
        ...windowBlank,
      })}
      toDraft={(row) => draftOf(row)}
      save={(id, draft, version) => saveBanner(id, draft as Parameters<typeof saveBanner>[1], version)}
      remove={(row) => deleteHomePiece("banner", row.id, row.version)}
      columns={{
        head: [t("picture"), t("titleColumn"), t("position"), t("link"), t("shown")],
        cells: (b) => [
          // eslint-disable-next-line @next/next/no-img-element -- the shop's own picture
          <img key="i" src={local(b.image)} alt="" className="h-10 w-24 rounded object-cover" />,
          local(b.title),
          t(`positions.${b.position}`),
          <code key="l" className="text-xs">
            {b.link || "—"}
          </code>,
          <Shown key="s" {...b} />,
        ],
      }}
    />
  );
}

function Buttons() {
  const t = useTranslations("content");
  const local = useLocalized();
  return (
    <PieceSection<ButtonRow>
      title={t("tabs.buttons")}
      testId="button-row"
      read={useHomeButtons()}
      fields={[
        { kind: "localized", name: "name" },
        { kind: "image", name: "icon" },
        { kind: "link", name: "link" },
        ...windowFields,
      ]}
      blank={() => ({
        name: { "zh-Hans": "" },
        icon: "",
        link: "",
        ...windowBlank,
      })}
      toDraft={(row) => draftOf(row)}
      save={(id, draft, version) => saveHomeButton(id, draft as Parameters<typeof saveHomeButton>[1], version)}
      remove={(row) => deleteHomePiece("button", row.id, row.version)}
      columns={{
        head: [t("picture"), t("titleColumn"), t("link"), t("shown")],
        cells: (b) => [
          // eslint-disable-next-line @next/next/no-img-element -- the shop's own picture
          <img key="i" src={b.icon} alt="" className="h-10 w-10 rounded-full" />,
          local(b.name),
          <code key="l" className="text-xs">
            {b.link}
          </code>,
          <Shown key="s" {...b} />,
        ],
      }}
    />
  );
}

function HotWords() {
  const t = useTranslations("content");
  const local = useLocalized();
  return (
    <PieceSection<HotWordRow>
      title={t("tabs.hotWords")}
      testId="hot-word-row"
      read={useHotWords()}
      fields={[{ kind: "localized", name: "word" }, ...windowFields]}
      blank={() => ({ word: { "zh-Hans": "" }, ...windowBlank })}
      toDraft={(row) => draftOf(row)}
      save={(id, draft, version) => saveHotWord(id, draft as Parameters<typeof saveHotWord>[1], version)}
      remove={(row) => deleteHomePiece("hotword", row.id, row.version)}
      columns={{
        head: [t("titleColumn"), t("translations"), t("shown")],
        cells: (w) => [
          local(w.word),
          [w.word.en, w.word.ja, w.word["zh-Hant"]].filter(Boolean).join(" / ") || "—",
          <Shown key="s" {...w} />,
        ],
      }}
    />
  );
}

function Activities() {
  const t = useTranslations("content");
  const local = useLocalized();
  const now = new Date().toISOString();
  return (
    <PieceSection<ActivityRow>
      title={t("tabs.activities")}
      testId="activity-row"
      read={useActivities()}
      fields={[
        { kind: "localized", name: "title" },
        { kind: "localized", name: "description", multiline: true },
        { kind: "localizedImage", name: "image" },
        { kind: "datetime", name: "startsAt" },
        { kind: "datetime", name: "endsAt" },
        { kind: "products", name: "productIds" },
        { kind: "number", name: "sort" },
        { kind: "bool", name: "active" },
      ]}
      blank={() => ({
        title: { "zh-Hans": "" },
        description: { "zh-Hans": "" },
        image: { "zh-Hans": "" },
        startsAt: now,
        endsAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
        productIds: [],
        sort: 0,
        active: true,
      })}
      toDraft={(row) => draftOf(row)}
      save={(id, draft, version) => saveActivity(id, draft as Parameters<typeof saveActivity>[1], version)}
      columns={{
        head: [t("titleColumn"), t("products"), t("shown")],
        cells: (a) => [local(a.title), a.productIds.length, <Shown key="s" {...a} />],
      }}
    />
  );
}

function Shops() {
  const t = useTranslations("content");
  const local = useLocalized();
  return (
    <PieceSection<ShopRow>
      title={t("tabs.shops")}
      testId="shop-row"
      read={useShops()}
      fields={[
        { kind: "localized", name: "name" },
        { kind: "localized", name: "description", multiline: true },
        { kind: "image", name: "logo" },
        { kind: "bool", name: "recommended" },
        { kind: "number", name: "sort" },
      ]}
      blank={() => ({ name: { "zh-Hans": "" }, description: { "zh-Hans": "" }, logo: "", recommended: false, sort: 0 })}
      toDraft={(s) => draftOf(s, ["productCount"])}
      save={(id, draft, version) => saveShop(id, draft as Parameters<typeof saveShop>[1], version)}
      columns={{
        head: [t("titleColumn"), t("products"), t("recommended")],
        cells: (s) => [
          local(s.name),
          s.productCount,
          s.recommended ? (
            <Badge key="r" tone="good">
              {t("on")}
            </Badge>
          ) : (
            "—"
          ),
        ],
      }}
    />
  );
}

function TagLists() {
  const t = useTranslations("content");
  const [tag, setTag] = useState<TagName>(curatedTags[0]);
  const list = useTagList(tag);
  const [picked, setPicked] = useState<number[] | null>(null);
  const [message, setMessage] = useState("");
  const ids = picked ?? (list.data?.rows ?? []).map((r) => r.id);
  return (
    <Card title={t("tabs.lists")}>
      <label className="mb-3 flex items-center gap-2 text-sm">
        {t("list")}
        <select
          className="rounded border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900"
          value={tag}
          onChange={(e) => {
            setTag(e.target.value as TagName);
            setPicked(null);
            setMessage("");
          }}
        >
          {curatedTags.map((name) => (
            <option key={name} value={name}>
              {t(`lists.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setMessage("");
          try {
            await saveTagList(tag, ids, list.data?.version ?? 0);
            setPicked(null);
            setMessage(t("saved"));
            void list.mutate();
          } catch (err) {
            setMessage((err as Error).message);
          }
        }}
      >
        <ProductsPicker key={tag} label={t("listProducts")} value={ids} onChange={setPicked} />
        <p className="mb-2 text-xs text-gray-500">{t("listHint")}</p>
        {message ? (
          <p role="status" className="mb-2 text-sm">
            {message}
          </p>
        ) : null}
        <Button type="submit" kind="primary">
          {t("saveList")}
        </Button>
      </form>
    </Card>
  );
}

/** The home as a shopper in `locale` sees it: the shop's page itself, reloaded on demand. */
function Preview() {
  const t = useTranslations("content");
  const tl = useTranslations("editor");
  const [locale, setLocale] = useState<Locale>(defaultLocale);
  const [reload, setReload] = useState(0);
  // Always with the locale's prefix: a bare "/" would follow the browser's language instead.
  const src = `/${locale}`;
  return (
    <Card title={t("tabs.preview")}>
      <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label={t("previewLocale")}>
        {locales.map((l) => (
          <Button
            key={l}
            kind={l === locale ? "primary" : "secondary"}
            aria-pressed={l === locale}
            onClick={() => setLocale(l)}
          >
            {tl(`locale.${l}`)}
          </Button>
        ))}
        <Button onClick={() => setReload((n) => n + 1)}>{t("reload")}</Button>
      </div>
      <p className="mb-2 text-xs text-gray-500">{t("previewHint")}</p>
      <iframe
        key={`${locale}:${reload}`}
        title={t("previewFrame", { locale: tl(`locale.${locale}`) })}
        src={src}
        className="h-[720px] w-[390px] max-w-full rounded-2xl border-8 border-gray-800 bg-white"
      />
    </Card>
  );
}

export function ContentScreen() {
  const t = useTranslations("content");
  const [tab, setTab] = useState<Tab>("banners");
  return (
    <>
      <PageHeader title={t("title")} />
      <div role="tablist" aria-label={t("title")} className="mb-4 flex flex-wrap gap-1">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`rounded px-3 py-1.5 text-sm ${tab === name ? "bg-accent text-white" : "bg-white text-gray-700 hover:bg-gray-100"}`}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === "banners" ? <Banners /> : null}
        {tab === "buttons" ? <Buttons /> : null}
        {tab === "hotWords" ? <HotWords /> : null}
        {tab === "activities" ? <Activities /> : null}
        {tab === "shops" ? <Shops /> : null}
        {tab === "lists" ? <TagLists /> : null}
        {tab === "preview" ? <Preview /> : null}
      </div>
    </>
  );
}
