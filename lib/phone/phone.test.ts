import { describe, expect, it } from "vitest";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import metadataJson from "./metadata.json";
import { formatPhone, maskNational, parsePhone, phoneCandidates, splitPhone } from "./index";
import { isAssignedMobile, parseMobile } from "./mobile";
// @ts-expect-error -- a plain .mjs script without types
import { fourRegionMetadata } from "@/scripts/build-phone-metadata.mjs";

describe("parsePhone", () => {
  it("reads E.164, 00 and spaced forms of the four regions, and the spec's 11 digits", () => {
    const e164 = (input: string, region?: "CN" | "HK" | "MO" | "TW") => {
      const parsed = parsePhone(input, region);
      return parsed.ok ? parsed.e164 : parsed.error;
    };
    expect(e164("13812345678")).toBe("+8613812345678");
    expect(e164(" +86 138-1234-5678 ")).toBe("+8613812345678");
    expect(e164("0085291234567")).toBe("+85291234567");
    expect(e164("(+853) 6612 3456")).toBe("+85366123456");
    expect(e164("+886 0912-345-678")).toBe("+886912345678");
    expect(e164("0912 345 678", "TW")).toBe("+886912345678");
    expect(e164("66123456", "MO")).toBe("+85366123456");
    expect(e164("66123456")).toBe("phone_format");
    expect(e164("91234567", "MO")).toBe("phone_format_MO");
    expect(e164("+1 415 555 0123")).toBe("phone_region");
    expect(e164("+86 1381234567a")).toBe("phone_format");
    // The specification's pattern for the mainland, exactly: 14[4579], 166, 19[89].
    for (const ok of ["14412345678", "16612345678", "19812345678"]) expect(e164(ok)).toBe(`+86${ok}`);
    for (const bad of ["14212345678", "16512345678", "19712345678", "12012345678"])
      expect(e164(bad)).toBe("phone_format");
  });
});

describe("formatPhone", () => {
  it("groups as libphonenumber's international format does", () => {
    for (const number of ["+8613812345678", "+85291234567", "+85366123456", "+886912345678", "+886987654321"])
      expect(formatPhone(number)).toBe(parsePhoneNumberFromString(number)!.formatInternational());
  });

  it("masks the middle, and leaves other values as they are", () => {
    expect(formatPhone("+8613812345678", { mask: true })).toBe("+86 138****5678");
    expect(formatPhone("+85366123456", { mask: true })).toBe("+853 66****56");
    expect(formatPhone("+886912345678", { mask: true })).toBe("+886 912***678");
    expect(maskNational("13812345678")).toBe("138****5678");
    expect(formatPhone("0755-12345678")).toBe("0755-12345678");
    expect(splitPhone("13812345678")).toBeNull();
  });
});

describe("phoneCandidates", () => {
  it("names every E.164 number a console search term could mean", () => {
    expect(phoneCandidates("13812345678")).toEqual(["+8613812345678"]);
    expect(phoneCandidates("6612 3456")).toEqual(["+85266123456", "+85366123456"]);
    expect(phoneCandidates("91234567")).toEqual(["+85291234567"]);
    expect(phoneCandidates("0912-345-678")).toEqual(["+886912345678"]);
    expect(phoneCandidates("+853 6612 3456")).toEqual(["+85366123456"]);
    expect(phoneCandidates("85366123456")).toEqual(["+85366123456"]);
    expect(phoneCandidates(" 8613812345678")).toEqual(["+8613812345678"]);
    expect(phoneCandidates("alice")).toEqual([]);
    expect(phoneCandidates("1234567")).toEqual([]);
  });
});

describe("the server's mobile ranges", () => {
  it("agree with libphonenumber's full metadata on mobile numbers of Hong Kong, Macau and Taiwan", () => {
    // A spread of numbers of each region's mobile shape: the four-region metadata must judge each as
    // the library's full metadata does (a mobile number, or not).
    const samples: string[] = [];
    for (let i = 0; i < 400; i++) {
      const tail = String((i * 7_919_993) % 10_000_000).padStart(7, "0");
      samples.push(`+852${4 + (i % 6)}${tail}`, `+8536${tail}`, `+8869${tail}${i % 10}`);
    }
    for (const number of samples) {
      const full = parsePhoneNumberFromString(number);
      expect(isAssignedMobile(number), number).toBe(Boolean(full?.isValid() && full.getType() === "MOBILE"));
    }
  });

  it("keep the specification's rule for the mainland and refuse landlines elsewhere", () => {
    expect(parseMobile("+8614412345678").ok).toBe(true);
    expect(parseMobile("+85221234567")).toMatchObject({ ok: false, error: "phone_format_HK" });
    expect(parseMobile("+85328123456")).toMatchObject({ ok: false, error: "phone_format_MO" });
    expect(parseMobile("+886223456789")).toMatchObject({ ok: false, error: "phone_format_TW" });
  });

  it("load metadata.json as scripts/build-phone-metadata.mjs makes it from the installed library", () => {
    expect(metadataJson).toEqual(fourRegionMetadata());
    expect(Object.keys(metadataJson.countries).sort()).toEqual(["CN", "HK", "MO", "TW"]);
  });
});
