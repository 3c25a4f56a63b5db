import { describe, expect, it } from "vitest";
import { imageInfo } from "./image-info";
import { gifHeader, jpegHeader, pngImage, webpHeader } from "@/tests/helpers/account-images";

describe("imageInfo", () => {
  it("recognises each supported format by its bytes and reads its size", () => {
    expect(imageInfo(pngImage(3, 2))).toEqual({
      mime: "image/png",
      ext: "png",
      width: 3,
      height: 2,
      orientation: "up",
    });
    expect(imageInfo(gifHeader(640, 480))).toEqual({
      mime: "image/gif",
      ext: "gif",
      width: 640,
      height: 480,
      orientation: "up",
    });
    expect(imageInfo(webpHeader(1920, 1080))).toEqual({
      mime: "image/webp",
      ext: "webp",
      width: 1920,
      height: 1080,
      orientation: "up",
    });
    expect(imageInfo(jpegHeader(400, 300))).toEqual({
      mime: "image/jpeg",
      ext: "jpg",
      width: 400,
      height: 300,
      orientation: "up",
    });
  });

  it("reads the EXIF orientation of JPEGs in both byte orders", () => {
    expect(imageInfo(jpegHeader(400, 300, 6))?.orientation).toBe("right");
    expect(imageInfo(jpegHeader(400, 300, 8, true))?.orientation).toBe("left");
    expect(imageInfo(jpegHeader(400, 300, 3, true))?.orientation).toBe("down");
    expect(imageInfo(jpegHeader(400, 300, 42))?.orientation).toBe("up");
  });

  it("refuses everything else, including truncated headers and SVG", () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const bytes of [
      svg,
      Buffer.from("hello"),
      Buffer.alloc(0),
      pngImage(3, 2).subarray(0, 20),
      jpegHeader(400, 300).subarray(0, 30),
      gifHeader(0, 10),
    ]) {
      expect(imageInfo(bytes)).toBeNull();
    }
  });
});
