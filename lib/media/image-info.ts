// Recognises an uploaded image by its bytes (never by the name or the type the browser claims) and
// reads its size and EXIF orientation from the headers, without decoding the picture. Only formats a
// browser shows safely as <img> are accepted: PNG, JPEG, GIF, WebP (no SVG: it can carry scripts).

export type ImageKind = {
  mime: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
  ext: "png" | "jpg" | "gif" | "webp";
};

/** uni-app's orientation names, indexed by the EXIF orientation value (1-8). */
const ORIENTATIONS = [
  "up",
  "up",
  "up-mirrored",
  "down",
  "down-mirrored",
  "left-mirrored",
  "right",
  "right-mirrored",
  "left",
] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export type ImageInfo = ImageKind & { width: number; height: number; orientation: Orientation };

const MAX_DIMENSION = 30_000;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function pngInfo(b: Buffer): Omit<ImageInfo, "orientation"> | null {
  if (
    !startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    !startsWith(b, ascii("IHDR"), 12) ||
    b.length < 24
  )
    return null;
  return { mime: "image/png", ext: "png", width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifInfo(b: Buffer): Omit<ImageInfo, "orientation"> | null {
  if (!(startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a"))) || b.length < 10) return null;
  return { mime: "image/gif", ext: "gif", width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function webpInfo(b: Buffer): Omit<ImageInfo, "orientation"> | null {
  if (!startsWith(b, ascii("RIFF")) || !startsWith(b, ascii("WEBP"), 8) || b.length < 30) return null;
  const chunk = b.toString("latin1", 12, 16);
  const kind = { mime: "image/webp", ext: "webp" } as const;
  if (chunk === "VP8 ") return { ...kind, width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const [b0, b1, b2, b3] = [b[21], b[22], b[23], b[24]];
    return {
      ...kind,
      width: 1 + (((b1 & 0x3f) << 8) | b0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  if (chunk === "VP8X") return { ...kind, width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return null;
}

/** EXIF orientation from an APP1 segment starting at `start` (the "Exif\0\0" header), or 1. */
function exifOrientation(b: Buffer, start: number, end: number): number {
  const tiff = start + 6;
  if (tiff + 8 > end) return 1;
  const little = b.toString("latin1", tiff, tiff + 2) === "II";
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegInfo(b: Buffer): ImageInfo | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let orientation = 1;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2; // markers without a length
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    const end = Math.min(b.length, i + 2 + length);
    if (marker === 0xe1 && startsWith(b, [...ascii("Exif"), 0, 0], i + 4)) orientation = exifOrientation(b, i + 4, end);
    if (SOF_MARKERS.has(marker)) {
      if (i + 9 > b.length) return null;
      return {
        mime: "image/jpeg",
        ext: "jpg",
        height: b.readUInt16BE(i + 5),
        width: b.readUInt16BE(i + 7),
        orientation: ORIENTATIONS[orientation],
      };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    i += 2 + length;
  }
  return null;
}

/** The image's kind, size and orientation, or null when the bytes are not a supported image. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const other = pngInfo(b) ?? gifInfo(b) ?? webpInfo(b);
    const info: ImageInfo | null = jpegInfo(b) ?? (other ? { ...other, orientation: "up" } : null);
    if (!info) return null;
    const { width, height } = info;
    if (width < 1 || height < 1 || width > MAX_DIMENSION || height > MAX_DIMENSION) return null;
    return info;
  } catch {
    // A truncated or corrupt header: reading past the end throws RangeError.
    return null;
  }
}
