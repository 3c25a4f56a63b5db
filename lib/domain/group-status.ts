// Group buying (拼团): a group's states and its seats' states, and the moves between them
// (docs/decisions/040-group-buying.md). The services move a group or a seat only along these arrows,
// each by a conditional update from the state it names, so two racing moves cannot both happen.
//
//   group:  open -> full     (its last seat paid: every seat's order moves 300 -> 500 together)
//           open -> failed   (its time ran out before it filled, or its last held seat was released)
//   seat:   unpaid -> paid      (its order paid: the one paid move, markOrderPaid)
//           unpaid -> released  (its order closed unpaid: cancelled or past its payment window; the row goes)
//           paid -> refunded    (its group failed: refunded through the after-sales refund path)

export const groupStatus = { OPEN: "open", FULL: "full", FAILED: "failed" } as const;
export type GroupStatus = (typeof groupStatus)[keyof typeof groupStatus];
export const groupStatuses = Object.values(groupStatus) as readonly GroupStatus[];

export const seatStatus = { UNPAID: "unpaid", PAID: "paid", RELEASED: "released", REFUNDED: "refunded" } as const;
export type SeatStatus = (typeof seatStatus)[keyof typeof seatStatus];
export const seatStatuses = Object.values(seatStatus) as readonly SeatStatus[];

const groupMoves: Record<GroupStatus, readonly GroupStatus[]> = {
  [groupStatus.OPEN]: [groupStatus.FULL, groupStatus.FAILED],
  [groupStatus.FULL]: [],
  [groupStatus.FAILED]: [],
};

const seatMoves: Record<SeatStatus, readonly SeatStatus[]> = {
  [seatStatus.UNPAID]: [seatStatus.PAID, seatStatus.RELEASED],
  [seatStatus.PAID]: [seatStatus.REFUNDED],
  [seatStatus.RELEASED]: [],
  [seatStatus.REFUNDED]: [],
};

export function canMoveGroup(from: string, to: GroupStatus): boolean {
  return (groupMoves[from as GroupStatus] ?? []).includes(to);
}

export function canMoveSeat(from: string, to: SeatStatus): boolean {
  return (seatMoves[from as SeatStatus] ?? []).includes(to);
}

/** Seats that count against a group's size and a shopper's limit: held and not given back. */
export const HELD_SEAT_STATUSES: readonly SeatStatus[] = [seatStatus.UNPAID, seatStatus.PAID];

/** The rule's bounds (the console's editor and the service check them alike). */
export const GROUP_SIZE_MIN = 2;
export const GROUP_SIZE_MAX = 10;
export const GROUP_HOURS_MAX = 72;
export const GROUP_PER_USER_MAX = 99;
