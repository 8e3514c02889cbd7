import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import {
  intakeMessages,
  stabilityPreferenceOptions,
  strategicAlignmentResponsesSchema,
  workingStyleOptions,
  type StrategicAlignmentResponses,
  type IntakeOrderView,
} from '../../../../common/intake';
import { OptionSelect } from '../../../components/forms/option-list';
import { FormField } from '../../../components/ui/form-field';
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
  type LongAnswerQuestion,
} from './strategic-alignment-questions';
import { UploadField } from './upload-field';

// The selects start unchosen (''), which the schema then refuses with its message.
const emptyAnswers = Object.fromEntries(strategicAlignmentFields.map((field) => [field, '']));

/** One run of written questions, each with its hint and its message. */
function LongAnswers({
  questions,
  register,
  errors,
}: {
  questions: readonly LongAnswerQuestion[];
  register: UseFormRegister<StrategicAlignmentResponses>;
  errors: FieldErrors<StrategicAlignmentResponses>;
}) {
  return questions.map((question) => (
    <LongAnswerField
      key={question.name}
      label={question.label}
      hint={question.hint}
      registration={register(question.name)}
      error={errors[question.name]?.message}
    />
  ));
}

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
      <LongAnswers questions={openingQuestions} register={form.register} errors={errors} />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Which working style suits you best?" error={errors.workingStyle?.message}>
          <OptionSelect
            options={[...workingStyleOptions]}
            placeholder="Choose one"
            {...form.register('workingStyle')}
          />
        </FormField>
        <FormField
          label="Do you prefer stability, flexibility, or a balance?"
          error={errors.stabilityPreference?.message}
        >
          <OptionSelect
            options={[...stabilityPreferenceOptions]}
            placeholder="Choose one"
            {...form.register('stabilityPreference')}
          />
        </FormField>
      </div>
      <LongAnswers questions={closingQuestions} register={form.register} errors={errors} />
      <UploadField
        kind="resume"
        uploads={uploads}
        legend="Your resume (optional)"
        description="One PDF, DOC or DOCX file, up to 5 MB. It shows us the path you have walked so far."
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
