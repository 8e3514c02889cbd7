import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '../ui/dialog';

type DialogFormProps<Input extends FieldValues, Output> = Omit<
  ComponentProps<typeof DialogActions>,
  'onConfirm'
> & {
  /** The request's schema (or the form's, built on it): the form checks what it sends with it. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /**
   * Sends the checked values; its promise settles before the dialog may close, and a failure it
   * reports gives the server's field messages to `form`.
   */
  onValid: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<unknown>;
  /** The fields, registered on the form. */
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
};

/**
 * A dialog's form (inside a `DialogFrame`): its fields, checked with the schema when sent, then
 * Cancel and the main button that sends them.
 */
export function DialogForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onValid,
  children,
  ...actions
}: DialogFormProps<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit((values) => onValid(values, form));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {children(form)}
      <DialogActions {...actions} />
    </form>
  );
}
