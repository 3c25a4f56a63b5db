// The one place the mini-program is configured (README, "Three environments, and the
// mini-program"): where the shop is. Its pages open in the <web-view>, and its API answers the
// login and the sandbox's pay sheet, so this origin is the mini-program's business domain (业务域名)
// and its request domain (request 合法域名). A released mini-program needs https here; the developer
// tools accept http://localhost when "do not verify domain names" is ticked.
export const config = {
  shopUrl: "http://localhost:3000",
};
