// Image uploads (the OssUpload screens and avatars): checked by content, size-limited, stored by an
// upload provider, recorded in Upload (spec: url, name, size, file_id, provider, category_id, width,
// height, orientation). Records belong to their uploader: reading or deleting someone else's answers
// 404, like a record that does not exist.
//
// The default provider keeps files on the local disk under UPLOAD_DIR and serves them back from
// /uploads/<file_id>.<ext> (app/uploads/[file]/route.ts). A cloud store implements the same interface.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { db, dbReady } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage } from "@/lib/paging";
import type { UploadListQuery } from "@/lib/validation/account";
import { imageInfo, type ImageKind } from "../../media/image-info";
import { consumeRateLimit, rateLimitedError } from "../platform/rate-limit";
import { recordAudit, type AuditActor } from "../audit/trail";
import type { z } from "zod";
import type { uploadRecordSchema } from "@/lib/validation/responses/account";
import type { okSchema } from "@/lib/validation/responses/common";

/** Spec: choose-image default count 9. */
export const MAX_FILES_PER_UPLOAD = 9;
const UPLOADS_PER_HOUR = 120;
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Spec: upload cache header max-age. Files never change under their name. */
export const UPLOAD_CACHE_SECONDS = 2_592_000;

export interface UploadProvider {
  readonly name: string;
  put(fileName: string, bytes: Uint8Array, mime: string): Promise<{ url: string }>;
  remove(fileName: string): Promise<void>;
}

const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
const MIME_BY_EXT: Record<string, ImageKind["mime"]> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

function uploadDir(): string {
  return path.resolve(env().UPLOAD_DIR);
}

export const localUploadProvider: UploadProvider = {
  name: "local",
  async put(fileName, bytes) {
    const dir = uploadDir();
    await fs.mkdir(dir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = path.join(dir, `.${fileName}.${process.pid}.tmp`);
    await fs.writeFile(temp, bytes, { mode: 0o644 });
    await fs.rename(temp, path.join(dir, fileName));
    return { url: `/uploads/${fileName}` };
  },
  async remove(fileName) {
    await fs.rm(path.join(uploadDir(), fileName), { force: true });
  },
};

/** A locally stored upload for the serving route, or null (unknown or malformed name). */
export async function readLocalUpload(fileName: string): Promise<{ bytes: Buffer; mime: string } | null> {
  if (!STORED_NAME.test(fileName)) return null;
  try {
    const bytes = await fs.readFile(path.join(uploadDir(), fileName));
    return { bytes, mime: MIME_BY_EXT[fileName.split(".")[1]] };
  } catch {
    return null;
  }
}

const providers: Record<string, UploadProvider> = { local: localUploadProvider };
const uploadProvider = () => localUploadProvider;

export type IncomingFile = { name: string; bytes: Uint8Array };

/** The most a multipart upload request may carry: the files at their limit and the form around them. */
export function maxUploadRequestBytes(): number {
  return env().UPLOAD_MAX_BYTES * MAX_FILES_PER_UPLOAD + FORM_OVERHEAD_BYTES;
}

/** 413 with the limit in megabytes. */
export function uploadTooLarge(): ApiError {
  return new ApiError("PAYLOAD_TOO_LARGE", { key: "UPLOAD_TOO_LARGE", values: { mb: maxMegabytes() } });
}

const maxMegabytes = () => Math.floor((env().UPLOAD_MAX_BYTES / 1024 / 1024) * 10) / 10;

/** A display name: no path, no control characters, bounded length. */
function cleanName(name: string, ext: string): string {
  const base = path
    .basename(name.replace(/\\/g, "/"))
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return (base || `image.${ext}`).slice(-100);
}

type UploadRow = {
  id: number;
  url: string;
  name: string;
  size: number;
  fileId: string;
  provider: string;
  categoryId: string | null;
  mimeType: string;
  width: number | null;
  height: number | null;
  orientation: string | null;
  createdAt: Date;
};

export type UploadRecord = z.output<typeof uploadRecordSchema>;

/** The record in the specification's field names. */
function toRecord(u: UploadRow): UploadRecord {
  return {
    id: u.id,
    url: u.url,
    name: u.name,
    size: u.size,
    file_id: u.fileId,
    provider: u.provider,
    category_id: u.categoryId,
    mime_type: u.mimeType,
    width: u.width,
    height: u.height,
    orientation: u.orientation,
    created_at: u.createdAt.toISOString(),
  };
}

/** Who uploads: a shopper, or an operator (the back office's product and content pictures). */
type Uploader = { userId: number } | { operatorId: number };

async function storeUploads(owner: Uploader, files: IncomingFile[], categoryId?: string): Promise<UploadRecord[]> {
  if (files.length === 0) throw new ApiError("BAD_REQUEST", { key: "UPLOAD_NO_FILE" });
  if (files.length > MAX_FILES_PER_UPLOAD)
    throw new ApiError("BAD_REQUEST", { key: "UPLOAD_TOO_MANY", values: { count: MAX_FILES_PER_UPLOAD } });
  const checked = files.map((file) => {
    if (file.bytes.byteLength === 0) throw new ApiError("BAD_REQUEST", { key: "UPLOAD_NO_FILE" });
    if (file.bytes.byteLength > env().UPLOAD_MAX_BYTES) throw uploadTooLarge();
    const info = imageInfo(file.bytes);
    if (!info) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", { key: "UPLOAD_NOT_IMAGE" });
    return { file, info };
  });
  const key = "userId" in owner ? `upload:user:${owner.userId}` : `upload:operator:${owner.operatorId}`;
  const budget = await consumeRateLimit({ key, limit: UPLOADS_PER_HOUR, windowSeconds: 3600 });
  if (!budget.allowed) throw rateLimitedError("RATE_LIMITED", budget);

  await dbReady();
  const provider = uploadProvider();
  const records: UploadRecord[] = [];
  for (const { file, info } of checked) {
    const fileId = crypto.randomBytes(16).toString("hex");
    const fileName = `${fileId}.${info.ext}`;
    const { url } = await provider.put(fileName, file.bytes, info.mime);
    try {
      const row = await db.upload.create({
        data: {
          ...owner,
          url,
          name: cleanName(file.name, info.ext),
          size: file.bytes.byteLength,
          fileId: fileName,
          provider: provider.name,
          categoryId: categoryId ?? null,
          mimeType: info.mime,
          width: info.width,
          height: info.height,
          orientation: info.orientation,
        },
      });
      records.push(toRecord(row));
    } catch (error) {
      await provider.remove(fileName);
      throw error;
    }
  }
  return records;
}

export function saveUploads(userId: number, files: IncomingFile[], categoryId?: string): Promise<UploadRecord[]> {
  return storeUploads({ userId }, files, categoryId);
}

/** An operator's pictures (products, banners): the same checks by content, size and rate as a shopper's. */
export async function saveOperatorUploads(
  operatorId: number,
  files: IncomingFile[],
  actor: AuditActor,
): Promise<UploadRecord[]> {
  const records = await storeUploads({ operatorId }, files, "admin");
  await recordAudit(actor, { action: "upload.create", entity: "upload", after: { urls: records.map((r) => r.url) } });
  return records;
}

export async function listUploads(userId: number, query: UploadListQuery) {
  await dbReady();
  const where = { userId, ...(query.categoryId ? { categoryId: query.categoryId } : {}) };
  const [rows, total] = await Promise.all([
    db.upload.findMany({ where, orderBy: { id: "desc" }, ...skipTake(query) }),
    db.upload.count({ where }),
  ]);
  return toPage(rows.map(toRecord), total, query);
}

async function ownUploadOrThrow(userId: number, id: number) {
  await dbReady();
  const row = await db.upload.findFirst({ where: { id, userId } });
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

export async function getUpload(userId: number, id: number): Promise<UploadRecord> {
  return toRecord(await ownUploadOrThrow(userId, id));
}

export async function deleteUpload(userId: number, id: number): Promise<z.output<typeof okSchema>> {
  const row = await ownUploadOrThrow(userId, id);
  const removed = await db.upload.deleteMany({ where: { id: row.id, userId } });
  if (removed.count > 0) await removeStoredFile(row.provider, row.fileId);
  return { ok: true };
}

/** Whether `url` is one of the user's uploads (an avatar must be). */
export async function isOwnUploadUrl(userId: number, url: string): Promise<boolean> {
  await dbReady();
  return (await db.upload.count({ where: { userId, url } })) > 0;
}

export async function removeStoredFile(providerName: string, fileName: string): Promise<void> {
  try {
    await (providers[providerName] ?? localUploadProvider).remove(fileName);
  } catch (error) {
    console.warn("[upload] could not remove", fileName, error);
  }
}
