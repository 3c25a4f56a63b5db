// The cookie that keeps the console's language (set by the header's switcher, read by the console's
// layout through lib/i18n/admin-locale.ts).
export const ADMIN_LOCALE_COOKIE = "mall_admin_locale";
