// The offline sandbox's mini-program login (the login and subscribe pages): the server takes
// "sandbox-<identity>" codes, one stable identity per device (kept in the mini-program's storage), as
// the web pages' sandbox does per browser. Not a secret: the sandbox's accounts are demo accounts, and
// a production server refuses sandbox codes.
const SANDBOX_ID_KEY = "mall:wechat-sandbox-id";

export function sandboxCode(): string {
  let id = wx.getStorageSync<string>(SANDBOX_ID_KEY);
  if (!id) {
    id = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
    wx.setStorageSync(SANDBOX_ID_KEY, id);
  }
  return `sandbox-${id}`;
}
