import sharp from "sharp";
const files = process.argv.slice(3);
const w = 375, h = 600;
const tiles = await Promise.all(files.map((f) => sharp(f).resize(w, h, { fit: "contain", background: "#888" }).png().toBuffer()));
await sharp({ create: { width: w * files.length + 10 * (files.length - 1), height: h, channels: 3, background: "#888" } })
  .composite(tiles.map((input, i) => ({ input, left: i * (w + 10), top: 0 })))
  .png().toFile(process.argv[2]);
