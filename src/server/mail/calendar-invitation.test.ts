import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { wallTimeAt } from '../../common/zoned-time';
import { invitationIcs, invitationUid, type Invitation } from './calendar-invitation';

const base: Invitation = {
  bookingId: '2f1c8a64-5d0b-4a53-9b47-0b6f6f1f1e21',
  sequence: 0,
  method: 'request',
  // Los Angeles Saturday 3 April 2027 09:00 PDT; Auckland Sunday 4 April 04:00 NZST, an hour
  // after its clocks went back.
  startsAt: '2027-04-03T16:00:00.000Z',
  endsAt: '2027-04-03T17:00:00.000Z',
  title: 'Coaching session 1 of 3 with Ada Reader',
  description: 'Join from the link at the time of the session.',
  meetingLink: 'https://meet.example.com/ada',
  reader: { name: 'Ada Reader', email: 'ada@shop.example' },
  customer: { name: 'Kiri Buyer', email: 'kiri@example.co.nz' },
};

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
}

describe('session invitations', () => {
  it('parse back with the booking’s UID, its times and the meeting link', () => {
    const { calendar, event } = parsed(invitationIcs(base, 'Astral Path', base.reader.email));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(invitationUid(base.bookingId));
    expect(event.sequence).toBe(0);
    const start = event.startDate.toJSDate();
    expect(start.toISOString()).toBe(base.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(base.endsAt);
    expect(event.location).toBe(base.meetingLink);
    expect(wallTimeAt(start, 'America/Los_Angeles')).toMatchObject({
      date: '2027-04-03',
      minuteOfDay: 9 * 60,
    });
    expect(wallTimeAt(start, 'Pacific/Auckland')).toMatchObject({
      date: '2027-04-04',
      minuteOfDay: 4 * 60,
    });
  });

  it('keep the UID when moved and bump the sequence; a cancel is the same event, cancelled', () => {
    const moved = parsed(
      invitationIcs(
        {
          ...base,
          sequence: 1,
          startsAt: '2027-11-07T17:00:00.000Z',
          endsAt: '2027-11-07T18:00:00.000Z',
        },
        'Astral Path',
        base.reader.email,
      ),
    );
    expect(moved.event.uid).toBe(invitationUid(base.bookingId));
    expect(moved.event.sequence).toBe(1);
    // After Los Angeles went back to standard time, 17:00 UTC is 09:00 there.
    expect(wallTimeAt(moved.event.startDate.toJSDate(), 'America/Los_Angeles').minuteOfDay).toBe(
      540,
    );
    const cancelled = parsed(
      invitationIcs({ ...base, sequence: 2, method: 'cancel' }, 'Astral Path', base.reader.email),
    );
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(invitationUid(base.bookingId));
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('write the fields a calendar needs without any parser', () => {
    const text = invitationIcs(base, 'Astral Path', base.reader.email);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('\r\nDTSTART:20270403T160000Z\r\n');
    expect(text).toContain(`\r\nUID:${invitationUid(base.bookingId)}\r\n`);
    expect(text).toMatch(/\r\nORGANIZER;CN="?Ada Reader"?:mailto:ada@shop.example\r\n/);
    // The customer's copy names the reader but gives the shop's address, never the reader's.
    const customers = invitationIcs(base, 'Astral Path', 'help@shop.example');
    expect(customers).toMatch(/\r\nORGANIZER;CN="?Ada Reader"?:mailto:help@shop.example\r\n/);
    expect(customers).not.toContain(base.reader.email);
    // Long lines fold at 75 octets (RFC 5545 3.1); unfolded, the attendee is the customer.
    expect(text.replaceAll('\r\n ', '')).toMatch(
      /\r\nATTENDEE;[^\r]*:mailto:kiri@example\.co\.nz\r\n/i,
    );
  });
});
