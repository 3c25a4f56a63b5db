// Photos attached to reviews and after-sales requests: URLs of the caller's own uploads (POST
// /api/v1/upload), stored as a JSON array.
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";

/** 422 unless every URL is one of the user's uploads (someone else's photo, or any other URL, is refused). */
export async function assertOwnImages(userId: number, urls: string[]): Promise<void> {
  if (!urls.length) return;
  await dbReady();
  const unique = [...new Set(urls)];
  const owned = await db.upload.count({ where: { userId, url: { in: unique } } });
  if (owned !== unique.length) throw new ApiError("VALIDATION", { key: "IMAGES_NOT_OWN" });
}

export function parseImages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
