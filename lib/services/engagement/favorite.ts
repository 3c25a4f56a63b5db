// Favourites (收藏): a shopper's saved products. Every query is scoped by the caller's user id and keyed
// by product, so one shopper can never read or remove another's favourites.
import { db, dbReady, Prisma } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { z } from "zod";
import type { deletedCountSchema } from "@/lib/validation/responses/common";
import type {
  favoriteAddedSchema,
  favoritePageSchema,
  favoriteStatusSchema,
} from "@/lib/validation/responses/engagement";

export type FavoritePage = z.output<typeof favoritePageSchema>;

export async function addFavorite(userId: number, productId: number): Promise<z.output<typeof favoriteAddedSchema>> {
  await dbReady();
  const product = await db.product.findUnique({ where: { id: productId }, select: { isOnSale: true } });
  if (!product || !product.isOnSale) throw new ApiError("NOT_FOUND", { key: "FAVORITE_PRODUCT_NOT_FOUND" });
  try {
    await db.favorite.upsert({
      where: { userId_productId: { userId, productId } },
      create: { userId, productId },
      update: {},
    });
  } catch (error) {
    // A second tap raced the first to the insert: the favourite exists, which is what was asked.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
  }
  return { productId, favorited: true };
}

export async function deleteFavorites(
  userId: number,
  productIds: number[],
): Promise<z.output<typeof deletedCountSchema>> {
  await dbReady();
  const { count } = await db.favorite.deleteMany({ where: { userId, productId: { in: productIds } } });
  return { deleted: count };
}

export async function favoriteStatus(
  userId: number,
  productId: number,
): Promise<z.output<typeof favoriteStatusSchema>> {
  await dbReady();
  const found = await db.favorite.findUnique({
    where: { userId_productId: { userId, productId } },
    select: { id: true },
  });
  return { productId, favorited: Boolean(found) };
}

/** Newest first; products taken off sale stay listed (greyed out by the screen) until removed. */
export async function listFavorites(userId: number, query: PageQuery): Promise<FavoritePage> {
  await dbReady();
  const [rows, total] = await Promise.all([
    db.favorite.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: {
        id: true,
        createdAt: true,
        product: {
          select: { id: true, name: true, price: true, originalPrice: true, image: true, sales: true, isOnSale: true },
        },
      },
      ...skipTake(query),
    }),
    db.favorite.count({ where: { userId } }),
  ]);
  return toPage(
    rows.map(({ id, createdAt, product: { id: productId, ...product } }) => ({
      id,
      productId,
      ...product,
      createdAt: createdAt.toISOString(),
    })),
    total,
    query,
  );
}
