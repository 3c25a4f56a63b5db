// The reports domain's public entry: the back office's dashboard.
export { LOW_STOCK_THRESHOLD, dashboard } from "./dashboard";
