import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  READER_BIO_MAX_LENGTH,
  readerProfileInputSchema,
  readerProfileMessages,
  type ReaderProfileInput,
  type ReaderProfileView,
} from '../../../../common/readers';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { useReaderProfile, useSaveReaderProfile } from './api';
import { ReaderPhotoField } from './reader-photo-field';

/** "My profile": the name customers know the reader by, a few words about them and a photo. */
export function ReaderProfileForm() {
  const profile = useReaderProfile();
  if (profile.isPending) return <p role="status">Loading your profile...</p>;
  if (profile.isError)
    return <p role="alert">{messageOf(profile.error, 'Your profile could not be loaded.')}</p>;
  return (
    <div className="grid gap-8">
      <ProfileFields profile={profile.data} />
      <ReaderPhotoField profile={profile.data} />
    </div>
  );
}

function ProfileFields({ profile }: { profile: ReaderProfileView }) {
  const save = useSaveReaderProfile();
  const form = useForm<ReaderProfileInput>({
    resolver: zodResolver(readerProfileInputSchema),
    defaultValues: { displayName: profile.displayName, bio: profile.bio },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast({ title: 'Saved', description: readerProfileMessages.saved }),
      onError: (error) =>
        reportMutationError(error, { fallback: 'Your profile could not be saved.', form }),
    }),
  );
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-5" noValidate>
      {profile.isNameChosen ? null : (
        <p role="status" className="rounded-lg border border-gold/40 bg-gold/10 px-4 py-3 text-sm">
          Customers see you as <strong>{profile.displayName}</strong> until you choose your name
          here. Please check it and save.
        </p>
      )}
      <FormField
        label="Your name, as customers see it"
        hint="On the reading page, in e-mails, session invitations and the support thread."
        error={formState.errors.displayName?.message}
      >
        <Input autoComplete="name" {...register('displayName')} />
      </FormField>
      <FormField
        label="About you (optional)"
        hint={`A few sentences on the reading page, up to ${READER_BIO_MAX_LENGTH} characters.`}
        error={formState.errors.bio?.message}
      >
        <Textarea rows={5} {...register('bio')} />
      </FormField>
      <div>
        <SubmitButton label="Save profile" pendingLabel="Saving..." isSubmitting={save.isPending} />
      </div>
    </form>
  );
}
