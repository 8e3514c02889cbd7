import type { Config } from '../config';

/** The shop's booking settings (README, `BOOKING_*`). */
export interface BookingRules {
  minimumNoticeHours: number;
  horizonDays: number;
  /** Until this many hours before a session the customer may move or cancel it. */
  changeNoticeHours: number;
  unbookedReminderDays: number;
  defaultReaderEmail?: string;
  /** How long a change's invitations wait for a later change to replace them (decision 303). */
  mailSettleSeconds?: number;
  /** The shop's days off (`SHOP_HOLIDAYS`): no session on them, in any reader's calendar. */
  shopHolidays?: readonly string[];
}

export function bookingRulesOf(config: Config): BookingRules {
  return {
    minimumNoticeHours: config.BOOKING_MIN_NOTICE_HOURS,
    horizonDays: config.BOOKING_HORIZON_DAYS,
    changeNoticeHours: config.BOOKING_CHANGE_NOTICE_HOURS,
    unbookedReminderDays: config.BOOKING_UNBOOKED_REMINDER_DAYS,
    shopHolidays: config.SHOP_HOLIDAYS,
    mailSettleSeconds: config.BOOKING_MAIL_SETTLE_SECONDS,
    ...(config.BOOKING_DEFAULT_READER_EMAIL
      ? { defaultReaderEmail: config.BOOKING_DEFAULT_READER_EMAIL }
      : {}),
  };
}

/** `BOOKING_MAIL_SETTLE_SECONDS` when not set: a burst of changes within it sends one mail. */
export const DEFAULT_MAIL_SETTLE_SECONDS = 120;

/** Reminders go this many hours before a session. */
export const REMINDER_HOURS = [24, 1] as const;
