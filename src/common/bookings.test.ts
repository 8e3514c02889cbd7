import { describe, expect, it } from 'vitest';
import {
  isMeetingLinkShown,
  MEETING_LINK_LEAD_MINUTES,
  meetingLinkLead,
  readerSettingsInputSchema,
} from './bookings';

const startsAt = new Date('2027-06-04T17:00:00.000Z');
const endsAt = new Date('2027-06-04T18:00:00.000Z');
const minutes = (count: number) => count * 60_000;
const at = (ms: number) => new Date(ms);

describe('the meeting link of a session', () => {
  const booked = { status: 'booked', startsAt, endsAt };
  const opens = startsAt.getTime() - minutes(MEETING_LINK_LEAD_MINUTES);

  it('shows from the lead time before the start until the end', () => {
    expect(isMeetingLinkShown(booked, at(opens - 1))).toBe(false);
    expect(isMeetingLinkShown(booked, at(opens))).toBe(true);
    expect(isMeetingLinkShown(booked, endsAt)).toBe(true);
    expect(isMeetingLinkShown(booked, at(endsAt.getTime() + 1))).toBe(false);
  });

  it('shows only for a booked session', () => {
    for (const status of ['cancelled', 'held', 'missed']) {
      expect(isMeetingLinkShown({ ...booked, status }, startsAt)).toBe(false);
    }
  });

  it('is announced with the same lead the page keeps', () => {
    expect(meetingLinkLead).toBe('15 minutes before');
  });
});

describe("a reader's time zone", () => {
  const zoneError = (timeZone: string) =>
    readerSettingsInputSchema
      .safeParse({ timeZone })
      .error?.issues.find((issue) => issue.path[0] === 'timeZone')?.message;

  it('is one the runtime knows, read as the bookings read zones', () => {
    expect(zoneError('Europe/Lisbon')).toBeUndefined();
    expect(zoneError('Mars/Olympus_Mons')).toBe('Choose a time zone from the list.');
  });
});
