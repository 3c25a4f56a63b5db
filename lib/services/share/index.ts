// The share domain's public entry (docs/decisions/034-share.md): the messaging app's JS-SDK
// configuration for a page of the shop, and share posters.
export { jssdkConfig, jssdkSignature, shopPageUrl } from "./jssdk";
export type { JssdkConfig } from "./jssdk";
export { accessToken, jsapiTicket, REFRESH_AHEAD_MS, USABLE_MARGIN_MS } from "./credentials";
export { officialWechatServerApi, sandboxWechatServerApi, wechatServerApi } from "./wechat-api";
export type { WechatServerApi } from "./wechat-api";
export { goodsPoster, groupPoster, mediaPng, postersDrawn, POSTER_HEIGHT, POSTER_WIDTH } from "./poster";
export type { Poster } from "./poster";
