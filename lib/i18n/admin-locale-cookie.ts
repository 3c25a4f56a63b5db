// The cookie that keeps the console's language: set by the switcher in the console's header
// (components/admin/shell.tsx), read by the console's layout through ./admin-locale.ts. Its own file:
// the switcher is a client component and ./admin-locale.ts reads next/headers.
export const ADMIN_LOCALE_COOKIE = "mall_admin_locale";
