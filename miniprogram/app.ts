// The Mall's mini-program: the shop's web pages in a <web-view> (pages/index), the messaging app's
// login (pages/login) and pay (pages/pay) for them. README, "Three environments, and the mini-program".
App({});
