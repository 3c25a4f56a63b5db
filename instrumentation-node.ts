// The server's start-up work in the Node.js runtime (instrumentation.ts imports it there only). Unpaid
// orders close after the payment timeout; besides closing them whenever one is read, a sweep in the
// server process closes the ones nobody reads, so their stock and coupons come back on time. Also: the
// early lanes before Next (the flash sale's crowd; the shop's gate, which shows visitors the coming-soon
// page until the owner opens the shop; the pages' that answers 503 when a render finds the database
// unavailable, with instrumentation.ts onRequestError), the connection arithmetic check (lib/db connectionBudgetWarning)
// and the demo's back-office account.
export async function registerNode() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // A flash sale's crowd is admitted or refused before Next, by the server entry's last step
  // (lib/server/entry.ts runEarlyLanes); added here, where the services it shares with the routes are loaded.
  // A page request's waits for the database share one bound, from the shop's gate on (lib/wait-budget.ts).
  (await import("./lib/pages/unavailable")).installPageWaitBudget();
  (await import("./lib/flash-lane")).installFlashLane();
  (await import("./lib/shop-gate/lane")).installShopGate();
  // A production server never runs the sandboxes by accident (lib/services/platform/sandbox-policy.ts).
  const policy = await import("./lib/services/platform");
  const refusal = policy.sandboxStartError();
  if (refusal) {
    console.error(`[mall] ${refusal}`);
    process.exit(1);
  }
  for (const line of policy.sandboxesInUse()) console.warn(`[mall] SANDBOX (MALL_SANDBOX=1 or development): ${line}`);
  if (policy.paymentsSimulated())
    console.warn("[mall] SANDBOX: payments are simulated, no money moves. Not for a real shop.");
  // Pages whose render finds the database unavailable answer 503 with Retry-After (lib/pages/unavailable.ts).
  (await import("./lib/pages/unavailable")).installUnavailablePages();
  const [{ env }, { startOrderSweep }, { connectionBudgetWarning }] = await Promise.all([
    import("./lib/env"),
    import("./lib/services/order"),
    import("./lib/db"),
  ]);
  startOrderSweep(env().ORDER_PAYMENT_TIMEOUT_MINUTES);
  // Groups (拼团) past their end fail and refund their paid seats (docs/decisions/040-group-buying.md).
  (await import("./lib/services/group")).startGroupSweep();
  // The outbox of notices and updates becomes the shoppers' messages (docs/decisions/046-notices.md).
  (await import("./lib/services/notices")).startNoticeSweep();
  // Processes x pool against the server's slots (PostgreSQL): a warning with the numbers, never a
  // refusal to start — nor a wait: the database may be down now and come back later.
  connectionBudgetWarning()
    .then((warning) => warning && console.warn(`[db] ${warning}`))
    .catch((error: unknown) =>
      console.warn(
        `[db] could not check the connection arithmetic now: ${(error as Error).message?.split("\n").at(-1)}`,
      ),
    );
  await prepareBackOfficeDemo();
  await announceClosedShop();
}

/** A shop not yet opened says so at start: its visitors see the coming-soon page (lib/shop-gate). */
async function announceClosedShop() {
  try {
    const { shopOpenState } = await import("./lib/services/shop");
    if (!(await shopOpenState()).open)
      console.log(
        "[mall] the shop is closed: visitors see the coming-soon page until an owner opens it at /admin/launch",
      );
  } catch (error) {
    console.warn(`[mall] could not read whether the shop is open now: ${(error as Error).message?.split("\n").at(-1)}`);
  }
}

/** The demo's back-office owner: seeded and printed with MALL_SANDBOX=1, removed otherwise (lib/services/staff/demo.ts). */
async function prepareBackOfficeDemo() {
  try {
    const [{ prepareDemoOperator, DEMO_PASSWORD_FILE }, { DATA_DIR }, path] = await Promise.all([
      import("./lib/services/staff"),
      import("./lib/env"),
      import("node:path"),
    ]);
    const demo = await prepareDemoOperator();
    if (demo) {
      console.warn(
        `[mall] DEMO back office at /admin: ${demo.username} / ${demo.password} (owner without TOTP; saved in ${path.join(DATA_DIR, DEMO_PASSWORD_FILE)}; exists only with MALL_SANDBOX=1)`,
      );
    }
  } catch (error) {
    console.error("[mall] back-office demo account: not prepared", error);
  }
}
