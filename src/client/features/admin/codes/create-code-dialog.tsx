import { TicketPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  discountLabel,
  ruleOfInput,
  type DiscountCodeInput,
} from '../../../../common/discount-codes';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useCreateCode } from '../api/discount-codes';
import { CodeDialog } from './code-dialog';
import { CodeFormFields } from './code-form-fields';
import { codeFormDefaults, codeFormResolver, type CodeFormValues } from './code-form-schema';

/** "New code": the form in a dialog; the list refreshes once the server has it. */
export function CreateCodeDialog() {
  return (
    <CodeDialog
      trigger={
        <Button className="w-fit">
          <TicketPlus aria-hidden />
          New code
        </Button>
      }
      title="New code"
      description="A code takes its discount off the reading’s price at the checkout. It cannot be edited later, only archived."
    >
      {(close) => <CreateCodeForm onDone={close} />}
    </CodeDialog>
  );
}

/** The form alone (inside an open `Dialog`), checked with the request's own schema. */
export function CreateCodeForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCode();
  const form = useForm<CodeFormValues, unknown, DiscountCodeInput>({
    resolver: codeFormResolver,
    defaultValues: codeFormDefaults(),
  });

  const onSubmit = form.handleSubmit((input) =>
    create.mutateAsync(input).then(
      () => {
        toast({
          title: 'Code created',
          description: `${input.code}: ${discountLabel(ruleOfInput(input))}`,
        });
        onDone();
      },
      (failure: unknown) =>
        reportMutationError(failure, {
          form,
          fallback: 'The code could not be created.',
          shouldFocus: true,
        }),
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <CodeFormFields form={form} />
      <DialogActions label="Create code" pendingLabel="Creating…" isPending={create.isPending} />
    </form>
  );
}
