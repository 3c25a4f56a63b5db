// The account domain's public entry: what code outside lib/services/account/ may use.
export {
  cancelAccount,
  editPassword,
  editUserInfo,
  getUserInfo,
  loginWithPassword,
  loginWithPhone,
  loginWithWechat,
  registerWithPassword,
} from "./account";
export type { UserInfo } from "./account";
export {
  createAddress,
  deleteAddress,
  editAddress,
  getAddressOrThrow,
  listAddresses,
  listPickupPoints,
  setDefaultAddress,
} from "./address";
export type { PickupPointRow } from "./address";
export { addressText } from "./address-text";
export type { AddressRow } from "./address-text";
export { isTestMode, lastTestSmsCode, sendSmsCode, setSmsProvider } from "./sms";
export {
  UPLOAD_CACHE_SECONDS,
  deleteUpload,
  getUpload,
  listUploads,
  maxUploadRequestBytes,
  readLocalUpload,
  saveOperatorUploads,
  saveUploads,
  uploadTooLarge,
} from "./upload";
export type { IncomingFile } from "./upload";
export { wechatClientConfig } from "./wechat";
export { WEB_LOGIN_CODE_TTL_SECONDS, createWebLoginCode, exchangeWebLoginCode } from "./web-login-code";
export { adjustShopperPoints, adminListShoppers, adminShopperDetail, setShopperDisabled } from "./admin";
