import * as Dialog from '@radix-ui/react-dialog';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  adminAffiliateMessages,
  createAffiliateInputSchema,
} from '../../../../common/admin-affiliates';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../../../lib/api-client';
import { useCreateAffiliate } from '../api/affiliate-mutations';
import { DialogButtons, DialogFrame } from './dialog-frame';
import { fieldErrorsOfFailure, fieldErrorsOfIssues, type FieldErrors } from './form-errors';

/** "New affiliate": name, e-mail, rate and an optional code; the server mails the invitation. */
export function CreateAffiliateDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <Button>
          <UserPlus aria-hidden />
          New affiliate
        </Button>
      </Dialog.Trigger>
      {isOpen ? <CreateAffiliateForm onDone={() => setIsOpen(false)} /> : null}
    </Dialog.Root>
  );
}

function CreateAffiliateForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAffiliate();
  const [fields, setFields] = useState({ name: '', email: '', rate: '20', referralCode: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [name]: event.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createAffiliateInputSchema.safeParse({
      name: fields.name,
      email: fields.email,
      commissionRate: fields.rate.trim() === '' ? undefined : Number(fields.rate),
      referralCode: fields.referralCode,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error));
      return;
    }
    setErrors({});
    create.mutateAsync(parsed.data).then(
      (created) => {
        toast({
          title: 'Success',
          description: `${adminAffiliateMessages.created} (${created.email}).`,
        });
        onDone();
      },
      (failure: unknown) => {
        setErrors(fieldErrorsOfFailure(failure));
        toast({
          title: 'Error',
          description: messageOf(failure, 'Failed to create the affiliate'),
          variant: 'destructive',
        });
      },
    );
  }

  return (
    <DialogFrame
      title="New affiliate"
      description="They get an e-mail with a link to set their own password. No password is ever sent by e-mail."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Name" error={errors.name}>
          <Input value={fields.name} onChange={set('name')} autoComplete="off" autoFocus />
        </FormField>
        <FormField label="E-mail" error={errors.email}>
          <Input type="email" value={fields.email} onChange={set('email')} autoComplete="off" />
        </FormField>
        <FormField
          label="Commission rate (%)"
          error={errors.commissionRate}
          hint="0 to 100, up to two decimals, e.g. 12.5"
        >
          <Input inputMode="decimal" value={fields.rate} onChange={set('rate')} />
        </FormField>
        <FormField
          label="Referral code (optional)"
          error={errors.referralCode}
          hint="Leave empty to generate one: 8 capital letters and digits, without I, O, 0 or 1."
        >
          <Input
            value={fields.referralCode}
            onChange={set('referralCode')}
            autoCapitalize="characters"
            className="font-mono uppercase"
          />
        </FormField>
        <DialogButtons>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create and invite'}
          </Button>
        </DialogButtons>
      </form>
    </DialogFrame>
  );
}
