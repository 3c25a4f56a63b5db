// Deleting a piece of the home in the back office: a banner, a home button or a hot search word.
import { dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { withAudit, type AuditActor } from "../../audit/trail";
import { dropTranslations, staleVersion } from "../admin-text";
import { oneBanner } from "./banners";
import { oneButton } from "./home-buttons";
import { oneHotWord } from "./hot-words";

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
