// Response schemas of the account endpoints.
import { z } from "zod";
import { dateTime, int } from "./common";

export const sessionSchema = z.object({
  id: int,
  token: z.string().min(1),
  token_expires_in: int.positive().meta({ description: "Seconds until the token expires" }),
});

export const webLoginCodeSchema = z.object({
  code: z.string().meta({ description: "One-time code for POST /api/v1/weapp/web-code-authorizations" }),
  expires_in: int.positive().meta({ description: "Seconds the code stays valid" }),
});

export const userInfoSchema = z.object({
  id: int,
  username: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string(),
  points: int,
  hasPassword: z.boolean(),
});

export const smsSentSchema = z.object({
  ok: z.boolean(),
  cooldown: int.meta({ description: "Seconds until another code may be sent" }),
  expiresIn: int.meta({ description: "Seconds the code stays valid" }),
});

export const uploadRecordSchema = z.object({
  id: int,
  url: z.string(),
  name: z.string(),
  size: int,
  file_id: z.string(),
  provider: z.string(),
  category_id: z.string().nullable(),
  mime_type: z.string(),
  width: int.nullable(),
  height: int.nullable(),
  orientation: z.string().nullable(),
  created_at: dateTime,
});

export const testSmsCodeSchema = z.object({ phone: z.string(), code: z.string() });
