// The launch checklist (docs/decisions/033-go-live.md): what a shop needs before it opens, each item a
// function that reads the shop as it is now and answers done, or what is missing with the console screen
// that does it. The list is a registry: a later part of the shop adds its item here (freight per region
// with the couriers) and the console shows it without changes.
// Items read; none writes, and none is cached (the owner fixes something and reloads).
import { db, dbReady, type Tx } from "@/lib/db";
import { env, sandboxEnv, smsEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { legalKinds } from "@/lib/validation/shop";
import { paymentChannelStatus } from "../payment/channels";
import { demoDataPresent } from "./demo";
import { setShopOpen, shopOpenState, type OpenState } from "./open-state";
import type { AuditActor } from "../audit/trail";
import { lastBackup, shopCurrencySetting, shopMarkets, shopProfile, storedLegalPage } from "./settings";

/** One thing missing, as a message code under the console's `launch.missing` with its values; `href` when its own screen differs from the item's. */
export type Missing = { code: string; values?: Record<string, string | number>; href?: string };

export type ItemState = {
  done: boolean;
  missing: Missing[];
  /** Facts the item shows beside its state (the last backup's time). */
  facts?: Record<string, string | number | null>;
};

export type ChecklistItem = {
  key: string;
  /** The console screen that does it; null for what is done on the server (its text says how). */
  href: string | null;
  check: (client: Tx) => Promise<ItemState>;
};

const state = (missing: Missing[], facts?: ItemState["facts"]): ItemState => ({
  done: missing.length === 0,
  missing,
  ...(facts ? { facts } : {}),
});

/** Products on sale without their name in `locale` (zh-Hans is the base text, always there). */
async function untranslatedProducts(client: Tx, locale: Locale): Promise<number> {
  return client.product.count({
    where: { isOnSale: true, deletedAt: null, translations: { none: { locale, name: { not: "" } } } },
  });
}

export const checklist: readonly ChecklistItem[] = [
  {
    key: "profile",
    href: "/admin/shop#profile",
    async check(client) {
      const { profile } = await shopProfile(client);
      const missing: Missing[] = [];
      if (!profile.name["zh-Hans"]) missing.push({ code: "profileName" });
      if (!profile.logo) missing.push({ code: "profileLogo" });
      if (!profile.phone && !profile.email) missing.push({ code: "profileContact" });
      if (!profile.returnAddress) missing.push({ code: "profileReturnAddress" });
      if (!profile.hours["zh-Hans"]) missing.push({ code: "profileHours" });
      return state(missing);
    },
  },
  {
    key: "markets",
    href: "/admin/shop#markets",
    async check(client) {
      const { value, markets } = await shopMarkets(client);
      const missing: Missing[] = value ? [] : [{ code: "marketsUnset" }];
      for (const locale of markets.languages.filter((l) => l !== "zh-Hans")) {
        const count = await untranslatedProducts(client, locale);
        if (count > 0)
          missing.push({
            code: "productsUntranslated",
            values: { count, locale },
            href: `/admin/translations?entity=product&missing=${locale}`,
          });
      }
      return state(missing, { regions: markets.regions.join(","), languages: markets.languages.join(",") });
    },
  },
  {
    key: "currency",
    href: "/admin/shop#currency",
    async check(client) {
      const { value, currency } = await shopCurrencySetting(client);
      return state(value ? [] : [{ code: "currencyUnset" }], { currency });
    },
  },
  {
    key: "shipping",
    href: "/admin/settings#freight",
    // Every region the shop sells to needs an active freight rule of the mall's (without one, its
    // addresses are not deliverable) and a courier that delivers there (docs/decisions/038).
    async check(client) {
      const { markets } = await shopMarkets(client);
      const missing: Missing[] = [];
      for (const region of markets.regions) {
        if (!(await client.freightRule.count({ where: { region, active: true, shopId: null } })))
          missing.push({ code: `freightRegion${region}` });
        if (!(await client.courier.count({ where: { region: { in: [region, "ALL"] }, active: true } })))
          missing.push({ code: `courierRegion${region}`, href: "/admin/settings#couriers" });
      }
      return state(missing, { regions: markets.regions.join(",") });
    },
  },
  {
    key: "payments",
    href: "/admin/settings#payment",
    async check() {
      const channels = paymentChannelStatus();
      const missing: Missing[] = [];
      if (!channels.some((c) => c.status === "configured")) missing.push({ code: "paymentsNone" });
      const sandbox = channels.filter((c) => c.status === "sandbox").map((c) => c.provider);
      if (sandbox.length) missing.push({ code: "paymentsSandbox", values: { providers: sandbox.join(", ") } });
      if ((sandboxEnv().WECHAT_PROVIDER ?? "sandbox") === "sandbox") missing.push({ code: "wechatLoginSandbox" });
      return state(missing);
    },
  },
  {
    key: "sms",
    href: null,
    async check() {
      const sms = smsEnv();
      return state(sms.SMS_PROVIDER === "http" && sms.SMS_HTTP_URL ? [] : [{ code: "smsLog" }]);
    },
  },
  {
    key: "legal",
    href: "/admin/shop#legal",
    async check(client) {
      const { markets } = await shopMarkets(client);
      const missing: Missing[] = [];
      for (const kind of legalKinds) {
        const page = await storedLegalPage(kind, client);
        if (!page.value) missing.push({ code: "legalUnsaved", values: { kind } });
        else
          for (const locale of markets.languages)
            if (!page.value[locale]) missing.push({ code: "legalUntranslated", values: { kind, locale } });
      }
      return state(missing);
    },
  },
  {
    key: "products",
    href: "/admin/products",
    async check(client) {
      const onSale = await client.product.count({ where: { isOnSale: true, deletedAt: null } });
      return state(onSale > 0 ? [] : [{ code: "productsNone" }], { onSale });
    },
  },
  {
    key: "publicUrl",
    href: null,
    async check() {
      const url = env().PUBLIC_BASE_URL;
      if (!url) return state([{ code: "publicUrlUnset" }]);
      return state(url.startsWith("https://") ? [] : [{ code: "publicUrlNotHttps", values: { url } }], { url });
    },
  },
  {
    key: "backup",
    href: null,
    async check(client) {
      const last = await lastBackup(client);
      return state(last ? [] : [{ code: "backupNone" }], { at: last?.at ?? null });
    },
  },
  {
    key: "demo",
    href: null,
    async check(client) {
      return state((await demoDataPresent(client)) ? [{ code: "demoPresent" }] : []);
    },
  },
];

export type ChecklistAnswer = {
  open: OpenState;
  items: (ItemState & { key: string; href: string | null })[];
};

/** Every item's state, in the registry's order, and whether the shop is open. */
export async function launchChecklist(client: Tx = db): Promise<ChecklistAnswer> {
  await dbReady();
  const items = [];
  for (const item of checklist) items.push({ key: item.key, href: item.href, ...(await item.check(client)) });
  return { open: await shopOpenState(client), items };
}

/** The codes still missing, for the audit row of opening the shop. */
export function missingCodes(answer: ChecklistAnswer): string[] {
  return answer.items.flatMap((i) => i.missing.map((m) => `${i.key}.${m.code}`));
}

/** Opens or closes the shop from the console; an opening records what the checklist still missed. */
export async function openOrCloseShop(open: boolean, reason: string, actor: AuditActor): Promise<ChecklistAnswer> {
  const missing = open ? missingCodes(await launchChecklist()) : [];
  await setShopOpen(open, { reason, missing }, actor);
  return launchChecklist();
}
