// The marks that tell a demo database from a real shop's (docs/decisions/033-go-live.md), shared by the
// seed and the start-up script (prisma/seed-data, scripts/prepare-db.ts), which read and write them with
// their own client, and the shop's services. No imports: the seed loads this without the app's client.

/** The demo shopper the seed creates (README: demo_user / demo123456). */
export const DEMO_SHOPPER_USERNAME = "demo_user";

/**
 * The ShopSetting row the seed writes when it loads the demo (`{ seededAt }`) and `npm run demo:remove`
 * completes (`removedAt`).
 */
export const DEMO_DATA_SETTING = "demo.data";

/** The ShopSetting row `npm run setup` writes (`{ at, owner }`): this database is a real shop's. */
export const SETUP_SETTING = "shop.setup";

/**
 * Whether `npm start` may load the demo into this database (its catalogue being empty): never into a
 * real shop's, nor into one whose demo was removed. `settings` are the two rows' values, if present.
 */
export function demoMayBeSeeded(settings: { setup: string | null; demo: string | null }): boolean {
  if (settings.setup !== null) return false;
  if (settings.demo === null) return true;
  try {
    return !(JSON.parse(settings.demo) as { removedAt?: string }).removedAt;
  } catch {
    return true;
  }
}
