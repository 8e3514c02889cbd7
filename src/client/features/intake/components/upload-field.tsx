import { FileCheck2, ImageUp, LoaderCircle, TriangleAlert, Upload, X } from 'lucide-react';
import { useId } from 'react';
import { intakeMessages, type UploadKind } from '../../../../common/intake';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { showErrorToast } from '../../../lib/mutation-errors';
import type { UploadedFilesState } from '../uploads/use-uploaded-files';
import { useUploader } from '../uploads/use-uploader';

interface UploadFieldProps {
  kind: UploadKind;
  /** The questionnaire's files, where this field adds and removes its own kind. */
  uploads: UploadedFilesState;
  legend: string;
  /** What to upload and the limits, read out with the button. */
  description: string;
}

/** What each kind's button says, before and once enough files are in, and how many that is. */
const buttons: Record<UploadKind, { label: string; doneLabel: string; requiredCount: number }> = {
  resume: { label: 'Upload Resume', doneLabel: 'Resume uploaded ✓', requiredCount: 1 },
  'palm-photo': {
    label: 'Upload Palm Photos',
    doneLabel: 'Palm photos uploaded ✓',
    requiredCount: 2,
  },
};

function uploadedMessage(kind: UploadKind, count: number): string {
  return kind === 'resume'
    ? intakeMessages.resumeUploaded
    : intakeMessages.palmPhotosUploaded(count);
}

/** A button opening Uppy's Dashboard, and the files the server has accepted so far. */
export function UploadField(props: UploadFieldProps) {
  const { kind, uploads } = props;
  const files = uploads.files[kind];
  const button = buttons[kind];
  const onRemove = (uploadId: string) => uploads.remove(kind, uploadId);
  const descriptionId = useId();
  const uploader = useUploader({
    kind,
    purchaseId: uploads.purchaseId,
    note: props.description,
    onVerified: (verified) => {
      uploads.add(kind, verified);
      toast({ description: uploadedMessage(kind, verified.length), variant: 'success' });
    },
    onFailed: (message) => showErrorToast(message),
    onRemoved: onRemove,
  });
  const isDone = files.length >= button.requiredCount;
  const Icon = kind === 'resume' ? Upload : ImageUp;

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 font-display text-xl text-gold-bright">{props.legend}</legend>
      <p id={descriptionId} className="text-sm text-muted">
        {props.description}
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={uploader.open}
          aria-describedby={descriptionId}
          // Not disabled while Uppy loads: the button keeps focus, and the modal hands it back.
          aria-busy={uploader.isOpening || undefined}
          className="h-auto min-h-11 whitespace-normal"
        >
          {uploader.isOpening ? (
            <LoaderCircle className="animate-spin" aria-hidden />
          ) : (
            <Icon aria-hidden />
          )}
          {isDone ? button.doneLabel : button.label}
        </Button>
      </div>
      {files.length > 0 ? (
        <ul className="grid gap-2" aria-label={`${props.legend}: uploaded files`}>
          {files.map((file) => (
            <li
              key={file.uploadId}
              className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-md border border-border bg-background/50 p-3 text-sm"
            >
              <div className="flex items-center gap-2">
                <FileCheck2 className="size-4 shrink-0 text-success" aria-hidden />
                <span className="min-w-0 flex-1 truncate" title={file.fileName}>
                  {file.fileName}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${file.fileName}`}
                  onClick={() => {
                    uploader.remove(file.uploadId);
                    onRemove(file.uploadId);
                  }}
                >
                  <X aria-hidden />
                  Remove
                </Button>
              </div>
              {kind === 'palm-photo' && file.lowResolution ? (
                <p className="flex items-start gap-2 text-warning">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {intakeMessages.lowResolutionPhoto}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
