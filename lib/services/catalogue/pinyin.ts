// What a shopper types in Latin letters for a Chinese name: its pinyin ("shouji", "shou ji", "xi'an")
// or its initials ("sj", "SJ"), read against the search keys stored with every product
// (./search-keys.ts writes them, docs/decisions/032-search.md):
//   namePinyin    each run of Chinese characters as its syllables, each syllable after an apostrophe:
//                 "星耀 X20 5G 智能手机" -> "'xing'yao 'zhi'neng'shou'ji"
//   nameInitials  the same runs as the syllables' first letters: "xy znsj"
// A typed word matches the pinyin key when it splits into syllables that stand in a run one after the
// other, from a syllable's start (the last one may be half typed: "shouj"), so "ouji" or "anji" does
// not match 手机 or 韩剧 from the middle of a syllable; it matches the initials key anywhere in a run.
// This file only plans the patterns (no dictionary): the library that reads characters is loaded by
// the key writer alone.

/** Every toneless syllable of standard Mandarin (ü written v), as pinyin-pro spells them. */
const SYLLABLES = new Set(
  (
    "a ai an ang ao ba bai ban bang bao bei ben beng bi bian biao bie bin bing bo bu ca cai can cang cao ce cen " +
    "ceng cha chai chan chang chao che chen cheng chi chong chou chu chua chuai chuan chuang chui chun chuo ci " +
    "cong cou cu cuan cui cun cuo da dai dan dang dao de dei den deng di dia dian diao die ding diu dong dou du " +
    "duan dui dun duo e ei en eng er fa fan fang fei fen feng fo fou fu ga gai gan gang gao ge gei gen geng gong " +
    "gou gu gua guai guan guang gui gun guo ha hai han hang hao he hei hen heng hong hou hu hua huai huan huang " +
    "hui hun huo ji jia jian jiang jiao jie jin jing jiong jiu ju juan jue jun ka kai kan kang kao ke kei ken " +
    "keng kong kou ku kua kuai kuan kuang kui kun kuo la lai lan lang lao le lei leng li lia lian liang liao lie " +
    "lin ling liu lo long lou lu luan lun luo lv lve ma mai man mang mao me mei men meng mi mian miao mie min " +
    "ming miu mo mou mu na nai nan nang nao ne nei nen neng ni nian niang niao nie nin ning niu nong nou nu nuan " +
    "nuo nv nve o ou pa pai pan pang pao pei pen peng pi pian piao pie pin ping po pou pu qi qia qian qiang qiao " +
    "qie qin qing qiong qiu qu quan que qun ran rang rao re ren reng ri rong rou ru rua ruan rui run ruo sa sai " +
    "san sang sao se sen seng sha shai shan shang shao she shei shen sheng shi shou shu shua shuai shuan shuang " +
    "shui shun shuo si song sou su suan sui sun suo ta tai tan tang tao te tei teng ti tian tiao tie ting tong " +
    "tou tu tuan tui tun tuo wa wai wan wang wei wen weng wo wu xi xia xian xiang xiao xie xin xing xiong xiu xu " +
    "xuan xue xun ya yan yang yao ye yi yin ying yo yong you yu yuan yue yun za zai zan zang zao ze zei zen zeng " +
    "zha zhai zhan zhang zhao zhe zhei zhen zheng zhi zhong zhou zhu zhua zhuai zhuan zhuang zhui zhun zhuo zi " +
    "zong zou zu zuan zui zun zuo"
  ).split(" "),
);
// The interjections 嗯 (n, ng), 呣 (m) and 哼 (hng) are left out on purpose: as pieces of a typed word
// they would split "qing" into "qi'ng" and match nothing a shopper means.

/** How shoppers commonly type 略 and 虐: "lue", "nue" for the keys' "lve", "nve". */
const ALIASES: Record<string, string> = { lue: "lve", nue: "nve" };

const LONGEST_SYLLABLE = 6;
/** Readings tried per typed word, fewest syllables first ("xian": xian, xi'an, xia'n…). */
export const MAX_READINGS = 6;

function syllableAt(word: string, start: number, length: number): string | null {
  const piece = word.slice(start, start + length);
  if (SYLLABLES.has(piece)) return piece;
  return ALIASES[piece] ?? null;
}

const PREFIXES = new Set([...SYLLABLES].flatMap((s) => [...s].map((_, i) => s.slice(0, i + 1))));

/**
 * The ways `word` (letters only) reads as syllables, the last one possibly half typed: "shouji" ->
 * [["shou", "ji"]], "xian" -> [["xian"], ["xi", "an"], ["xia", "n"]]. At most `limit`, fewest pieces
 * first. `partialLast`: the last piece may be the start of a syllable.
 */
export function readings(word: string, partialLast = true, limit = MAX_READINGS): string[][] {
  // From the end backwards: best[i] holds the (at most `limit`) readings of word[i..] with the
  // fewest pieces, so a long run of letters costs its length times the syllable length, not the
  // number of all its readings (which grows exponentially).
  const best: string[][][] = Array.from({ length: word.length + 1 }, () => []);
  best[word.length] = [[]];
  for (let start = word.length - 1; start >= 0; start--) {
    const options: string[][] = [];
    const rest = word.slice(start);
    if (partialLast && rest.length <= LONGEST_SYLLABLE && PREFIXES.has(rest) && !SYLLABLES.has(rest))
      options.push([rest]);
    for (let length = Math.min(LONGEST_SYLLABLE, rest.length); length >= 1; length--) {
      const syllable = syllableAt(word, start, length);
      if (syllable) for (const tail of best[start + length]) options.push([syllable, ...tail]);
    }
    best[start] = options.sort((a, b) => a.length - b.length).slice(0, limit);
  }
  return best[0];
}

/** A typed term as Latin letters the keys can answer ("SJ" -> "sj", "lü" -> "lv"), or null. */
export function latinTerm(term: string): string | null {
  const letters = term.toLowerCase().replaceAll("ü", "v");
  return /^[a-z]+('[a-z]+)*$/.test(letters) ? letters : null;
}

/**
 * The pinyin key patterns (without LIKE's `%`) a typed term matches: each reading as "'shou'ji".
 * Apostrophes the shopper typed are syllable boundaries ("xi'an"). [] when the term is no pinyin.
 */
export function pinyinPatterns(term: string): string[] {
  const letters = latinTerm(term);
  if (!letters) return [];
  const chunks = letters.split("'");
  let combined: string[][] = [[]];
  for (const [i, chunk] of chunks.entries()) {
    const ways = readings(chunk, i === chunks.length - 1);
    combined = combined.flatMap((head) => ways.map((way) => [...head, ...way])).slice(0, MAX_READINGS);
    if (combined.length === 0) return [];
  }
  return combined.map((pieces) => `'${pieces.join("'")}`);
}

/** The initials key pattern of a typed term: two or more letters, no apostrophe ("sj", "cqxm"); else null. */
export function initialsPattern(term: string): string | null {
  const letters = latinTerm(term);
  return letters && letters.length >= 2 && !letters.includes("'") ? letters : null;
}

/**
 * The key patterns of a whole keyword read as one word, the spaces typed being syllable boundaries
 * ("shou ji" as "shou'ji"): for suggestions and the console's product search, which match the keyword
 * as a whole.
 */
export function keywordPatterns(keyword: string): { pinyin: string[]; initials: string | null } {
  const joined = keyword.trim().split(/\s+/).join("'");
  return { pinyin: pinyinPatterns(joined), initials: initialsPattern(joined) };
}
