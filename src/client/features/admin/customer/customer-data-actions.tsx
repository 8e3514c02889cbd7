import { Download, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminCustomerDetail } from '../../../../common/admin';
import {
  customerDataMessages,
  customerExportUrl,
  eraseCustomerInputSchema,
} from '../../../../common/customer-data';
import { pageRoutes } from '../../../../common/routes';
import { Button } from '../../../components/ui/button';
import { DialogForm } from '../../../components/forms/dialog-form';
import { Dialog, DialogFrame, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useEraseCustomer } from '../api/erase-customer';
import { Section } from '../shared/section';

type User = AdminCustomerDetail['user'];

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
          <Dialog open={isOpen} onOpenChange={setIsOpen}>
            <DialogTrigger asChild>
              <Button variant="destructive" className="w-full sm:w-fit">
                <Trash2 className="size-4" aria-hidden />
                Erase customer
              </Button>
            </DialogTrigger>
            {isOpen ? <EraseDialog user={user} /> : null}
          </Dialog>
        </div>
      </div>
    </Section>
  );
}

/** The request's schema, plus the check that the typed address is this customer's. */
function eraseFormSchema(customerEmail: string) {
  return eraseCustomerInputSchema.refine(
    (input) => input.confirmEmail.toLowerCase() === customerEmail.trim().toLowerCase(),
    { path: ['confirmEmail'], message: customerDataMessages.emailMismatch },
  );
}

function EraseDialog({ user }: { user: User }) {
  const erase = useEraseCustomer(user.id);
  const [, navigate] = useLocation();
  const schema = useMemo(() => eraseFormSchema(user.email), [user.email]);
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
      <DialogForm
        schema={schema}
        defaultValues={{ confirmEmail: '', reason: '' }}
        onValid={(values, form) =>
          erase.mutateAsync(values).then(
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
            (failure: unknown) =>
              reportMutationError(failure, { form, fallback: customerDataMessages.eraseFailed }),
          )
        }
        label="Erase customer"
        pendingLabel="Erasing..."
        isPending={erase.isPending}
        variant="destructive"
      >
        {(form) => {
          const { errors } = form.formState;
          return (
            <>
              <FormField
                label="Type the customer’s e-mail to confirm"
                hint={<span className="break-all">{user.email}</span>}
                error={errors.confirmEmail?.message}
              >
                <Input
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  autoFocus
                  {...form.register('confirmEmail')}
                />
              </FormField>
              <FormField label="Reason for the erasure" error={errors.reason?.message}>
                <Textarea
                  rows={3}
                  placeholder="e.g. Asked by e-mail on 3 March"
                  {...form.register('reason')}
                />
              </FormField>
            </>
          );
        }}
      </DialogForm>
    </DialogFrame>
  );
}
