import {
  processingStatusLabels,
  processingStatuses,
  type AdminOrderEvent,
  type ProcessingStatus,
} from '../../../../common/admin';
import { centsToDollars } from '../../../../common/admin-affiliates';
import { formatUsd } from '../../../../common/money';
import { formatBirthData } from '../shared/format';

/** The e-mails the shop sends about an order, as an admin would name them. */
const mailNames: Record<string, string> = {
  'order-confirmation': 'order confirmation',
  'questionnaire-reminder': 'questionnaire reminder',
  'questionnaire-received': 'answers-received confirmation',
  'free-summary': 'free summary',
  'report-delivered': 'report delivery',
  'report-delivery': 'report delivery',
  refund: 'refund confirmation',
  'refund-confirmation': 'refund confirmation',
};

export function mailName(kind: unknown): string {
  if (typeof kind !== 'string' || kind === '') return 'an';
  return mailNames[kind] ?? kind.replaceAll('-', ' ');
}

const questionnaireNames: Record<string, string> = {
  'strategic-alignment': 'Strategic Alignment',
  'master-blueprint': 'Master Blueprint',
};

const uploadNames: Record<string, string> = { resume: 'resume', 'palm-photo': 'palm photo' };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function statusName(value: unknown): string {
  return processingStatuses.includes(value as ProcessingStatus)
    ? processingStatusLabels[value as ProcessingStatus]
    : (text(value) ?? 'unknown');
}

function quoted(name: string | null): string {
  return name ? ` “${name}”` : '';
}

function fileNames(data: Record<string, unknown>): string[] {
  const files = Array.isArray(data.files)
    ? data.files
    : Array.isArray(data.fileNames)
      ? data.fileNames
      : [];
  return files
    .map((file) =>
      typeof file === 'string' ? file : text((file as { fileName?: unknown } | null)?.fileName),
    )
    .filter((name): name is string => Boolean(name));
}

type Sentence = (data: Record<string, unknown>) => string;

const sentences: Record<string, Sentence> = {
  paid: (data) => {
    const amount = text(data.amount);
    return amount ? `Payment of ${formatUsd(amount)} received` : 'Payment received';
  },
  'payment-failed': (data) => {
    const reason = text(data.reason) ?? text(data.message);
    return reason ? `Payment failed: ${reason}` : 'Payment failed';
  },
  'customer-filed': (data) =>
    data.hasBirthDetails === false
      ? 'Order filed under the customer (no birth details)'
      : 'Order filed under the customer',
  'email-queued': (data) => {
    const delay = count(data.delayHours);
    const when = delay ? ` to go out in ${delay} hour${delay === 1 ? '' : 's'}` : '';
    return `${capitalised(mailName(data.mailKind))} e-mail queued${when}`;
  },
  'email-sent': (data) => `${capitalised(mailName(data.mailKind))} e-mail sent`,
  'upload-stored': (data) =>
    `Customer uploaded a ${uploadNames[String(data.uploadKind)] ?? 'file'}${quoted(text(data.fileName))}`,
  'upload-cleared': (data) =>
    `Unsubmitted ${uploadNames[String(data.uploadKind)] ?? 'file'}${quoted(text(data.fileName))} cleared; the customer can send another`,
  'upload-rejected': (data) =>
    `Upload refused${quoted(text(data.fileName))}: the file was not what its name said`,
  'questionnaire-submitted': (data) => {
    const name = questionnaireNames[String(data.questionnaire)] ?? 'Questionnaire';
    const version = count(data.version);
    return version && version > 1
      ? `${name} answers corrected (version ${version})`
      : `${name} answers submitted`;
  },
  'reminders-cancelled': (data) => {
    const cancelled = count(data.count);
    return cancelled
      ? `${cancelled} questionnaire reminder${cancelled === 1 ? '' : 's'} cancelled`
      : 'Questionnaire reminders cancelled';
  },
  'processing-status-changed': (data) =>
    `Processing status changed from “${statusName(data.from)}” to “${statusName(data.to)}”`,
  'notes-changed': (data) =>
    text(data.to) === null && 'to' in data ? 'Admin notes cleared' : 'Admin notes updated',
  refunded: (data) => {
    const amount = text(data.amount);
    const reason = text(data.reason);
    return `${amount ? `Refunded ${formatUsd(amount)}` : 'Refunded'}${reason ? `: ${reason}` : ''}`;
  },
  'email-resent': (data) => {
    const to = text(data.to) ?? text(data.email) ?? text(data.recipient);
    return `${capitalised(mailName(data.mailKind ?? 'order-confirmation'))} e-mail sent again${to ? ` to ${to}` : ''}`;
  },
  'report-generated': (data) => {
    const version = count(data.version);
    const name = quoted(text(data.fileName));
    const place = text(data.placeUsed);
    return `${version && version > 1 ? `Report version ${version} made` : 'Report made'}${name}${place ? `, calculated for ${place}` : ''}`;
  },
  'report-failed': (data) => {
    const reason = text(data.reason);
    return `Report could not be made${reason ? `: ${reason}` : ''}`;
  },
  'report-regeneration-requested': () => 'New version of the report requested',
  'birth-data-corrected': (data) => {
    const to = data.to as {
      birthDate?: unknown;
      birthTime?: unknown;
      birthLocation?: unknown;
    } | null;
    const date = text(to?.birthDate);
    const when = date ? formatBirthData(date, text(to?.birthTime)) : text(to?.birthTime);
    const now = [when, text(to?.birthLocation)].filter(Boolean).join(', ');
    return now ? `Birth data corrected to ${now}` : 'Birth data corrected';
  },
  'commission-booked': (data) => {
    const cents = count(data.amountCents);
    const rate = text(data.rate);
    const payableAt = text(data.payableAt);
    const amount =
      cents === null ? 'Commission' : `Commission of ${formatUsd(centsToDollars(cents))}`;
    const at = rate ? ` at ${Number(rate)}%` : '';
    const from = payableAt ? `, payable from ${payableAt.slice(0, 10)}` : '';
    return `${amount} booked for the referring affiliate${at}${from}`;
  },
  'commission-reversed': (data) => {
    const cents = count(data.amountCents);
    return cents === null
      ? 'Commission reversed'
      : `Commission of ${formatUsd(centsToDollars(Math.abs(cents)))} reversed`;
  },
  'self-referral': () =>
    'Self-referral: the buyer is the referring affiliate, so no commission was booked',
  'report-delivered': (data) => {
    const names = fileNames(data);
    return names.length > 0 ? `Report delivered: ${names.join(', ')}` : 'Report delivered';
  },
  'customer-data-exported': (data) => {
    const files = count(data.files);
    const withFiles = files ? ` with ${files} file${files === 1 ? '' : 's'}` : '';
    return `A copy of the customer’s data was downloaded${withFiles}`;
  },
  'customer-erased': (data) => {
    const reason = text(data.reason);
    return `Customer erased: name, e-mail, birth data, answers and files removed; the order is kept for the accounts${reason ? `. Reason: ${reason}` : ''}`;
  },
  'retention-purged': (data) => {
    const removed = Array.isArray(data.removed) ? data.removed.filter((item) => text(item)) : [];
    const what = removed.length > 0 ? removed.join(', ') : 'personal data';
    return data.policy === 'sale-anonymised'
      ? `Retention period over: ${what} removed; the order is kept anonymised for the accounts`
      : `Retention period over: ${what} deleted`;
  },
};

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One human sentence for a timeline event; an unknown kind still reads as words. */
export function timelineSentence(event: Pick<AdminOrderEvent, 'kind' | 'data'>): string {
  const sentence = sentences[event.kind];
  if (sentence) return sentence(event.data ?? {});
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
