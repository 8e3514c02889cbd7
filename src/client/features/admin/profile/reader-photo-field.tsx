import { UserRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  READER_PHOTO_MAX_BYTES,
  READER_PHOTO_TYPES,
  readerPhotoMessages,
  type ReaderProfileView,
} from '../../../../common/readers';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { reportMutationError, showErrorToast } from '../../../lib/mutation-errors';
import { useRemoveReaderPhoto, useUploadReaderPhoto } from './api';

/** Why a chosen file cannot be sent, checked before it is (the server checks the content). */
function refusalOf(file: File): string | null {
  if (!(READER_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return readerPhotoMessages.notAPhoto;
  }
  if (file.size > READER_PHOTO_MAX_BYTES) return readerPhotoMessages.tooLarge;
  return null;
}

/**
 * The reader's photo, as customers see it beside their name on the reading page: chosen, it is
 * uploaded at once; the server crops it square, so what shows here is what customers get.
 */
export function ReaderPhotoField({ profile }: { profile: ReaderProfileView }) {
  const upload = useUploadReaderPhoto();
  const remove = useRemoveReaderPhoto();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [inputKey, setInputKey] = useState(0);
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File | undefined) => {
    setInputKey((key) => key + 1);
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) return showErrorToast(refusal);
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Saved', description: readerPhotoMessages.saved }),
      onError: (error) =>
        reportMutationError(error, { fallback: 'Your photo could not be saved.' }),
    });
  };
  const removePhoto = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: 'Removed', description: readerPhotoMessages.removed }),
      onError: (error) =>
        reportMutationError(error, { fallback: 'Your photo could not be removed.' }),
    });

  return (
    <fieldset className="grid max-w-xl gap-3" disabled={busy}>
      <legend className="mb-2 text-sm font-semibold">Your photo (optional)</legend>
      <div className="flex flex-wrap items-center gap-4">
        {profile.photoUrl ? (
          <img
            src={profile.photoUrl}
            alt="Your photo, as customers see it"
            width={112}
            height={112}
            className="size-28 rounded-full border border-border object-cover"
          />
        ) : (
          <div
            aria-hidden
            className="flex size-28 items-center justify-center rounded-full border border-dashed border-border text-muted"
          >
            <UserRound className="size-10" />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {/* The button below opens it: one control to reach, by keyboard and screen reader too. */}
          <input
            key={inputKey}
            ref={input}
            type="file"
            accept={READER_PHOTO_TYPES.join(',')}
            tabIndex={-1}
            aria-hidden
            className="sr-only"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {upload.isPending
              ? 'Uploading...'
              : profile.photoUrl
                ? 'Replace photo'
                : 'Upload a photo'}
          </Button>
          {profile.photoUrl ? (
            <Button type="button" variant="ghost" onClick={removePhoto}>
              {remove.isPending ? 'Removing...' : 'Remove photo'}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted">
        Shown beside your name on the reading page. A JPEG, PNG or WebP up to 5 MB: it is cropped to
        a square, and anything else the file holds (such as where it was taken) is removed.
      </p>
    </fieldset>
  );
}
