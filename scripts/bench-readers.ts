/**
 * `npm run bench:readers`: the readers' tools against issue 38's goals.
 * - First drafts: for each product with a written reading, the words drafted against the words
 *   promised in each section, and the time to draft the whole reading as the workspace does
 *   when it is first opened (the charts computed, every section drafted): under 2 s for the
 *   largest.
 * - The fact check reads 10,000 words of a reading (statements about the chart among ordinary
 *   prose) in under 200 ms, its chart drawn once beforehand as the workspace does.
 * Prints the median of five runs after a warm-up, and exits 1 past a goal.
 */
import { performance } from 'node:perf_hooks';
import { computeNatalChart, loadGazetteer } from '../src/astrology';
import { chartTruth, checkText } from '../src/astrology/fact-check';
import { products } from '../src/common/catalogue';
import { buyerQuestionsOf } from '../src/common/first-draft';
import { adminAnswerTitles, answersInPageOrder } from '../src/common/intake';
import { countWords } from '../src/common/written-reading';
import { draftReading } from '../src/server/reports/workspace/first-draft';
import { strategicAnswers } from '../tests/support/intake-factories';

export const CHECK_BUDGET_MS = 200;
export const DRAFT_BUDGET_MS = 2_000;
const WORDS = 10_000;

// Barack Obama's birth, Astro-Databank (Rodden AA), as in src/astrology/chart/reference-charts.test.ts.
const birth = {
  date: '1961-08-04',
  time: '19:24',
  place: { latitude: 21.306944, longitude: -157.858333, timeZone: 'Pacific/Honolulu' },
  fullName: 'Barack Hussein Obama',
  year: 2027,
};

/** What a reader writes: statements the checker reads, and prose full of sign and planet words. */
const sentences = [
  'Your Sun in Leo asks to be seen, and it is generous when it is.',
  'With your Moon in Gemini, you think your feelings through before you feel them.',
  'Your Aquarius rising meets the world with a cool, curious eye.',
  'Your Venus sits in the 5th house, where play and romance meet.',
  'Your Sun square Saturn is the old teacher in your chart.',
  'You are a Projector, so your strategy is to wait for the invitation.',
  'Your Jupiter line runs through Lisbon, a city of second chances.',
  'Your comfort zone is The Emperor, and structure steadies you.',
  'Your Life Path is 2: partnership is where you grow.',
  '2027 is a Personal Year 5 for you, a year of movement.',
  'Mercury, the messenger, rules how we speak and trade.',
  'People with the Moon in Scorpio feel everything twice.',
  'Saturn moves through Pisces this year and asks everyone to finish what they started.',
  'Think of the questions you wrote to me about work: they are the thread of this section.',
  'Take the next three months slowly; the answers arrive when you stop chasing them.',
];

function reading(words: number): string {
  const parts: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index++) {
    const sentence = sentences[index % sentences.length]!;
    parts.push(sentence);
    count += sentence.split(/\s+/).length;
    if (index % 6 === 5) parts.push('\n\n');
  }
  return parts.join(' ');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

loadGazetteer();

// First drafts, for Obama's birth with the test questionnaire's answers.
const questions = buyerQuestionsOf({
  answers: answersInPageOrder(strategicAnswers, adminAnswerTitles).map((answer) => ({
    question: answer.title,
    answer: answer.answer,
  })),
});
function draftOnce(keys: readonly string[]) {
  const chart = computeNatalChart({ date: birth.date, time: birth.time, place: birth.place });
  return draftReading(keys, {
    firstName: 'Barack',
    birthDate: birth.date,
    chart,
    timeKnown: true,
    questions,
    today: '2026-11-29',
  });
}
let largestMs = 0;
for (const product of products.filter((each) => each.writtenDocuments.length > 0)) {
  const keys = product.writtenDocuments.map((section) => section.key);
  draftOnce(keys);
  const draftTimes: number[] = [];
  let drafts = draftOnce(keys);
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    drafts = draftOnce(keys);
    draftTimes.push(performance.now() - started);
  }
  const ms = median(draftTimes);
  largestMs = Math.max(largestMs, ms);
  const sections = product.writtenDocuments.map((section) => {
    const words = countWords(drafts[section.key]!);
    const promised = section.promisedWords;
    return promised === null
      ? `${section.key} ${words.toLocaleString('en-GB')} words (no length promised)`
      : `${section.key} ${words.toLocaleString('en-GB')} of ${promised.toLocaleString('en-GB')} (${Math.round((words / promised) * 100)}%)`;
  });
  console.log(`draft, product ${product.id}: ${ms.toFixed(0)} ms; ${sections.join('; ')}`);
}
const draftMet = largestMs < DRAFT_BUDGET_MS;
console.log(
  `draft time of the largest reading: ${largestMs.toFixed(0)} ms (median of 5; goal under ${DRAFT_BUDGET_MS.toLocaleString('en-GB')} ms)  ${draftMet ? 'goal met' : 'GOAL MISSED'}`,
);

const truth = chartTruth(birth);
const text = reading(WORDS);
const statements = checkText(text, truth).length;
const times: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  checkText(text, truth);
  times.push(performance.now() - started);
}
const checkMs = median(times);
const met = checkMs < CHECK_BUDGET_MS;
console.log(
  `fact check: ${WORDS.toLocaleString('en-GB')} words, ${statements} statements read, ${checkMs.toFixed(0)} ms (median of 5; goal under ${CHECK_BUDGET_MS} ms)  ${met ? 'goal met' : 'GOAL MISSED'}`,
);
process.exitCode = met && draftMet ? 0 : 1;
