import { z } from 'zod';
import { defineJobKind } from './job-kind';

/** Why a computed report is (re)made: the payment, or an admin after correcting birth data. */
export const reportJobReasons = ['paid', 'regenerate', 'upgraded'] as const;
export type ReportJobReason = (typeof reportJobReasons)[number];

/** What a report job carries, for whoever queues one and for the worker that makes it. */
export const reportJobPayloadSchema = z.object({
  purchaseId: z.uuid(),
  reason: z.enum(reportJobReasons),
  /** `system` or `admin:<e-mail>`: who asked for this version. */
  requestedBy: z.union([z.literal('system'), z.string().startsWith('admin:')]),
});
export type ReportJobPayload = z.infer<typeof reportJobPayloadSchema>;

/**
 * The computed documents of an order (decision 094). The `paid` job is queued once per order
 * (dedupe key `paid:<order>`), however many times the payment is reported. The order is a
 * column of the job table; the reason and who asked are its payload.
 */
export const reportJobKind = defineJobKind({
  kind: 'report',
  payload: reportJobPayloadSchema,
  rowOf: ({ purchaseId, reason, requestedBy }) => ({
    purchaseId,
    payload: { reason, requestedBy },
  }),
  payloadOf: (job) => ({ ...(job.payload as object), purchaseId: job.purchaseId }),
  defaultDedupeKey: (payload) => (payload.reason === 'paid' ? `paid:${payload.purchaseId}` : null),
});
