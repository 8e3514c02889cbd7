import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  COMPREHENSIVE_ANSWER_MIN,
  intakeMessages,
  masterBlueprintResponsesSchema,
  type MasterBlueprintResponses,
  type IntakeOrderView,
} from '../../../../common/intake';
import { draftAnswersFor } from '../draft-store';
import { masterBlueprintBlocker } from '../submit-checks';
import { useDraft } from '../use-draft';
import { useDraftAutosave } from '../use-draft-autosave';
import { useQuestionnaireSubmit } from '../use-questionnaire-submit';
import { SubmitButton } from '../../../components/ui/submit-button';
import { uploadedFilesOf } from '../uploaded-file';
import { useUploadedFiles } from '../uploads/use-uploaded-files';
import { LongAnswerField } from './long-answer-field';
import { PhotoTips } from './photo-tips';
import { UploadField } from './upload-field';

const fields = ['comprehensiveAnswers'] as const;

const prompts = [
  'your current work, roles and industries, and whether you have thought of starting a business',
  'a problem in the world you want to help solve, and the work you would do if money were no object',
  'how you like to work (independently, together, adapting, leading) and how much stability you need',
  'three topics you are curious about, your role models, and what you have taught yourself',
  'what you want to be known for in ten years',
];

export function MasterBlueprintForm({ order }: { order: IntakeOrderView }) {
  const { purchaseId, productId } = order;
  const draft = useDraft(purchaseId);
  const uploads = useUploadedFiles(uploadedFilesOf(order.files), purchaseId);
  const form = useForm<MasterBlueprintResponses>({
    resolver: zodResolver(masterBlueprintResponsesSchema),
    defaultValues: { comprehensiveAnswers: '', ...draftAnswersFor(draft.initial, fields) },
  });
  useDraftAutosave(form.watch, draft);
  const answer = useWatch({ control: form.control, name: 'comprehensiveAnswers' });
  const { submit, showError, isSubmitting } = useQuestionnaireSubmit({
    setError: form.setError,
    productId,
    fields,
    draft,
    successMessage: intakeMessages.masterBlueprintSubmitted,
  });

  const sendAnswers = form.handleSubmit((responses) =>
    submit({
      purchaseId,
      responses,
      resumePath: uploads.files.resume[0]?.uploadURL ?? '',
      palmPhotos: uploads.files['palm-photo'].map((photo) => photo.uploadURL),
    }),
  );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // The spec's order: order, resume, both palms; only then the answer itself (docs/product.md §5).
    const blocker = masterBlueprintBlocker({
      purchaseId,
      resumeCount: uploads.files.resume.length,
      palmPhotoCount: uploads.files['palm-photo'].length,
    });
    if (blocker) {
      event.preventDefault();
      showError(blocker);
      return;
    }
    void sendAnswers(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2 text-sm leading-relaxed text-muted">
        <p>In one answer, in your own words, tell us about:</p>
        <ul className="list-disc space-y-1 pl-5">
          {prompts.map((prompt) => (
            <li key={prompt}>{prompt}</li>
          ))}
        </ul>
      </div>
      <LongAnswerField
        label="Your answers to the strategic alignment questions"
        hint={`${answer.trim().length} characters, at least ${COMPREHENSIVE_ANSWER_MIN}. Take your time: the more you share, the more personal your blueprint.`}
        rows={14}
        registration={form.register('comprehensiveAnswers')}
        error={form.formState.errors.comprehensiveAnswers?.message}
      />
      <UploadField
        kind="resume"
        uploads={uploads}
        legend="Your resume"
        description="One PDF, DOC or DOCX file, up to 5 MB."
      />
      <div className="grid gap-4">
        <UploadField
          kind="palm-photo"
          uploads={uploads}
          legend="Photos of both palms"
          description="Two JPG or PNG photos, your left and your right palm, up to 10 MB each."
        />
        <PhotoTips />
      </div>
      <SubmitButton
        label="Submit Master Blueprint"
        isSubmitting={isSubmitting}
        pendingLabel="Submitting..."
      />
      <p className="text-center text-xs text-muted">
        Your answer and files are kept on this device as you go, so you can come back to finish.
      </p>
    </form>
  );
}
