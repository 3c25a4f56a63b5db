// The real root layout is app/[locale]/layout.tsx (it sets <html lang>); this one only passes through,
// as next-intl's locale routing requires.
import "./globals.css";

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
