// A tiny toast bus: anything (the fetcher, a form) calls showToast; <Toaster /> renders it.
"use client";

export const TOAST_EVENT = "mall:toast";
export const TOAST_DURATION_MS = 1500;

export type ToastDetail = { message: string; kind?: "info" | "success" | "error" };

export function showToast(message: string, kind: ToastDetail["kind"] = "info"): void {
  if (typeof window === "undefined" || !message) return;
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail: { message, kind } }));
}
