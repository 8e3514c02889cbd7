import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  adminMessages,
  processingStatuses,
  processingStatusLabels,
  updateOrderInputSchema,
  type AdminOrderDetail,
  type UpdateOrderInput,
} from '../../../../common/admin';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useUpdateOrder } from '../api/update-order';
import { Section } from '../shared/section';

/** The processing status selector, the admin notes and Save Changes (docs/product.md §2, 7, 8). */
export function OrderStatusForm({ purchase }: { purchase: AdminOrderDetail }) {
  const update = useUpdateOrder(purchase.id);
  // The request's own schema checks the form (docs/architecture.md rule 1).
  const form = useForm<UpdateOrderInput>({
    resolver: zodResolver(updateOrderInputSchema),
    values: { processingStatus: purchase.processingStatus, notes: purchase.notes ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // An emptied box clears the notes rather than storing blanks.
    const notes = values.notes?.trim() ? values.notes : null;
    update.mutate(
      { processingStatus: values.processingStatus, notes },
      {
        onSuccess: () => toast({ title: 'Success', description: adminMessages.updated }),
        onError: (error) =>
          reportMutationError(error, { form, fallback: adminMessages.updateFailed }),
      },
    );
  });

  return (
    <Section title="Manage Order">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Processing status" error={errors.processingStatus?.message}>
          <NativeSelect {...form.register('processingStatus')}>
            {processingStatuses.map((status) => (
              <option key={status} value={status}>
                {processingStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Admin notes" error={errors.notes?.message}>
          <Textarea
            rows={4}
            placeholder="Add notes about this order…"
            {...form.register('notes')}
          />
        </FormField>
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-fit">
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </Section>
  );
}
