import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';

interface LongAnswerFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  rows?: number;
}

export function LongAnswerField({
  label,
  registration,
  error,
  hint,
  rows = 4,
}: LongAnswerFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Textarea rows={rows} {...registration} />
    </FormField>
  );
}
