import { CodeInput } from '../../../components/ui/code-input';
import { Label } from '../../../components/ui/label';

interface CodeFilterProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
}

/** Orders bought with one discount code: the whole code, in any case (decision 359). */
export function CodeFilter({ id, value, onChange }: CodeFilterProps) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>Code</Label>
      <CodeInput
        id={id}
        value={value}
        maxLength={64}
        placeholder="e.g. SPRING20"
        onChange={(event) => onChange(event.target.value)}
        className="placeholder:normal-case"
      />
      <p className="text-xs text-muted">Orders bought with this discount code.</p>
    </div>
  );
}
