// POST /api/v1/send_sms — send a login code to a phone
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { sendSmsCode } from "@/lib/services/account/sms";
import { clientAddress } from "@/lib/services/platform/rate-limit";

export const POST = handler(accountEndpoints.sendSms, ({ req, body }) => sendSmsCode(body.phone, clientAddress(req.headers)));
