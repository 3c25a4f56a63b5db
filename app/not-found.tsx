// Requests that never reached a locale (rare: proxy.ts routes every page path into one).
export default function RootNotFound() {
  return (
    <html lang="zh-Hans">
      <body style={{ fontFamily: "sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>404</h1>
        <p>页面不存在 · Page not found</p>
        {/* A plain link: a full load is what this page needs, and it keeps next/link out of every bundle. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate, see above */}
        <a href="/">首页 · Home</a>
      </body>
    </html>
  );
}
