import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  blockingLines,
  onlyLengthIsShort,
  type ChecklistLine,
} from '../../../../common/delivery-rules';
import { deliverShortFormSchema, type DeliverShortForm } from '../../../../common/workspace';
import type { WrittenDeliveryDescription } from '../../../../common/written-delivery';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogFrame, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useDeliverReading, useDeliveryDescription } from '../api/deliver-reading';

/**
 * "Deliver", confirmed in a dialog that says what the customer will receive. A reading short of
 * its promised length, with every other line done, may go out short with a reason (decision 299).
 */
export function DeliverAction({
  purchaseId,
  checklist,
}: {
  purchaseId: string;
  checklist: readonly ChecklistLine[];
}) {
  const [isOpen, setIsOpen] = useState(false);
  const isReady = blockingLines(checklist, { isDeliveringShort: false }).length === 0;
  const isShort = !isReady && onlyLengthIsShort(checklist);
  const shortfalls = checklist.find((line) => line.rule === 'promised-length')?.missing ?? [];
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button type="button" disabled={!isReady && !isShort}>
          {isShort ? 'Deliver short…' : 'Deliver…'}
        </Button>
      </DialogTrigger>
      <DialogFrame
        title={isShort ? 'Deliver the reading short?' : 'Deliver the reading?'}
        description="The files are drawn from the text saved now, stored with the order and e-mailed to the customer with their private link."
      >
        <DeliverConfirmation
          purchaseId={purchaseId}
          isOpen={isOpen}
          shortfalls={isShort ? shortfalls : null}
          onDone={() => setIsOpen(false)}
        />
      </DialogFrame>
    </Dialog>
  );
}

function WhatIsSent({ description }: { description: WrittenDeliveryDescription }) {
  return (
    <div className="grid gap-2 text-sm">
      <p>
        {description.fullName} ({description.email}) will receive
        {description.version > 1
          ? ` version ${description.version}, a correction of the reading delivered before:`
          : ':'}
      </p>
      <ul className="list-disc pl-5">
        {description.files.map((file) => (
          <li key={file.key}>{file.fileName}</li>
        ))}
      </ul>
      <p className="text-muted">
        It also appears on their reading page, and the order is marked delivered.
      </p>
    </div>
  );
}

function DeliverConfirmation({
  purchaseId,
  isOpen,
  shortfalls,
  onDone,
}: {
  purchaseId: string;
  isOpen: boolean;
  /** The sections short of their promise when delivering short; null when nothing is short. */
  shortfalls: string[] | null;
  onDone: () => void;
}) {
  const description = useDeliveryDescription(purchaseId, isOpen);
  const deliver = useDeliverReading(purchaseId);
  const form = useForm<DeliverShortForm>({
    resolver: zodResolver(deliverShortFormSchema),
    defaultValues: { shortReason: '' },
  });
  const send = (version: number, shortReason?: string) =>
    deliver.mutateAsync({ version, ...(shortReason ? { shortReason } : {}) }).then(
      (result) => {
        toast({
          title: 'Delivered',
          description: `Version ${result.version} of the reading was sent to the customer.`,
          variant: 'success',
        });
        onDone();
      },
      (error: unknown) =>
        reportMutationError(error, {
          title: 'Not delivered',
          fallback: 'The reading could not be delivered. Please try again.',
          ...(shortfalls ? { form } : {}),
        }),
    );
  const onSubmit = form.handleSubmit(({ shortReason }) => {
    if (description.data) return send(description.data.version, shortReason);
  });
  const isSending = deliver.isPending;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (shortfalls) void onSubmit(event);
        else if (description.data) void send(description.data.version);
      }}
    >
      {description.isPending ? (
        <p className="text-sm text-muted">Checking what will be sent…</p>
      ) : description.isError ? (
        <p className="text-sm text-muted">
          {messageOf(description.error, 'What would be sent could not be checked.')}
        </p>
      ) : (
        <WhatIsSent description={description.data} />
      )}
      {shortfalls ? (
        <div className="grid gap-2 text-sm">
          <p>It is shorter than the length the shop promises:</p>
          <ul className="list-disc pl-5">
            {shortfalls.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <FormField
            label="Why it goes out short (kept on the order’s timeline)"
            error={form.formState.errors.shortReason?.message}
          >
            <Textarea rows={3} {...form.register('shortReason')} />
          </FormField>
        </div>
      ) : null}
      <DialogActions
        label={shortfalls ? 'Deliver short' : 'Confirm and deliver'}
        pendingLabel="Delivering…"
        isPending={isSending}
        isDisabled={!description.isSuccess}
      />
    </form>
  );
}
