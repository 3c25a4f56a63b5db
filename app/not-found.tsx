import Link from "next/link";

// Requests that never reached a locale (rare: proxy.ts routes every page path into one).
export default function RootNotFound() {
  return (
    <html lang="zh-Hans">
      <body style={{ fontFamily: "sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>404</h1>
        <p>页面不存在 · Page not found</p>
        <Link href="/">首页 · Home</Link>
      </body>
    </html>
  );
}
