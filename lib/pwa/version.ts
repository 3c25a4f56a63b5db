// The app's version as the specification states it (section 9: "App version 3.0.0 (code 300)"),
// shown in settings, and the build's own id, which changes with every `next build` and so makes the
// service worker byte-different after a deployment (that is how an open app notices a new build).
export const APP_VERSION = "3.0.0";
export const APP_VERSION_CODE = 300;

/** Set by next.config.ts at build time (inlined into the compiled code). */
export const BUILD_ID = process.env.MALL_BUILD_ID ?? "dev";
