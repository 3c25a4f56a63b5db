// An authenticator app's secret, shown once on the terminal (scripts/setup.ts, scripts/operator.ts): a
// QR code to scan with the phone, and the otpauth:// URI for an app that takes it typed or pasted.
import QRCode from "qrcode";

export async function printAuthenticator(uri: string): Promise<void> {
  console.log("TOTP: scan this with an authenticator app now (it is not shown again):");
  // Half-block characters: two rows of modules per line, so the code fits an 80-column terminal.
  console.log(await QRCode.toString(uri, { type: "terminal", small: true, errorCorrectionLevel: "L" }));
  console.log(uri);
}
