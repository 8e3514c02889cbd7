import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { adminAffiliateMessages } from '../../../../common/admin-affiliates';
import { DialogForm } from '../../../components/forms/dialog-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFrame, DialogTrigger } from '../../../components/ui/dialog';
import { CodeInput } from '../../../components/ui/code-input';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useCreateAffiliate } from '../api/affiliate-mutations';
import { createAffiliateFormSchema } from './affiliate-form-schemas';

/** "New affiliate": name, e-mail, rate and an optional code; the server mails the invitation. */
export function CreateAffiliateDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          New affiliate
        </Button>
      </DialogTrigger>
      {isOpen ? <CreateAffiliateForm onDone={() => setIsOpen(false)} /> : null}
    </Dialog>
  );
}

function CreateAffiliateForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAffiliate();
  return (
    <DialogFrame
      title="New affiliate"
      description="They get an e-mail with a link to set their own password. No password is ever sent by e-mail."
    >
      <DialogForm
        schema={createAffiliateFormSchema}
        defaultValues={{ name: '', email: '', commissionRate: '20', referralCode: '' }}
        onValid={(values, form) =>
          create.mutateAsync(values).then(
            (created) => {
              toast({
                title: 'Success',
                description: `${adminAffiliateMessages.created} (${created.email}).`,
              });
              onDone();
            },
            (failure: unknown) =>
              reportMutationError(failure, { form, fallback: 'Failed to create the affiliate' }),
          )
        }
        label="Create and invite"
        pendingLabel="Creating..."
        isPending={create.isPending}
      >
        {(form) => {
          const { errors } = form.formState;
          return (
            <>
              <FormField label="Name" error={errors.name?.message}>
                <Input autoComplete="off" autoFocus {...form.register('name')} />
              </FormField>
              <FormField label="E-mail" error={errors.email?.message}>
                <Input type="email" autoComplete="off" {...form.register('email')} />
              </FormField>
              <FormField
                label="Commission rate (%)"
                error={errors.commissionRate?.message}
                hint="0 to 100, up to two decimals, e.g. 12.5"
              >
                <Input inputMode="decimal" {...form.register('commissionRate')} />
              </FormField>
              <FormField
                label="Referral code (optional)"
                error={errors.referralCode?.message}
                hint="Leave empty to generate one: 8 capital letters and digits, without I, O, 0 or 1."
              >
                <CodeInput {...form.register('referralCode')} />
              </FormField>
            </>
          );
        }}
      </DialogForm>
    </DialogFrame>
  );
}
