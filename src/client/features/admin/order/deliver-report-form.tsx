import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AdminOrderDetail } from '../../../../common/admin';
import { adminActionMessages } from '../../../../common/admin-actions';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useDeliverReport, type DeliverProgress } from '../api/deliver-report';
import { formatFileSize } from '../../../../common/format';
import { deliverReportFormSchema } from './report-files';

/** Choose the report PDFs, upload each, then deliver: the order is marked delivered. */
export function DeliverReportForm({ purchase }: { purchase: AdminOrderDetail }) {
  // A new key after a delivery gives a fresh, empty file input.
  const [inputKey, setInputKey] = useState(0);
  const form = useForm<{ files: File[] }>({
    resolver: zodResolver(deliverReportFormSchema),
    defaultValues: { files: [] },
  });
  const files = useWatch({ control: form.control, name: 'files' });
  const [progress, setProgress] = useState<DeliverProgress | null>(null);
  const deliver = useDeliverReport(purchase.id, setProgress);

  const onSubmit = form.handleSubmit((values) =>
    deliver.mutate(values.files, {
      onSuccess: () => {
        form.reset({ files: [] });
        setInputKey((key) => key + 1);
        toast({ title: 'Success', description: adminActionMessages.delivered });
      },
      onError: (failure) =>
        reportMutationError(failure, { fallback: adminActionMessages.deliverFailed }),
      onSettled: () => setProgress(null),
    }),
  );

  const status =
    deliver.isPending && progress
      ? progress.stored < progress.total
        ? `Uploading ${progress.stored + 1} of ${progress.total}...`
        : 'Delivering...'
      : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <h3 className="font-sans text-base font-semibold">Deliver report</h3>
      <FormField
        label="Report PDFs"
        error={form.formState.errors.files?.message}
        hint="One or more PDFs, up to 25 MB each. The customer gets an e-mail with private download links and the order is marked delivered."
      >
        <Input
          key={inputKey}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          disabled={deliver.isPending}
          onChange={(event) => {
            // Checked as soon as chosen; an emptied choice is only refused on Deliver.
            const chosen = Array.from(event.target.files ?? []);
            form.setValue('files', chosen, { shouldValidate: chosen.length > 0 });
            if (chosen.length === 0) form.clearErrors('files');
          }}
          className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-gold/15 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-gold-bright"
        />
      </FormField>
      {files.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`} className="flex items-center gap-2">
              <FileText className="size-4 shrink-0 text-gold" aria-hidden />
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" disabled={deliver.isPending} className="w-full sm:w-fit">
        {status ?? `Deliver ${files.length > 1 ? `${files.length} files` : 'report'}`}
      </Button>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
