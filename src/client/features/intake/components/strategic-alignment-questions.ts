import type { StrategicAlignmentResponses } from '../../../../common/intake';

type LongAnswer = Exclude<
  keyof StrategicAlignmentResponses,
  'workingStyle' | 'stabilityPreference'
>;

export interface LongAnswerQuestion {
  name: LongAnswer;
  label: string;
  hint?: string;
}

/** The questions, worded from docs/product.md §3, in the page's order around the two selects. */
export const openingQuestions: readonly LongAnswerQuestion[] = [
  {
    name: 'currentJob',
    label: 'What is your current job situation?',
    hint: 'Your roles now and before, and the industries you have worked in.',
  },
  {
    name: 'businessThoughts',
    label: 'Have you ever considered starting a business? Why, or why not?',
  },
  {
    name: 'passionateProblem',
    label: 'What problem in the world would you most like to help solve?',
  },
  {
    name: 'idealWork',
    label: 'If you were financially secure, what work would you choose to do?',
  },
];

export const closingQuestions: readonly LongAnswerQuestion[] = [
  {
    name: 'curiousTopics',
    label: 'Which three topics or skills are you most curious about right now?',
  },
  {
    name: 'roleModels',
    label: 'Who are your role models, favourite creators or entrepreneurs?',
    hint: 'Tell us what you admire in them.',
  },
  {
    name: 'selfTaughtSkills',
    label: 'What have you taught yourself, or others, without formal training?',
  },
  {
    name: 'futureVision',
    label: 'In ten years, what do you want to be known for?',
  },
];

export const strategicAlignmentFields = [
  'currentJob',
  'businessThoughts',
  'passionateProblem',
  'idealWork',
  'workingStyle',
  'stabilityPreference',
  'curiousTopics',
  'roleModels',
  'selfTaughtSkills',
  'futureVision',
] as const satisfies ReadonlyArray<keyof StrategicAlignmentResponses>;
