// GET /api/v1/test/sms-code — test mode only: the last SMS code sent to a phone (404 otherwise)
import { handler } from "@/lib/api/handler";
import { ApiError } from "@/lib/domain/errors";
import { testSmsCodeEndpoint } from "@/lib/api/endpoints/account";
import { testSmsQuerySchema } from "@/lib/validation/account";
import { isTestMode, lastTestSmsCode } from "@/lib/services/account";

export const GET = handler(testSmsCodeEndpoint, async ({ req }) => {
  // Outside test mode the path does not exist at all, whatever the query.
  if (!isTestMode()) throw new ApiError("NOT_FOUND");
  const { phone } = testSmsQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const code = lastTestSmsCode(phone);
  if (!code) throw new ApiError("NOT_FOUND");
  return { phone, code };
});
