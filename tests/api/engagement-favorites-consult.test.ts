// Favourites and consult: the rules, paging, unread marks, the operator's answer, and that one
// shopper can never see or change another's favourites or messages.
import { describe, expect, it } from "vitest";
import { GET as favorites } from "@/app/api/v1/favorites/route";
import { POST as favoriteAdd } from "@/app/api/v1/favorite-add/route";
import { POST as favoriteDelete } from "@/app/api/v1/favorite-delete/route";
import { GET as favoriteStatus } from "@/app/api/v1/favorite-status/route";
import { GET as consultMessages } from "@/app/api/v1/consult-messages/route";
import { POST as consultSend } from "@/app/api/v1/consult-send/route";
import { POST as consultRead } from "@/app/api/v1/consult-read/route";
import { db } from "@/lib/db";
import { answerConsult, CONSULT_RATE_PER_MINUTE, listOpenThreads } from "@/lib/services/engagement";
import { testActor } from "../helpers/admin";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createProducts } from "./engagement-fixtures";

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
type FavPage = {
  rows: { productId: number; name: string; price: number; isOnSale: boolean }[];
  total: number;
  hasMore: boolean;
};
type Thread = {
  rows: { id: number; sender: string; content: string; readAt: string | null; product: { id: number } | null }[];
  total: number;
  hasMore: boolean;
  unread: number;
};

describe("favourites", () => {
  it("adds (idempotently), reports status, lists newest first with paging, and removes", async () => {
    const products = await createProducts(3);
    const { token } = await createUser();
    for (const p of products)
      expect((await call(favoriteAdd, "/api/v1/favorite-add", { token, body: { productId: p.id } })).status).toBe(200);
    expect(
      (await call(favoriteAdd, "/api/v1/favorite-add", { token, body: { productId: products[0].id } })).status,
    ).toBe(200);

    const page1 = await call<FavPage>(favorites, "/api/v1/favorites?pageSize=2", { token });
    expect(page1.body.total).toBe(3);
    expect(page1.body.hasMore).toBe(true);
    expect(page1.body.rows.map((r) => r.productId)).toEqual([products[2].id, products[1].id]);
    const page2 = await call<FavPage>(favorites, "/api/v1/favorites?pageSize=2&pageIndex=2", { token });
    expect(page2.body.rows.map((r) => r.productId)).toEqual([products[0].id]);

    const status = await call<{ favorited: boolean }>(
      favoriteStatus,
      `/api/v1/favorite-status?productId=${products[1].id}`,
      { token },
    );
    expect(status.body.favorited).toBe(true);
    const removed = await call<{ deleted: number }>(favoriteDelete, "/api/v1/favorite-delete", {
      token,
      body: { productIds: [products[1].id] },
    });
    expect(removed.body.deleted).toBe(1);
    expect(
      (
        await call<{ favorited: boolean }>(favoriteStatus, `/api/v1/favorite-status?productId=${products[1].id}`, {
          token,
        })
      ).body.favorited,
    ).toBe(false);
    expect((await call<FavPage>(favorites, "/api/v1/favorites", { token })).body.total).toBe(2);
  });

  it("survives concurrent double taps as one favourite", async () => {
    const [product] = await createProducts(1);
    const { user, token } = await createUser();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(favoriteAdd, "/api/v1/favorite-add", { token, body: { productId: product.id } }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await db.favorite.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses missing or off-sale products and bad input", async () => {
    const [offSale] = await createProducts(1, { isOnSale: false });
    const { token } = await createUser();
    const missing = await call<ErrorBody>(favoriteAdd, "/api/v1/favorite-add", {
      token,
      body: { productId: 99_999_999 },
      locale: "en",
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("The product does not exist or is no longer available");
    expect((await call(favoriteAdd, "/api/v1/favorite-add", { token, body: { productId: offSale.id } })).status).toBe(
      404,
    );
    const bad = await call<ErrorBody>(favoriteDelete, "/api/v1/favorite-delete", { token, body: { productIds: [] } });
    expect(bad.status).toBe(422);
    expect(bad.body.fields?.productIds).toBeTruthy();
    expect((await call(favorites, "/api/v1/favorites")).status).toBe(401);
  });

  it("keeps each shopper's favourites private (IDOR)", async () => {
    const [product] = await createProducts(1);
    const alice = await createUser();
    const bob = await createUser();
    await call(favoriteAdd, "/api/v1/favorite-add", { token: alice.token, body: { productId: product.id } });
    expect((await call<FavPage>(favorites, "/api/v1/favorites", { token: bob.token })).body.total).toBe(0);
    expect(
      (
        await call<{ favorited: boolean }>(favoriteStatus, `/api/v1/favorite-status?productId=${product.id}`, {
          token: bob.token,
        })
      ).body.favorited,
    ).toBe(false);
    const bobDeletes = await call<{ deleted: number }>(favoriteDelete, "/api/v1/favorite-delete", {
      token: bob.token,
      body: { productIds: [product.id] },
    });
    expect(bobDeletes.body.deleted).toBe(0);
    expect(await db.favorite.count({ where: { userId: alice.user.id } })).toBe(1);
  });
});

describe("consult", () => {
  it("sends questions, shows the operator's answers as unread until seen, and marks the shopper's as read", async () => {
    const [product] = await createProducts(1);
    const { user, token } = await createUser();
    const sent = await call<Thread["rows"][number]>(consultSend, "/api/v1/consult-send", {
      token,
      body: { content: "  什么时候发货？  ", productId: product.id },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      sender: "shopper",
      content: "什么时候发货？",
      readAt: null,
      product: { id: product.id },
    });
    await call(consultSend, "/api/v1/consult-send", { token, body: { content: "还有发票吗" } });

    expect((await listOpenThreads()).find((t) => t.userId === user.id)).toMatchObject({
      waiting: 2,
      lastContent: "还有发票吗",
    });
    await answerConsult(user.id, "今天下午发货，发票随货寄出。", testActor);
    expect((await listOpenThreads()).find((t) => t.userId === user.id)).toBeUndefined();

    const thread = await call<Thread>(consultMessages, "/api/v1/consult-messages", { token });
    expect(thread.body.unread).toBe(1);
    expect(thread.body.rows.map((r) => r.sender)).toEqual(["service", "shopper", "shopper"]);
    expect(thread.body.rows.filter((r) => r.sender === "shopper").every((r) => r.readAt !== null)).toBe(true);

    expect((await call<{ marked: number }>(consultRead, "/api/v1/consult-read", { token, body: {} })).body.marked).toBe(
      1,
    );
    expect((await call<Thread>(consultMessages, "/api/v1/consult-messages", { token })).body.unread).toBe(0);
  });

  it("pages the thread newest first", async () => {
    const { token } = await createUser();
    for (let i = 1; i <= 3; i++)
      await call(consultSend, "/api/v1/consult-send", { token, body: { content: `问题 ${i}` } });
    const page1 = await call<Thread>(consultMessages, "/api/v1/consult-messages?pageSize=2", { token });
    expect(page1.body.rows.map((r) => r.content)).toEqual(["问题 3", "问题 2"]);
    expect(page1.body.hasMore).toBe(true);
    const page2 = await call<Thread>(consultMessages, "/api/v1/consult-messages?pageSize=2&pageIndex=2", { token });
    expect(page2.body.rows.map((r) => r.content)).toEqual(["问题 1"]);
  });

  it("refuses blank or oversized messages and floods", async () => {
    const { token } = await createUser();
    const blank = await call<ErrorBody>(consultSend, "/api/v1/consult-send", {
      token,
      body: { content: "   " },
      locale: "en",
    });
    expect(blank.status).toBe(422);
    expect(blank.body.fields?.content).toBe("Message is required");
    expect(
      (await call(consultSend, "/api/v1/consult-send", { token, body: { content: "x".repeat(501) } })).status,
    ).toBe(422);
    expect(
      (await call(consultSend, "/api/v1/consult-send", { token, body: { content: "hi", productId: 99_999_999 } }))
        .status,
    ).toBe(404);

    for (let i = 0; i < CONSULT_RATE_PER_MINUTE; i++)
      expect((await call(consultSend, "/api/v1/consult-send", { token, body: { content: `m${i}` } })).status).toBe(200);
    expect((await call(consultSend, "/api/v1/consult-send", { token, body: { content: "one too many" } })).status).toBe(
      429,
    );
  });

  it("keeps each shopper's thread private (IDOR)", async () => {
    const alice = await createUser();
    const bob = await createUser();
    await call(consultSend, "/api/v1/consult-send", { token: alice.token, body: { content: "我的订单地址写错了" } });
    await answerConsult(alice.user.id, "已为您修改", testActor);
    const bobs = await call<Thread>(consultMessages, "/api/v1/consult-messages", { token: bob.token });
    expect(bobs.body).toMatchObject({ total: 0, unread: 0, rows: [] });
    // Bob marking "his" answers read leaves Alice's unread.
    await call(consultRead, "/api/v1/consult-read", { token: bob.token, body: {} });
    expect((await call<Thread>(consultMessages, "/api/v1/consult-messages", { token: alice.token })).body.unread).toBe(
      1,
    );
    expect((await call(consultMessages, "/api/v1/consult-messages")).status).toBe(401);
  });
});
