// Image uploads: content and size checks, the upload record, serving the file back, and that records
// are private to their uploader (no IDOR through ids or avatar URLs).
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/v1/upload/route";
import { GET as uploads } from "@/app/api/v1/uploads/route";
import { GET as uploadDetail } from "@/app/api/v1/upload-detail/route";
import { POST as uploadDelete } from "@/app/api/v1/upload-delete/route";
import { POST as editUserInfo } from "@/app/api/v1/edit-user-info/route";
import { GET as userInfo } from "@/app/api/v1/user-info/route";
import { GET as serve } from "@/app/uploads/[file]/route";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { jpegHeader, pngImage } from "@/tests/helpers/account-images";
import { env } from "@/lib/env";
import { db } from "@/lib/db";

type UploadRow = {
  id: number;
  url: string;
  name: string;
  size: number;
  file_id: string;
  provider: string;
  category_id: string | null;
  width: number;
  height: number;
  orientation: string;
};
type ErrorBody = { code: string; message: string };

/** Posts a multipart form the way a browser does (with its Content-Length). */
async function post(
  files: { name: string; bytes: Uint8Array; type?: string }[],
  token?: string,
  extra: { [key: string]: string } = {},
) {
  const form = new FormData();
  for (const f of files)
    form.append("file", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/png" }), f.name);
  for (const [k, v] of Object.entries(extra)) form.append(k, String(v));
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers: { [key: string]: string } = {
    "content-type": encoded.headers.get("content-type")!,
    "content-length": String(body.length),
    "x-locale": "en",
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await upload(new Request("http://localhost/api/v1/upload", { method: "POST", headers, body }));
  return { status: res.status, body: (await res.json()) as UploadRow[] & ErrorBody, headers: res.headers };
}

async function fetchFile(url: string) {
  const file = url.split("/").pop()!;
  return serve(new Request(`http://localhost${url}`), { params: Promise.resolve({ file }) });
}

describe("upload", () => {
  it("stores images, records them and serves them back", async () => {
    const { user, token } = await createUser();
    const png = pngImage(4, 3);
    const res = await post(
      [
        { name: "C:\\photos\\cat.png", bytes: png },
        { name: "dog.jpg", bytes: jpegHeader(400, 300, 6), type: "image/jpeg" },
      ],
      token,
      { categoryId: "gallery" },
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [first, second] = res.body;
    expect(first).toMatchObject({
      name: "cat.png",
      size: png.length,
      provider: "local",
      category_id: "gallery",
      width: 4,
      height: 3,
      orientation: "up",
    });
    expect(first.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(first.file_id).toBe(first.url.split("/").pop());
    expect(second).toMatchObject({ width: 400, height: 300, orientation: "right" });
    expect(await db.upload.count({ where: { userId: user.id } })).toBe(2);

    const served = await fetchFile(first.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("max-age=2592000");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("checks the content, not the claimed type", async () => {
    const { token } = await createUser();
    const script = Buffer.from("<script>alert(1)</script>");
    const fake = await post([{ name: "x.png", bytes: script, type: "image/png" }], token);
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe("Only JPG, PNG, GIF or WebP images can be uploaded");
    const svg = await post(
      [{ name: "x.svg", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: "image/svg+xml" }],
      token,
    );
    expect(svg.status).toBe(415);
    // A real PNG with a misleading name and type is still a PNG.
    const renamed = await post([{ name: "notes.txt", bytes: pngImage(1, 1), type: "text/plain" }], token);
    expect(renamed.status).toBe(200);
    expect(renamed.body[0].url).toMatch(/\.png$/);
  });

  it("limits size and count, and needs a file", async () => {
    const { token } = await createUser();
    const big = Buffer.concat([pngImage(1, 1), Buffer.alloc(env().UPLOAD_MAX_BYTES)]);
    const tooBig = await post([{ name: "big.png", bytes: big }], token);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("Images must be at most 5 MB");
    const many = await post(
      Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, bytes: pngImage(1, 1) })),
      token,
    );
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("Upload at most 9 images at a time");
    const none = await post([], token, { categoryId: "x" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Choose an image to upload");
    const badCategory = await post([{ name: "a.png", bytes: pngImage(1, 1) }], token, { categoryId: "../etc" });
    expect(badCategory.status).toBe(422);
    const json = await upload(
      new Request("http://localhost/api/v1/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(json.status).toBe(415);
  });

  it("refuses a body larger than allowed even without Content-Length", async () => {
    const { token } = await createUser();
    const huge = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new Uint8Array(1024 * 1024);
        for (let i = 0; i < 60; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await upload(
      new Request("http://localhost/api/v1/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=x" },
        body: huge,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
  });

  it("needs login", async () => {
    expect((await post([{ name: "a.png", bytes: pngImage(1, 1) }])).status).toBe(401);
  });
});

describe("upload records are private", () => {
  it("lists, reads and deletes only the caller's records", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const [record] = (await post([{ name: "alice.png", bytes: pngImage(2, 2) }], alice.token)).body;
    await post([{ name: "bob.png", bytes: pngImage(2, 2) }], bob.token);

    const list = await call<{ rows: UploadRow[]; total: number }>(uploads, "/api/v1/uploads", { token: bob.token });
    expect(list.body.total).toBe(1);
    expect(list.body.rows.map((r) => r.name)).toEqual(["bob.png"]);

    const peek = await call<ErrorBody>(uploadDetail, `/api/v1/upload-detail?id=${record.id}`, { token: bob.token });
    expect(peek.status).toBe(404);
    const steal = await call<ErrorBody>(uploadDelete, "/api/v1/upload-delete", {
      token: bob.token,
      body: { id: record.id },
    });
    expect(steal.status).toBe(404);
    expect(await db.upload.count({ where: { id: record.id } })).toBe(1);
    expect((await fetchFile(record.url)).status).toBe(200);

    const own = await call<UploadRow>(uploadDetail, `/api/v1/upload-detail?id=${record.id}`, { token: alice.token });
    expect(own.body.name).toBe("alice.png");
    expect(
      (await call(uploadDelete, "/api/v1/upload-delete", { token: alice.token, body: { id: record.id } })).status,
    ).toBe(200);
    expect(await db.upload.count({ where: { id: record.id } })).toBe(0);
    expect((await fetchFile(record.url)).status).toBe(404);
  });

  it("lets a shopper use only their own upload as avatar", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const [record] = (await post([{ name: "me.png", bytes: pngImage(8, 8) }], alice.token, { categoryId: "avatar" }))
      .body;
    const hijack = await call<ErrorBody>(editUserInfo, "/api/v1/edit-user-info", {
      token: bob.token,
      body: { avatar: record.url },
    });
    expect(hijack.status).toBe(400);
    const ok = await call<{ avatar: string }>(editUserInfo, "/api/v1/edit-user-info", {
      token: alice.token,
      body: { avatar: record.url },
    });
    expect(ok.status).toBe(200);
    expect((await call<{ avatar: string }>(userInfo, "/api/v1/user-info", { token: alice.token })).body.avatar).toBe(
      record.url,
    );
  });

  it("serves nothing outside the upload folder", async () => {
    for (const name of ["../mall.db", "..%2Fmall.db", "jwt-secret", "abc.png", `${"a".repeat(32)}.svg`]) {
      const res = await serve(new Request("http://localhost/uploads/x"), { params: Promise.resolve({ file: name }) });
      expect(res.status, name).toBe(404);
    }
  });
});
