import { z } from 'zod';
import type { QuestionnaireKind } from './catalogue';
import { multiLineText, singleLineText } from './plain-text';

/**
 * Intake after purchase (docs/product.md sections 2, 5, 8, 9): the two questionnaires, their uploads
 * and every message, said once for the pages and the server.
 */
/**
 * The header the questionnaire pages send an order's private-link token in (`#token=` of the
 * link in the order's e-mails): what opens a gift's questionnaire, which its buyer may not.
 */
export const ORDER_TOKEN_HEADER = 'x-order-token';

export const intakeMessages = {
  currentJob: 'Please provide details about your current job situation',
  businessThoughts: 'Please share your thoughts on starting a business',
  passionateProblem: "Please describe a problem you're passionate about solving",
  idealWork: 'Please describe your ideal work',
  workingStyle: 'Please select your working style',
  stabilityPreference: 'Please select your preference',
  curiousTopics: "Please list topics you're curious about",
  roleModels: 'Please share your role models',
  selfTaughtSkills: 'Please describe your self-taught skills',
  futureVision: 'Please describe your desired future',
  comprehensiveAnswers: 'Please provide comprehensive answers to all strategic alignment questions',
  answerTooLong: 'Please keep this answer under 5,000 characters',
  orderMissing: 'Purchase ID not found. Please complete payment first.',
  resumeMissing: 'Please upload your resume.',
  palmPhotosMissing: 'Please upload photos of both palms.',
  submitFailed: 'Something went wrong. Please try again.',
  uploadUrlFailed: 'Failed to get upload URL',
  strategicAlignmentSubmitted:
    "Success! Your strategic alignment responses have been submitted. We'll be in touch soon!",
  masterBlueprintSubmitted:
    "Success! Your Master Blueprint responses have been submitted. We'll begin your comprehensive analysis!",
  resumeUploaded: 'Resume uploaded successfully',
  palmPhotosUploaded: (count: number) => `${count} palm photo(s) uploaded successfully`,
  // Refusals of the server, in words a buyer can act on.
  orderNotFound: 'We could not find this order. Please use the link from your e-mail.',
  orderNotPaid: 'This order has not been paid yet, so there is nothing to fill in.',
  noQuestionnaire: 'This order has no questionnaire to fill in.',
  wrongQuestionnaire: 'This order uses a different questionnaire.',
  uploadNotAllowed: 'This order has no such upload.',
  tooManyFiles:
    'You have already uploaded the most files allowed here. Remove one to upload another.',
  fileTooLarge: 'This file is larger than allowed.',
  fileTypeNotAllowed: 'This type of file is not allowed here.',
  fileContentMismatch: 'This file is not what its name says. Please upload a real file.',
  photoUnreadable:
    'We could not open this photo: it may be damaged or cut short. Please upload it again as a JPEG or PNG straight from your camera or phone.',
  uploadExpired: 'This upload link has expired or was already used. Please try again.',
  uploadNotFound: 'One of your files was not found. Please upload it again.',
  uploadAlreadySubmitted: 'This file is part of answers you already submitted.',
  palmPhotosNotAllowed: 'This questionnaire takes no palm photos.',
  tooManySubmissions:
    'You have sent your answers several times in the last few minutes. Please wait ten minutes, then send your latest version.',
  tooManyVersions:
    'We already keep 20 versions of your answers for this order. If something still needs changing, please write to us and we will update it for you.',
  lowResolutionPhoto:
    'This photo is smaller than 1080 px on its short side. A sharper photo gives a better reading.',
} as const;

/** The Strategic Alignment page's selects (docs/product.md §3), value -> label. */
export const workingStyleOptions = [
  { value: 'independent', label: 'Independent' },
  { value: 'collaborative', label: 'Collaborative' },
  { value: 'adaptive', label: 'Adaptive' },
  { value: 'leadership', label: 'Leadership' },
] as const;
export const stabilityPreferenceOptions = [
  { value: 'stability', label: 'Stability' },
  { value: 'flexibility', label: 'Flexibility' },
  { value: 'balanced', label: 'Balanced' },
] as const;

export const LONG_ANSWER_MIN = 10;
export const COMPREHENSIVE_ANSWER_MIN = 50;
/** Generous, but bounded: an answer is a few paragraphs, not a book. */
export const LONG_ANSWER_MAX = 5000;
export const COMPREHENSIVE_ANSWER_MAX = 20000;

function longAnswer(message: string, min = LONG_ANSWER_MIN, max = LONG_ANSWER_MAX) {
  return multiLineText(message).trim().min(min, message).max(max, intakeMessages.answerTooLong);
}

function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  return z.enum(values, { error: message });
}

/** The ten answers of the Strategic Alignment page, in the page's order (docs/product.md §3, 5). */
export const strategicAlignmentResponsesSchema = z.object({
  currentJob: longAnswer(intakeMessages.currentJob),
  businessThoughts: longAnswer(intakeMessages.businessThoughts),
  passionateProblem: longAnswer(intakeMessages.passionateProblem),
  idealWork: longAnswer(intakeMessages.idealWork),
  workingStyle: choice(
    ['independent', 'collaborative', 'adaptive', 'leadership'],
    intakeMessages.workingStyle,
  ),
  stabilityPreference: choice(
    ['stability', 'flexibility', 'balanced'],
    intakeMessages.stabilityPreference,
  ),
  curiousTopics: longAnswer(intakeMessages.curiousTopics),
  roleModels: longAnswer(intakeMessages.roleModels),
  selfTaughtSkills: longAnswer(intakeMessages.selfTaughtSkills),
  futureVision: longAnswer(intakeMessages.futureVision),
});
export type StrategicAlignmentResponses = z.infer<typeof strategicAlignmentResponsesSchema>;

/** The Master Blueprint page's one large answer (docs/product.md §3, 5). */
export const masterBlueprintResponsesSchema = z.object({
  comprehensiveAnswers: longAnswer(
    intakeMessages.comprehensiveAnswers,
    COMPREHENSIVE_ANSWER_MIN,
    COMPREHENSIVE_ANSWER_MAX,
  ),
});
export type MasterBlueprintResponses = z.infer<typeof masterBlueprintResponsesSchema>;

export const questionnaireResponseSchemas = {
  'strategic-alignment': strategicAlignmentResponsesSchema,
  'master-blueprint': masterBlueprintResponsesSchema,
} as const satisfies Record<QuestionnaireKind, z.ZodType>;

const uploadAddress = singleLineText().max(2048, intakeMessages.uploadNotFound);

/**
 * `POST /api/strategic-alignment` (docs/product.md §7): both pages send it. `responses` is checked
 * against the questionnaire of the purchase's product on the server.
 */
export const questionnaireSubmissionSchema = z.object({
  purchaseId: z.uuid({ error: intakeMessages.orderMissing }),
  responses: z.record(z.string().max(64), z.unknown()),
  resumePath: uploadAddress.default(''),
  palmPhotos: z.array(uploadAddress).max(2, intakeMessages.tooManyFiles).nullable().default(null),
});
export type QuestionnaireSubmission = z.input<typeof questionnaireSubmissionSchema>;

export interface QuestionnaireSubmitted {
  success: true;
  submissionId: string;
  /** 1 for the first submission of this order, 2 for a corrected one, ... */
  version: number;
}

/** Which file a questionnaire asks for (docs/product.md §5, 9). */
export type UploadKind = 'resume' | 'palm-photo';

export interface UploadRule {
  maxFiles: number;
  maxBytes: number;
  /** File name endings the widget offers (labelling); the server checks the content. */
  extensions: readonly string[];
  /** Content types the server accepts after sniffing the bytes. */
  contentTypes: readonly string[];
}

export const uploadRules: Record<UploadKind, UploadRule> = {
  resume: {
    maxFiles: 1,
    maxBytes: 5_242_880,
    extensions: ['.pdf', '.doc', '.docx'],
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
  'palm-photo': {
    maxFiles: 2,
    maxBytes: 10_485_760,
    extensions: ['.jpg', '.jpeg', '.png'],
    contentTypes: ['image/jpeg', 'image/png'],
  },
};

/** The photo tips the intake pages give the buyer; the reader's workspace shows the same ones. */
export const palmPhotoTips = [
  'Bright natural light, such as near a window during the day',
  'Clear palm lines, in focus and without shadows across them',
  'Your hand flat and steady, fingers together, filling most of the frame',
  'Both palms: one photo of your left hand and one of your right',
  'High resolution preferred: at least 1080 px on the short side',
] as const;

/** Short side below which a palm photo earns the "sharper photo" hint (docs/product.md §9). */
export const PALM_PHOTO_MIN_SIDE = 1080;

/** Which uploads each questionnaire takes. */
export const questionnaireUploads: Record<QuestionnaireKind, readonly UploadKind[]> = {
  'strategic-alignment': ['resume'],
  'master-blueprint': ['resume', 'palm-photo'],
};

/** `POST /api/objects/upload`: what the server needs to decide before it signs a PUT. */
export const uploadRequestSchema = z.object({
  purchaseId: z.uuid({ error: intakeMessages.orderMissing }),
  kind: z.enum(['resume', 'palm-photo'], { error: intakeMessages.uploadNotAllowed }),
  fileName: singleLineText().min(1).max(255),
  size: z.number().int().positive(),
  contentType: singleLineText().max(255).default(''),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

export interface UploadTicket {
  /** Where the browser PUTs the file; also what it sends back as the file's path. */
  uploadURL: string;
  uploadId: string;
  /** Headers the PUT must carry (the signed content type). */
  headers: Record<string, string>;
}

/** `GET /api/intake/:purchaseId`: what the questionnaire page may know of its order. */
export interface IntakeOrderView {
  purchaseId: string;
  productId: number;
  productName: string;
  questionnaire: QuestionnaireKind;
  /** ISO time the order was paid (or placed). */
  orderedAt: string;
  /** How many times this questionnaire was already submitted for the order. */
  submissions: number;
  /**
   * The checked files the server holds for this order that no submitted answers use yet,
   * oldest first: the page lists them on any device, each removable.
   */
  files: UploadReceived[];
}

/** Short titles of the answers, in page order: the confirmation e-mail and the admin use them. */
export const answerTitles: Record<string, string> = {
  currentJob: 'Current work',
  businessThoughts: 'Starting a business',
  passionateProblem: 'A problem to solve',
  idealWork: 'Work if money were no object',
  workingStyle: 'Working style',
  stabilityPreference: 'Stability or flexibility',
  curiousTopics: 'Topics you are curious about',
  roleModels: 'Role models',
  selfTaughtSkills: 'Self-taught skills',
  futureVision: 'Known for in 10 years',
  comprehensiveAnswers: 'Your answers',
};

/** `POST /api/objects/:uploadId/complete` and `DELETE /api/objects/:uploadId` carry the order. */
export const uploadOfOrderSchema = z.object({
  purchaseId: z.uuid({ error: intakeMessages.orderMissing }),
});

/** The reply once the server has checked a stored file by its content. */
export interface UploadChecked {
  uploadId: string;
  kind: UploadKind;
  fileName: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
  /** A palm photo under 1080 px on its short side: accepted, with a hint. */
  lowResolution: boolean;
}

/** A checked file of an order, as the questionnaire page lists it. */
export interface UploadReceived extends UploadChecked {
  /** The address a submission names the file by (its last segment is the upload id). */
  uploadURL: string;
}

const choiceLabels: Record<string, readonly { value: string; label: string }[]> = {
  workingStyle: workingStyleOptions,
  stabilityPreference: stabilityPreferenceOptions,
};

/**
 * Answers in the page's order (a database may hand the object back in any order), each with
 * its title and, for the selects, the label the buyer chose rather than its value.
 */
export function answersInPageOrder(
  responses: Record<string, string>,
  titles: Record<string, string> = answerTitles,
): { field: string; title: string; answer: string }[] {
  const known = Object.keys(answerTitles).filter((field) => field in responses);
  const others = Object.keys(responses).filter((field) => !(field in answerTitles));
  return [...known, ...others].map((field) => {
    const value = responses[field] ?? '';
    const label = choiceLabels[field]?.find((option) => option.value === value)?.label;
    return { field, title: titles[field] ?? field, answer: label ?? value };
  });
}

/**
 * The same titles as an admin reads them: "Your answers" speaks to the buyer in their e-mail,
 * but on the admin pages it would seem to address the admin.
 */
export const adminAnswerTitles: Record<string, string> = {
  ...answerTitles,
  comprehensiveAnswers: 'Master Blueprint answer (all questions in one)',
};
