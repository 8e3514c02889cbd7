import type {
  MasterBlueprintResponses,
  StrategicAlignmentResponses,
} from '../../src/common/intake';

/** A complete, valid set of Strategic Alignment answers (tests only). */
export const strategicAnswers: StrategicAlignmentResponses = {
  currentJob: 'Product designer at a fintech start-up, five years in.',
  businessThoughts: 'Often, but the risk of leaving a salary has stopped me so far.',
  passionateProblem: 'Financial literacy for young people who never learned it at home.',
  idealWork: 'Teaching and writing, with time to travel between projects.',
  workingStyle: 'collaborative',
  stabilityPreference: 'balanced',
  curiousTopics: 'Behavioural economics, ceramics, and public speaking.',
  roleModels: 'Brené Brown, Ali Abdaal and my first manager.',
  selfTaughtSkills: 'Illustration, basic coding and negotiating contracts.',
  futureVision: 'Helping a million people feel calm about money.',
};

/** A valid Master Blueprint answer (tests only). */
export const blueprintAnswers: MasterBlueprintResponses = {
  comprehensiveAnswers:
    'I lead a team of twelve, I want to start a studio within two years, and I care most about work that lets me teach.',
};
