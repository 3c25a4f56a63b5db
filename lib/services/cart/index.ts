// The cart domain's public entry: what code outside lib/services/cart/ may use.
export { addToCart, deleteCartItems, editCart } from "./cart";
export type { CartRow } from "./cart";
export { listCartIn } from "./localized";
