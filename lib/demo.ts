// The marks of the demo's data (docs/decisions/033-go-live.md), shared by the seed (prisma/seed-data),
// which writes them, and the shop's services, which tell a demo database from a real shop's by them.
// No imports: the seed loads this without the app's database client.

/** The demo shopper the seed creates (README: demo_user / demo123456). */
export const DEMO_SHOPPER_USERNAME = "demo_user";

/**
 * The ShopSetting row the seed writes when it loads the demo (`{ seededAt }`) and `npm run demo:remove`
 * completes (`removedAt`): `npm start` seeds an empty catalogue only where the demo was never removed
 * and no real shop was set up.
 */
export const DEMO_DATA_SETTING = "demo.data";
