// Notice messages beyond the message centre (docs/decisions/046-notices.md): by SMS, where the shop
// switched it on and the shopper has a phone, and by the mini-program's subscribe message, where the
// shop named its template and the shopper accepted it (PushConsent: one message per acceptance).
//
// Exactly once, across processes and restarts, as the centre's message:
//   - The push rows (MessagePush, unique per message and channel) are made in the notice sweep's
//     transaction, with the message: both or neither. A mini push takes one of the shopper's consents
//     in that transaction (a conditional decrement), so a consent is used once.
//   - A sender claims a due row by one conditional update (status pending, nextAt due, the attempts it
//     read): it moves nextAt past the claim's end, so no other process or run takes the row while the
//     provider is asked. Then it records the outcome on the row it claimed: sent (never claimed again),
//     or back to pending with a later nextAt (backoff) after a provider's failure, or failed once
//     trying again cannot help or the attempts are spent.
//   - The one window left is a process killed after the provider took a send and before `sent` was
//     written: the claim expires and the row is sent again. The SMS gateway gets the push's id to
//     drop such a repeat; the subscribe message has no such key (decision 046).
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { formatMoney } from "@/lib/domain/money-format";
import { isMessageKind, messagePushState, pushStatus, type PushChannel } from "@/lib/domain/notices";
import { isLocale, defaultLocale, type Locale } from "@/lib/i18n/routing";
import { translator } from "@/lib/i18n/messages";
import { noticePushSettingsSchema, type NoticePushSettings } from "@/lib/validation/notices";
import { localizeProducts } from "../catalogue/content-locale";
import type { AuditActor } from "../audit/trail";
import { readSetting, shopCurrency, writeSetting } from "../shop/settings";
import { pushProviderNames, pushProviders, PushFailure } from "./push-providers";

export const NOTICE_PUSH_SETTING = "notices.push";

/** Nothing configured: the centre only. */
export const noPush: NoticePushSettings = {
  sms: false,
  miniTemplateId: "",
  miniTitleField: "thing1",
  miniBodyField: "thing2",
};

/** How long a claimed push is its sender's: longer than a provider call (10 s) with the token's fetch. */
export const PUSH_CLAIM_MS = 60_000;
/** Attempts before a push is given up. */
export const PUSH_MAX_ATTEMPTS = 6;
/** The wait after the n-th failed attempt: 30 s, 1, 2, 4, 8 min… */
export const pushBackoffMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);
/** A subscribe message's thing.DATA holds at most 20 characters. */
const MINI_VALUE_MAX = 20;

export async function noticePushSettings(client: Tx = db) {
  await dbReady();
  const stored = await readSetting(client, NOTICE_PUSH_SETTING, noticePushSettingsSchema);
  return { settings: stored.value ?? noPush, version: stored.version };
}

/** The console's screen: the settings, their version, the providers that would carry them. */
export async function noticePushView(client: Tx = db) {
  return { ...(await noticePushSettings(client)), providers: pushProviderNames() };
}

/** Saves the console's push settings made on `version` (stale: 409 with the settings as saved now), audited. */
export async function saveNoticePushSettings(input: NoticePushSettings & { version: number }, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const { version, ...settings } = input;
    const before = await readSetting(tx, NOTICE_PUSH_SETTING, noticePushSettingsSchema);
    await writeSetting(tx, NOTICE_PUSH_SETTING, settings, version, {
      actor,
      action: "notices.push",
      before: before.value,
      current: { settings: before.value ?? noPush, version: before.version },
    });
    return noticePushView(tx);
  });
}

/**
 * In the sweep's transaction, right after the messages of event `eventId` were written: their push
 * rows, by the shop's settings and each recipient's phone, open id and consent.
 */
export async function enqueuePushes(tx: Tx, eventId: number, now: Date): Promise<number> {
  const { settings } = await noticePushSettings(tx);
  if (!settings.sms && !settings.miniTemplateId) return 0;
  const messages = await tx.message.findMany({
    where: { eventId },
    select: { id: true, user: { select: { id: true, phone: true, miniOpenId: true } } },
  });
  const rows: { messageId: number; channel: PushChannel; recipient: string; template: string; nextAt: Date }[] = [];
  for (const m of messages) {
    if (settings.sms && m.user.phone)
      rows.push({ messageId: m.id, channel: "sms", recipient: m.user.phone, template: "", nextAt: now });
    if (settings.miniTemplateId && m.user.miniOpenId) {
      const consent = await tx.pushConsent.updateMany({
        where: { userId: m.user.id, templateId: settings.miniTemplateId, credits: { gt: 0 } },
        data: { credits: { decrement: 1 } },
      });
      if (consent.count === 1)
        rows.push({
          messageId: m.id,
          channel: "mini",
          recipient: m.user.miniOpenId,
          template: settings.miniTemplateId,
          nextAt: now,
        });
    }
  }
  if (rows.length === 0) return 0;
  await tx.messagePush.createMany({ data: rows.map((r) => ({ ...r, createdAt: now })) });
  await tx.message.updateMany({
    where: { id: { in: [...new Set(rows.map((r) => r.messageId))] } },
    data: { push: messagePushState.PENDING },
  });
  return rows.length;
}

/** The shopper's consents to the mini-program's template (each acceptance allows one message), and their locale. */
export async function recordPushConsent(userId: number, templateIds: string[], locale: Locale) {
  await dbReady();
  const { settings } = await noticePushSettings();
  // Only the shop's template counts: the mini-program asks for it by the id the shop answers.
  const accepted = templateIds.filter((t) => t === settings.miniTemplateId).length;
  return writeTransaction(
    async (tx) => {
      await tx.user.update({ where: { id: userId }, data: { locale } });
      if (accepted === 0) return { credits: 0 };
      const saved = await tx.pushConsent.upsert({
        where: { userId_templateId: { userId, templateId: settings.miniTemplateId } },
        create: { userId, templateId: settings.miniTemplateId, credits: accepted },
        update: { credits: { increment: accepted } },
        select: { credits: true },
      });
      return { credits: saved.credits };
    },
    { shopper: userId },
  );
}

/** What the mini-program asks the shopper to accept: the shop's template, if it set one. */
export async function pushTemplates(): Promise<{ templateIds: string[]; sandbox: boolean }> {
  const { settings } = await noticePushSettings();
  return {
    templateIds: settings.miniTemplateId ? [settings.miniTemplateId] : [],
    sandbox: pushProviderNames().mini === "sandbox",
  };
}

type Due = {
  id: number;
  channel: string;
  recipient: string;
  template: string;
  attempts: number;
  message: { kind: string; params: string; productId: number | null; link: string; user: { locale: string | null } };
};

/** The message's title and text in `locale`, amounts in the shop's currency, the product's name in that locale. */
async function texts(message: Due["message"], locale: Locale): Promise<{ title: string; body: string } | null> {
  if (!isMessageKind(message.kind)) return null;
  const params = JSON.parse(message.params) as Record<string, string | number>;
  const currency = await shopCurrency();
  for (const key of ["price", "amount"])
    if (typeof params[key] === "number") params[key] = formatMoney(params[key] as number, currency, locale);
  if (message.productId !== null) {
    const product = await db.product.findUnique({ where: { id: message.productId }, select: { id: true, name: true } });
    params.product = product ? (await localizeProducts([product], locale))[0].name : "";
  }
  const t = translator(locale);
  return { title: t(`messageCentre.${message.kind}.title`), body: t(`messageCentre.${message.kind}.body`, params) };
}

const clip = (text: string) => (text.length > MINI_VALUE_MAX ? `${text.slice(0, MINI_VALUE_MAX - 1)}…` : text);

async function send(push: Due, attempts: number, settings: NoticePushSettings): Promise<void> {
  const locale = isLocale(push.message.user.locale) ? push.message.user.locale : defaultLocale;
  const text = await texts(push.message, locale);
  if (!text) throw new PushFailure(`unknown message kind ${push.message.kind}`, true);
  if (push.channel === "sms")
    return pushProviders().sms({ id: push.id, attempts, phone: push.recipient, text: `${text.title}: ${text.body}` });
  if (push.channel === "mini")
    return pushProviders().mini({
      id: push.id,
      attempts,
      openId: push.recipient,
      templateId: push.template,
      page: `pages/index/index?path=${encodeURIComponent(push.message.link || "/messages")}`,
      data: {
        [settings.miniTitleField]: { value: clip(text.title) },
        [settings.miniBodyField]: { value: clip(text.body) },
      },
    });
  throw new PushFailure(`unknown channel ${push.channel}`, true);
}

/** Message.push from its rows: failed if one gave up, sent when all are, else pending. */
async function summarise(tx: Tx, messageId: number): Promise<void> {
  const rows = await tx.messagePush.findMany({ where: { messageId }, select: { status: true } });
  const state = rows.some((r) => r.status === pushStatus.FAILED)
    ? messagePushState.FAILED
    : rows.every((r) => r.status === pushStatus.SENT)
      ? messagePushState.SENT
      : messagePushState.PENDING;
  await tx.message.updateMany({ where: { id: messageId, NOT: { push: state } }, data: { push: state } });
}

/** One push, if this run claims it: sent, retried later, or given up. Whether it was sent. */
async function deliverPush(push: Due, settings: NoticePushSettings, now: Date): Promise<boolean> {
  const claimed = await writeTransaction((tx) =>
    tx.messagePush.updateMany({
      where: { id: push.id, status: pushStatus.PENDING, attempts: push.attempts, nextAt: { lte: now } },
      data: { attempts: { increment: 1 }, nextAt: new Date(now.getTime() + PUSH_CLAIM_MS) },
    }),
  );
  if (claimed.count !== 1) return false;
  const attempts = push.attempts + 1;
  let outcome: { status: string; nextAt?: Date; lastError: string; sentAt?: Date };
  try {
    await send(push, attempts, settings);
    outcome = { status: pushStatus.SENT, lastError: "", sentAt: new Date() };
  } catch (error) {
    const permanent = error instanceof PushFailure && error.permanent;
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[notices] push ${push.id} (${push.channel}) attempt ${attempts} failed: ${message}`);
    outcome =
      permanent || attempts >= PUSH_MAX_ATTEMPTS
        ? { status: pushStatus.FAILED, lastError: message.slice(0, 500) }
        : {
            status: pushStatus.PENDING,
            nextAt: new Date(now.getTime() + pushBackoffMs(attempts)),
            lastError: message.slice(0, 500),
          };
  }
  await writeTransaction(async (tx) => {
    // Only the claim this run made (a claim that outlived PUSH_CLAIM_MS may have been taken over; the
    // sandbox marked its send itself).
    await tx.messagePush.updateMany({ where: { id: push.id, status: pushStatus.PENDING, attempts }, data: outcome });
    const row = await tx.messagePush.findUnique({ where: { id: push.id }, select: { messageId: true } });
    if (row) await summarise(tx, row.messageId);
  });
  return outcome.status === pushStatus.SENT;
}

/**
 * One run: the pushes due now, oldest first; the number sent. `at`: a fixed clock (tests); without it
 * each claim is made at its own moment, so a long run's later claims still last their full length.
 */
export async function deliverPushes(at?: Date, { limit = 100 }: { limit?: number } = {}): Promise<number> {
  await dbReady();
  const now = at ?? new Date();
  const due = await db.messagePush.findMany({
    where: { status: pushStatus.PENDING, nextAt: { lte: now } },
    orderBy: { id: "asc" },
    take: limit,
    select: {
      id: true,
      channel: true,
      recipient: true,
      template: true,
      attempts: true,
      message: {
        select: { kind: true, params: true, productId: true, link: true, user: { select: { locale: true } } },
      },
    },
  });
  if (due.length === 0) return 0;
  const { settings } = await noticePushSettings();
  let sent = 0;
  for (const push of due) if (await deliverPush(push, settings, at ?? new Date())) sent += 1;
  return sent;
}
