// The home and its pages in the back office (issue 23): banners, home buttons, hot search words,
// activities, recommended shops and the boutique / recommend / new / imported lists — texts per
// locale, pictures from the back office's uploads, links checked (links.ts), order, a time window,
// on/off. Each save is one transaction with its audit row and names the version it read (a stale one
// is 409 with the record as it is now). Every table here bumps the catalogue version, so shoppers on
// every process see a change at once. docs/decisions/020-marketing-and-content.md
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { z } from "zod";
import type {
  activitySchemas,
  bannerSchemas,
  homeButtonSchemas,
  hotWordSchemas,
  shopSchemas,
  tagListSchema,
} from "@/lib/validation/admin-marketing";
import type {
  adminActivitySchema,
  adminBannerSchema,
  adminHomeButtonSchema,
  adminHotWordSchema,
  adminShopSchema,
  adminTagListSchema,
} from "@/lib/validation/responses/admin-marketing";
import { withAudit, type AuditActor } from "../audit/trail";
import {
  dropTranslations,
  localizedOf,
  readTranslations,
  staleVersion,
  writeTranslations,
  type LocalizedText,
} from "./admin-text";
import { checkedLink } from "./links";
import type { ContentEntity } from "./content-locale";

type Out<S extends z.ZodType> = z.output<S>;
export type AdminBanner = Out<typeof adminBannerSchema>;
export type AdminHomeButton = Out<typeof adminHomeButtonSchema>;
export type AdminHotWord = Out<typeof adminHotWordSchema>;
export type AdminActivity = Out<typeof adminActivitySchema>;
export type AdminShop = Out<typeof adminShopSchema>;
export type AdminTagList = Out<typeof adminTagListSchema>;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const byOrder = [{ sort: "asc" as const }, { id: "asc" as const }];

/** Saves `data` on row `id` if it still has `version`; else 409 with `current()` (or 404). */
async function saveVersioned<T>(
  update: () => Promise<{ count: number }>,
  current: () => Promise<T | null>,
  notFoundKey: string,
): Promise<void> {
  if ((await update()).count === 1) return;
  const now = await current();
  if (now === null) throw new ApiError("NOT_FOUND", { key: notFoundKey });
  throw staleVersion(now);
}

/**
 * One content row's save, in the caller's transaction: created (`id` null) or updated if it still has
 * the version the operator read (else 409 with the row as it is now, or 404), `also` (rows that hang
 * off it), its texts per locale, and the audit row with the record before and after.
 */
async function saveContentRow<V extends Record<string, unknown>>(
  tx: Tx,
  actor: AuditActor,
  id: number | null,
  row: {
    entity: ContentEntity;
    read: (id: number) => Promise<V | null>;
    create: () => Promise<{ id: number }>;
    update: (id: number) => Promise<{ count: number }>;
    texts: Record<string, LocalizedText | undefined>;
    also?: (id: number) => Promise<void>;
  },
): Promise<V> {
  const before = id === null ? null : await row.read(id);
  const at = id === null ? (await row.create()).id : id;
  if (id !== null)
    await saveVersioned(
      () => row.update(at),
      () => row.read(at),
      "NOT_FOUND",
    );
  await row.also?.(at);
  await writeTranslations(tx, row.entity, at, row.texts);
  const after = (await row.read(at))!;
  await withAudit(tx, actor, {
    action: before ? `${row.entity}.update` : `${row.entity}.create`,
    entity: row.entity,
    entityId: at,
    before,
    after,
  });
  return after;
}

// ---------- banners ----------

export type BannerInput = z.output<typeof bannerSchemas.create>;

async function bannerViews(client: Tx, ids?: number[]): Promise<AdminBanner[]> {
  const rows = await client.banner.findMany({
    where: ids ? { id: { in: ids } } : {},
    orderBy: [{ position: "desc" }, ...byOrder],
  });
  const texts = await readTranslations(
    client,
    "banner",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    position: r.position === "big" ? "big" : "home",
    title: localizedOf(r.title, texts.get(r.id)?.get("title")),
    image: localizedOf(r.image, texts.get(r.id)?.get("image")),
    link: r.link,
    sort: r.sort,
    active: r.active,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    version: r.version,
  }));
}

const oneBanner = async (client: Tx, id: number) => (await bannerViews(client, [id]))[0] ?? null;

export async function adminListBanners() {
  await dbReady();
  return { rows: await bannerViews(db) };
}

export async function adminSaveBanner(
  id: number | null,
  input: BannerInput & { version?: number },
  actor: AuditActor,
): Promise<AdminBanner> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const data = {
      position: input.position,
      title: input.title["zh-Hans"],
      image: input.image["zh-Hans"],
      link: await checkedLink(tx, input.link),
      sort: input.sort,
      active: input.active,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    };
    return saveContentRow(tx, actor, id, {
      entity: "banner",
      read: (at) => oneBanner(tx, at),
      create: () => tx.banner.create({ data, select: { id: true } }),
      update: (at) =>
        tx.banner.updateMany({
          where: { id: at, version: input.version },
          data: { ...data, version: { increment: 1 } },
        }),
      texts: { title: input.title, image: input.image },
    });
  });
}

/** Deletes a piece of the home (a banner, button or hot word): the row and its translations. */
export async function adminDeleteHomePiece(
  kind: "banner" | "button" | "hotword",
  id: number,
  version: number,
  actor: AuditActor,
): Promise<{ ok: true }> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before =
      kind === "banner"
        ? await oneBanner(tx, id)
        : kind === "button"
          ? await oneButton(tx, id)
          : await oneHotWord(tx, id);
    if (!before) throw new ApiError("NOT_FOUND");
    const where = { id, version };
    const removed =
      kind === "banner"
        ? await tx.banner.deleteMany({ where })
        : kind === "button"
          ? await tx.homeButton.deleteMany({ where })
          : await tx.hotSearchWord.deleteMany({ where });
    if (removed.count !== 1) throw staleVersion(before);
    await dropTranslations(tx, kind, id);
    await withAudit(tx, actor, { action: `${kind}.delete`, entity: kind, entityId: id, before });
    return { ok: true as const };
  });
}

// ---------- home buttons ----------

export type HomeButtonInput = z.output<typeof homeButtonSchemas.create>;

async function buttonViews(client: Tx, ids?: number[]): Promise<AdminHomeButton[]> {
  const rows = await client.homeButton.findMany({ where: ids ? { id: { in: ids } } : {}, orderBy: byOrder });
  const texts = await readTranslations(
    client,
    "button",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: localizedOf(r.name, texts.get(r.id)?.get("name")),
    icon: r.icon,
    link: r.link,
    sort: r.sort,
    active: r.active,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    version: r.version,
  }));
}

const oneButton = async (client: Tx, id: number) => (await buttonViews(client, [id]))[0] ?? null;

export async function adminListHomeButtons() {
  await dbReady();
  return { rows: await buttonViews(db) };
}

export async function adminSaveHomeButton(
  id: number | null,
  input: HomeButtonInput & { version?: number },
  actor: AuditActor,
): Promise<AdminHomeButton> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const data = {
      name: input.name["zh-Hans"],
      icon: input.icon,
      link: await checkedLink(tx, input.link),
      sort: input.sort,
      active: input.active,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    };
    return saveContentRow(tx, actor, id, {
      entity: "button",
      read: (at) => oneButton(tx, at),
      create: () => tx.homeButton.create({ data, select: { id: true } }),
      update: (at) =>
        tx.homeButton.updateMany({
          where: { id: at, version: input.version },
          data: { ...data, version: { increment: 1 } },
        }),
      texts: { name: input.name },
    });
  });
}

// ---------- hot search words ----------

export type HotWordInput = z.output<typeof hotWordSchemas.create>;

async function hotWordViews(client: Tx, ids?: number[]): Promise<AdminHotWord[]> {
  const rows = await client.hotSearchWord.findMany({ where: ids ? { id: { in: ids } } : {}, orderBy: byOrder });
  const texts = await readTranslations(
    client,
    "hotword",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    word: localizedOf(r.word, texts.get(r.id)?.get("word")),
    sort: r.sort,
    active: r.active,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    version: r.version,
  }));
}

const oneHotWord = async (client: Tx, id: number) => (await hotWordViews(client, [id]))[0] ?? null;

export async function adminListHotWords() {
  await dbReady();
  return { rows: await hotWordViews(db) };
}

export async function adminSaveHotWord(
  id: number | null,
  input: HotWordInput & { version?: number },
  actor: AuditActor,
): Promise<AdminHotWord> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const data = {
      word: input.word["zh-Hans"],
      sort: input.sort,
      active: input.active,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    };
    return saveContentRow(tx, actor, id, {
      entity: "hotword",
      read: (at) => oneHotWord(tx, at),
      create: () => tx.hotSearchWord.create({ data, select: { id: true } }),
      update: (at) =>
        tx.hotSearchWord.updateMany({
          where: { id: at, version: input.version },
          data: { ...data, version: { increment: 1 } },
        }),
      texts: { word: input.word },
    });
  });
}

// ---------- activities ----------

export type ActivityInput = z.output<typeof activitySchemas.create>;

async function activityViews(client: Tx, ids?: number[]): Promise<AdminActivity[]> {
  const rows = await client.activity.findMany({
    where: ids ? { id: { in: ids } } : {},
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    include: { products: { select: { productId: true }, orderBy: { productId: "asc" } } },
  });
  const texts = await readTranslations(
    client,
    "activity",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: localizedOf(r.title, texts.get(r.id)?.get("title")),
    description: localizedOf(r.description, texts.get(r.id)?.get("description")),
    image: localizedOf(r.image, texts.get(r.id)?.get("image")),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    sort: r.sort,
    active: r.active,
    productIds: r.products.map((p) => p.productId),
    version: r.version,
  }));
}

const oneActivity = async (client: Tx, id: number) => (await activityViews(client, [id]))[0] ?? null;

export async function adminListActivities() {
  await dbReady();
  return { rows: await activityViews(db) };
}

export async function adminSaveActivity(
  id: number | null,
  input: ActivityInput & { version?: number },
  actor: AuditActor,
): Promise<AdminActivity> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const productIds = [...new Set(input.productIds)];
    if ((await tx.product.count({ where: { id: { in: productIds } } })) !== productIds.length)
      throw new ApiError("VALIDATION", { fields: { productIds: "not_found" } });
    const data = {
      title: input.title["zh-Hans"],
      description: input.description["zh-Hans"],
      image: input.image["zh-Hans"],
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      sort: input.sort,
      active: input.active,
    };
    return saveContentRow(tx, actor, id, {
      entity: "activity",
      read: (at) => oneActivity(tx, at),
      create: () => tx.activity.create({ data, select: { id: true } }),
      update: (at) =>
        tx.activity.updateMany({
          where: { id: at, version: input.version },
          data: { ...data, version: { increment: 1 } },
        }),
      texts: {
        title: input.title,
        description: input.description,
        image: input.image,
      },
      also: async (at) => {
        await tx.activityProduct.deleteMany({ where: { activityId: at } });
        if (productIds.length)
          await tx.activityProduct.createMany({ data: productIds.map((productId) => ({ activityId: at, productId })) });
      },
    });
  });
}

// ---------- recommended shops ----------

export type ShopInput = z.output<typeof shopSchemas.create>;

async function shopViews(client: Tx, ids?: number[]): Promise<AdminShop[]> {
  const rows = await client.shop.findMany({
    where: ids ? { id: { in: ids } } : {},
    orderBy: byOrder,
    include: { _count: { select: { products: true } } },
  });
  const texts = await readTranslations(
    client,
    "shop",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: localizedOf(r.name, texts.get(r.id)?.get("name")),
    description: localizedOf(r.description, texts.get(r.id)?.get("description")),
    logo: r.logo,
    recommended: r.recommended,
    sort: r.sort,
    productCount: r._count.products,
    version: r.version,
  }));
}

const oneShop = async (client: Tx, id: number) => (await shopViews(client, [id]))[0] ?? null;

export async function adminListShops() {
  await dbReady();
  return { rows: await shopViews(db) };
}

export async function adminSaveShop(id: number | null, input: ShopInput & { version?: number }, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const data = {
      name: input.name["zh-Hans"],
      description: input.description["zh-Hans"],
      logo: input.logo,
      recommended: input.recommended,
      sort: input.sort,
    };
    return saveContentRow(tx, actor, id, {
      entity: "shop",
      read: (at) => oneShop(tx, at),
      create: () => tx.shop.create({ data, select: { id: true } }),
      update: (at) =>
        tx.shop.updateMany({ where: { id: at, version: input.version }, data: { ...data, version: { increment: 1 } } }),
      texts: { name: input.name, description: input.description },
    });
  });
}

// ---------- boutique / recommend / new / imported ----------

export type TagName = AdminTagList["tag"];

/**
 * A list has no row of its own: its version is a ShopSetting row (`list.<tag>`) that every save moves
 * on by a conditional update, so of two operators saving the same list at once one gets 409.
 */
const listKey = (tag: TagName) => `list.${tag}`;

async function tagList(client: Tx, tag: TagName): Promise<AdminTagList> {
  const [rows, setting] = await Promise.all([
    client.productTag.findMany({
      where: { tag },
      orderBy: [{ sort: "asc" }, { productId: "asc" }],
      select: { product: { select: { id: true, name: true, image: true, price: true, isOnSale: true } } },
    }),
    client.shopSetting.findUnique({ where: { key: listKey(tag) }, select: { version: true } }),
  ]);
  return { tag, rows: rows.map((r) => r.product), version: setting?.version ?? 0 };
}

export async function adminGetTagList(tag: TagName): Promise<AdminTagList> {
  await dbReady();
  return tagList(db, tag);
}

/** Replaces a list with `productIds` in that order, if it is still the list the operator read. */
export async function adminSaveTagList(
  tag: TagName,
  input: z.output<typeof tagListSchema>,
  actor: AuditActor,
): Promise<AdminTagList> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await tagList(tx, tag);
    const key = listKey(tag);
    const moved =
      input.version === 0
        ? await tx.shopSetting.createMany({ data: [{ key, value: "", version: 1 }] }).catch(() => ({ count: 0 }))
        : await tx.shopSetting.updateMany({
            where: { key, version: input.version },
            data: { version: { increment: 1 } },
          });
    if (moved.count !== 1) throw staleVersion(before);
    if ((await tx.product.count({ where: { id: { in: input.productIds } } })) !== input.productIds.length)
      throw new ApiError("VALIDATION", { fields: { productIds: "not_found" } });
    await tx.productTag.deleteMany({ where: { tag, productId: { notIn: input.productIds } } });
    for (const [sort, productId] of input.productIds.entries())
      await tx.productTag.upsert({
        where: { tag_productId: { tag, productId } },
        create: { tag, productId, sort },
        update: { sort },
      });
    const after = await tagList(tx, tag);
    await withAudit(tx, actor, {
      action: "list.update",
      entity: "list",
      entityId: tag,
      before: { productIds: before.rows.map((r) => r.id) },
      after: { productIds: after.rows.map((r) => r.id) },
    });
    return after;
  });
}
