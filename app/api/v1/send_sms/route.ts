// POST /api/v1/send_sms — send a login code to a phone
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { sendSmsCode } from "@/lib/services/account";
import { clientAddress } from "@/lib/api/request-info";

export const POST = handler(accountEndpoints.sendSms, ({ req, body }) =>
  sendSmsCode(body.phone, clientAddress(req.headers)),
);
