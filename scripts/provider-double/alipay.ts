// The provider double's Alipay open platform, in certificate mode or public-key mode. It plays the
// open platform's console (the app's certificate issued for the merchant's key, Alipay's public-key
// certificate and its root bundle — RSA and ECDSA roots mixed, as Alipay's own is), the gateway
// (checking each call's RSA2 signature over its canonical string with the app's key and, in
// certificate mode, app_cert_sn and alipay_root_cert_sn as Alipay computes them; answering with the
// response object signed over its exact text, naming alipay_cert_sn), the WAP cashier and the wallet
// (app pay's order string), the notifier (signed form posts, retried until "success"; on request also
// late, repeated, tampered, signed by another key, for another app or amount), and the bills (a ZIP of
// GBK CSV files). Written independently of the app's own code, from the provider's documentation.
import crypto from "node:crypto";
import { issueCertificate, pemOf, randomSerial, rsaKeyPair, type Issued, type Name } from "./certificates";
import { encodeGbk, zip } from "./archive";
import {
  cashierPage,
  dashed,
  deliver,
  json,
  shopDay,
  yuan,
  type Answer,
  type Clock,
  type Delivery,
  type Incoming,
} from "./common";

export type AlipayMode = "certificate" | "public-key";

type Trade = {
  out_trade_no: string;
  trade_no: string;
  subject: string;
  total: number;
  notify_url: string;
  return_url: string;
  status: "WAIT_BUYER_PAY" | "TRADE_SUCCESS" | "TRADE_CLOSED";
  created: Date;
  paid?: Date;
  refunds: Map<string, { amount: number; at: Date; reason: string }>;
};

export type AlipayNotifyVariant =
  "normal" | "repeat" | "late" | "tampered" | "bad-signature" | "foreign-appid" | "wrong-amount";

const ANT = (cn: string): Name => [
  ["C", "CN"],
  ["O", "Ant Financial"],
  ["OU", "Certification Authority"],
  ["CN", cn],
];

const canonical = (params: Record<string, string>, exclude: string[]) =>
  Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== "")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");

/** Alipay's SN of a certificate: MD5 of the issuer's DN from the last RDN to the first, then the decimal serial. */
function sn(cert: Issued, issuer: Name): string {
  const dn = [...issuer]
    .reverse()
    .map(([k, v]) => `${k}=${v}`)
    .join(",");
  return crypto
    .createHash("md5")
    .update(dn + BigInt(`0x${cert.serialHex}`).toString(10))
    .digest("hex");
}

const cents = (text: string | undefined) =>
  text && /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;

export function alipayDouble(options: {
  baseUrl: () => string;
  clock: Clock;
  mode: AlipayMode;
  retries: readonly number[];
}) {
  const { clock } = options;
  const now = new Date();
  const year = 365 * 86400_000;
  const rootR1 = rsaKeyPair();
  const rootG3 = rsaKeyPair();
  const rootE1 = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const class1 = rsaKeyPair();
  const class2 = rsaKeyPair();
  const alipayKeys = rsaKeyPair();
  const stranger = rsaKeyPair();
  const app = rsaKeyPair();
  const appId = `2021${String(crypto.randomInt(1e9, 1e10))}${String(crypto.randomInt(100, 1000))}`;
  const pid = `2088${String(crypto.randomInt(1e11, 1e12))}`;
  const validity = { notBefore: new Date(now.getTime() - year), notAfter: new Date(now.getTime() + 10 * year) };
  const selfSigned = (
    cn: Name,
    key: { privateKey: crypto.KeyObject; publicKey: crypto.KeyObject },
    algorithm: "sha256WithRSA" | "sha1WithRSA" | "ecdsaWithSHA256",
  ) =>
    issueCertificate({
      subject: cn,
      subjectKey: key.publicKey,
      issuer: cn,
      issuerKey: key.privateKey,
      serial: randomSerial(8),
      ...validity,
      algorithm,
      ca: true,
    });
  const r1Name = ANT("Ant Financial Certification Authority R1");
  const e1Name = ANT("Ant Financial Certification Authority E1");
  const g3Name: Name = [
    ["C", "CN"],
    ["O", "iTrusChina"],
    ["OU", "China Trust Network"],
    ["CN", "iTrusChina Class 2 Root CA - G3"],
  ];
  const roots = [
    { cert: selfSigned(r1Name, rootR1, "sha256WithRSA"), name: r1Name, rsa: true },
    { cert: selfSigned(e1Name, rootE1, "ecdsaWithSHA256"), name: e1Name, rsa: false },
    { cert: selfSigned(g3Name, rootG3, "sha1WithRSA"), name: g3Name, rsa: true },
  ];
  const class1Name = ANT("Ant Financial Certification Authority Class 1 R1");
  const class2Name = ANT("Ant Financial Certification Authority Class 2 R1");
  const alipayCert = issueCertificate({
    subject: [
      ["C", "CN"],
      ["O", "支付宝(中国)网络技术有限公司"],
      ["OU", "Alipay"],
      ["CN", `支付宝(中国)网络技术有限公司-${pid}`],
    ],
    subjectKey: alipayKeys.publicKey,
    issuer: class2Name,
    issuerKey: class2.privateKey,
    serial: randomSerial(16),
    ...validity,
  });
  const appCert = issueCertificate({
    subject: [
      ["C", "CN"],
      ["O", "The Mall"],
      ["OU", "Alipay"],
      ["CN", appId],
    ],
    subjectKey: app.publicKey,
    issuer: class1Name,
    issuerKey: class1.privateKey,
    serial: randomSerial(16),
    ...validity,
  });
  const appCertSn = sn(appCert, class1Name);
  const alipayCertSn = sn(alipayCert, class2Name);
  const rootCertSn = roots
    .filter((r) => r.rsa)
    .map((r) => sn(r.cert, r.name))
    .join("_");

  const trades = new Map<string, Trade>();
  const bills = new Map<string, Buffer>();
  const counts = { accepted: 0, refused: 0 };

  const sign = (text: string, key: crypto.KeyObject = alipayKeys.privateKey) =>
    crypto.sign("sha256", Buffer.from(text, "utf8"), key).toString("base64");

  /** An answer: the response object's exact text, signed; in certificate mode naming Alipay's certificate. */
  function answer(method: string, response: Record<string, unknown>): Answer {
    const section = JSON.stringify(response);
    const certPart = options.mode === "certificate" ? `,"alipay_cert_sn":"${alipayCertSn}"` : "";
    return {
      status: 200,
      headers: { "content-type": "text/html;charset=utf-8" },
      body: `{"${method.replaceAll(".", "_")}_response":${section}${certPart},"sign":"${sign(section)}"}`,
    };
  }
  const failure = (method: string, code: string, msg: string, subCode: string, subMsg: string) =>
    answer(method, { code, msg, sub_code: subCode, sub_msg: subMsg });

  /** Alipay's checks of a call: the app, its signature and (certificate mode) the two SNs. */
  function authenticate(params: Record<string, string>): { code: string; subCode: string; subMsg: string } | null {
    const refuse = (subCode: string, subMsg: string) => {
      counts.refused += 1;
      return { code: "40002", subCode, subMsg };
    };
    if (params.app_id !== appId) return refuse("isv.invalid-app-id", "无效的AppID参数");
    if (params.sign_type !== "RSA2" || !params.sign) return refuse("isv.invalid-signature-type", "无效的签名类型");
    if (options.mode === "certificate") {
      if (params.app_cert_sn !== appCertSn) return refuse("isv.app-cert-sn-not-match", "应用公钥证书序列号不匹配");
      if (params.alipay_root_cert_sn !== rootCertSn)
        return refuse("isv.root-cert-sn-not-match", "支付宝根证书序列号不匹配");
    } else if (params.app_cert_sn || params.alipay_root_cert_sn)
      return refuse("isv.app-not-cert-mode", "应用未使用证书模式");
    const at = new Date(`${(params.timestamp ?? "").replace(" ", "T")}+08:00`).getTime();
    if (!Number.isFinite(at) || Math.abs(clock.now().getTime() - at) > 15 * 60_000)
      return refuse("isv.invalid-timestamp", "非法的时间戳参数");
    const ok = crypto.verify(
      "sha256",
      Buffer.from(canonical(params, ["sign"]), "utf8"),
      app.publicKey,
      Buffer.from(params.sign, "base64"),
    );
    if (!ok) return refuse("isv.invalid-signature", "验签出错");
    counts.accepted += 1;
    return null;
  }

  const tradeFields = (t: Trade) => ({
    trade_no: t.trade_no,
    out_trade_no: t.out_trade_no,
    buyer_logon_id: "159****5620",
    trade_status: t.status,
    total_amount: yuan(t.total),
    buyer_pay_amount: t.paid ? yuan(t.total) : "0.00",
    receipt_amount: t.paid ? yuan(t.total) : "0.00",
    ...(t.paid ? { send_pay_date: dashed(t.paid) } : {}),
    buyer_user_id: "2088102177846875",
  });

  function notificationParams(t: Trade, variant: AlipayNotifyVariant): Record<string, string> {
    const fields: Record<string, string> = {
      notify_time: dashed(clock.now()),
      notify_type: "trade_status_sync",
      notify_id: crypto.randomBytes(16).toString("hex"),
      charset: "utf-8",
      version: "1.0",
      app_id: variant === "foreign-appid" ? `2021${String(crypto.randomInt(1e11, 1e12))}` : appId,
      auth_app_id: appId,
      seller_id: pid,
      trade_no: t.trade_no,
      out_trade_no: t.out_trade_no,
      trade_status: t.status,
      total_amount: yuan(variant === "wrong-amount" ? t.total - 1 : t.total),
      receipt_amount: yuan(t.total),
      buyer_pay_amount: yuan(t.total),
      subject: t.subject,
      gmt_create: dashed(t.created),
      ...(t.paid ? { gmt_payment: dashed(t.paid) } : {}),
      buyer_id: "2088102177846875",
    };
    const signature = sign(
      canonical(fields, ["sign", "sign_type"]),
      variant === "bad-signature" ? stranger.privateKey : alipayKeys.privateKey,
    );
    const signed = { ...fields, sign_type: "RSA2", sign: signature };
    // Tampered in transit: the amount changed after Alipay signed.
    return variant === "tampered" ? { ...signed, total_amount: yuan(t.total + 100) } : signed;
  }

  const acknowledged = (_status: number, body: string) => body.trim() === "success";

  async function notify(
    t: Trade,
    variant: AlipayNotifyVariant = "normal",
    times = 1,
    delayMs = 0,
  ): Promise<Delivery[][]> {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const retries = variant === "normal" || variant === "repeat" || variant === "late" ? options.retries : [];
    return Promise.all(
      Array.from({ length: times }, () =>
        deliver(
          t.notify_url,
          {
            headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
            body: new URLSearchParams(notificationParams(t, variant)).toString(),
          },
          acknowledged,
          retries,
        ),
      ),
    );
  }

  function pay(t: Trade, sendNotification = true) {
    if (t.status !== "WAIT_BUYER_PAY") return;
    t.status = "TRADE_SUCCESS";
    t.paid = clock.now();
    if (sendNotification) void notify(t);
  }

  /** A pay request (WAP cashier or app pay's order string): verified, its trade opened (or found again). */
  function openTrade(params: Record<string, string>): Trade | string {
    const refused = authenticate(params);
    if (refused) return `${refused.subCode}: ${refused.subMsg}`;
    const biz = JSON.parse(params.biz_content ?? "{}") as Record<string, string>;
    const total = cents(biz.total_amount);
    if (!biz.out_trade_no || total === null || total < 1) return "ACQ.INVALID_PARAMETER";
    const existing = trades.get(biz.out_trade_no);
    if (existing) return existing.total === total ? existing : "ACQ.CONTEXT_INCONSISTENT";
    const t: Trade = {
      out_trade_no: biz.out_trade_no,
      trade_no:
        `${shopDay(clock.now()).replaceAll("-", "")}22001${String(crypto.randomInt(1e9, 1e10))}${String(crypto.randomInt(1e8, 1e9))}`.slice(
          0,
          28,
        ),
      subject: biz.subject ?? "",
      total,
      notify_url: params.notify_url ?? "",
      return_url: params.return_url ?? "",
      status: "WAIT_BUYER_PAY",
      created: clock.now(),
      refunds: new Map(),
    };
    trades.set(t.out_trade_no, t);
    return t;
  }

  function call(params: Record<string, string>): Answer {
    const method = params.method ?? "";
    const refused = authenticate(params);
    if (refused) return failure(method, refused.code, "Invalid Arguments", refused.subCode, refused.subMsg);
    const biz = JSON.parse(params.biz_content ?? "{}") as Record<string, string>;
    const t = biz.out_trade_no ? trades.get(biz.out_trade_no) : undefined;
    const notExist = () => failure(method, "40004", "Business Failed", "ACQ.TRADE_NOT_EXIST", "交易不存在");
    switch (method) {
      case "alipay.trade.query":
        return t ? answer(method, { code: "10000", msg: "Success", ...tradeFields(t) }) : notExist();
      case "alipay.trade.close":
        if (!t) return notExist();
        if (t.status !== "WAIT_BUYER_PAY")
          return failure(method, "40004", "Business Failed", "ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
        t.status = "TRADE_CLOSED";
        return answer(method, { code: "10000", msg: "Success", trade_no: t.trade_no, out_trade_no: t.out_trade_no });
      case "alipay.trade.refund": {
        if (!t) return notExist();
        if (t.status !== "TRADE_SUCCESS")
          return failure(method, "40004", "Business Failed", "ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
        const amount = cents(biz.refund_amount);
        const requestNo = biz.out_request_no ?? t.out_trade_no;
        const earlier = t.refunds.get(requestNo);
        if (amount === null || amount < 1)
          return failure(method, "40004", "Business Failed", "ACQ.INVALID_PARAMETER", "退款金额有误");
        if (earlier && earlier.amount !== amount)
          return failure(
            method,
            "40004",
            "Business Failed",
            "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL",
            "退款金额与原请求不一致",
          );
        const refundedSoFar = [...t.refunds.values()].reduce((s, r) => s + r.amount, 0);
        if (!earlier && refundedSoFar + amount > t.total)
          return failure(method, "40004", "Business Failed", "ACQ.REFUND_FEE_ERROR", "交易退款金额有误");
        if (!earlier) t.refunds.set(requestNo, { amount, at: clock.now(), reason: biz.refund_reason ?? "" });
        const total = [...t.refunds.values()].reduce((s, r) => s + r.amount, 0);
        return answer(method, {
          code: "10000",
          msg: "Success",
          trade_no: t.trade_no,
          out_trade_no: t.out_trade_no,
          buyer_logon_id: "159****5620",
          fund_change: earlier ? "N" : "Y",
          refund_fee: yuan(total),
          gmt_refund_pay: dashed(t.refunds.get(requestNo)?.at ?? clock.now()),
          buyer_user_id: "2088102177846875",
        });
      }
      case "alipay.trade.fastpay.refund.query": {
        const r = t?.refunds.get(biz.out_request_no ?? "");
        if (!t || !r) return answer(method, { code: "10000", msg: "Success" });
        return answer(method, {
          code: "10000",
          msg: "Success",
          trade_no: t.trade_no,
          out_trade_no: t.out_trade_no,
          out_request_no: biz.out_request_no,
          total_amount: yuan(t.total),
          refund_amount: yuan(r.amount),
          refund_status: "REFUND_SUCCESS",
          gmt_refund_pay: dashed(r.at),
        });
      }
      case "alipay.data.dataservice.bill.downloadurl.query": {
        const date = biz.bill_date ?? "";
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date > shopDay(clock.now()))
          return failure(method, "40004", "Business Failed", "isp.bill_not_exist", "账单不存在");
        const token = crypto.randomBytes(24).toString("base64url");
        bills.set(token, biz.bill_type === "signcustomer" ? accountBill(date) : tradeBill(date));
        return answer(method, {
          code: "10000",
          msg: "Success",
          bill_download_url: `${options.baseUrl()}/alipay/bills/${token}.zip`,
        });
      }
    }
    return failure(method, "40004", "Business Failed", "isv.invalid-method", "不存在的方法名");
  }

  // ---------- the bills ----------

  const t9 = (v: string) => `${v}\t`;

  function tradeBill(date: string): Buffer {
    const rows: string[] = [];
    let paidCount = 0;
    let paid = 0;
    let refundCount = 0;
    let refunded = 0;
    for (const t of trades.values()) {
      if (t.paid && shopDay(t.paid) === date) {
        paidCount += 1;
        paid += t.total;
        rows.push(
          [
            t9(t.trade_no),
            t9(t.out_trade_no),
            t9("交易"),
            t.subject,
            dashed(t.created),
            dashed(t.paid),
            t9(""),
            t9(""),
            t9(""),
            t9(""),
            t9("159****5620"),
            yuan(t.total),
            yuan(t.total),
            "0.00",
            "0.00",
            "0.00",
            "0.00",
            "0.00",
            "",
            t9("0.00"),
            "0.00",
            t9(""),
            "0.00",
            "0.00",
            "",
          ].join(","),
        );
      }
      for (const [requestNo, r] of t.refunds)
        if (shopDay(r.at) === date) {
          refundCount += 1;
          refunded += r.amount;
          rows.push(
            [
              t9(t.trade_no),
              t9(t.out_trade_no),
              t9("退款"),
              t.subject,
              dashed(t.created),
              dashed(r.at),
              t9(""),
              t9(""),
              t9(""),
              t9(""),
              t9("159****5620"),
              yuan(-r.amount),
              yuan(-r.amount),
              "0.00",
              "0.00",
              "0.00",
              "0.00",
              "0.00",
              "",
              t9("0.00"),
              "0.00",
              t9(requestNo),
              "0.00",
              "0.00",
              r.reason,
            ].join(","),
          );
        }
    }
    const day = date.replaceAll("-", "");
    const detail = [
      "#支付宝业务明细查询",
      `#账号：[${pid}0156]`,
      `#起始日期：[${date.replace(/-(\d\d)-(\d\d)$/, "年$1月$2日")} 00:00:00]   终止日期：[${date.replace(/-(\d\d)-(\d\d)$/, "年$1月$2日")} 23:59:59]`,
      "#-----------------------------------------业务明细列表----------------------------------------",
      "支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注",
      ...rows,
      "#-----------------------------------------业务明细列表结束------------------------------------",
      `#交易合计：${paidCount}笔，商家实收共${yuan(paid)}元，商家优惠共0.00元`,
      `#退款合计：${refundCount}笔，商家实收退款共-${yuan(refunded)}元`,
      `#导出时间：[${dashed(clock.now())}]`,
    ].join("\r\n");
    const summary = [
      "#支付宝业务汇总查询",
      `#账号：[${pid}0156]`,
      "门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）",
      `合计,,${paidCount},${refundCount},${yuan(paid - refunded)},${yuan(paid - refunded)}`,
    ].join("\r\n");
    return zip([
      { name: `${pid}0156_${day}_业务明细.csv`, data: encodeGbk(`${detail}\r\n`) },
      { name: `${pid}0156_${day}_业务明细(汇总).csv`, data: encodeGbk(`${summary}\r\n`) },
    ]);
  }

  function accountBill(date: string): Buffer {
    const moves: {
      at: Date;
      out: string;
      bizNo: string;
      name: string;
      income: number;
      expense: number;
      type: string;
    }[] = [];
    for (const t of trades.values()) {
      if (t.paid)
        moves.push({
          at: t.paid,
          out: t.out_trade_no,
          bizNo: t.trade_no,
          name: t.subject,
          income: t.total,
          expense: 0,
          type: "在线支付",
        });
      for (const r of t.refunds.values())
        moves.push({
          at: r.at,
          out: t.out_trade_no,
          bizNo: t.trade_no,
          name: t.subject,
          income: 0,
          expense: r.amount,
          type: "交易退款",
        });
    }
    moves.sort((a, b) => a.at.getTime() - b.at.getTime());
    let balance = 0;
    const rows: string[] = [];
    for (const m of moves) {
      balance += m.income - m.expense;
      if (shopDay(m.at) !== date) continue;
      rows.push(
        [
          t9(String(crypto.randomInt(1e13, 1e14))),
          t9(m.bizNo),
          t9(m.out),
          t9(m.name),
          dashed(m.at),
          t9("159****5620"),
          yuan(m.income),
          m.expense ? yuan(-m.expense) : "0.00",
          yuan(balance),
          "支付宝",
          m.type,
          "",
        ].join(","),
      );
    }
    const detail = [
      "#支付宝账务明细查询",
      `#账号：[${pid}0156]`,
      `#起始日期：[${date} 00:00:00]   终止日期：[${date} 23:59:59]`,
      "#-----------------------------------------账务明细列表----------------------------------------",
      "账务流水号,业务流水号,商户订单号,商品名称,发生时间,对方账号,收入金额（+元）,支出金额（-元）,账户余额（元）,交易渠道,业务类型,备注",
      ...rows,
      "#-----------------------------------------账务明细列表结束------------------------------------",
      `#导出时间：[${dashed(clock.now())}]`,
    ].join("\r\n");
    return zip([{ name: `${pid}0156_${date.replaceAll("-", "")}_账务明细.csv`, data: encodeGbk(`${detail}\r\n`) }]);
  }

  // ---------- routes ----------

  async function handle(req: Incoming): Promise<Answer | null> {
    const path = req.url.pathname;
    if (path === "/gateway.do") {
      const params =
        req.method === "POST"
          ? Object.fromEntries(new URLSearchParams(req.body))
          : Object.fromEntries(req.url.searchParams);
      if (params.method !== "alipay.trade.wap.pay") return call(params);
      // WAP pay: the shopper's browser arrives with the signed request; the cashier shows the trade.
      const t = openTrade(params);
      if (typeof t === "string")
        return { status: 400, headers: { "content-type": "text/plain; charset=utf-8" }, body: `支付宝: ${t}` };
      return cashierPage({
        title: "支付宝",
        merchant: "The Mall",
        subject: t.subject,
        amount: t.total,
        action: "/sim/alipay/wap",
        fields: { out_trade_no: t.out_trade_no },
        button: "确认付款",
      });
    }
    if (req.method === "POST" && path === "/sim/alipay/wap") {
      const t = trades.get(new URLSearchParams(req.body).get("out_trade_no") ?? "");
      if (!t) return { status: 404, body: "unknown trade" };
      pay(t);
      const back = {
        out_trade_no: t.out_trade_no,
        trade_no: t.trade_no,
        total_amount: yuan(t.total),
        method: "alipay.trade.wap.pay.return",
        app_id: appId,
        seller_id: pid,
        timestamp: dashed(clock.now()),
        charset: "utf-8",
        version: "1.0",
      };
      const query = new URLSearchParams({
        ...back,
        sign_type: "RSA2",
        sign: sign(canonical(back, ["sign", "sign_type"])),
      });
      return t.return_url
        ? { status: 302, headers: { location: `${t.return_url}${t.return_url.includes("?") ? "&" : "?"}${query}` } }
        : { status: 200, body: "paid" };
    }
    if (req.method === "POST" && path === "/sim/alipay/app-pay") {
      // The wallet taking app pay's order string (what its SDK or AlipayJSBridge tradePay would do).
      const t = openTrade(
        Object.fromEntries(
          new URLSearchParams(String((JSON.parse(req.body || "{}") as { orderStr?: string }).orderStr ?? "")),
        ),
      );
      if (typeof t === "string") return json(200, { resultCode: "4000", memo: t });
      pay(t);
      return json(200, { resultCode: "9000", memo: "" });
    }
    let m: RegExpExecArray | null;
    if (req.method === "GET" && (m = /^\/alipay\/bills\/([\w-]+)\.zip$/.exec(path))) {
      const archive = bills.get(m[1]);
      return archive
        ? { status: 200, headers: { "content-type": "application/zip" }, body: archive }
        : { status: 404, body: "" };
    }
    if (!path.startsWith("/control/alipay/")) return null;
    const body = JSON.parse(req.body || "{}") as Record<string, unknown>;
    const t = typeof body.out_trade_no === "string" ? trades.get(body.out_trade_no) : undefined;
    switch (path) {
      case "/control/alipay/pay":
        if (!t) return json(404, { error: "no such trade" });
        pay(t, body.notify !== false);
        return json(200, tradeFields(t));
      case "/control/alipay/notify": {
        if (!t) return json(404, { error: "no such trade" });
        const variant = (body.variant as AlipayNotifyVariant) ?? "normal";
        return json(200, {
          deliveries: await notify(
            t,
            variant,
            variant === "repeat" ? Number(body.times ?? 3) : 1,
            variant === "late" ? Number(body.delayMs ?? 1000) : 0,
          ),
        });
      }
      case "/control/alipay/state":
        return json(200, {
          counts,
          trades: [...trades.values()].map((x) => ({ ...tradeFields(x), refunds: Object.fromEntries(x.refunds) })),
        });
    }
    return json(404, { error: "no such control" });
  }

  return {
    handle,
    credentials: () => {
      const env: Record<string, string> = { ALIPAY_APP_ID: appId, ALIPAY_GATEWAY: `${options.baseUrl()}/gateway.do` };
      const files: Record<string, { name: string; content: string }> = {
        ALIPAY_PRIVATE_KEY: { name: `app_private_key_${appId}.pem`, content: pemOf(app.privateKey) },
      };
      if (options.mode === "certificate") {
        files.ALIPAY_APP_CERT = { name: `appCertPublicKey_${appId}.crt`, content: appCert.pem };
        files.ALIPAY_PUBLIC_CERT = { name: "alipayCertPublicKey_RSA2.crt", content: alipayCert.pem };
        files.ALIPAY_ROOT_CERT = { name: "alipayRootCert.crt", content: roots.map((r) => r.cert.pem).join("") };
      } else files.ALIPAY_PUBLIC_KEY = { name: "alipay_public_key.pem", content: pemOf(alipayKeys.publicKey) };
      return { env, files, sn: { app: appCertSn, alipay: alipayCertSn, root: rootCertSn } };
    },
  };
}
