// Regions (docs/decisions/030-regions.md) through the real route handlers, on both engines: phone
// numbers of the mainland, Hong Kong, Macau and Taiwan (E.164 and the specification's 11 digits; good
// and bad numbers of each, refused with a message naming the region's form), SMS codes and logins
// with +852 / +853 / +886 and their rate limits keyed by the E.164 number, addresses by region
// (Macau without a district, Hong Kong's areas and districts, Taiwan's postal codes), and the
// console's search by a phone number in any form.
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as sendSms } from "@/app/api/v1/send_sms/route";
import { POST as phoneUsers } from "@/app/api/v1/phone_users/route";
import { GET as testSmsCode } from "@/app/api/v1/test/sms-code/route";
import { GET as userInfo } from "@/app/api/v1/user-info/route";
import { POST as createAddresses } from "@/app/api/v1/create-addresses/route";
import { POST as editAddresses } from "@/app/api/v1/edit-addresses/route";
import { GET as shoppers } from "@/app/api/admin/v1/shoppers/route";
import { GET as adminOrders } from "@/app/api/admin/v1/orders/route";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { createUser } from "@/tests/helpers/users";
import { db } from "@/lib/db";
import { peerAddressHeader } from "@/lib/peer-address";
import { parseMobile } from "@/lib/phone/mobile";

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
type Session = { id: number; token: string; token_expires_in: number };
type Address = {
  id: number;
  phone: string;
  region: string;
  province: string;
  city: string;
  district: string;
  postalCode: string;
  detail: string;
};

const peerHeader = peerAddressHeader();
let n = 0;
/** Six digits no other test of this run uses. */
const six = () => String((Date.now() + ++n * 7919) % 1_000_000).padStart(6, "0");
const from = () => ({ [peerHeader]: `10.${n % 250}.${(n * 3) % 250}.${(n * 7) % 250}` });
const numbers = {
  CN: () => `139${six()}${String(n % 100).padStart(2, "0")}`,
  HK: () => `+85296${six()}`,
  MO: () => `+853661${six().slice(1)}`,
  TW: () => `+886912${six()}`,
};

const send = (phone: string, locale = "en") =>
  call<ErrorBody & { ok: boolean }>(sendSms, "/api/v1/send_sms", { body: { phone }, headers: from(), locale });
const readCode = async (phone: string) =>
  (await call<{ code: string }>(testSmsCode, `/api/v1/test/sms-code?phone=${encodeURIComponent(phone)}`)).body.code;
const login = (phone: string, code: string) =>
  call<Session & ErrorBody>(phoneUsers, "/api/v1/phone_users", { body: { phone, code } });

afterEach(() => vi.restoreAllMocks());

describe("phone numbers of the four regions", () => {
  it("takes the contract's E.164 numbers and the specification's 11 digits", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    for (const phone of ["+8613812345678", "+85291234567", "+85366123456", "+886912345678", "13912345678"]) {
      const res = await send(phone);
      expect(res.status, phone).toBe(200);
    }
    // Stored once, in E.164, whichever form was typed.
    expect(await db.smsCode.count({ where: { phone: "+8613912345678" } })).toBe(1);
    expect(await db.smsCode.count({ where: { phone: "13912345678" } })).toBe(0);
  });

  it("takes good numbers of each region, typed as people write them", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const good: [string, string][] = [
      ["+86 138 0013 8000", "+8613800138000"],
      ["13700001111", "+8613700001111"],
      ["+852 5123 4567", "+85251234567"],
      ["+852-6123-4567", "+85261234567"],
      ["00852 4612 3456", "+85246123456"],
      ["+853 6212 3456", "+85362123456"],
      ["+853 6812-3456", "+85368123456"],
      ["+886 987 654 321", "+886987654321"],
      ["+886 0912 000 111", "+886912000111"],
    ];
    for (const [typed, stored] of good) {
      const res = await send(typed);
      expect(res.status, typed).toBe(200);
      expect(await db.smsCode.count({ where: { phone: stored } }), typed).toBe(1);
    }
  });

  it("refuses bad numbers of each region with a message naming the expected form", async () => {
    const bad: [string, string][] = [
      // The mainland: the specification's pattern, unchanged.
      ["12345678901", "Enter an 11-digit mainland China mobile number, e.g. 138 1234 5678"],
      ["14212345678", "Enter an 11-digit mainland China mobile number, e.g. 138 1234 5678"],
      ["+8619712345678", "Enter an 11-digit mainland China mobile number, e.g. 138 1234 5678"],
      // Without a code, 8 digits are no mainland number (the Macau shopper typed these).
      ["66123456", "Enter an 11-digit mainland China mobile number, e.g. 138 1234 5678"],
      // Hong Kong: a landline, an unassigned range, a short number.
      ["+85221234567", "Enter an 8-digit Hong Kong mobile number, e.g. 9123 4567"],
      ["+85241234567", "Enter an 8-digit Hong Kong mobile number, e.g. 9123 4567"],
      ["+852 9123 456", "Enter an 8-digit Hong Kong mobile number, e.g. 9123 4567"],
      // Macau: a landline, an unassigned mobile range, a Hong Kong-looking number.
      ["+85328123456", "Enter an 8-digit Macau mobile number starting with 6, e.g. 6612 3456"],
      ["+85360000000", "Enter an 8-digit Macau mobile number starting with 6, e.g. 6612 3456"],
      ["+853 9123 4567", "Enter an 8-digit Macau mobile number starting with 6, e.g. 6612 3456"],
      // Taiwan: a Taipei landline, too short.
      ["+886223456789", "Enter a 10-digit Taiwan mobile number starting with 09, e.g. 0912 345 678"],
      ["+88691234567", "Enter a 10-digit Taiwan mobile number starting with 09, e.g. 0912 345 678"],
      // Another country.
      [
        "+14155550123",
        "Only mobile numbers of mainland China (+86), Hong Kong (+852), Macau (+853) and Taiwan (+886) are supported",
      ],
    ];
    for (const [phone, message] of bad) {
      const res = await send(phone);
      expect(res.status, phone).toBe(422);
      expect(res.body.code, phone).toBe("VALIDATION");
      expect(res.body.fields?.phone, phone).toBe(message);
      expect(res.body.message, phone).toBe(message);
    }
  });

  it("says it in the shopper's language", async () => {
    const cases: [string, string, string][] = [
      ["zh-Hant", "+85328123456", "請輸入 6 字頭的 8 位澳門手機號碼，如 6612 3456"],
      ["zh-Hans", "+85221234567", "请输入 8 位香港手机号，如 9123 4567"],
      ["ja", "+886223456789", "09で始まる台湾の10桁の携帯番号を入力してください（例: 0912 345 678）"],
      ["zh-Hans", "123", "请输入 11 位中国内地手机号，如 138 1234 5678"],
    ];
    for (const [locale, phone, message] of cases)
      expect((await send(phone, locale)).body.fields?.phone, `${locale} ${phone}`).toBe(message);
  });
});

describe("SMS login in Hong Kong, Macau and Taiwan", () => {
  it.each(["HK", "MO", "TW"] as const)("sends a code to a %s number and logs in with it", async (region) => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = numbers[region]();
    expect(parseMobile(phone).ok).toBe(true);
    expect((await send(phone)).status).toBe(200);
    const first = await login(phone, await readCode(phone));
    expect(first.status).toBe(201);
    const me = await call<{ phone: string; nickname: string }>(userInfo, "/api/v1/user-info", {
      token: first.body.token,
    });
    expect(me.body.phone).toBe(phone);
    // The nickname hides the middle and keeps the region code.
    expect(me.body.nickname).toMatch(new RegExp(`^\\+${phone.slice(1, 4)} \\d+\\*+\\d+$`));
    // The same number typed with spaces is the same account.
    await db.rateLimitBucket.updateMany({
      where: { key: `sms:cooldown:${phone}` },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 8)} ${phone.slice(8)}`;
    expect((await send(spaced)).status).toBe(200);
    const again = await login(spaced, await readCode(phone));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it("keys the resend limit by the E.164 number, whatever form the number is typed in", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const cn = numbers.CN();
    expect((await send(cn)).status).toBe(200);
    const plus = await send(`+86 ${cn}`);
    expect(plus.status).toBe(429);
    expect(plus.body.code).toBe("RATE_LIMITED");
    const mo = numbers.MO();
    expect((await send(mo)).status).toBe(200);
    expect((await send(`00${mo.slice(1)}`)).status).toBe(429);
    const tw = numbers.TW();
    expect((await send(tw)).status).toBe(200);
    expect((await send(`+886 0${tw.slice(4)}`)).status).toBe(429);
    expect(await db.rateLimitBucket.count({ where: { key: `sms:cooldown:${tw}` } })).toBe(1);
  });

  it("refuses a code sent to another region's number with the same digits", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const digits = `661${six().slice(1)}`;
    const mo = `+853${digits}`;
    expect((await send(mo)).status).toBe(200);
    const code = await readCode(mo);
    const hk = await login(`+852${digits}`, code);
    expect(hk.status).toBe(400);
    expect((await login(mo, code)).status).toBe(201);
  });
});

describe("addresses by region", () => {
  const base = { name: "陳大文", detail: "孫逸仙大馬路 1 號" };
  const create = (token: string, body: object, locale = "en") =>
    call<Address & ErrorBody>(createAddresses, "/api/v1/create-addresses", { token, body, locale });

  it("saves a Macau address without a district, reading an 8-digit phone as Macau's", async () => {
    const { token } = await createUser();
    const res = await create(token, { ...base, region: "MO", phone: "6612 3456", province: "澳門", city: "氹仔" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      region: "MO",
      phone: "+85366123456",
      province: "澳門",
      city: "氹仔",
      district: "",
      postalCode: "",
    });
    // Cotai lies in no parish; a parish of the peninsula is kept; the region follows from the province.
    expect(
      (await create(token, { ...base, phone: "+85362123456", province: "Macau", city: "Cotai" })).body,
    ).toMatchObject({ region: "MO", city: "Cotai", district: "" });
    const parish = await create(token, {
      ...base,
      phone: "+85362123456",
      province: "澳门",
      city: "澳门半岛",
      district: "花地玛堂区",
    });
    expect(parish.status).toBe(200);
    expect(parish.body).toMatchObject({ region: "MO", district: "花地玛堂区" });
  });

  it("checks a Macau address's places and phone", async () => {
    const { token } = await createUser();
    const mo = { ...base, region: "MO", phone: "6612 3456", province: "澳門", city: "氹仔" };
    // The shape in the schema (a landline is no Macau mobile), the places in the service.
    const phone = await create(token, { ...mo, phone: "2812 3456" }, "zh-Hant");
    expect(phone.status).toBe(422);
    expect(phone.body.fields).toEqual({ phone: "請輸入 6 字頭的 8 位澳門手機號碼，如 6612 3456" });
    const parish = await create(token, { ...mo, district: "花地瑪堂區" }, "zh-Hant");
    expect(parish.status).toBe(422);
    expect(parish.body.fields).toEqual({ district: "請選擇該區域內的堂區，或留空" });
    // An unassigned range passes the shape and is refused by the server's ranges, beside the places.
    const both = await create(token, { ...mo, phone: "+85360000000", city: "九龍" });
    expect(both.status).toBe(422);
    expect(both.body.fields).toEqual({
      phone: "Enter an 8-digit Macau mobile number starting with 6, e.g. 6612 3456",
      city: "Choose Macau Peninsula, Taipa, Cotai or Coloane",
    });
  });

  it("saves a Hong Kong address with its area and district, in any locale's names", async () => {
    const { token } = await createUser();
    const res = await create(token, {
      ...base,
      region: "HK",
      phone: "+852 9123 4567",
      province: "香港",
      city: "九龍",
      district: "油尖旺區",
      detail: "彌敦道 100 號",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ region: "HK", phone: "+85291234567", city: "九龍", district: "油尖旺區" });
    const english = await create(token, {
      ...base,
      region: "HK",
      phone: "51234567",
      province: "Hong Kong",
      city: "Hong Kong Island",
      district: "Wan Chai District",
    });
    expect(english.status).toBe(200);
    expect(english.body.phone).toBe("+85251234567");
  });

  it("refuses a Hong Kong address without its district, or with one of another area", async () => {
    const { token } = await createUser();
    const hk = { ...base, region: "HK", phone: "+85291234567", province: "香港", city: "九龍" };
    const missing = await create(token, hk, "zh-Hans");
    expect(missing.status).toBe(422);
    expect(missing.body.fields?.district).toBe("请填写区县");
    const wrong = await create(token, { ...hk, district: "沙田區" }, "zh-Hans");
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ district: "请选择该区域内的香港 18 区之一" });
    const province = await create(token, { ...hk, province: "广东省", district: "觀塘區" });
    expect(province.status).toBe(422);
    expect(province.body.fields).toEqual({ province: "A Hong Kong address's region is Hong Kong" });
  });

  it("saves a Taiwan address with its district's postal code, and refuses a wrong or missing one", async () => {
    const { token } = await createUser();
    const tw = {
      ...base,
      region: "TW",
      phone: "0912 345 678",
      province: "臺灣",
      city: "臺北市",
      district: "中正區",
      detail: "重慶南路一段 122 號",
    };
    const res = await create(token, { ...tw, postalCode: "100" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ region: "TW", phone: "+886912345678", postalCode: "100", district: "中正區" });
    const simplified = await create(token, {
      ...tw,
      province: "台湾",
      city: "高雄市",
      district: "那玛夏区",
      postalCode: "849",
    });
    expect(simplified.status).toBe(200);
    const wrong = await create(token, { ...tw, postalCode: "104" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({
      postalCode: "Enter the district's 3-digit postal code (e.g. 100 for Zhongzheng District, Taipei)",
    });
    const missing = await create(token, tw, "zh-Hant");
    expect(missing.status).toBe(422);
    expect(missing.body.fields?.postalCode).toBe("請填寫郵遞區號");
    const elsewhere = await create(token, { ...tw, city: "新北市", postalCode: "100" });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.fields).toEqual({ district: "Choose a township or district of that county or city" });
  });

  it("keeps the mainland's rules: every field required, 11-digit phones", async () => {
    const { token } = await createUser();
    const cn = { ...base, phone: "13800138000", province: "广东省", city: "深圳市", detail: "科技园路 1 号" };
    const missing = await create(token, cn, "zh-Hans");
    expect(missing.status).toBe(422);
    expect(missing.body.fields?.district).toBe("请填写区县");
    const ok = await create(token, { ...cn, district: "南山区" });
    expect(ok.body).toMatchObject({ region: "CN", phone: "+8613800138000", postalCode: "" });
    const hkPhone = await create(token, { ...cn, district: "南山区", phone: "91234567" });
    expect(hkPhone.status).toBe(422);
    // An edit moves an address to another region under that region's rules.
    const moved = await call<Address & ErrorBody>(editAddresses, "/api/v1/edit-addresses", {
      token,
      body: { ...base, id: ok.body.id, region: "MO", phone: "66123456", province: "澳門", city: "路環" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ region: "MO", city: "路環", district: "", phone: "+85366123456" });
  });
});

describe("the console's search by phone", () => {
  it("finds shoppers and their orders by E.164 and by local forms", async () => {
    const { cookie } = await signedIn(["owner"]);
    const { user } = await createUser();
    const mo = numbers.MO();
    await db.user.update({ where: { id: user.id }, data: { phone: mo } });
    const national = mo.slice(4);
    for (const q of [mo, `+853 ${national.slice(0, 4)} ${national.slice(4)}`, national]) {
      const res = await adminCall<{ rows: { id: number; phone: string }[] }>(
        shoppers,
        `/api/admin/v1/shoppers?q=${encodeURIComponent(q)}`,
        { cookie },
      );
      expect(res.status, q).toBe(200);
      expect(
        res.body.rows.map((r) => r.id),
        q,
      ).toContain(user.id);
    }
    const cn = await createUser();
    await db.user.update({ where: { id: cn.user.id }, data: { phone: "+8613611112222" } });
    const order = await db.order.create({
      data: {
        orderNo: `R${Date.now()}${Math.random().toString().slice(2, 12)}`.slice(0, 25),
        userId: null,
        status: 500,
        itemsAmount: 1,
        freightAmount: 0,
        totalAmount: 1,
        receiverName: "陳大文",
        receiverPhone: "+886912000333",
        expiresAt: new Date(),
      },
    });
    for (const q of ["0912 000 333", "+886912000333", "912000333"]) {
      const res = await adminCall<{ rows: { id: number }[] }>(
        adminOrders,
        `/api/admin/v1/orders?q=${encodeURIComponent(q)}`,
        { cookie },
      );
      expect(res.status, q).toBe(200);
      expect(
        res.body.rows.map((r) => r.id),
        q,
      ).toContain(order.id);
    }
    const byLocal = await adminCall<{ rows: { id: number }[] }>(shoppers, "/api/admin/v1/shoppers?q=13611112222", {
      cookie,
    });
    expect(byLocal.body.rows.map((r) => r.id)).toEqual([cn.user.id]);
  });
});
