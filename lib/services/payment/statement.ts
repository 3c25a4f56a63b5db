// A provider's statement of a day, as the finance operator imports it (issue 34 §5, decision 041):
// - WeChat Pay's trade bill (交易账单, "ALL"): UTF-8 CSV, a header line, detail lines whose every
//   field starts with "`", then a summary header (总交易单数,…) and its line. Each line names the
//   merchant (商户号); a refund is a line of its own (交易状态 REFUND) naming our refund number.
// - Alipay's account bill (账务明细): the ZIP the open platform serves, or the CSV inside it (GBK as
//   served, or UTF-8 once saved by a spreadsheet); "#" lines around a header and the detail lines,
//   the account (#账号：[…]) and the day (#起始日期：[…]) in the head. Refund lines (业务类型 交易退款)
//   carry the payment's number, not ours, so they are matched by payment and amount.
// Anything else is refused with one reason, before anything is stored. The sandbox writes its own
// statements in these formats (sandboxStatement), so the whole path runs without a provider.
import { dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { formatCents, parseYuan } from "@/lib/domain/money";
import { paymentEnv } from "@/lib/env";
import { SHOP_TIME_ZONE, shopDay } from "@/lib/format/date";
import { shopDayEnd, shopDayStart } from "@/lib/format/shop-clock";
import { sandboxAllowed } from "../platform/sandbox-policy";
import { alipayConfig, wechatConfig } from "./providers/config";
import { unzip } from "./providers/bills";
import type { Bill } from "./providers/types";
import { channelMoves, type ReconcileChannel } from "./day-moves";

export type StatementFormat = "wechat-trade-bill" | "alipay-account-bill";

export type StatementLine = {
  kind: "payment" | "refund";
  outTradeNo: string;
  /** Ours, when the statement names it (WeChat Pay); Alipay's account bill does not. */
  refundNo: string | null;
  amount: number;
  at: string;
};

export type Statement = {
  channel: ReconcileChannel;
  format: StatementFormat;
  merchant: string;
  day: string;
  lines: StatementLine[];
};

/** The sandbox's merchant numbers: what its statements name, and what no real merchant has. */
export const SANDBOX_WECHAT_MCH_ID = "1900000000";
export const SANDBOX_ALIPAY_ACCOUNT = "20880000000000000156";

/** Our merchant at the channel's provider: the configured one, else the sandbox's (null: neither). */
export function expectedMerchant(channel: ReconcileChannel): { id: string; sandbox: boolean } | null {
  if (channel === "wechat") {
    const config = wechatConfig();
    if (config) return { id: config.mchId, sandbox: false };
  } else if (alipayConfig()) {
    const pid = paymentEnv().ALIPAY_PID;
    return pid ? { id: pid, sandbox: false } : null;
  }
  if (!sandboxAllowed()) return null;
  return { id: channel === "wechat" ? SANDBOX_WECHAT_MCH_ID : SANDBOX_ALIPAY_ACCOUNT, sandbox: true };
}

const refuse = (key: string, values: Record<string, string | number> = {}): never => {
  throw new ApiError("VALIDATION", { key, values });
};

/** Amounts in yuan ("12.30", "-0.01", "0.00000") into cents; refuses the file naming the line. */
function cents(text: string | undefined, line: number): number {
  const value = (text ?? "").trim();
  const negative = value.startsWith("-");
  const digits = (negative || value.startsWith("+") ? value.slice(1) : value).replace(/^(\d+\.\d{2})0+$/, "$1");
  const parsed = parseYuan(digits);
  if (parsed === null) return refuse("STATEMENT_DAMAGED", { line, reason: `"${value}"` });
  return negative ? -parsed : parsed;
}

/** "2026-11-26 10:00:00", "2026/11/26 …", "2026年11月26日 …" → "2026-11-26" (null: no date). */
function dayOf(text: string): string | null {
  const m = /(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})/.exec(text);
  return m ? `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}` : null;
}

const headerName = (name: string) =>
  name
    .replace(/^\uFEFF/, "")
    .replace(/[（(][^）)]*[）)]/g, "")
    .trim();

function columnsOf(header: string, required: string[], format: string) {
  const index = new Map(header.split(",").map((name, i) => [headerName(name), i]));
  const missing = required.filter((name) => !index.has(name));
  if (missing.length) refuse("STATEMENT_NOT_RECOGNISED", { format, reason: missing.join("、") });
  return (cells: string[], name: string) => cells[index.get(name)!] ?? "";
}

function decodeText(file: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(file).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("gbk").decode(file);
  }
}

const WECHAT_COLUMNS = [
  "交易时间",
  "商户号",
  "商户订单号",
  "交易状态",
  "订单金额",
  "商户退款单号",
  "申请退款金额",
  "退款状态",
];

function parseWechat(text: string): Omit<Statement, "day"> & { days: Set<string> } {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const col = columnsOf(lines[0] ?? "", WECHAT_COLUMNS, "WeChat Pay");
  const summaryAt = lines.findIndex((l) => headerName(l).startsWith("总交易单数"));
  if (summaryAt < 1) refuse("STATEMENT_DAMAGED", { line: lines.length + 1, reason: "总交易单数" });
  const merchants = new Set<string>();
  const days = new Set<string>();
  const out: StatementLine[] = [];
  for (const [i, raw] of lines.slice(1, summaryAt).entries()) {
    const line = i + 2;
    if (!raw.startsWith("`")) refuse("STATEMENT_DAMAGED", { line, reason: raw.slice(0, 40) });
    const cells = raw.split(",").map((f) => f.replace(/^`/, "").trim());
    merchants.add(col(cells, "商户号"));
    const at = col(cells, "交易时间");
    const day = dayOf(at);
    if (!day) refuse("STATEMENT_DAMAGED", { line, reason: at });
    days.add(day!);
    const refund = col(cells, "交易状态") === "REFUND";
    // A refund the provider has not carried out (PROCESSING, FAIL…) is not money that left.
    if (refund && col(cells, "退款状态") !== "SUCCESS") continue;
    out.push({
      kind: refund ? "refund" : "payment",
      outTradeNo: col(cells, "商户订单号"),
      refundNo: refund ? col(cells, "商户退款单号") : null,
      amount: cents(refund ? col(cells, "申请退款金额") : col(cells, "订单金额"), line),
      at,
    });
  }
  if (merchants.size > 1) refuse("STATEMENT_OTHER_MERCHANT", { merchant: [...merchants].join("、") });
  return { channel: "wechat", format: "wechat-trade-bill", merchant: [...merchants][0] ?? "", lines: out, days };
}

const ALIPAY_TITLE = "#支付宝账务明细查询";
const ALIPAY_COLUMNS = ["商户订单号", "发生时间", "收入金额", "支出金额", "业务类型"];

function parseAlipay(text: string): Omit<Statement, "day"> & { days: Set<string> } {
  const lines = text.split(/\r?\n/);
  const head = lines.filter((l) => l.startsWith("#"));
  const account = /^#账号[：:]\s*\[([^\]]*)\]/.exec(head.find((l) => l.startsWith("#账号")) ?? "")?.[1]?.trim();
  const start = dayOf(head.find((l) => l.startsWith("#起始日期")) ?? "");
  if (!account) refuse("STATEMENT_DAMAGED", { line: 2, reason: "#账号" });
  const headerAt = lines.findIndex((l) => l.trim() !== "" && !l.startsWith("#"));
  const col = columnsOf(lines[headerAt] ?? "", ALIPAY_COLUMNS, "Alipay");
  const out: StatementLine[] = [];
  const days = new Set<string>(start ? [start] : []);
  for (const [i, raw] of lines.slice(headerAt + 1).entries()) {
    if (raw.startsWith("#")) break;
    if (raw.trim() === "") continue;
    const line = headerAt + i + 2;
    const cells = raw.split(",").map((f) => f.replace(/\t+$/, "").trim());
    const type = col(cells, "业务类型");
    const at = col(cells, "发生时间");
    const day = dayOf(at);
    if (!day) refuse("STATEMENT_DAMAGED", { line, reason: at });
    days.add(day!);
    // Payments in (在线支付, 交易) and refunds out (交易退款, 退款); fees, transfers and the like are the
    // account's business, not an order's.
    const kind = /退款/.test(type) ? "refund" : type === "在线支付" || type === "交易" ? "payment" : null;
    if (!kind) continue;
    const amount =
      kind === "refund" ? Math.abs(cents(col(cells, "支出金额"), line)) : cents(col(cells, "收入金额"), line);
    out.push({ kind, outTradeNo: col(cells, "商户订单号"), refundNo: null, amount, at });
  }
  return { channel: "alipay", format: "alipay-account-bill", merchant: account!, lines: out, days };
}

/**
 * Reads an uploaded statement for `channel` and `day`, or refuses it with one reason: not a statement
 * we read, a statement of the other channel, of another merchant, of another day, or damaged.
 */
export function readStatement(file: Buffer, channel: ReconcileChannel, day: string): Statement {
  let text: string;
  if (file.subarray(0, 2).toString("latin1") === "PK") {
    let files: Map<string, Buffer>;
    try {
      files = unzip(file);
    } catch {
      return refuse("STATEMENT_NOT_RECOGNISED", { format: "ZIP", reason: "ZIP" });
    }
    const detail = [...files.values()].map(decodeText).find((t) => t.startsWith(ALIPAY_TITLE));
    text = detail ?? refuse("STATEMENT_NOT_RECOGNISED", { format: "ZIP", reason: ALIPAY_TITLE });
  } else text = decodeText(file);
  const isAlipay = text.startsWith(ALIPAY_TITLE);
  const isWechat = !isAlipay && /^\uFEFF?交易时间,/.test(text);
  if (!isAlipay && !isWechat)
    refuse("STATEMENT_NOT_RECOGNISED", { format: "?", reason: text.slice(0, 30).replace(/\s+/g, " ") });
  const found = isWechat ? "wechat" : "alipay";
  if (found !== channel) refuse("STATEMENT_WRONG_CHANNEL", { found, channel });
  const parsed = isWechat ? parseWechat(text) : parseAlipay(text);
  const ours = expectedMerchant(channel);
  if (!ours) refuse("STATEMENT_MERCHANT_UNKNOWN", { channel });
  const sameMerchant =
    parsed.merchant === "" ||
    (channel === "alipay" ? parsed.merchant.startsWith(ours!.id) : parsed.merchant === ours!.id);
  if (!sameMerchant) refuse("STATEMENT_OTHER_MERCHANT", { merchant: parsed.merchant });
  const otherDay = [...parsed.days].find((d) => d !== day);
  if (otherDay) refuse("STATEMENT_OTHER_DAY", { found: otherDay, day });
  return { channel, format: parsed.format, merchant: parsed.merchant, day, lines: parsed.lines };
}

/** A bill downloaded through a provider (real keys), in the same terms as an uploaded statement. */
export function statementOfBill(bill: Bill, channel: ReconcileChannel, merchant: string): Statement {
  if (bill.kind !== "trade") throw new Error("statementOfBill: a trade bill is needed");
  return {
    channel,
    format: channel === "wechat" ? "wechat-trade-bill" : "alipay-account-bill",
    merchant,
    day: bill.date,
    lines: bill.lines
      .filter((l) => l.kind === "payment" || l.status === "SUCCESS" || l.status === "REFUND")
      .map((l) => ({
        kind: l.kind,
        outTradeNo: l.outTradeNo,
        refundNo: l.refundNo || null,
        amount: l.amount,
        at: l.at,
      })),
  };
}

// ---------- what the sandbox writes ----------

const yuan = (amount: number) => formatCents(amount).replace(/,/g, "");
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
/** "2026-11-26 10:00:00" on the shop's clock, as both bills write times. */
const timeOf = (at: Date) => `${shopDay(at)} ${clock.format(at)}`;

/**
 * The sandbox's statement of a day for a channel (its payments and the refunds it carried out), in the
 * provider's format: what the finance operator downloads, checks and imports as they would a real one.
 */
export async function sandboxStatement(
  channel: ReconcileChannel,
  day: string,
): Promise<{ body: string; filename: string }> {
  const ours = expectedMerchant(channel);
  if (!ours?.sandbox) throw new ApiError("CONFLICT", { key: "STATEMENT_NOT_SANDBOX" });
  await dbReady();
  const moves = await channelMoves({ gte: shopDayStart(day), lt: shopDayEnd(day) }, channel, "sandbox");
  const compact = day.replaceAll("-", "");
  if (channel === "wechat") {
    const b = (v: string | number) => `\`${v}`;
    const header =
      "交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注";
    const rows = [
      ...moves.payments.map((p) =>
        [timeOf(p.at), "sandbox", ours.id, "0", "", p.providerTradeNo ?? "", p.outTradeNo, "", "JSAPI", "SUCCESS"]
          .concat(["OTHERS", "CNY", yuan(p.amount), "0.00", "0", "0", "0.00", "0.00", "", "", p.orderNo, ""])
          .concat(["0.00000", "0.60%", yuan(p.amount), "0.00", ""]),
      ),
      ...moves.refunds.map((r) =>
        [timeOf(r.at), "sandbox", ours.id, "0", "", "", r.outTradeNo, "", "JSAPI", "REFUND", "OTHERS", "CNY"]
          .concat(["0.00", "0.00", `SBXRF${r.refundNo}`, r.refundNo, yuan(r.amount), "0.00", "ORIGINAL", "SUCCESS"])
          .concat([r.orderNo, "", "0.00000", "0.60%", "0.00", yuan(r.amount), ""]),
      ),
    ].map((cells) => cells.map(b).join(","));
    const paid = moves.payments.reduce((n, p) => n + p.amount, 0);
    const refunded = moves.refunds.reduce((n, r) => n + r.amount, 0);
    const body = [
      header,
      ...rows,
      "总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额",
      [rows.length, yuan(paid), yuan(refunded), "0.00", "0.00000", yuan(paid), yuan(refunded)].map(b).join(","),
    ].join("\r\n");
    return { body: `${body}\r\n`, filename: `wechat-tradebill-${compact}.csv` };
  }
  const moveRows = [
    ...moves.payments.map((p) => ({ at: p.at, out: p.outTradeNo, name: p.orderNo, income: p.amount, expense: 0 })),
    ...moves.refunds.map((r) => ({ at: r.at, out: r.outTradeNo, name: r.orderNo, income: 0, expense: r.amount })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  let balance = 0;
  const t = (v: string) => `${v}\t`;
  const rows = moveRows.map((m, i) => {
    balance += m.income - m.expense;
    return [
      t(`${compact}${String(i + 1).padStart(8, "0")}`),
      t(`SBX${compact}${String(i + 1).padStart(6, "0")}`),
      t(m.out),
      t(m.name),
      timeOf(m.at),
      t("sandbox"),
      yuan(m.income),
      m.expense ? yuan(-m.expense) : "0.00",
      yuan(balance),
      "支付宝",
      m.expense ? "交易退款" : "在线支付",
      "",
    ].join(",");
  });
  const body = [
    ALIPAY_TITLE,
    `#账号：[${ours.id}]`,
    `#起始日期：[${day} 00:00:00]   终止日期：[${day} 23:59:59]`,
    "#-----------------------------------------账务明细列表----------------------------------------",
    "账务流水号,业务流水号,商户订单号,商品名称,发生时间,对方账号,收入金额（+元）,支出金额（-元）,账户余额（元）,交易渠道,业务类型,备注",
    ...rows,
    "#-----------------------------------------账务明细列表结束------------------------------------",
    `#导出时间：[${timeOf(new Date())}]`,
  ].join("\r\n");
  return { body: `${body}\r\n`, filename: `${ours.id}_${compact}_账务明细.csv` };
}
