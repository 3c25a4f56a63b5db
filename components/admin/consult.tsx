// The consult inbox: threads with unanswered questions (or all), one thread at a time, live (the same
// polling as the shopper's screen, every few seconds while the tab is visible), and the reply box.
"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { consultOptions, replyToThread, useThread, useThreads } from "@/lib/admin-client/service";
import { Badge, Button, Card, PageHeader, When, inputClass } from "./ui";
import { useParam } from "./frame/use-list-state";
import { formatPhone } from "@/lib/phone";

function Thread({ userId, onReplied }: { userId: number; onReplied: () => void }) {
  const t = useTranslations("consult");
  const { data, mutate } = useThread(userId);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const last = data?.rows.at(-1)?.id;
  // A block body: Chromium's scrollIntoView() returns a promise, which an expression body would hand
  // React as the cleanup (the crash of issue 31).
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [last]);
  if (!data) return <p className="text-sm text-gray-600">…</p>;
  const who =
    data.shopper?.username ?? (data.shopper?.phone ? formatPhone(data.shopper.phone) : data.shopper?.nickname) ?? "";
  return (
    <Card title={t("threadWith", { name: who })}>
      <ol
        className="mb-3 max-h-[28rem] space-y-2 overflow-y-auto rounded bg-gray-50 p-3"
        aria-live="polite"
        data-testid="consult-thread"
      >
        {data.rows.map((m) => (
          <li key={m.id} className={`flex ${m.sender === "service" ? "justify-end" : "justify-start"}`}>
            <div
              className={`max-w-[75%] rounded-lg px-3 py-2 text-sm ${m.sender === "service" ? "bg-accent text-white" : "bg-white text-gray-900 shadow-sm"}`}
            >
              <p className="break-words whitespace-pre-line">{m.content}</p>
              {m.product ? (
                <p className="mt-1 text-xs opacity-80">{t("aboutProduct", { name: m.product.name })}</p>
              ) : null}
              <p className="mt-1 text-[11px] opacity-80">
                <When at={m.createdAt} />
              </p>
            </div>
          </li>
        ))}
        <li ref={end} aria-hidden />
      </ol>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!text.trim()) {
            setError(t("empty"));
            return;
          }
          setBusy(true);
          try {
            await replyToThread({ userId, content: text });
            setText("");
            setError("");
            void mutate();
            onReplied();
          } catch (err) {
            setError((err as { fields?: Record<string, string> }).fields?.content ?? (err as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <label htmlFor="consult-reply" className="mb-1 block text-sm font-medium">
          {t("reply")}
        </label>
        <textarea
          id="consult-reply"
          rows={3}
          maxLength={500}
          className={inputClass}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "consult-reply-error" : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error ? (
          <p id="consult-reply-error" role="alert" className="mt-1 text-xs text-price">
            {error}
          </p>
        ) : null}
        <Button type="submit" kind="primary" className="mt-2" disabled={busy}>
          {t("send")}
        </Button>
      </form>
    </Card>
  );
}

export function ConsultScreen() {
  const t = useTranslations("consult");
  const tc = useTranslations("common");
  const [filterParam, setFilter] = useParam("filter");
  const [user, setUser] = useParam("user");
  const filter = filterParam === "all" ? "all" : "waiting";
  const threads = useThreads(filter);
  const selected = Number(user) || null;
  const rows = threads.data?.rows ?? [];
  return (
    <>
      <PageHeader title={t("title")} />
      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <div>
          <div className="mb-2 flex gap-2" role="group" aria-label={t("filter")}>
            {consultOptions.filter.map((f) => (
              <Button
                key={f}
                kind={filter === f ? "primary" : "secondary"}
                aria-pressed={filter === f}
                onClick={() => setFilter(f === "waiting" ? "" : f)}
              >
                {t(`filters.${f}`)}
              </Button>
            ))}
          </div>
          <ul
            className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
            data-testid="consult-threads"
          >
            {threads.isLoading ? <li className="p-3 text-sm text-gray-600">{tc("loading")}</li> : null}
            {!threads.isLoading && rows.length === 0 ? (
              <li className="p-3 text-sm text-gray-600">{t("none")}</li>
            ) : null}
            {rows.map((r) => (
              <li key={r.userId}>
                <button
                  type="button"
                  aria-current={selected === r.userId ? "true" : undefined}
                  className={`block w-full px-3 py-2 text-left text-sm hover:bg-gray-50 ${selected === r.userId ? "bg-blue-50" : ""}`}
                  onClick={() => setUser(r.userId)}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-medium">{r.username ?? r.nickname}</span>
                    {r.waiting > 0 ? <Badge tone="bad">{t("waiting", { count: r.waiting })}</Badge> : null}
                  </span>
                  <span className="block truncate text-xs text-gray-600">{r.lastContent}</span>
                  <span className="block text-[11px] text-gray-600">
                    <When at={r.lastAt} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          {selected ? (
            <Thread userId={selected} onReplied={() => void threads.mutate()} />
          ) : (
            <p className="text-sm text-gray-600">{t("pick")}</p>
          )}
        </div>
      </div>
    </>
  );
}
