// Uploads: one image sent to the upload endpoint with progress (fetch cannot report upload progress,
// so this uses XMLHttpRequest), following the fetcher's rules: bearer token, 60 s timeout, 401 ->
// login, refreshed tokens replace the stored one, errors carry the server's translated message. And
// the shopper's uploads, listed (SWR) and deleted.
"use client";

import { api, type Result } from "./api";
import { accountUpload, accountUploadDelete, accountUploads } from "./routes/account.generated";
import { ApiClientError, goToLogin, REQUEST_TIMEOUT_MS, storeRefreshedToken } from "./fetcher";
import { useApi } from "./swr";
import { clearSession, readSession, isLoggedIn } from "./session";
import { currentLocale } from "./locale-path";

export type UploadRecord = Result<typeof accountUpload>[number];

/** The upload screen's list: the newest 30. */
export const useUploads = () => useApi(accountUploads, { pageSize: 30 });

export const deleteUpload = (id: number) => api(accountUploadDelete, { id });

export function uploadImage(
  file: File,
  options: { categoryId?: string; onProgress?: (percent: number) => void; networkError: string },
): Promise<UploadRecord> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const [method, path] = accountUpload.split(" ");
    xhr.open(method, path);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("x-locale", currentLocale());
    const session = readSession();
    if (isLoggedIn(session)) xhr.setRequestHeader("authorization", `Bearer ${session.token}`);
    xhr.upload.onprogress = (e) =>
      e.lengthComputable && options.onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    const fail = () => reject(new ApiClientError(0, "NETWORK", options.networkError));
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onload = () => {
      storeRefreshedToken((name) => xhr.getResponseHeader(name));
      let data: { code?: string; message?: string } | UploadRecord[] | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && Array.isArray(data) && data[0]) {
        options.onProgress?.(100);
        return resolve(data[0]);
      }
      const body = data && !Array.isArray(data) ? data : {};
      if (xhr.status === 401) {
        clearSession();
        goToLogin();
      }
      reject(new ApiClientError(xhr.status, body.code ?? `HTTP_${xhr.status}`, body.message ?? options.networkError));
    };
    const form = new FormData();
    form.append("file", file);
    if (options.categoryId) form.append("categoryId", options.categoryId);
    xhr.send(form);
  });
}
