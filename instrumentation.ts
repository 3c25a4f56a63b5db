// Server start-up hooks (Next.js instrumentation). Next compiles this file for the Node.js runtime and
// for the Edge runtime; the start-up work (./instrumentation-node.ts) uses Node's APIs, the database and
// the app's services, so it is imported only under the `NEXT_RUNTIME === "nodejs"` test, which the
// bundler replaces by a constant: the Edge compilation drops the branch and never reaches lib/env.ts
// (every build printed about 730 lines of "A Node.js API is used ... not supported in the Edge Runtime").
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).registerNode();
}

/**
 * Next reports here every error a render throws: a page that failed because the database could not
 * answer is then answered 503 instead of Next's 500 (lib/pages/unavailable.ts). Imported under the same
 * test as register's, for the same reason.
 */
export async function onRequestError(error: unknown): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("./lib/pages/unavailable")).noteRenderError(error);
}
