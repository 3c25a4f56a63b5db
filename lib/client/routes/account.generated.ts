// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The account routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const accountSessions = "POST /api/v1/sessions" satisfies Route;
export const accountAuthorizations = "POST /api/v1/authorizations" satisfies Route;
export const accountRegisterUserPassword = "POST /api/v1/register-user-password" satisfies Route;
export const accountWeappAuthorizations = "POST /api/v1/weapp/authorizations" satisfies Route;
export const accountWeappWebCodes = "POST /api/v1/weapp/web-codes" satisfies Route;
export const accountWeappWebCodeAuthorizations = "POST /api/v1/weapp/web-code-authorizations" satisfies Route;
export const accountWechatAuthorizations = "POST /api/v1/socials/wechat/authorizations" satisfies Route;
export const accountSendSms = "POST /api/v1/send_sms" satisfies Route;
export const accountPhoneUsers = "POST /api/v1/phone_users" satisfies Route;
export const accountEditPassword = "POST /api/v1/edit-password" satisfies Route;
export const accountCancelAccount = "POST /api/v1/cancel-account" satisfies Route;
export const accountUserInfo = "GET /api/v1/user-info" satisfies Route;
export const accountGetUserInfo = "GET /api/v1/get-user-info" satisfies Route;
export const accountEditUserInfo = "POST /api/v1/edit-user-info" satisfies Route;
export const accountUpload = "POST /api/v1/upload" satisfies Route;
export const accountUploads = "GET /api/v1/uploads" satisfies Route;
export const accountUploadDetail = "GET /api/v1/upload-detail" satisfies Route;
export const accountUploadDelete = "POST /api/v1/upload-delete" satisfies Route;
