import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogButtons,
  DialogClose,
  DialogFrame,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useDeliverReading, useDeliveryDescription } from '../api/deliver-reading';

/** "Deliver", confirmed in a dialog that says what the customer will receive. */
export function DeliverAction({ purchaseId, isReady }: { purchaseId: string; isReady: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const description = useDeliveryDescription(purchaseId, isOpen);
  const deliver = useDeliverReading(purchaseId);
  const confirm = (version: number) =>
    deliver.mutateAsync(version).then(
      (result) => {
        toast({
          title: 'Delivered',
          description: `Version ${result.version} of the reading was sent to the customer.`,
          variant: 'success',
        });
        setIsOpen(false);
      },
      (error: unknown) =>
        reportMutationError(error, {
          title: 'Not delivered',
          fallback: 'The reading could not be delivered. Please try again.',
        }),
    );
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button type="button" disabled={!isReady}>
          Deliver…
        </Button>
      </DialogTrigger>
      <DialogFrame
        title="Deliver the reading?"
        description="The files are drawn from the text saved now, stored with the order and e-mailed to the customer with their private link."
      >
        {description.isPending ? (
          <p className="text-sm text-muted">Checking what will be sent…</p>
        ) : description.isError ? (
          <p className="text-sm text-muted">
            {messageOf(description.error, 'What would be sent could not be checked.')}
          </p>
        ) : (
          <div className="grid gap-2 text-sm">
            <p>
              {description.data.fullName} ({description.data.email}) will receive
              {description.data.version > 1
                ? ` version ${description.data.version}, a correction of the reading delivered before:`
                : ':'}
            </p>
            <ul className="list-disc pl-5">
              {description.data.files.map((file) => (
                <li key={file.key}>{file.fileName}</li>
              ))}
            </ul>
            <p className="text-muted">
              It also appears on their reading page, and the order is marked delivered.
            </p>
          </div>
        )}
        <DialogButtons>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            disabled={!description.isSuccess || deliver.isPending}
            onClick={() => description.data && void confirm(description.data.version)}
          >
            {deliver.isPending ? 'Delivering…' : 'Confirm and deliver'}
          </Button>
        </DialogButtons>
      </DialogFrame>
    </Dialog>
  );
}
