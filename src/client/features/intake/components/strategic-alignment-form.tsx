import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import {
  intakeMessages,
  stabilityPreferenceOptions,
  strategicAlignmentResponsesSchema,
  workingStyleOptions,
  type StrategicAlignmentResponses,
  type IntakeOrderView,
} from '../../../../common/intake';
import { OptionList } from '../../../components/forms/option-list';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { draftAnswersFor } from '../draft-store';
import { useDraft } from '../use-draft';
import { useDraftAutosave } from '../use-draft-autosave';
import { useQuestionnaireSubmit } from '../use-questionnaire-submit';
import { SubmitButton } from '../../../components/ui/submit-button';
import { uploadedFilesOf } from '../uploaded-file';
import { useUploadedFiles } from '../uploads/use-uploaded-files';
import { LongAnswerField } from './long-answer-field';
import {
  closingQuestions,
  openingQuestions,
  strategicAlignmentFields,
} from './strategic-alignment-questions';
import { UploadField } from './upload-field';

// The selects start unchosen (''), which the schema then refuses with its message.
const emptyAnswers = Object.fromEntries(strategicAlignmentFields.map((field) => [field, '']));

export function StrategicAlignmentForm({ order }: { order: IntakeOrderView }) {
  const { purchaseId, productId } = order;
  const draft = useDraft(purchaseId);
  const uploads = useUploadedFiles(uploadedFilesOf(order.files), purchaseId);
  const form = useForm<StrategicAlignmentResponses>({
    resolver: zodResolver(strategicAlignmentResponsesSchema),
    defaultValues: {
      ...emptyAnswers,
      ...draftAnswersFor(draft.initial, strategicAlignmentFields),
    } as DefaultValues<StrategicAlignmentResponses>,
  });
  useDraftAutosave(form.watch, draft);
  const { submit, isSubmitting } = useQuestionnaireSubmit({
    setError: form.setError,
    productId,
    fields: strategicAlignmentFields,
    draft,
    successMessage: intakeMessages.strategicAlignmentSubmitted,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((responses) =>
    submit({
      purchaseId,
      responses,
      resumePath: uploads.files.resume[0]?.uploadURL ?? '',
      palmPhotos: null,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {openingQuestions.map((question) => (
        <LongAnswerField
          key={question.name}
          label={question.label}
          hint={question.hint}
          registration={form.register(question.name)}
          error={errors[question.name]?.message}
        />
      ))}
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Which working style suits you best?" error={errors.workingStyle?.message}>
          <NativeSelect {...form.register('workingStyle')}>
            <OptionList options={[...workingStyleOptions]} placeholder="Choose one" />
          </NativeSelect>
        </FormField>
        <FormField
          label="Do you prefer stability, flexibility, or a balance?"
          error={errors.stabilityPreference?.message}
        >
          <NativeSelect {...form.register('stabilityPreference')}>
            <OptionList options={[...stabilityPreferenceOptions]} placeholder="Choose one" />
          </NativeSelect>
        </FormField>
      </div>
      {closingQuestions.map((question) => (
        <LongAnswerField
          key={question.name}
          label={question.label}
          hint={question.hint}
          registration={form.register(question.name)}
          error={errors[question.name]?.message}
        />
      ))}
      <UploadField
        kind="resume"
        purchaseId={purchaseId}
        legend="Your resume (optional)"
        description="One PDF, DOC or DOCX file, up to 5 MB. It shows us the path you have walked so far."
        buttonLabel="Upload Resume"
        doneLabel="Resume uploaded ✓"
        files={uploads.files.resume}
        requiredCount={1}
        onAdd={(files) => uploads.add('resume', files)}
        onRemove={(uploadId) => uploads.remove('resume', uploadId)}
      />
      <SubmitButton
        label="Submit for Strategic Alignment"
        isSubmitting={isSubmitting}
        pendingLabel="Submitting..."
      />
      <p className="text-center text-xs text-muted">
        Your answers are saved on this device as you type, so you can come back to finish them.
      </p>
    </form>
  );
}
