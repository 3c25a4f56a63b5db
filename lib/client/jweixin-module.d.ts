// jweixin-module (the published copy of the messaging app's JS-SDK 1.6.0) ships no types. Importing it
// runs the SDK, which puts its API on window.jWeixin; lib/client/mini-program.ts types what it uses.
declare module "jweixin-module";
