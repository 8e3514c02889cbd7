import { Button } from '../../../components/ui/button';

/** A quiet button beside a file in a list, its action named with the file for screen readers. */
export function FileActionButton({
  action,
  fileName,
  disabled,
  onClick,
}: {
  action: 'Remove' | 'Clear';
  fileName: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      disabled={disabled}
      aria-label={`${action} ${fileName}`}
      onClick={onClick}
    >
      {action}
    </Button>
  );
}
