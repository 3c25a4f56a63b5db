// The provider double's WeChat Pay API v3. It plays the merchant platform (issuing the merchant's API
// certificate, the APIv3 key, the platform certificate and the "WeChat Pay public key" with its id),
// the gateway (checking every request's Authorization exactly as the provider does: the merchant's
// registered mchid and certificate serial, the 300-second window, SHA256withRSA over
// METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n; signing every answer), the payer's messaging app (JSAPI
// parameters checked by their paySign; the H5 and Native cashiers), and the notifier (AEAD_AES_256_GCM
// resources, signed, retried; on request also late, repeated, tampered, with an unknown serial or a
// skewed clock). Written independently of the app's own code, from the provider's documentation.
import crypto from "node:crypto";
import { issueCertificate, pemOf, randomSerial, rsaKeyPair, type Name } from "./certificates";
import {
  cashierPage,
  deliver,
  json,
  rfc3339,
  shopDay,
  yuan,
  type Answer,
  type Clock,
  type Delivery,
  type Incoming,
} from "./common";

export type WechatMode = "public-key" | "platform-certificate" | "public-key+platform-certificate";

type Transaction = {
  appid: string;
  mchid: string;
  out_trade_no: string;
  trade_type: "JSAPI" | "MWEB" | "NATIVE";
  description: string;
  notify_url: string;
  time_expire?: string;
  total: number;
  openid?: string;
  prepay_id: string;
  code?: string;
  state: "NOTPAY" | "SUCCESS" | "CLOSED" | "REFUND";
  transaction_id?: string;
  success_time?: Date;
};

type Refund = {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  transaction_id: string;
  refund: number;
  total: number;
  notify_url?: string;
  status: "PROCESSING" | "SUCCESS" | "ABNORMAL" | "CLOSED";
  create_time: Date;
  success_time?: Date;
};

export type NotifyVariant =
  | "normal"
  | "repeat"
  | "late"
  | "tampered"
  | "bad-signature"
  | "unknown-serial"
  | "skewed"
  | "undecryptable"
  | "wrong-amount"
  | "wrong-currency"
  | "foreign-mchid"
  | "foreign-appid";

const WINDOW_SECONDS = 300;
const TENPAY_CA: Name = [
  ["C", "CN"],
  ["O", "Tenpay.com"],
  ["OU", "Tenpay.com CA Center"],
  ["CN", "Tenpay.com Root CA"],
];

const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(0, 10)).join("");
const alnum = (n: number) => crypto.randomBytes(n).toString("base64url").replace(/[-_]/g, "A").slice(0, n);

export function wechatDouble(options: {
  baseUrl: () => string;
  clock: Clock;
  mode: WechatMode;
  retries: readonly number[];
  /** Issue the merchant's API certificate already expired (a readiness test). */
  expiredMerchantCert?: boolean;
}) {
  const { clock } = options;
  const ca = rsaKeyPair();
  const platform = rsaKeyPair();
  const wechatPublic = rsaKeyPair();
  const stranger = rsaKeyPair();
  const merchantKeys = rsaKeyPair();
  const mchid = `19${digits(8)}`;
  const appid = `wx${crypto.randomBytes(8).toString("hex")}`;
  const miniAppid = `wx${crypto.randomBytes(8).toString("hex")}`;
  const apiV3Key = alnum(32);
  const publicKeyId = `PUB_KEY_ID_0114${digits(28)}`;
  const now = new Date();
  const platformCert = issueCertificate({
    subject: [
      ["C", "CN"],
      ["ST", "Guangdong"],
      ["L", "Shenzhen"],
      ["O", "Tencent"],
      ["OU", "Tenpay.com CA Center"],
      ["CN", "Tenpay.com sign"],
    ],
    subjectKey: platform.publicKey,
    issuer: TENPAY_CA,
    issuerKey: ca.privateKey,
    serial: randomSerial(20),
    notBefore: new Date(now.getTime() - 86400_000),
    notAfter: new Date(now.getTime() + 5 * 365 * 86400_000),
  });
  const merchantCert = issueCertificate({
    subject: [
      ["C", "CN"],
      ["ST", "Guangdong"],
      ["L", "Shenzhen"],
      ["O", "Tenpay.com"],
      ["OU", "Tenpay.com CA Center"],
      ["CN", mchid],
    ],
    subjectKey: merchantKeys.publicKey,
    issuer: TENPAY_CA,
    issuerKey: ca.privateKey,
    serial: randomSerial(20),
    notBefore: new Date(now.getTime() - (options.expiredMerchantCert ? 6 : 1) * 365 * 86400_000),
    notAfter: new Date(now.getTime() + (options.expiredMerchantCert ? -86400_000 : 5 * 365 * 86400_000)),
  });

  const transactions = new Map<string, Transaction>();
  const byPrepay = new Map<string, Transaction>();
  const byCode = new Map<string, Transaction>();
  const refunds = new Map<string, Refund>();
  const bills = new Map<string, string>();
  const counts = { accepted: 0, refused: 0 };
  let refundOutcome: Refund["status"] = "SUCCESS";
  let refundDelayMs = 200;
  let signer: "public-key" | "platform-certificate" =
    options.mode === "platform-certificate" ? "platform-certificate" : "public-key";

  const signing = () =>
    signer === "public-key"
      ? { key: wechatPublic.privateKey, serial: publicKeyId }
      : { key: platform.privateKey, serial: platformCert.serialHex };

  function signedHeaders(body: string, over: { timestamp?: number; key?: crypto.KeyObject; serial?: string } = {}) {
    const { key, serial } = { ...signing(), ...over };
    const timestamp = String(over.timestamp ?? Math.floor(clock.now().getTime() / 1000));
    const nonce = crypto.randomBytes(16).toString("hex").toUpperCase();
    const signature = crypto
      .sign("sha256", Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, "utf8"), key)
      .toString("base64");
    return {
      "Wechatpay-Timestamp": timestamp,
      "Wechatpay-Nonce": nonce,
      "Wechatpay-Signature": signature,
      "Wechatpay-Serial": serial,
      "Wechatpay-Signature-Type": "WECHATPAY2-SHA256-RSA2048",
    };
  }

  /** Every answer is signed, errors too. */
  const answer = (status: number, value?: unknown): Answer => {
    const body = value === undefined ? "" : JSON.stringify(value);
    return {
      status,
      headers: {
        ...(body ? { "content-type": "application/json; charset=utf-8" } : {}),
        "Request-ID": crypto.randomUUID(),
        ...signedHeaders(body),
      },
      body,
    };
  };
  const error = (status: number, code: string, message: string) => answer(status, { code, message });

  /** The provider's check of a merchant request. */
  function authenticate(req: Incoming): Answer | null {
    const header = String(req.headers.authorization ?? "");
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
    const fields: Record<string, string> = {};
    for (const m of (match?.[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]] = m[2];
    const refuse = (message: string) => {
      counts.refused += 1;
      return error(401, "SIGN_ERROR", message);
    };
    if (!match || !fields.signature || !fields.nonce_str || !fields.timestamp) return refuse("Authorization 格式有误");
    if (fields.mchid !== mchid) return refuse("商户号不存在");
    if ((fields.serial_no ?? "").toUpperCase() !== merchantCert.serialHex) return refuse("商户证书序列号有误");
    if (Math.abs(clock.now().getTime() / 1000 - Number(fields.timestamp)) > WINDOW_SECONDS)
      return refuse("请求的时间戳已过期");
    const message = `${req.method}\n${req.target}\n${fields.timestamp}\n${fields.nonce_str}\n${req.body}\n`;
    const ok = crypto.verify(
      "sha256",
      Buffer.from(message, "utf8"),
      merchantCert.x509.publicKey,
      Buffer.from(fields.signature, "base64"),
    );
    if (!ok) return refuse("签名错误");
    counts.accepted += 1;
    return null;
  }

  const transactionView = (t: Transaction) => ({
    appid: t.appid,
    mchid: t.mchid,
    out_trade_no: t.out_trade_no,
    ...(t.transaction_id ? { transaction_id: t.transaction_id } : {}),
    trade_type: t.trade_type,
    trade_state: t.state,
    trade_state_desc: { NOTPAY: "未支付", SUCCESS: "支付成功", CLOSED: "已关闭", REFUND: "转入退款" }[t.state],
    ...(t.success_time ? { bank_type: "OTHERS", success_time: rfc3339(t.success_time) } : {}),
    ...(t.openid ? { payer: { openid: t.openid } } : {}),
    amount: { total: t.total, payer_total: t.state === "NOTPAY" ? 0 : t.total, currency: "CNY", payer_currency: "CNY" },
  });

  const refundView = (r: Refund) => ({
    refund_id: r.refund_id,
    out_refund_no: r.out_refund_no,
    transaction_id: r.transaction_id,
    out_trade_no: r.out_trade_no,
    channel: "ORIGINAL",
    user_received_account: "支付用户零钱",
    ...(r.success_time ? { success_time: rfc3339(r.success_time) } : {}),
    create_time: rfc3339(r.create_time),
    status: r.status,
    funds_account: "AVAILABLE",
    amount: {
      total: r.total,
      refund: r.refund,
      payer_total: r.total,
      payer_refund: r.refund,
      settlement_refund: r.refund,
      settlement_total: r.total,
      discount_refund: 0,
      currency: "CNY",
    },
  });

  type Envelope = { event: string; summary: string; original: string; resource: Record<string, unknown> };

  /** A notification as the provider sends it, with a variant's flaw when asked. */
  function notificationRequest(e: Envelope, variant: NotifyVariant) {
    const resource = { ...e.resource };
    if (variant === "wrong-amount")
      resource.amount = {
        ...(resource.amount as object),
        total: Number((resource.amount as { total: number }).total) - 1,
      };
    if (variant === "wrong-currency") resource.amount = { ...(resource.amount as object), currency: "USD" };
    if (variant === "foreign-mchid") resource.mchid = `19${digits(8)}`;
    if (variant === "foreign-appid") resource.appid = `wx${crypto.randomBytes(8).toString("hex")}`;
    const key = variant === "undecryptable" ? alnum(32) : apiV3Key;
    const nonce = alnum(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", Buffer.from(key, "utf8"), nonce);
    cipher.setAAD(Buffer.from(e.original, "utf8"));
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(resource), "utf8"),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: rfc3339(clock.now()),
      resource_type: "encrypt-resource",
      event_type: e.event,
      summary: e.summary,
      resource: {
        original_type: e.original,
        algorithm: "AEAD_AES_256_GCM",
        ciphertext: ciphertext.toString("base64"),
        associated_data: e.original,
        nonce,
      },
    });
    const headers = signedHeaders(
      variant === "bad-signature" ? `${body} ` : body,
      variant === "unknown-serial"
        ? { key: stranger.privateKey, serial: crypto.randomBytes(20).toString("hex").toUpperCase() }
        : variant === "skewed"
          ? { timestamp: Math.floor(clock.now().getTime() / 1000) - WINDOW_SECONDS - 60 }
          : {},
    );
    // Tampered in transit: the signature was made over the body before one byte of it changed.
    const sent = variant === "tampered" ? body.replace('"summary":"', '"summary":"!') : body;
    return { headers: { "content-type": "application/json", ...headers }, body: sent };
  }

  const acknowledged = (status: number) => status === 200 || status === 204;

  async function notify(
    url: string,
    e: Envelope,
    variant: NotifyVariant = "normal",
    times = 1,
    delayMs = 0,
  ): Promise<Delivery[][]> {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    // A flawed notification is sent once (a test looks at the one answer); a good one is retried.
    const retries = variant === "normal" || variant === "repeat" || variant === "late" ? options.retries : [];
    return Promise.all(
      Array.from({ length: times }, () => deliver(url, notificationRequest(e, variant), acknowledged, retries)),
    );
  }

  const transactionEnvelope = (t: Transaction): Envelope => ({
    event: "TRANSACTION.SUCCESS",
    summary: "支付成功",
    original: "transaction",
    resource: transactionView(t),
  });

  function pay(t: Transaction, openid?: string, sendNotification = true) {
    if (t.state !== "NOTPAY") return;
    t.state = "SUCCESS";
    t.transaction_id = `4200${digits(24)}`;
    t.success_time = clock.now();
    t.openid = t.openid ?? openid ?? `o${alnum(27)}`;
    if (sendNotification) void notify(t.notify_url, transactionEnvelope(t));
  }

  function settleRefund(r: Refund) {
    setTimeout(() => {
      if (r.status !== "PROCESSING") return;
      r.status = refundOutcome;
      if (r.status === "SUCCESS") r.success_time = clock.now();
      const t = transactions.get(r.out_trade_no);
      if (t && r.status === "SUCCESS") t.state = "REFUND";
      if (!r.notify_url) return;
      void notify(r.notify_url, {
        event: `REFUND.${r.status}`,
        summary: r.status === "SUCCESS" ? "退款成功" : "退款异常",
        original: "refund",
        resource: {
          mchid,
          out_trade_no: r.out_trade_no,
          transaction_id: r.transaction_id,
          out_refund_no: r.out_refund_no,
          refund_id: r.refund_id,
          refund_status: r.status,
          ...(r.success_time ? { success_time: rfc3339(r.success_time) } : {}),
          user_received_account: "支付用户零钱",
          amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
        },
      });
    }, refundDelayMs).unref();
  }

  // ---------- the bills ----------

  const b = (v: string | number) => `\`${v}`;
  const TRADE_HEADER =
    "交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注";

  function tradeBill(date: string): string {
    const at = (d: Date) => rfc3339(d).slice(0, 19).replace("T", " ");
    const rows: string[] = [];
    let paid = 0;
    let refunded = 0;
    for (const t of transactions.values()) {
      if (!t.success_time || shopDay(t.success_time) !== date) continue;
      paid += t.total;
      rows.push(
        [
          at(t.success_time),
          t.appid,
          mchid,
          "0",
          "",
          t.transaction_id,
          t.out_trade_no,
          t.openid,
          t.trade_type,
          "SUCCESS",
          "OTHERS",
          "CNY",
          yuan(t.total),
          "0.00",
          "0",
          "0",
          "0.00",
          "0.00",
          "",
          "",
          t.description,
          "",
          "0.00000",
          "0.60%",
          yuan(t.total),
          "0.00",
          "",
        ]
          .map((v) => b(v ?? ""))
          .join(","),
      );
    }
    for (const r of refunds.values()) {
      if (shopDay(r.create_time) !== date) continue;
      const t = transactions.get(r.out_trade_no);
      refunded += r.refund;
      const status = r.status === "ABNORMAL" ? "CHANGE" : r.status === "CLOSED" ? "FAIL" : r.status;
      rows.push(
        [
          at(r.create_time),
          t?.appid,
          mchid,
          "0",
          "",
          r.transaction_id,
          r.out_trade_no,
          t?.openid,
          t?.trade_type,
          "REFUND",
          "OTHERS",
          "CNY",
          "0.00",
          "0.00",
          r.refund_id,
          r.out_refund_no,
          yuan(r.refund),
          "0.00",
          "ORIGINAL",
          status,
          t?.description,
          "",
          "0.00000",
          "0.60%",
          "0.00",
          yuan(r.refund),
          "",
        ]
          .map((v) => b(v ?? ""))
          .join(","),
      );
    }
    return `${TRADE_HEADER}\r\n${rows.map((r) => `${r}\r\n`).join("")}总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\r\n${[rows.length, yuan(paid), yuan(refunded), "0.00", "0.00000", yuan(paid), yuan(refunded)].map(b).join(",")}\r\n`;
  }

  function fundBill(date: string): string {
    const at = (d: Date) => rfc3339(d).slice(0, 19).replace("T", " ");
    const moves: {
      at: Date;
      no: string;
      flow: string;
      name: string;
      type: string;
      dir: "收入" | "支出";
      amount: number;
      voucher: string;
    }[] = [];
    for (const t of transactions.values())
      if (t.success_time && t.transaction_id)
        moves.push({
          at: t.success_time,
          no: t.transaction_id,
          flow: digits(20),
          name: "交易",
          type: "交易",
          dir: "收入",
          amount: t.total,
          voucher: t.out_trade_no,
        });
    for (const r of refunds.values())
      if (r.status === "SUCCESS" && r.success_time)
        moves.push({
          at: r.success_time,
          no: r.refund_id,
          flow: digits(20),
          name: "退款",
          type: "退款",
          dir: "支出",
          amount: r.refund,
          voucher: r.out_refund_no,
        });
    moves.sort((x, y) => x.at.getTime() - y.at.getTime());
    let balance = 0;
    const rows: string[] = [];
    let income = 0;
    let expense = 0;
    let ins = 0;
    for (const m of moves) {
      balance += m.dir === "收入" ? m.amount : -m.amount;
      if (shopDay(m.at) !== date) continue;
      if (m.dir === "收入") {
        income += m.amount;
        ins += 1;
      } else expense += m.amount;
      rows.push(
        [at(m.at), m.no, m.flow, m.name, m.type, m.dir, yuan(m.amount), yuan(balance), "system", "", m.voucher]
          .map(b)
          .join(","),
      );
    }
    return `记账时间,微信支付业务单号,资金流水单号,业务名称,业务类型,收支类型,收支金额(元),账户结余(元),资金变更提交申请人,备注,业务凭证号\r\n${rows.map((r) => `${r}\r\n`).join("")}资金流水总笔数,收入笔数,收入金额,支出笔数,支出金额\r\n${[rows.length, ins, yuan(income), rows.length - ins, yuan(expense)].map(b).join(",")}\r\n`;
  }

  function billAnswer(text: string): Answer {
    const token = crypto.randomBytes(24).toString("base64url");
    bills.set(token, text);
    return answer(200, {
      hash_type: "SHA1",
      hash_value: crypto.createHash("sha1").update(text, "utf8").digest("hex"),
      download_url: `${options.baseUrl()}/v3/billdownload/file?token=${token}`,
    });
  }

  // ---------- the gateway ----------

  function createTransaction(kind: string, req: Incoming): Answer {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return error(400, "PARAM_ERROR", "请求体不是 JSON");
    }
    const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
    const payer = body.payer as { openid?: unknown } | undefined;
    const scene = body.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    if (body.mchid !== mchid) return error(400, "PARAM_ERROR", "mchid 与请求头不一致");
    if (body.appid !== appid && body.appid !== miniAppid)
      return error(400, "APPID_MCHID_NOT_MATCH", "appid 和 mch_id 不匹配");
    if (typeof body.out_trade_no !== "string" || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(body.out_trade_no))
      return error(400, "PARAM_ERROR", "out_trade_no 有误");
    if (typeof body.description !== "string" || !body.description || body.description.length > 127)
      return error(400, "PARAM_ERROR", "description 有误");
    if (typeof body.notify_url !== "string" || !/^https?:\/\//.test(body.notify_url))
      return error(400, "PARAM_ERROR", "notify_url 有误");
    if (!Number.isInteger(amount?.total) || Number(amount?.total) < 1)
      return error(400, "PARAM_ERROR", "amount.total 有误");
    if (amount?.currency !== undefined && amount.currency !== "CNY") return error(400, "PARAM_ERROR", "currency 有误");
    if (kind === "jsapi" && typeof payer?.openid !== "string") return error(400, "PARAM_ERROR", "缺少 payer.openid");
    if (kind !== "jsapi" && typeof scene?.payer_client_ip !== "string")
      return error(400, "PARAM_ERROR", "缺少 scene_info.payer_client_ip");
    if (kind === "h5" && typeof scene?.h5_info?.type !== "string")
      return error(400, "PARAM_ERROR", "缺少 scene_info.h5_info.type");
    const existing = transactions.get(body.out_trade_no);
    if (existing) {
      if (existing.state === "SUCCESS" || existing.state === "REFUND") return error(400, "ORDERPAID", "该订单已支付");
      if (existing.state === "CLOSED") return error(400, "ORDER_CLOSED", "订单已关闭");
      if (existing.total !== amount?.total) return error(400, "INVALID_REQUEST", "201 商户订单号重复");
    }
    const t: Transaction = existing ?? {
      appid: body.appid as string,
      mchid,
      out_trade_no: body.out_trade_no,
      trade_type: kind === "h5" ? "MWEB" : kind === "native" ? "NATIVE" : "JSAPI",
      description: body.description,
      notify_url: body.notify_url,
      time_expire: typeof body.time_expire === "string" ? body.time_expire : undefined,
      total: Number(amount?.total),
      openid: kind === "jsapi" ? (payer?.openid as string) : undefined,
      prepay_id: `wx${Date.now()}${crypto.randomBytes(9).toString("hex")}`,
      state: "NOTPAY",
    };
    transactions.set(t.out_trade_no, t);
    byPrepay.set(t.prepay_id, t);
    if (kind === "h5")
      return answer(200, {
        h5_url: `${options.baseUrl()}/sim/wechat/h5?prepay_id=${t.prepay_id}&package=${digits(10)}`,
      });
    if (kind === "native") {
      t.code = t.code ?? alnum(16);
      byCode.set(t.code, t);
      return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${t.code}` });
    }
    return answer(200, { prepay_id: t.prepay_id });
  }

  function refund(req: Incoming): Answer {
    let body: {
      out_trade_no?: string;
      out_refund_no?: string;
      notify_url?: string;
      amount?: { refund?: number; total?: number; currency?: string };
    };
    try {
      body = JSON.parse(req.body) as typeof body;
    } catch {
      return error(400, "PARAM_ERROR", "请求体不是 JSON");
    }
    const t = body.out_trade_no ? transactions.get(body.out_trade_no) : undefined;
    if (!t || !body.out_refund_no) return error(404, "RESOURCE_NOT_EXISTS", "订单不存在");
    if (t.state !== "SUCCESS" && t.state !== "REFUND") return error(400, "INVALID_REQUEST", "订单未支付");
    const amount = body.amount ?? {};
    if (!Number.isInteger(amount.refund) || Number(amount.refund) < 1 || amount.total !== t.total)
      return error(400, "PARAM_ERROR", "退款金额或订单金额有误");
    if (amount.currency !== undefined && amount.currency !== "CNY") return error(400, "PARAM_ERROR", "currency 有误");
    const earlier = refunds.get(body.out_refund_no);
    if (earlier) {
      if (earlier.refund !== amount.refund || earlier.out_trade_no !== t.out_trade_no)
        return error(400, "INVALID_REQUEST", "同一退款单号的参数不一致");
      return answer(200, refundView(earlier));
    }
    const refundedSoFar = [...refunds.values()]
      .filter((r) => r.out_trade_no === t.out_trade_no && r.status !== "CLOSED" && r.status !== "ABNORMAL")
      .reduce((sum, r) => sum + r.refund, 0);
    if (refundedSoFar + Number(amount.refund) > t.total)
      return error(400, "INVALID_REQUEST", "申请退款金额超过订单可退金额");
    const r: Refund = {
      refund_id: `5030${digits(25)}`,
      out_refund_no: body.out_refund_no,
      out_trade_no: t.out_trade_no,
      transaction_id: t.transaction_id ?? "",
      refund: Number(amount.refund),
      total: t.total,
      notify_url: body.notify_url,
      status: "PROCESSING",
      create_time: clock.now(),
    };
    refunds.set(r.out_refund_no, r);
    settleRefund(r);
    return answer(200, refundView(r));
  }

  async function gateway(req: Incoming): Promise<Answer | null> {
    const path = req.url.pathname;
    if (!path.startsWith("/v3/")) return null;
    if (path === "/v3/billdownload/file") {
      const refused = authenticate(req);
      if (refused) return refused;
      const text = bills.get(req.url.searchParams.get("token") ?? "");
      return text === undefined
        ? error(404, "RESOURCE_NOT_EXISTS", "账单不存在")
        : { status: 200, headers: { "content-type": "text/csv; charset=utf-8" }, body: text };
    }
    const refused = authenticate(req);
    if (refused) return refused;
    let m: RegExpExecArray | null;
    if (req.method === "POST" && (m = /^\/v3\/pay\/transactions\/(jsapi|h5|native)$/.exec(path)))
      return createTransaction(m[1], req);
    if (req.method === "GET" && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path))) {
      if (req.url.searchParams.get("mchid") !== mchid) return error(400, "PARAM_ERROR", "mchid 有误");
      const t = transactions.get(decodeURIComponent(m[1]));
      return t ? answer(200, transactionView(t)) : error(404, "ORDER_NOT_EXIST", "订单不存在");
    }
    if (req.method === "POST" && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path))) {
      const t = transactions.get(decodeURIComponent(m[1]));
      if (!t) return error(404, "ORDER_NOT_EXIST", "订单不存在");
      if (t.state === "SUCCESS" || t.state === "REFUND") return error(400, "ORDERPAID", "该订单已支付");
      t.state = "CLOSED";
      return answer(204);
    }
    if (req.method === "POST" && path === "/v3/refund/domestic/refunds") return refund(req);
    if (req.method === "GET" && (m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path))) {
      const r = refunds.get(decodeURIComponent(m[1]));
      return r ? answer(200, refundView(r)) : error(404, "RESOURCE_NOT_EXISTS", "退款单不存在");
    }
    if (req.method === "GET" && (path === "/v3/bill/tradebill" || path === "/v3/bill/fundflowbill")) {
      const date = req.url.searchParams.get("bill_date") ?? "";
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date > shopDay(clock.now()))
        return error(400, "INVALID_REQUEST", "账单日期有误");
      return billAnswer(path === "/v3/bill/tradebill" ? tradeBill(date) : fundBill(date));
    }
    return error(404, "NOT_FOUND", "接口不存在");
  }

  // ---------- the payer's messaging app (simulated) ----------

  async function payer(req: Incoming): Promise<Answer | null> {
    const path = req.url.pathname;
    const form = () => Object.fromEntries(new URLSearchParams(req.body));
    if (req.method === "POST" && path === "/sim/wechat/jsapi-pay") {
      // What the messaging app checks before it shows its pay sheet: the prepay id, the app, and
      // the merchant's paySign (RSA over appId, timeStamp, nonceStr and package).
      const p = JSON.parse(req.body || "{}") as Record<string, string>;
      const t = byPrepay.get((p.package ?? "").replace(/^prepay_id=/, ""));
      const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
      const ok =
        t &&
        p.signType === "RSA" &&
        p.appId === t.appid &&
        crypto.verify(
          "sha256",
          Buffer.from(message, "utf8"),
          merchantCert.x509.publicKey,
          Buffer.from(p.paySign ?? "", "base64"),
        );
      if (!t || !ok) return json(200, { err_msg: "get_brand_wcpay_request:fail", reason: "paySign" });
      pay(t);
      return json(200, { err_msg: "get_brand_wcpay_request:ok" });
    }
    if (req.method === "GET" && path === "/sim/wechat/h5") {
      const t = byPrepay.get(req.url.searchParams.get("prepay_id") ?? "");
      if (!t) return { status: 404, body: "unknown prepay_id" };
      return cashierPage({
        title: "微信支付",
        merchant: `商户 ${mchid}`,
        subject: t.description,
        amount: t.total,
        action: "/sim/wechat/h5",
        fields: { prepay_id: t.prepay_id, redirect_url: req.url.searchParams.get("redirect_url") ?? "" },
        button: "确认支付",
      });
    }
    if (req.method === "POST" && path === "/sim/wechat/h5") {
      const f = form();
      const t = byPrepay.get(f.prepay_id ?? "");
      if (!t) return { status: 404, body: "unknown prepay_id" };
      pay(t);
      return f.redirect_url ? { status: 302, headers: { location: f.redirect_url } } : { status: 200, body: "paid" };
    }
    if (path === "/sim/wechat/scan") {
      // Scanning a Native code: GET shows the pay sheet, POST pays.
      const code = (req.method === "POST" ? form().code_url : req.url.searchParams.get("code_url")) ?? "";
      const t = byCode.get(code.replace(/^weixin:\/\/wxpay\/bizpayurl\?pr=/, ""));
      if (!t) return { status: 404, body: "unknown code" };
      if (req.method === "POST") {
        pay(t);
        return { status: 200, headers: { "content-type": "text/plain; charset=utf-8" }, body: "paid" };
      }
      return cashierPage({
        title: "微信支付",
        merchant: `商户 ${mchid}`,
        subject: t.description,
        amount: t.total,
        action: "/sim/wechat/scan",
        fields: { code_url: code },
        button: "确认支付",
      });
    }
    return null;
  }

  // ---------- the test's controls ----------

  async function control(req: Incoming): Promise<Answer | null> {
    const path = req.url.pathname;
    if (!path.startsWith("/control/wechat/")) return null;
    const body = JSON.parse(req.body || "{}") as Record<string, unknown>;
    const t = typeof body.out_trade_no === "string" ? transactions.get(body.out_trade_no) : undefined;
    switch (path) {
      case "/control/wechat/pay":
        if (!t) return json(404, { error: "no such transaction" });
        pay(t, undefined, body.notify !== false);
        return json(200, transactionView(t));
      case "/control/wechat/notify": {
        if (!t || !t.success_time) return json(404, { error: "no paid transaction" });
        const variant = (body.variant as NotifyVariant) ?? "normal";
        const deliveries = await notify(
          t.notify_url,
          transactionEnvelope(t),
          variant,
          variant === "repeat" ? Number(body.times ?? 3) : 1,
          variant === "late" ? Number(body.delayMs ?? 1000) : 0,
        );
        return json(200, { deliveries });
      }
      case "/control/wechat/refunds":
        if (typeof body.outcome === "string") refundOutcome = body.outcome as Refund["status"];
        if (typeof body.delayMs === "number") refundDelayMs = body.delayMs;
        return json(200, { refundOutcome, refundDelayMs });
      case "/control/wechat/signer":
        signer = body.use === "platform-certificate" ? "platform-certificate" : "public-key";
        return json(200, { signer });
      case "/control/wechat/state":
        return json(200, {
          counts,
          transactions: [...transactions.values()].map(transactionView),
          refunds: [...refunds.values()].map(refundView),
        });
    }
    return json(404, { error: "no such control" });
  }

  return {
    handle: async (req: Incoming) => (await control(req)) ?? (await payer(req)) ?? (await gateway(req)),
    /** What the merchant platform hands out, as the app's variables (values; the caller writes files). */
    credentials: () => {
      const v3 = {
        WECHAT_PAY_API_VERSION: "v3",
        WECHAT_PAY_APP_ID: appid,
        WECHAT_PAY_MINI_APP_ID: miniAppid,
        WECHAT_PAY_MCH_ID: mchid,
        WECHAT_PAY_API_V3_KEY: apiV3Key,
        WECHAT_PAY_GATEWAY: options.baseUrl(),
      };
      const files: Record<string, { name: string; content: string }> = {
        WECHAT_PAY_PRIVATE_KEY: { name: "apiclient_key.pem", content: pemOf(merchantKeys.privateKey) },
        WECHAT_PAY_MERCHANT_CERT: { name: "apiclient_cert.pem", content: merchantCert.pem },
      };
      if (options.mode !== "platform-certificate") {
        Object.assign(v3, { WECHAT_PAY_PUBLIC_KEY_ID: publicKeyId });
        files.WECHAT_PAY_PUBLIC_KEY = { name: "pub_key.pem", content: pemOf(wechatPublic.publicKey) };
      }
      if (options.mode !== "public-key")
        files.WECHAT_PAY_PLATFORM_CERTS = {
          name: `wechatpay_${platformCert.serialHex}.pem`,
          content: platformCert.pem,
        };
      return { env: v3, files };
    },
  };
}
