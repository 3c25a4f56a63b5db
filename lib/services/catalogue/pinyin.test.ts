// The search keys written for a name (search-keys.ts) and the patterns planned for what a shopper types
// (pinyin.ts): together they decide what "shouji", "shou ji", "sj" and "cq" find.
import { pinyin } from "pinyin-pro";
import { describe, expect, it } from "vitest";
import { initialsPattern, keywordPatterns, pinyinPatterns, readings } from "./pinyin";
import { nameKeys } from "./search-keys";

describe("nameKeys", () => {
  it("reads each run of Chinese characters as syllables and as initials", () => {
    expect(nameKeys("星耀 X20 5G 智能手机 Phone")).toEqual({
      namePinyin: "'xing'yao 'zhi'neng'shou'ji",
      nameInitials: "xy znsj",
    });
    expect(nameKeys("Pro Earbuds")).toEqual({ namePinyin: "", nameInitials: "" });
  });

  it("reads polyphonic characters from their context", () => {
    expect(nameKeys("重庆小面")).toEqual({ namePinyin: "'chong'qing'xiao'mian", nameInitials: "cqxm" });
    expect(nameKeys("重量级哑铃").namePinyin).toBe("'zhong'liang'ji'ya'ling");
    expect(nameKeys("银行卡套").namePinyin).toBe("'yin'hang'ka'tao");
    expect(nameKeys("自行车").namePinyin).toBe("'zi'xing'che");
    expect(nameKeys("乐队音乐").namePinyin).toBe("'yue'dui'yin'yue");
    expect(nameKeys("绿茶").namePinyin).toBe("'lv'cha");
  });

  it("adds the zh-Hant name, read through simplified characters, once when it reads the same", () => {
    // 重慶 read alone would be zhong qing: the word dictionary is simplified.
    expect(nameKeys("重庆小面", "重慶小麵")).toEqual({ namePinyin: "'chong'qing'xiao'mian", nameInitials: "cqxm" });
    expect(nameKeys("智能手机", "智慧型手機")).toEqual({
      namePinyin: "'zhi'neng'shou'ji 'zhi'hui'xing'shou'ji",
      nameInitials: "znsj zhxsj",
    });
    expect(nameKeys("还有", null).namePinyin).toBe("'hai'you");
  });
});

describe("readings", () => {
  it("splits typed letters into syllables, fewest first, the last one possibly half typed", () => {
    expect(readings("shouji")).toEqual([["shou", "ji"]]);
    expect(readings("shouj")).toEqual([["shou", "j"]]);
    // 先, 西安, 下n… (a half-typed last syllable): every reading, so 西安 is found by "xian" too.
    expect(readings("xian")).toEqual([["xian"], ["xia", "n"], ["xi", "an"], ["xi", "a", "n"]]);
    expect(readings("chongqing")).toEqual([
      ["chong", "qing"],
      ["chong", "qin", "g"],
    ]);
    expect(readings("phone")).toEqual([]);
    expect(readings("sj")).toEqual([]);
    // A syllable boundary the shopper typed: the piece before it must be whole.
    expect(readings("xia", false)).toEqual([["xia"], ["xi", "a"]]);
    expect(readings("sh", false)).toEqual([]);
  });

  it("stays bounded on a long word with many readings", () => {
    const started = performance.now();
    const found = readings("xian".repeat(12));
    expect(found.length).toBeLessThanOrEqual(6);
    expect(found[0]).toEqual(Array(12).fill("xian"));
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("knows every syllable the dictionary gives a character of the basic CJK block", () => {
    const unknown = new Set<string>();
    for (let code = 0x4e00; code <= 0x9fff; code++) {
      for (const reading of pinyin(String.fromCodePoint(code), {
        toneType: "none",
        multiple: true,
        type: "array",
        v: true,
      })) {
        const syllable = reading.normalize("NFD").replace(/[^a-z]/g, "");
        // Characters without a reading come back as themselves; the interjections are left out on purpose.
        if (!syllable || ["m", "n", "ng", "hng"].includes(syllable)) continue;
        if (!readings(syllable, false).some((r) => r.length === 1 && r[0] === syllable)) unknown.add(syllable);
      }
    }
    expect([...unknown]).toEqual([]);
  });
});

describe("patterns", () => {
  it("plans the pinyin key patterns of a typed term", () => {
    expect(pinyinPatterns("ShouJi")).toEqual(["'shou'ji"]);
    expect(pinyinPatterns("xi'an")).toEqual(["'xi'an", "'xi'a'n"]);
    expect(pinyinPatterns("xi'an").every((p) => p.startsWith("'xi'a"))).toBe(true);
    expect(pinyinPatterns("lue")).toEqual(["'lve", "'lu'e"]);
    expect(pinyinPatterns("lü")).toEqual(["'lv"]);
    expect(pinyinPatterns("5g")).toEqual([]);
    expect(pinyinPatterns("手机")).toEqual([]);
    expect(pinyinPatterns("a%b")).toEqual([]);
  });

  it("plans initials for two letters or more", () => {
    expect(initialsPattern("SJ")).toBe("sj");
    expect(initialsPattern("cqxm")).toBe("cqxm");
    expect(initialsPattern("s")).toBeNull();
    expect(initialsPattern("xi'an")).toBeNull();
    expect(initialsPattern("s1")).toBeNull();
  });

  it("reads a whole keyword as one word, its spaces as syllable boundaries", () => {
    expect(keywordPatterns(" shou  ji ")).toEqual({ pinyin: ["'shou'ji"], initials: null });
    expect(keywordPatterns("sj")).toEqual({ pinyin: [], initials: "sj" });
  });
});
