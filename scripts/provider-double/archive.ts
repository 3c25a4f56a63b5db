// What Alipay's bill downloads are made of: GBK text in a ZIP archive (file names in GBK too, without
// the UTF-8 flag). Node decodes GBK (TextDecoder) but does not encode it: the table is built once by
// decoding every double-byte code. The ZIP is written with deflated entries (node:zlib).
import zlib from "node:zlib";

let table: Map<string, number> | undefined;

function gbkTable(): Map<string, number> {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder("gbk");
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const ch = decoder.decode(Uint8Array.of(lead, trail));
      if (ch.length === 1 && ch !== "\uFFFD" && !table.has(ch)) table.set(ch, (lead << 8) | trail);
    }
  return table;
}

export function encodeGbk(text: string): Buffer {
  const codes = gbkTable();
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0x3f;
    if (c < 0x80) out.push(c);
    else {
      const code = codes.get(ch);
      if (code === undefined) out.push(0x3f);
      else out.push(code >> 8, code & 0xff);
    }
  }
  return Buffer.from(out);
}

/** A ZIP archive of the given files (deflated), names in GBK as Alipay writes them. */
export function zip(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = encodeGbk(file.name);
    const packed = zlib.deflateRawSync(file.data);
    const crc = zlib.crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(file.data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
