import { findProduct } from '../../../../common/catalogue';
import { untouchedPercent } from '../../../../common/first-draft';
import { processingStatusLabels, type AdminOrderEvent } from '../../../../common/admin';
import {
  liveSessionsOf,
  products,
  questionnaireNames,
  sessionNameOf,
} from '../../../../common/catalogue';
import { shortfallPhrase } from '../../../../common/delivery-rules';
import { formatCount, formatSpelledMoment, viewerZone } from '../../../../common/format';
import { mailKindName } from '../../../../common/mail-kinds';
import { formatCents, formatUsd } from '../../../../common/money';
import {
  isOrderEventKind,
  readOrderEvent,
  type OrderEventData,
  type OrderEventKind,
} from '../../../../common/order-events';
import { formatBirthData } from '../shared/format';

/** A mail on the timeline by its name, "an" when the row names none ("An e-mail queued"). */
export function mailName(kind: string): string {
  return kind === '' ? 'an' : mailKindName(kind);
}

const uploadNames: Record<OrderEventData<'upload-stored'>['uploadKind'], string> = {
  resume: 'resume',
  'palm-photo': 'palm photo',
};

const text = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value : null;

function quoted(name: string | null): string {
  return name ? ` “${name}”` : '';
}

/** "1 file", "9,400 words": counted as the rest of the admin area counts. */
function plural(count: number, word: string): string {
  return `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
}

function lowerFirst(words: string): string {
  return words.charAt(0).toLowerCase() + words.slice(1);
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How the timeline tells an event of each kind (decision 222): `plain` alone when its data
 * says nothing more or can no longer be read (an old or erased row), `told` from its data.
 */
interface EventSentence<Kind extends OrderEventKind> {
  plain: string;
  told?: (data: OrderEventData<Kind>, context: SentenceContext) => string;
}

/** How a sentence tells times: in the admin's own zone unless one is given (tests). */
interface SentenceContext {
  timeZone?: string;
}

/** A product's name as the catalogue gives it, or its number for one no longer sold. */
function productNameOf(productId: number): string {
  return findProduct(productId)?.name ?? `product ${productId}`;
}

const sentences: { [Kind in OrderEventKind]: EventSentence<Kind> } = {
  paid: {
    plain: 'Payment received',
    told: (data) => `Payment of ${formatUsd(data.amount)} received`,
  },
  'payment-failed': { plain: 'Payment failed' },
  'gift-booked': {
    plain: 'Paid as a gift',
    told: (data) => `Paid as a gift, to be sent on ${data.deliverOn} (${data.timeZone})`,
  },
  'gift-changed': {
    plain: 'The buyer changed the gift',
    told: (data) => {
      const what = [
        data.dateChanged ? `moved it to ${data.deliverOn}` : null,
        data.recipientChanged ? "corrected the recipient's address" : null,
      ].filter(Boolean);
      return `The buyer ${what.join(' and ') || 'changed the gift'} (version ${data.version})`;
    },
  },
  'gift-resent': {
    plain: 'The buyer sent the gift e-mail again',
    told: (data) => `The buyer sent the gift e-mail again (version ${data.version})`,
  },
  'gift-claimed': { plain: 'The recipient claimed the gift: the order is now theirs' },
  upgraded: {
    plain: 'Upgraded to a higher reading',
    told: (data) =>
      `Upgraded from ${productNameOf(data.fromProductId)} to ${productNameOf(data.toProductId)}: ${formatUsd(data.amount)} paid`,
  },
  'upgrade-refunded': {
    plain: "An upgrade's payment was refunded",
    told: (data) =>
      data.superseded
        ? `A payment of ${formatUsd(data.amount)} for an upgrade to ${productNameOf(data.toProductId)} came after the order had changed: refunded in full`
        : `The upgrade to ${productNameOf(data.toProductId)} was refunded (${formatUsd(data.amount)}): the order is ${productNameOf(data.fromProductId)} again. Reason: ${data.reason}`,
  },
  'customer-filed': {
    plain: 'Order filed under the customer',
    told: (data) =>
      data.hasBirthDetails
        ? 'Order filed under the customer'
        : 'Order filed under the customer (no birth details)',
  },
  'email-queued': {
    plain: 'E-mail queued',
    told: (data) => {
      const when = data.delayHours ? ` to go out in ${plural(data.delayHours, 'hour')}` : '';
      return `${capitalised(mailName(data.mailKind))} e-mail queued${when}`;
    },
  },
  'email-sent': {
    plain: 'E-mail sent',
    told: (data) => `${capitalised(mailName(data.mailKind))} e-mail sent`,
  },
  'upload-stored': {
    plain: 'Customer uploaded a file',
    told: (data) =>
      `Customer uploaded a ${uploadNames[data.uploadKind]}${quoted(text(data.fileName))}`,
  },
  'upload-cleared': {
    plain: 'Unsubmitted file cleared; the customer can send another',
    told: (data) =>
      `Unsubmitted ${uploadNames[data.uploadKind]}${quoted(text(data.fileName))} cleared; the customer can send another`,
  },
  'upload-rejected': {
    plain: 'Upload refused: the file was not what its name said',
    told: (data) =>
      `Upload refused${quoted(text(data.fileName))}: the file was not what its name said`,
  },
  'questionnaire-submitted': {
    plain: 'Questionnaire answers submitted',
    told: (data) => {
      const name = questionnaireNames[data.questionnaire];
      return data.version > 1
        ? `${name} answers corrected (version ${data.version})`
        : `${name} answers submitted`;
    },
  },
  'reminders-cancelled': {
    plain: 'Questionnaire reminders cancelled',
    told: (data) => `${plural(data.count, 'questionnaire reminder')} cancelled`,
  },
  'processing-status-changed': {
    plain: 'Processing status changed',
    told: (data) =>
      `Processing status changed from “${processingStatusLabels[data.from]}” to “${processingStatusLabels[data.to]}”`,
  },
  'notes-changed': {
    plain: 'Admin notes updated',
    told: (data) =>
      'erased' in data || text(data.to) !== null ? 'Admin notes updated' : 'Admin notes cleared',
  },
  refunded: {
    plain: 'Refunded',
    told: (data) => {
      const reason = text(data.reason);
      return `Refunded ${formatUsd(data.amount)}${reason ? `: ${reason}` : ''}`;
    },
  },
  'email-resent': {
    plain: 'E-mail sent again',
    told: (data) => `${capitalised(mailName(data.mailKind))} e-mail sent again to ${data.to}`,
  },
  'report-attached': {
    plain: 'Report file attached',
    told: (data) => `Report file${quoted(text(data.fileName))} attached`,
  },
  'report-removed': {
    plain: 'Report file removed',
    told: (data) => `Report file${quoted(text(data.fileName))} removed`,
  },
  'report-delivered': {
    plain: 'Report delivered',
    told: (data) => {
      const names = (data.files ?? []).map((file) => file.fileName).filter(Boolean);
      return names.length > 0 ? `Report delivered: ${names.join(', ')}` : 'Report delivered';
    },
  },
  'download-links-reissued': {
    plain: 'Download links sent again',
    told: (data) =>
      `Download links for ${plural(data.fileIds.length, 'file')} sent again to ${data.to}`,
  },
  'report-generated': {
    plain: 'Report made',
    told: (data) => {
      const made = data.version > 1 ? `Report version ${data.version} made` : 'Report made';
      const place = text(data.placeUsed);
      return `${made}${quoted(text(data.fileName))}${place ? `, calculated for ${place}` : ''}`;
    },
  },
  'report-failed': {
    plain: 'Report could not be made',
    told: (data) => {
      const reason = text(data.reason);
      return `Report could not be made${reason ? `: ${reason}` : ''}`;
    },
  },
  'report-regeneration-requested': { plain: 'New version of the report requested' },
  'birth-data-corrected': {
    plain: 'Birth data corrected',
    told: (data) => {
      const to = 'erased' in data ? null : data.to;
      if (!to) return 'Birth data corrected';
      const date = text(to.birthDate);
      const time = to.birthTimeUnknown ? null : text(to.birthTime);
      const when = date ? formatBirthData(date, time) : time;
      const now = [when, text(to.birthLocation)].filter(Boolean).join(', ');
      return now ? `Birth data corrected to ${now}` : 'Birth data corrected';
    },
  },
  'commission-booked': {
    plain: 'Commission booked for the referring affiliate',
    told: (data) => {
      const amount = formatCents(data.amountCents);
      const from = text(data.payableAt)?.slice(0, 10);
      return `Commission of ${amount} booked for the referring affiliate at ${Number(data.rate)}%${from ? `, payable from ${from}` : ''}`;
    },
  },
  'commission-reversed': {
    plain: 'Commission reversed',
    told: (data) => `Commission of ${formatCents(Math.abs(data.amountCents))} reversed`,
  },
  'self-referral': {
    plain: 'Self-referral: the buyer is the referring affiliate, so no commission was booked',
  },
  'customer-data-exported': {
    plain: 'A copy of the customer’s data was downloaded',
    told: (data) =>
      `A copy of the customer’s data was downloaded${data.files > 0 ? ` with ${plural(data.files, 'file')}` : ''}`,
  },
  'customer-erased': {
    plain:
      'Customer erased: name, e-mail, birth data, answers and files removed; the order is kept for the accounts',
    told: (data) => {
      const reason = text(data.reason);
      return `Customer erased: name, e-mail, birth data, answers and files removed; the order is kept for the accounts${reason ? `. Reason: ${reason}` : ''}`;
    },
  },
  'retention-purged': {
    plain: 'Retention period over: personal data deleted',
    told: (data) => {
      const removed = data.removed.filter((item) => text(item));
      const what = removed.length > 0 ? removed.join(', ') : 'personal data';
      return data.policy === 'sale-anonymised'
        ? `Retention period over: ${what} removed; the order is kept anonymised for the accounts`
        : `Retention period over: ${what} deleted`;
    },
  },
  'support-message-written': {
    plain: 'Support message written',
    told: (data) =>
      data.side === 'customer'
        ? `The customer wrote to their reader (${plural(data.characters, 'character')})`
        : `The reader answered the customer (${plural(data.characters, 'character')})`,
  },
  'reader-assigned': {
    plain: 'Reader changed',
    told: (data) => {
      const from = text(data.from);
      const to = text(data.to);
      if (!to) return from ? `Reader ${from} unassigned` : 'Reader unassigned';
      return from ? `Reader changed from ${from} to ${to}` : `Reader ${to} assigned`;
    },
  },
  'customer-messaged': {
    plain: 'Message e-mailed to the customer',
    told: (data) =>
      'erased' in data
        ? 'Message e-mailed to the customer'
        : `Message e-mailed to the customer: “${data.subject}”`,
  },
  'written-reading-delivered': {
    plain: 'Written reading delivered',
    told: (data) => {
      const what = data.version > 1 ? `Written reading version ${data.version}` : 'Written reading';
      const names = data.files.map((file) => `“${file.fileName}”`).join(', ');
      const own =
        data.untouchedDraftWords === undefined || data.words === 0
          ? ''
          : `, ${100 - untouchedPercent({ words: data.words, untouchedWords: data.untouchedDraftWords })}% written or edited by the reader`;
      return `${what} delivered (${plural(data.words, 'word')}${own}): ${names}`;
    },
  },
  'fact-check-dismissed': {
    plain: 'Chart check dismissed',
    told: (data) =>
      `Kept “${data.statement}” in “${data.sectionTitle}” although the chart says ${data.chart}. Reason: ${data.reason}`,
  },
  'written-reading-delivered-short': {
    plain: 'Written reading delivered short',
    told: (data) => {
      const sections = data.sections.map(shortfallPhrase).join(', ');
      const what = data.version > 1 ? `Written reading version ${data.version}` : 'Written reading';
      return `${what} delivered shorter than promised (${sections}). Reason: ${data.reason}`;
    },
  },
  'sessions-bookable': {
    plain: 'Sessions can be booked',
    told: (data) =>
      `The customer can book ${data.sessionKeys.map((key) => lowerFirst(sessionNameOf(key))).join(' and ')} now`,
  },
  'session-booked': {
    plain: 'Session booked',
    told: (data, context) =>
      `${sessionLabel(data)} booked for ${sessionTime(data.startsAt, context)}`,
  },
  'session-moved': {
    plain: 'Session moved',
    told: (data, context) =>
      `${sessionLabel(data)} moved to ${sessionTime(data.startsAt, context)} (it was ${sessionTime(data.from, context)})`,
  },
  'session-cancelled': {
    plain: 'Session cancelled',
    told: (data, context) =>
      `${sessionLabel(data)} cancelled (it was booked for ${sessionTime(data.startsAt, context)})`,
  },
  'session-held': {
    plain: 'Session held',
    told: (data, context) => `${sessionLabel(data)} held on ${sessionTime(data.startsAt, context)}`,
  },
  'session-missed': {
    plain: 'Session missed',
    told: (data, context) =>
      `${sessionLabel(data)} marked missed (it was booked for ${sessionTime(data.startsAt, context)})`,
  },
};

/** "Monday, 30 November 2026, 14:30 UTC": the day and time in the admin's zone, named. */
function sessionTime(iso: string, { timeZone }: SentenceContext): string {
  return formatSpelledMoment(iso, timeZone ?? viewerZone());
}

/**
 * The session as the catalogue names it, with its number when the product sells several, as
 * the invitation's title says it: "Three 60-minute coaching sessions: session 2 of 3".
 */
function sessionLabel(data: { sessionKey: string; sessionNumber: number }): string {
  const session = products
    .flatMap((product) => liveSessionsOf(product))
    .find((item) => item.key === data.sessionKey);
  if (!session) return `Session ${data.sessionNumber}`;
  if (session.count <= 1) return capitalised(session.name);
  return `${capitalised(session.name)}: session ${data.sessionNumber} of ${session.count}`;
}

function told<Kind extends OrderEventKind>(
  event: { kind: Kind; data: OrderEventData<Kind> },
  context: SentenceContext,
) {
  const sentence: EventSentence<Kind> = sentences[event.kind];
  return sentence.told?.(event.data, context) ?? sentence.plain;
}

/**
 * One human sentence for a timeline event, its data read through its kind's schema. Data that
 * no longer reads (an old row) gets the kind's plain sentence; an unknown kind still reads as
 * words.
 */
export function timelineSentence(
  event: Pick<AdminOrderEvent, 'kind' | 'data'>,
  context: SentenceContext = {},
): string {
  const read = readOrderEvent(event);
  if (read.isReadable) return told(read, context);
  if (isOrderEventKind(event.kind)) return sentences[event.kind].plain;
  return capitalised(event.kind.replaceAll('-', ' '));
}

/** Who did it: `admin:ann@example.com` reads as the admin's address. */
export function actorName(actor: string): string {
  if (actor.startsWith('admin:')) return actor.slice('admin:'.length) || 'an admin';
  const names: Record<string, string> = {
    customer: 'Customer',
    system: 'System',
    'payment-provider': 'Payment provider',
  };
  return names[actor] ?? actor;
}
