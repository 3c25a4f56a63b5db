// The zod schemas the forms check before sending (the same ones the API validates with), loaded on
// demand: zod is about 31 kB gzipped, and keeping it out of the login, register, profile, setting and
// address screens' first load makes them that much lighter. Each form preloads its module when the
// browser is idle (usePreload), so the first submit does not wait for it.
export const accountSchemas = () => import("@/lib/validation/account");
export const addressSchemas = () => import("@/lib/validation/address");
