import type { AdminDiscountCode } from '../../../../common/discount-codes';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useArchiveCode } from '../api/discount-codes';
import { CodeDialog } from './code-dialog';

type ArchivedCode = Pick<AdminDiscountCode, 'id' | 'code'>;

/** "Archive", confirmed: a code is never deleted or edited, only archived (decision 359). */
export function ArchiveCodeDialog({ code }: { code: ArchivedCode }) {
  return (
    <CodeDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Archive ${code.code}`}>
          Archive
        </Button>
      }
      title={`Archive ${code.code}?`}
      description="Checkouts refuse it from now on. Orders bought with it keep its name and their discount. This cannot be undone."
    >
      {(close) => <ArchiveActions code={code} onDone={close} />}
    </CodeDialog>
  );
}

function ArchiveActions({ code, onDone }: { code: ArchivedCode; onDone: () => void }) {
  const archive = useArchiveCode();
  const confirm = () =>
    archive.mutateAsync(code.id).then(
      () => {
        toast({ title: 'Code archived', description: code.code });
        onDone();
      },
      (failure: unknown) =>
        reportMutationError(failure, { fallback: 'The code could not be archived.' }),
    );
  return (
    <DialogActions
      label="Archive code"
      pendingLabel="Archiving…"
      isPending={archive.isPending}
      onConfirm={() => void confirm()}
      variant="destructive"
    />
  );
}
