import * as Dialog from '@radix-ui/react-dialog';
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { AdminClientDetail } from '../../../../common/admin';
import {
  customerDataMessages,
  customerExportUrl,
  eraseCustomerInputSchema,
} from '../../../../common/customer-data';
import { pageRoutes } from '../../../../common/routes';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOf } from '../../../lib/api-client';
import { DialogButtons, DialogFrame } from '../affiliates/dialog-frame';
import { useEraseCustomer } from '../api/erase-customer';
import { Section } from '../shared/section';

type User = AdminClientDetail['user'];

/**
 * What /privacy promises a customer: a copy of everything the shop holds about them, or its
 * erasure with their orders kept anonymised for the accounts.
 */
export function CustomerDataActions({ user }: { user: User }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Section title="Customer’s Data">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <p className="text-sm text-muted">
            One ZIP file with everything the shop holds about {user.fullName}: details, birth data,
            free sign-ups, orders with their timelines, questionnaire answers, and every uploaded
            and delivered file. Send it to the customer when they ask for a copy.
          </p>
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <a href={customerExportUrl(user.id)} download>
              <Download className="size-4" aria-hidden />
              Export data
            </a>
          </Button>
        </div>
        <div className="grid content-start gap-3">
          <p className="text-sm text-muted">
            Deletes the customer’s details, sign-ups, birth data, answers and files. Their orders
            stay for the accounts with product, amount, dates and payment reference only.
          </p>
          <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
            <Dialog.Trigger asChild>
              <Button variant="destructive" className="w-full sm:w-fit">
                <Trash2 className="size-4" aria-hidden />
                Erase customer
              </Button>
            </Dialog.Trigger>
            {isOpen ? <EraseDialog user={user} /> : null}
          </Dialog.Root>
        </div>
      </div>
    </Section>
  );
}

function EraseDialog({ user }: { user: User }) {
  const erase = useEraseCustomer(user.id);
  const [, navigate] = useLocation();
  const [confirmEmail, setConfirmEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ confirmEmail?: string; reason?: string }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = eraseCustomerInputSchema.safeParse({ confirmEmail, reason });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      setErrors({ confirmEmail: flat.confirmEmail?.[0], reason: flat.reason?.[0] });
      return;
    }
    if (parsed.data.confirmEmail.toLowerCase() !== user.email.trim().toLowerCase()) {
      setErrors({ confirmEmail: customerDataMessages.emailMismatch });
      return;
    }
    setErrors({});
    erase.mutateAsync(parsed.data).then(
      (reply) => {
        const left = reply.storedFilesLeft.length;
        toast({
          title: 'Success',
          description: left
            ? `${customerDataMessages.erased}. ${customerDataMessages.filesLeft(left)}`
            : customerDataMessages.erased,
        });
        navigate(pageRoutes.adminDashboard);
      },
      (failure: unknown) => {
        const fields = failure instanceof ApiError ? failure.fieldErrors : {};
        const message = messageOf(failure, customerDataMessages.eraseFailed);
        setErrors({
          confirmEmail:
            fields.confirmEmail ??
            (message === customerDataMessages.emailMismatch ? message : undefined),
          reason: fields.reason,
        });
        toast({ title: 'Error', description: message, variant: 'destructive' });
      },
    );
  }

  return (
    <DialogFrame
      title={`Erase ${user.fullName}?`}
      description={
        <>
          Their details, birth data, sign-ups, answers and files are deleted for good, and each
          order’s timeline records the erasure. Export their data first if they asked for a copy.
          This cannot be undone.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField
          label="Type the customer’s e-mail to confirm"
          hint={<span className="break-all">{user.email}</span>}
          error={errors.confirmEmail}
        >
          <Input
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={confirmEmail}
            autoFocus
            onChange={(event) => setConfirmEmail(event.target.value)}
          />
        </FormField>
        <FormField label="Reason for the erasure" error={errors.reason}>
          <Textarea
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="e.g. Asked by e-mail on 3 March"
          />
        </FormField>
        <DialogButtons>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" variant="destructive" disabled={erase.isPending}>
            {erase.isPending ? 'Erasing...' : 'Erase customer'}
          </Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
