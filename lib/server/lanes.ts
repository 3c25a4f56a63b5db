// Lanes the app adds at start-up to take some requests before Next (the server entry's last step before
// Next, ./entry.ts): a flash sale's crowd (lib/flash-lane.ts), admitted or refused without the
// framework's request handling. The app adds them from instrumentation.ts, where its services are
// compiled and loaded once, so the lane shares them with the route handlers; on globalThis because the
// entry and Next's bundles each load their own copy of this module.
import type http from "node:http";

/**
 * True when the lane took the request, which it then answers itself, or hands to Next after all with
 * `pass` (once).
 */
export type EarlyLane = (req: http.IncomingMessage, res: http.ServerResponse, pass: () => void) => boolean;

const LANES = Symbol.for("mall.earlyLanes");
type Holder = { [LANES]?: EarlyLane[] };

function lanes(): EarlyLane[] {
  return ((globalThis as Holder)[LANES] ??= []);
}

/** Adds a lane (once per process); requests it does not take go on to Next. */
export function addEarlyLane(lane: EarlyLane): void {
  if (!lanes().includes(lane)) lanes().push(lane);
}

/**
 * Offers the request to each lane in turn, `next` handing it to Next. True when one took it. A lane that
 * took a request and passes it on hands it to the lanes after it, not straight to Next: the shop's gate
 * passes an open shop's page on, and the page lane after it must still see it (lib/pages/unavailable.ts,
 * which answers 503 when the render finds the database unavailable).
 */
export function runEarlyLanes(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { next }: { next: () => void },
): boolean {
  const list = lanes();
  const offer = (from: number): boolean => {
    for (let i = from; i < list.length; i++) {
      const after = () => {
        if (!offer(i + 1)) next();
      };
      if (list[i](req, res, after)) return true;
    }
    return false;
  };
  return offer(0);
}
