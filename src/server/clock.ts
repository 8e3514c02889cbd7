/**
 * The time the shop's rules read: referral windows, commission guarantee windows, payouts and
 * the admin's and affiliate's views of them. One source, so a test or a rehearsal can move it
 * forward; records of what happened (payments, refunds) keep the database's own `now()`.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The real time moved by an offset that a test advances, e.g. past a guarantee window. */
export interface ShiftedClock {
  now: Clock;
  advance(milliseconds: number): void;
}

export function shiftedClock(): ShiftedClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(milliseconds) {
      offset += milliseconds;
    },
  };
}
