import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogFrame } from '../../../components/ui/dialog';
import { messageOf } from '../../../lib/api-client';
import { LibraryFileError, libraryExportUrl, useImportLibrary } from './api/library-transfer';
import { importedLine } from './library-lines';

type Outcome = { isDone: boolean; text: string } | null;

/** Confirms the import of the chosen file, then sends it. */
function ImportDialog({ file, onDone }: { file: File; onDone: (outcome: Outcome) => void }) {
  const importing = useImportLibrary();
  const send = () =>
    importing.mutate(file, {
      onSuccess: (reply) => onDone({ isDone: true, text: importedLine(reply) }),
      onError: (failure) =>
        onDone({
          isDone: false,
          text:
            failure instanceof LibraryFileError
              ? failure.message
              : messageOf(failure, 'The library could not be imported. Please try again.'),
        }),
    });
  return (
    <DialogFrame
      title="Import the library?"
      description="Import replaces the text of every entry that differs, as a new version."
    >
      <p className="text-sm break-words">
        File: <strong>{file.name}</strong>
      </p>
      <p className="text-sm text-muted">
        Entries whose text is the same are left as they are. A file naming an entry this shop does
        not have, or dropping a value a document fills in, is refused whole.
      </p>
      <DialogActions
        label="Import"
        pendingLabel="Importing…"
        isPending={importing.isPending}
        onConfirm={send}
      />
    </DialogFrame>
  );
}

/**
 * The library as a JSON file (every entry's current text), to keep or to take to another shop,
 * and such a file taken in.
 */
export function LibraryTransfer() {
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <section aria-labelledby="library-transfer" className="grid gap-2">
      <h2 id="library-transfer" className="sr-only">
        Export and import
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={libraryExportUrl} download>
            <Download aria-hidden />
            Export library (JSON)
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={() => picker.current?.click()}>
          <Upload aria-hidden />
          Import…
        </Button>
        <input
          ref={picker}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // The same file chosen again is a change too.
            event.target.value = '';
            if (chosen) {
              setOutcome(null);
              setFile(chosen);
            }
          }}
        />
      </div>
      {outcome ? (
        <p
          role={outcome.isDone ? 'status' : 'alert'}
          className={outcome.isDone ? 'text-sm text-success' : 'text-sm text-red-300'}
        >
          {outcome.text}
        </p>
      ) : null}
      <Dialog open={file !== null} onOpenChange={(isOpen) => (isOpen ? null : setFile(null))}>
        {file ? (
          <ImportDialog
            file={file}
            onDone={(done) => {
              setOutcome(done);
              setFile(null);
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
