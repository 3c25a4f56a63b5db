// The bills' formats as the providers document them: WeChat Pay's CSV with "`"-prefixed fields and a
// summary, columns found by name; Alipay's ZIP of GBK CSV files with "#" lines around the details.
import { describe, expect, it } from "vitest";
import { encodeGbk, zip } from "@/scripts/provider-double/archive";
import { parseAlipayFundBill, parseAlipayTradeBill, parseWechatFundBill, parseWechatTradeBill, unzip } from "./bills";

const tick = (fields: string[]) => fields.map((f) => `\`${f}`).join(",");

describe("WeChat Pay bills", () => {
  it("reads payments and refunds of the ALL trade bill into cents, with its totals", () => {
    const text = [
      "交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注",
      tick([
        "2024-05-20 10:00:00",
        "wx1",
        "1900009191",
        "0",
        "",
        "4200001",
        "T1",
        "o1",
        "JSAPI",
        "SUCCESS",
        "OTHERS",
        "CNY",
        "59.80",
        "0.00",
        "0",
        "0",
        "0.00",
        "0.00",
        "",
        "",
        "货",
        "",
        "0.36000",
        "0.60%",
        "59.80",
        "0.00",
        "",
      ]),
      tick([
        "2024-05-20 11:00:00",
        "wx1",
        "1900009191",
        "0",
        "",
        "4200001",
        "T1",
        "o1",
        "JSAPI",
        "REFUND",
        "OTHERS",
        "CNY",
        "0.00",
        "0.00",
        "5030001",
        "RF1",
        "29.90",
        "0.00",
        "ORIGINAL",
        "SUCCESS",
        "货",
        "",
        "-0.18000",
        "0.60%",
        "0.00",
        "29.90",
        "",
      ]),
      "总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额",
      tick(["2", "59.80", "29.90", "0.00", "0.18000", "59.80", "29.90"]),
      "",
    ].join("\r\n");
    const bill = parseWechatTradeBill(text, "2024-05-20");
    expect(bill).toEqual({
      kind: "trade",
      date: "2024-05-20",
      totals: { count: 2, paid: 5980, refunded: 2990 },
      lines: [
        {
          at: "2024-05-20 10:00:00",
          kind: "payment",
          outTradeNo: "T1",
          providerTradeNo: "4200001",
          amount: 5980,
          refundNo: null,
          providerRefundNo: null,
          status: "SUCCESS",
          currency: "CNY",
        },
        {
          at: "2024-05-20 11:00:00",
          kind: "refund",
          outTradeNo: "T1",
          providerTradeNo: "4200001",
          amount: 2990,
          refundNo: "RF1",
          providerRefundNo: "5030001",
          status: "SUCCESS",
          currency: "CNY",
        },
      ],
    });
    expect(() => parseWechatTradeBill("not a bill", "2024-05-20")).toThrow(/not a WeChat Pay bill/);
  });

  it("reads the fund-flow bill (full-width or ASCII units alike)", () => {
    const text = [
      "记账时间,微信支付业务单号,资金流水单号,业务名称,业务类型,收支类型,收支金额（元）,账户结余（元）,资金变更提交申请人,备注,业务凭证号",
      tick(["2024-05-20 10:00:00", "4200001", "F1", "交易", "交易", "收入", "59.80", "59.80", "system", "", "T1"]),
      tick(["2024-05-20 11:00:00", "5030001", "F2", "退款", "退款", "支出", "29.90", "29.90", "system", "", "RF1"]),
      "资金流水总笔数,收入笔数,收入金额,支出笔数,支出金额",
      tick(["2", "1", "59.80", "1", "29.90"]),
    ].join("\n");
    const bill = parseWechatFundBill(text, "2024-05-20");
    expect(bill.totals).toEqual({ count: 2, income: 5980, expense: 2990 });
    expect(bill.lines).toHaveLength(2);
    expect(bill.kind === "fund" && bill.lines.map((l) => [l.direction, l.amount, l.voucherNo])).toEqual([
      ["in", 5980, "T1"],
      ["out", 2990, "RF1"],
    ]);
  });
});

describe("Alipay bills", () => {
  it("reads the trade detail file of the GBK ZIP, refunds as their own lines", () => {
    const detail = [
      "#支付宝业务明细查询",
      "#账号：[20881234567890120156]",
      "#-----------------------------------------业务明细列表----------------------------------------",
      "支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注",
      "2024052022001\t,T1\t,交易\t,商品,2024-05-20 10:00:00,2024-05-20 10:00:05,\t,\t,\t,\t,159****5620\t,59.80,59.80,0.00,0.00,0.00,0.00,0.00,,0.00\t,0.00,\t,0.00,0.00,",
      "2024052022001\t,T1\t,退款\t,商品,2024-05-20 10:00:00,2024-05-20 11:00:00,\t,\t,\t,\t,159****5620\t,-29.90,-29.90,0.00,0.00,0.00,0.00,0.00,,0.00\t,0.00,RF1\t,0.00,0.00,",
      "#-----------------------------------------业务明细列表结束------------------------------------",
      "#交易合计：1笔",
    ].join("\r\n");
    const archive = zip([
      { name: "20881234567890120156_20240520_业务明细(汇总).csv", data: encodeGbk("#支付宝业务汇总查询\r\n合计,1") },
      { name: "20881234567890120156_20240520_业务明细.csv", data: encodeGbk(detail) },
    ]);
    expect([...unzip(archive).keys()]).toEqual([
      "20881234567890120156_20240520_业务明细(汇总).csv",
      "20881234567890120156_20240520_业务明细.csv",
    ]);
    const bill = parseAlipayTradeBill(archive, "2024-05-20");
    expect(bill.totals).toEqual({ count: 2, paid: 5980, refunded: 2990 });
    expect(bill.kind === "trade" && bill.lines.map((l) => [l.kind, l.outTradeNo, l.amount, l.refundNo])).toEqual([
      ["payment", "T1", 5980, null],
      ["refund", "T1", 2990, "RF1"],
    ]);
    expect(() => parseAlipayFundBill(archive, "2024-05-20")).toThrow(/账务明细/);
  });
});
