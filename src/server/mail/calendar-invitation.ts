import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { z } from 'zod';
import { invitationSchema } from './contracts';

/**
 * A session's calendar invitation, as both sides receive it (decision 278). The UID is the
 * booking's id, so a move or a cancel updates the same event in every calendar; times are UTC,
 * which every calendar shows in its own zone, across any clock change.
 */
export type Invitation = z.infer<typeof invitationSchema>;
export { invitationSchema };

export const INVITATION_DOMAIN = 'sessions.astralpath';

export function invitationUid(bookingId: string): string {
  return `${bookingId}@${INVITATION_DOMAIN}`;
}

/**
 * `organizerEmail`: the reader's own address on the reader's copy; the shop's support address on
 * the customer's, who never sees a reader's address (issue 36).
 */
export function invitationIcs(
  invitation: Invitation,
  shopName: string,
  organizerEmail: string,
): string {
  const isCancel = invitation.method === 'cancel';
  const calendar = ical({
    prodId: { company: shopName, product: 'sessions', language: 'EN' },
    method: isCancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitationUid(invitation.bookingId),
    sequence: invitation.sequence,
    start: new Date(invitation.startsAt),
    end: new Date(invitation.endsAt),
    timezone: null,
    summary: invitation.title,
    description: invitation.description,
    location: invitation.meetingLink,
    url: invitation.meetingLink,
    status: isCancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: invitation.reader.name, email: organizerEmail },
    attendees: [
      {
        name: invitation.customer.name,
        email: invitation.customer.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}

export function invitationAttachment(
  invitation: Invitation,
  shopName: string,
  organizerEmail: string,
) {
  const method = invitation.method === 'cancel' ? 'CANCEL' : 'REQUEST';
  return {
    fileName: 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: invitationIcs(invitation, shopName, organizerEmail),
  };
}
