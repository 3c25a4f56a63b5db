// The providers' daily bills, parsed into our terms (integer cents, one line per payment or refund):
// - WeChat Pay v3: CSV text, a header line, detail lines whose every field starts with "`", then a
//   summary header and a summary line (trade bill: 总交易单数,…; fund-flow bill: 资金流水总笔数,…).
//   Columns are found by their header names, since the bill types order them differently.
// - Alipay: a ZIP of GBK-encoded CSV files; the detail file ("#支付宝业务明细查询" for trades,
//   "#支付宝账务明细查询" for the account's flow) has "#" comment lines around a header and detail
//   lines whose text fields end in a tab; refunds are lines of their own with negative amounts.
import zlib from "node:zlib";
import { parseYuan } from "@/lib/domain/money";
import type { Bill, FundBillLine, TradeBillLine } from "./types";

/** Amounts in yuan, as the bills write them ("12.30", "-0.01", "0.00000"), into cents; throws on anything else. */
function cents(text: string | undefined, what: string): number {
  const value = (text ?? "").trim();
  const negative = value.startsWith("-");
  const digits = negative || value.startsWith("+") ? value.slice(1) : value;
  // Fees carry five decimals; the amounts we read never have more than two that are not zero.
  const trimmed = digits.replace(/^(\d+\.\d{2})0+$/, "$1");
  const parsed = parseYuan(trimmed);
  if (parsed === null) throw new Error(`bill: ${what} is not an amount: ${JSON.stringify(text)}`);
  return negative ? -parsed : parsed;
}

/** Splits a CSV line (the bills quote nothing: commas never appear inside their fields). */
const fields = (line: string) => line.split(",");

/** Header names as written, without the "(元)" unit in either width and without stray spaces. */
const normal = (name: string) =>
  name
    .replace(/^\uFEFF/, "")
    .replace(/[（(][^）)]*[）)]/g, "")
    .trim();

function columns(header: string): (line: string[], name: string) => string {
  const index = new Map(fields(header).map((name, i) => [normal(name), i]));
  return (line, name) => {
    const i = index.get(name);
    if (i === undefined) throw new Error(`bill: no column ${name}`);
    return line[i] ?? "";
  };
}

// ---------- WeChat Pay v3 ----------

const unquote = (line: string) => fields(line).map((f) => f.replace(/^`/, "").trim());

function wechatSections(text: string, summaryFirst: string) {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const summaryAt = lines.findIndex((l) => normal(l).startsWith(summaryFirst));
  if (lines.length === 0 || summaryAt < 1) throw new Error("bill: not a WeChat Pay bill");
  return {
    col: columns(lines[0]),
    details: lines.slice(1, summaryAt).map(unquote),
    summaryCol: columns(lines[summaryAt]),
    summary: unquote(lines[summaryAt + 1] ?? ""),
  };
}

export function parseWechatTradeBill(text: string, date: string): Bill {
  const { col, details, summaryCol, summary } = wechatSections(text, "总交易单数");
  const lines: TradeBillLine[] = details.map((l) => {
    const refund = col(l, "交易状态") === "REFUND";
    return {
      at: col(l, "交易时间"),
      kind: refund ? "refund" : "payment",
      outTradeNo: col(l, "商户订单号"),
      providerTradeNo: col(l, "微信订单号"),
      amount: refund ? cents(col(l, "申请退款金额"), "申请退款金额") : cents(col(l, "订单金额"), "订单金额"),
      refundNo: refund ? col(l, "商户退款单号") : null,
      providerRefundNo: refund ? col(l, "微信退款单号") : null,
      status: refund ? col(l, "退款状态") : col(l, "交易状态"),
      currency: col(l, "货币种类"),
    };
  });
  return {
    kind: "trade",
    date,
    lines,
    totals: {
      count: Number(summaryCol(summary, "总交易单数")),
      paid: cents(summaryCol(summary, "订单总金额"), "订单总金额"),
      refunded: cents(summaryCol(summary, "申请退款总金额"), "申请退款总金额"),
    },
  };
}

export function parseWechatFundBill(text: string, date: string): Bill {
  const { col, details, summaryCol, summary } = wechatSections(text, "资金流水总笔数");
  const lines: FundBillLine[] = details.map((l) => ({
    at: col(l, "记账时间"),
    providerNo: col(l, "微信支付业务单号"),
    flowNo: col(l, "资金流水单号"),
    direction: col(l, "收支类型") === "支出" ? "out" : "in",
    amount: cents(col(l, "收支金额"), "收支金额"),
    type: col(l, "业务类型"),
    voucherNo: col(l, "业务凭证号"),
  }));
  return {
    kind: "fund",
    date,
    lines,
    totals: {
      count: Number(summaryCol(summary, "资金流水总笔数")),
      income: cents(summaryCol(summary, "收入金额"), "收入金额"),
      expense: cents(summaryCol(summary, "支出金额"), "支出金额"),
    },
  };
}

// ---------- Alipay ----------

/** The files of a ZIP archive (stored or deflated entries), by name. */
export function unzip(archive: Buffer): Map<string, Buffer> {
  // The central directory, found from its end record (the last 22+ bytes).
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("bill: not a ZIP archive");
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error("bill: damaged ZIP directory");
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const flags = archive.readUInt16LE(at + 8);
    const rawName = archive.subarray(at + 46, at + 46 + nameLength);
    // Alipay names its files in GBK without the UTF-8 flag (bit 11).
    const name = new TextDecoder(flags & 0x800 ? "utf-8" : "gbk").decode(rawName);
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataAt, dataAt + size);
    files.set(name, method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const alipayCells = (line: string) => fields(line).map((f) => f.replace(/\t+$/, "").trim());

/** The detail file of an Alipay bill archive: its header and detail lines (between the "#" lines). */
function alipayDetail(archive: Buffer, title: string) {
  for (const file of unzip(archive).values()) {
    const text = new TextDecoder("gbk").decode(file);
    const lines = text.split(/\r?\n/);
    if (lines[0]?.trim() !== title) continue;
    const headerAt = lines.findIndex((l) => l.trim() !== "" && !l.startsWith("#"));
    if (headerAt < 0) continue;
    const details: string[][] = [];
    for (const line of lines.slice(headerAt + 1)) {
      if (line.startsWith("#")) break;
      if (line.trim() !== "") details.push(alipayCells(line));
    }
    return { col: columns(lines[headerAt]), details };
  }
  throw new Error(`bill: no "${title}" file in the archive`);
}

export function parseAlipayTradeBill(archive: Buffer, date: string): Bill {
  const { col, details } = alipayDetail(archive, "#支付宝业务明细查询");
  const lines: TradeBillLine[] = details.map((l) => {
    const refund = col(l, "业务类型") === "退款";
    return {
      at: col(l, "完成时间"),
      kind: refund ? "refund" : "payment",
      outTradeNo: col(l, "商户订单号"),
      providerTradeNo: col(l, "支付宝交易号"),
      amount: Math.abs(cents(col(l, "订单金额"), "订单金额")),
      refundNo: refund ? col(l, "退款批次号/请求号") : null,
      providerRefundNo: null,
      status: refund ? "REFUND" : "SUCCESS",
      currency: "CNY",
    };
  });
  const sum = (kind: TradeBillLine["kind"]) =>
    lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.amount, 0);
  return { kind: "trade", date, lines, totals: { count: lines.length, paid: sum("payment"), refunded: sum("refund") } };
}

export function parseAlipayFundBill(archive: Buffer, date: string): Bill {
  const { col, details } = alipayDetail(archive, "#支付宝账务明细查询");
  const lines: FundBillLine[] = details.map((l) => {
    const income = cents(col(l, "收入金额"), "收入金额");
    const expense = Math.abs(cents(col(l, "支出金额"), "支出金额"));
    return {
      at: col(l, "发生时间"),
      providerNo: col(l, "业务流水号"),
      flowNo: col(l, "账务流水号"),
      direction: expense > 0 ? "out" : "in",
      amount: expense > 0 ? expense : income,
      type: col(l, "业务类型"),
      voucherNo: col(l, "商户订单号"),
    };
  });
  const sum = (direction: FundBillLine["direction"]) =>
    lines.filter((l) => l.direction === direction).reduce((total, l) => total + l.amount, 0);
  return { kind: "fund", date, lines, totals: { count: lines.length, income: sum("in"), expense: sum("out") } };
}
