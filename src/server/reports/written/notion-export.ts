/**
 * The Notion Life Blueprint workspace (issue 24, decision 272): the reading, the charts'
 * facts and the reader's 90-day plan as a ZIP of Markdown pages and CSV databases, the structure
 * Notion's "Markdown & CSV" import turns into pages and databases. A page at the top says how.
 */
import { zipSync, strToU8 } from 'fflate';
import { computeDestinyMatrix, humanDesignForChart, keyPositionMeanings } from '../../../astrology';
import { matrixSpotNames } from '../../../common/charts/destiny-matrix-layout';
import { planPhases } from '../../../common/plan-steps';
import { type WrittenReadingSection } from '../../../common/written-reading';
import { eitherOf, humanDesignFacts } from '../documents/human-design-facts';
import type { Journal } from '../documents/journal-weeks';
import { csv, escapeMarkdown, pageMarkdown } from './notion-markdown';
import { figureCaptions } from './documents/written-figure-captions';
import type { WrittenInput } from './written-input';

export const PLAN_DAYS = 90;
const dayMilliseconds = 86_400_000;
const ROOT = 'Life Blueprint';

export interface PlanTask {
  task: string;
  phase: string;
  starts: string;
  due: string;
  notes: string;
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMilliseconds).toISOString().slice(0, 10);

/**
 * The plan's steps (`planPhases`, as the delivery checklist counts them) with their dates: the 90
 * days are shared evenly between the phases, each step due at its phase's end.
 */
export function planTasks(plan: WrittenReadingSection, startsOn: string): PlanTask[] {
  const phases = planPhases(plan.doc);
  const span = Math.floor(PLAN_DAYS / Math.max(phases.length, 1));
  return phases.flatMap((each, index) => {
    const starts = addDays(startsOn, index * span);
    const due = addDays(
      startsOn,
      index === phases.length - 1 ? PLAN_DAYS - 1 : (index + 1) * span - 1,
    );
    return each.steps.map((step) => ({ ...step, phase: each.name, starts, due }));
  });
}

/** The charts' facts as rows of a database: chart, fact, value. */
export function chartFacts(input: WrittenInput): string[][] {
  const { chart } = input;
  const rows: string[][] = [
    ['Sun', 'Natal chart', `${chart.sun.sign} ${chart.sun.degree}`],
    ['Moon', 'Natal chart', `${chart.moon.sign} ${chart.moon.degree}`],
  ];
  if (chart.ascendant) {
    rows.push(['Ascendant', 'Natal chart', `${chart.ascendant.sign} ${chart.ascendant.degree}`]);
  }
  rows.push(['Life Path', 'Numerology', String(chart.lifePath.number)]);
  const design = humanDesignFacts(humanDesignForChart(chart));
  rows.push(
    ['Type', 'Human Design', eitherOf(design.types)],
    ['Authority', 'Human Design', eitherOf(design.authorities)],
    ['Profile', 'Human Design', eitherOf(design.profiles)],
    ['Definition', 'Human Design', eitherOf(design.definitions)],
    ['Incarnation cross', 'Human Design', eitherOf(design.crosses.map((cross) => cross.name))],
  );
  const matrix = computeDestinyMatrix(input.birth.date);
  for (const name of matrixSpotNames) {
    const position = keyPositionMeanings[name];
    if (!position) continue;
    const { arcanum, name: arcanumName } = matrix.points[name];
    rows.push([position.title, 'Destiny Matrix', `${arcanum} · ${arcanumName}`]);
  }
  return rows;
}

/** What a chart placed in the reading becomes in Markdown: a pointer to its facts. */
const chartLine = (chart: keyof typeof figureCaptions) =>
  `_${figureCaptions[chart]}: see the Chart facts database and the PDF of your reading._`;

function safeFileName(title: string): string {
  return title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function howToImport(input: WrittenInput): string {
  return [
    '# How to import your Life Blueprint into Notion',
    '',
    `This workspace was prepared for ${escapeMarkdown(input.fullName)} with ${input.shopName} (order ${input.orderReference}).`,
    '',
    '1. Keep this ZIP file as it is: do not unpack it.',
    '2. In Notion, open the sidebar menu and choose Import (in Settings on some versions).',
    '3. Choose "Text & Markdown" (also called "Markdown & CSV") and pick this ZIP file.',
    `4. Notion creates a page called "${ROOT}" with your reading, your charts' facts and your 90-day plan inside it. The CSV files become databases: open the 90-day plan as a board or a calendar to work through it.`,
    '5. Move the page wherever you like in your workspace.',
    '',
    `Questions about your reading or your plan: write to ${input.supportEmail}, quoting order ${input.orderReference}.`,
    '',
  ].join('\n');
}

export interface NotionWorkspaceRequest {
  input: WrittenInput;
  /** The reading's written reports, each a page. */
  sections: readonly WrittenReadingSection[];
  /** The reader's 90-day plan (the `notion-workspace` section). */
  plan: WrittenReadingSection;
  /** The plan's first day (`YYYY-MM-DD`). */
  startsOn: string;
  keyDates: Journal['highlights'];
}

/** The ZIP's files by path, before compression (tests read the structure from here too). */
export function notionWorkspaceFiles(request: NotionWorkspaceRequest): Record<string, string> {
  const { input, sections, plan, startsOn } = request;
  const pages = sections.map((section) => ({
    name: safeFileName(section.title),
    body: pageMarkdown(section.title, section.doc, chartLine),
  }));
  const tasks = planTasks(plan, startsOn);
  const link = (name: string, extension: string) =>
    `[${name}](${encodeURI(`${ROOT}/${name}.${extension}`)})`;
  const home = [
    `# ${ROOT}`,
    '',
    `${escapeMarkdown(input.fullName)}'s reading, charts and 90-day plan, from ${input.productName}.`,
    '',
    '## Your reading',
    '',
    ...pages.map((page) => `- ${link(page.name, 'md')}`),
    '',
    '## Your charts',
    '',
    `- ${link('Chart facts', 'csv')}`,
    ...(request.keyDates.length > 0 ? [`- ${link('Key dates', 'csv')}`] : []),
    '',
    '## Your 90 days',
    '',
    `- ${link('90-day plan', 'md')}: what your reader suggests, phase by phase`,
    `- ${link('90-day plan', 'csv')}: every step with its dates, from ${startsOn}`,
    '',
  ].join('\n');
  const files: Record<string, string> = {
    'How to import into Notion.md': howToImport(input),
    [`${ROOT}.md`]: home,
    [`${ROOT}/90-day plan.md`]: pageMarkdown('90-day plan', plan.doc, chartLine),
    [`${ROOT}/90-day plan.csv`]: csv([
      ['Step', 'Phase', 'Starts', 'Due', 'Status', 'Notes'],
      ...tasks.map((task) => [
        task.task,
        task.phase,
        task.starts,
        task.due,
        'Not started',
        task.notes,
      ]),
    ]),
    [`${ROOT}/Chart facts.csv`]: csv([['Fact', 'Chart', 'Value'], ...chartFacts(input)]),
  };
  if (request.keyDates.length > 0) {
    files[`${ROOT}/Key dates.csv`] = csv([
      ['Event', 'Day', 'Touches'],
      ...request.keyDates.map((event) => [event.title, event.day, event.touches ?? '']),
    ]);
  }
  for (const page of pages) files[`${ROOT}/${page.name}.md`] = page.body;
  return files;
}

/** The workspace as the ZIP the customer imports (deflated, UTF-8 names). */
export function buildNotionWorkspace(request: NotionWorkspaceRequest): Buffer {
  const entries = Object.fromEntries(
    Object.entries(notionWorkspaceFiles(request)).map(([path, text]) => [path, strToU8(text)]),
  );
  return Buffer.from(zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') }));
}
