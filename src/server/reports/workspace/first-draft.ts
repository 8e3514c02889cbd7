/**
 * The first draft of each written section of an order (issue 38): the library's paragraphs for
 * the factors the section is about, in a reading order under headings, with the buyer's own
 * answers quoted where the draft speaks to them. Every drafted paragraph carries the factor it
 * came from and a fingerprint of its text (`DraftOrigin`), so the workspace shows where it came
 * from and the shop knows how much of a delivered reading the reader wrote. No paragraph appears
 * twice in one reading. Palmistry is read from photos, so its section gets the structure a
 * reader fills, with the buyer's goals quoted.
 */
import {
  aspectInterpretation,
  astrocartographyOfChart,
  bodyInHouseInterpretation,
  bodyMeaning,
  centres,
  chartBodies,
  computeDestinyMatrix,
  computeYearAhead,
  gazetteerPlaceIndex,
  houseMeaning,
  humanDesignAuthorityMeaning,
  humanDesignCentreMeaning,
  humanDesignChannelMeaning,
  humanDesignDefinitionMeaning,
  humanDesignForChart,
  humanDesignProfileMeaning,
  humanDesignTypeMeaning,
  incarnationCrossAngleMeaning,
  incarnationCrossIntroduction,
  journalEventReading,
  journalEventTitle,
  keyPositionMeanings,
  arcanumMeanings,
  lifePathInterpretation,
  linesNearPlace,
  mapAngleMeanings,
  mapAngles,
  mapBodyMeanings,
  mapLineMeaning,
  ordinal,
  planetInSignInterpretation,
  resolvePlace,
  retrogradeNote,
  risingSignInterpretation,
  type AstrocartographyLine,
  type ChartBody,
  type NatalChart,
  type ResolvedPlace,
  type YearEvent,
} from '../../../astrology';
import { angleNames } from '../../../common/charts/map-style';
import { fingerprint, type BuyerQuestion } from '../../../common/first-draft';
import type { WrittenBlock, WrittenDoc } from '../../../common/written-reading';

/** What a draft is built from: the order's charts and the buyer's words. */
export interface DraftMaterial {
  firstName: string;
  birthDate: string;
  chart: NatalChart | null;
  /** Known birth time and a recognised town: houses, rising sign and map lines. */
  timeKnown: boolean;
  questions: readonly BuyerQuestion[];
  /** The day the draft is made ("YYYY-MM-DD"): the year ahead starts there. */
  today: string;
}

/** How far from a place a line is still worth a paragraph about that place. */
const PLACE_RADIUS_KM = 1_000;
/** The year's events a strategic draft reads, weightiest first. */
const YEAR_EVENTS = 10;
/** A factor mark's longest, as the section's schema allows it. */
const FACTOR_LENGTH = 160;
/** Quotations are cut at this many words: the reader has the whole answer beside the editor. */
const QUOTE_WORDS = 80;

const titled = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Builds one reading's sections. A paragraph appears once in a section; each section is its own
 * document, and the sections of one order draw on different factors where they can.
 */
class DraftWriter {
  private readonly used = new Set<string>();
  private readonly quoted = new Set<string>();
  blocks: WrittenBlock[] = [];

  heading(text: string, level: 2 | 3 = 2): void {
    this.blocks.push({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] });
  }

  /** A drafted paragraph; false when the text is empty or already in the reading. */
  paragraph(factor: string, text: string): boolean {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean || this.used.has(clean)) return false;
    this.used.add(clean);
    this.blocks.push({
      type: 'paragraph',
      attrs: { factor: factor.slice(0, FACTOR_LENGTH), drafted: fingerprint(clean) },
      content: [{ type: 'text', text: clean }],
    });
    return true;
  }

  hasQuoted(question: BuyerQuestion): boolean {
    return this.quoted.has(question.mark);
  }

  /** The buyer's own words, once per reading unless `again` (palmistry reads the goals too). */
  quote(question: BuyerQuestion, options: { again?: boolean } = {}): boolean {
    if ((!options.again && this.quoted.has(question.mark)) || !question.answer) return false;
    if (!options.again) this.quoted.add(question.mark);
    const words = question.answer.replace(/\s+/g, ' ').trim().split(' ');
    const text =
      words.length > QUOTE_WORDS ? `${words.slice(0, QUOTE_WORDS).join(' ')} …` : words.join(' ');
    const said = `${question.title}: “${text}”`;
    this.blocks.push({
      type: 'blockquote',
      content: [
        {
          type: 'paragraph',
          attrs: { factor: question.mark, drafted: fingerprint(said) },
          content: [{ type: 'text', text: said }],
        },
      ],
    });
    return true;
  }

  take(): WrittenDoc {
    const doc: WrittenDoc = {
      type: 'doc',
      content: this.blocks.length > 0 ? this.blocks : [{ type: 'paragraph' }],
    };
    this.blocks = [];
    this.used.clear();
    return doc;
  }
}

/** The questions whose answers speak of a topic, by the answer's title or its words. */
function questionsAbout(
  questions: readonly BuyerQuestion[],
  titles: readonly string[],
  words: RegExp,
): BuyerQuestion[] {
  return questions.filter(
    (question) =>
      titles.includes(question.title) ||
      (question.title.includes(', part ') && words.test(question.answer)),
  );
}

const topics = {
  style: {
    titles: ['Working style', 'Stability or flexibility'],
    words: /\b(team|alone|independen|collaborat|lead|stable|stability|flexib)/i,
  },
  work: {
    titles: ['Current work', 'Work if money were no object', 'Self-taught skills', 'Role models'],
    words: /\b(job|work|career|role|skills?|manager|employ|profession)/i,
  },
  business: {
    titles: ['Starting a business', 'A problem to solve'],
    words: /\b(business|company|start|found|client|customer|money|income|earn|price)/i,
  },
  vision: {
    titles: ['Known for in 10 years', 'Topics you are curious about'],
    words: /\b(future|years?|vision|dream|known|curious|learn|move|moving|live)/i,
  },
} as const;

function quoteAbout(
  writer: DraftWriter,
  material: DraftMaterial,
  topic: keyof typeof topics,
): void {
  for (const question of questionsAbout(
    material.questions,
    topics[topic].titles,
    topics[topic].words,
  )) {
    writer.quote(question);
  }
}

/** Places the buyer names in their answers that the gazetteer knows as towns. */
export function placesNamedIn(questions: readonly BuyerQuestion[]): ResolvedPlace[] {
  const found = new Map<string, ResolvedPlace>();
  for (const question of questions) {
    const candidates = question.answer.match(/\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}\b/g) ?? [];
    for (const candidate of candidates) {
      if (candidate.length < 4 || found.size >= 6) continue;
      const place = resolvePlace(candidate);
      if (place?.city && place.city === candidate) found.set(place.name, place);
    }
  }
  return [...found.values()];
}

function humanDesignPart(writer: DraftWriter, material: DraftMaterial, chart: NatalChart): void {
  const design = humanDesignForChart(chart);
  const type = humanDesignTypeMeaning(design.type);
  writer.heading('Your design at a glance');
  quoteAbout(writer, material, 'style');
  const typeFactor = `Human Design type: ${design.type}`;
  writer.paragraph(typeFactor, type.overview);
  writer.paragraph(`Strategy: ${design.strategy}`, type.strategy);
  writer.paragraph(`${design.type}: signature`, type.signature);
  writer.paragraph(`${design.type}: not-self theme`, type.notSelf);
  writer.paragraph(
    `Authority: ${design.authority}`,
    humanDesignAuthorityMeaning(design.authority).text,
  );
  const profile = humanDesignProfileMeaning(design.profile);
  writer.paragraph(`Profile ${design.profile}`, `${profile.title}. ${profile.theme}`);
  writer.paragraph(`Profile ${design.profile}: the two lines`, profile.lines.join(' '));
  writer.paragraph(
    `Definition: ${design.definition}`,
    humanDesignDefinitionMeaning(design.definition),
  );

  writer.heading('Your centres');
  for (const centre of centres) {
    const meaning = humanDesignCentreMeaning(centre);
    const defined = design.definedCentres.includes(centre);
    writer.paragraph(
      `${centre} centre, ${defined ? 'defined' : 'open'}`,
      defined ? meaning.defined : meaning.open,
    );
  }
  if (design.channels.length > 0) {
    writer.heading('Your channels');
    for (const channel of design.channels) {
      const meaning = humanDesignChannelMeaning(channel);
      writer.paragraph(`Channel ${channel}`, `The channel of ${meaning.name}: ${meaning.text}`);
    }
  }
  writer.heading('Your incarnation cross');
  writer.paragraph('Incarnation cross', incarnationCrossIntroduction());
  writer.paragraph(
    design.incarnationCross.name,
    `${design.incarnationCross.name} (${design.incarnationCross.gates}). ${incarnationCrossAngleMeaning(design.incarnationCross.angle)}`,
  );
}

function placementsPart(
  writer: DraftWriter,
  material: DraftMaterial,
  chart: NatalChart,
  heading: string,
): void {
  writer.heading(heading);
  const positions = { sun: chart.sun, moon: chart.moon, ...chart.planets };
  if (chart.ascendant && material.timeKnown) {
    writer.paragraph('Ascendant', bodyMeaning('ascendant').text);
    writer.paragraph(
      `${chart.ascendant.sign} rising`,
      risingSignInterpretation(chart.ascendant.sign),
    );
  }
  if (chart.midheaven && material.timeKnown) {
    writer.paragraph('Midheaven', bodyMeaning('midheaven').text);
  }
  for (const body of chartBodies) {
    const position = positions[body];
    writer.paragraph(titled(body), bodyMeaning(body).text);
    writer.paragraph(
      `${titled(body)} in ${position.sign}`,
      planetInSignInterpretation(body, position.sign),
    );
    if (material.timeKnown && position.house) {
      writer.paragraph(`The ${ordinal(position.house)} house`, houseMeaning(position.house).text);
      writer.paragraph(
        `${titled(body)} in the ${ordinal(position.house)} house`,
        bodyInHouseInterpretation(body, position.house),
      );
    }
    if (position.retrograde && body !== 'sun' && body !== 'moon') {
      writer.paragraph(`${titled(body)} retrograde`, retrogradeNote(body));
    }
  }
}

function aspectsPart(
  writer: DraftWriter,
  chart: NatalChart,
  most: number,
  options: { heading: string; touching?: readonly string[] } = {
    heading: 'How your planets meet',
  },
): void {
  const aspects = chart.aspects.filter(
    (aspect) =>
      !(aspect.first === 'ascendant' && aspect.second === 'midheaven') &&
      (!options.touching ||
        options.touching.includes(aspect.first) ||
        options.touching.includes(aspect.second)),
  );
  if (aspects.length === 0) return;
  writer.heading(options.heading);
  for (const aspect of aspects.slice(0, most)) {
    writer.paragraph(
      `${titled(aspect.first)} ${aspect.aspect} ${titled(aspect.second)}`,
      aspectInterpretation(aspect.first, aspect.second, aspect.aspect),
    );
  }
}

function lineFactor(line: AstrocartographyLine): string {
  return `${mapBodyMeanings[line.body].name} ${angleNames[line.angle]} line`;
}

function linesPart(writer: DraftWriter, material: DraftMaterial, chart: NatalChart): void {
  if (!material.timeKnown || !chart.place) return;
  const map = astrocartographyOfChart(chart, gazetteerPlaceIndex());
  if (map.lines.length === 0) return;
  writer.heading('Where your lines run');
  quoteAbout(writer, material, 'vision');
  const zenithOf = new Map(map.zeniths.map((zenith) => [zenith.body, zenith]));
  const measurable = map.lines.flatMap((line) => {
    const zenith = zenithOf.get(line.body);
    return zenith ? [{ ...line, zenith }] : [];
  });
  const birthplace = resolvePlace(chart.place.name);
  const places = [
    ...(birthplace?.city ? [birthplace] : []),
    ...placesNamedIn(material.questions).filter((place) => place.name !== birthplace?.name),
  ];
  const told = new Set<string>();
  for (const place of places) {
    const near = linesNearPlace(measurable, place, PLACE_RADIUS_KM);
    if (near.length === 0) continue;
    writer.heading(`Near ${place.city ?? place.name}`, 3);
    for (const { line, distanceKm } of near.slice(0, 6)) {
      const key = `${line.body}-${line.angle}`;
      const where = `Your ${lineFactor(line)} runs ${distanceKm.toLocaleString('en-GB')} km from ${place.city ?? place.name}.`;
      const meaning = told.has(key) ? '' : ` ${mapLineMeaning(line.body, line.angle)}`;
      told.add(key);
      writer.paragraph(lineFactor(line), `${where}${meaning}`);
    }
  }
  for (const angle of mapAngles) {
    const lines = map.lines.filter(
      (line) => line.angle === angle && !told.has(`${line.body}-${line.angle}`),
    );
    if (lines.length === 0) continue;
    const meaning = mapAngleMeanings[angle];
    writer.heading(`Your ${meaning.title} lines`, 3);
    writer.paragraph(`${meaning.title} lines`, meaning.overview);
    for (const line of lines) {
      told.add(`${line.body}-${line.angle}`);
      const towns = line.nearPlaces.slice(0, 3).map((town) => town.name);
      const through = towns.length > 0 ? ` It passes near ${towns.join(', ')}.` : '';
      writer.paragraph(lineFactor(line), `${mapLineMeaning(line.body, line.angle)}${through}`);
    }
  }
}

function houseFocus(
  writer: DraftWriter,
  material: DraftMaterial,
  chart: NatalChart,
  houses: number[],
) {
  if (!material.timeKnown) return;
  const positions = { sun: chart.sun, moon: chart.moon, ...chart.planets };
  for (const house of houses) {
    const meaning = houseMeaning(house);
    writer.paragraph(`The ${ordinal(house)} house`, meaning.text);
    for (const body of chartBodies) {
      if (positions[body].house === house) {
        writer.paragraph(
          `${titled(body)} in the ${ordinal(house)} house`,
          bodyInHouseInterpretation(body, house),
        );
      }
    }
  }
}

function signFocus(writer: DraftWriter, chart: NatalChart, focus: readonly ChartBody[]): void {
  const positions = { sun: chart.sun, moon: chart.moon, ...chart.planets };
  for (const body of focus) {
    writer.paragraph(
      `${titled(body)} in ${positions[body].sign}`,
      planetInSignInterpretation(body, positions[body].sign),
    );
  }
}

function yearPart(
  writer: DraftWriter,
  chart: NatalChart,
  events: readonly YearEvent[],
  heading: string,
): void {
  if (events.length === 0) return;
  writer.heading(heading);
  events.forEach((event, index) => {
    const reading = journalEventReading(event, index);
    if (!reading) return;
    const day = new Date(event.utc).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    writer.paragraph(`${journalEventTitle(event)}, ${day}`, `${day}: ${reading}`);
  });
}

function matrixPart(writer: DraftWriter, birthDate: string): void {
  const matrix = computeDestinyMatrix(birthDate);
  writer.heading('Your Destiny Matrix at work');
  for (const [name, position] of Object.entries(keyPositionMeanings)) {
    if (!position) continue;
    const point = matrix.points[name as keyof typeof matrix.points];
    const meaning = arcanumMeanings[point.arcanum];
    if (!meaning) continue;
    writer.paragraph(
      `${position.title}: arcanum ${point.arcanum}`,
      `${position.title}, arcanum ${point.arcanum} (${point.name}). ${position.about} ${meaning.gift} Blocked or overdone, it shows as ${meaning.shadow.charAt(0).toLowerCase()}${meaning.shadow.slice(1)}`,
    );
  }
}

/** The year's events a reading draws on, weightiest first and each at most once. */
function strongestEvents(chart: NatalChart, today: string): YearEvent[] {
  const year = computeYearAhead(chart, { from: today, perWeek: 1 });
  return [...year.events]
    .filter(
      (event) => event.kind === 'transit' || event.kind === 'eclipse' || event.kind === 'station',
    )
    .sort((left, right) => right.weight - left.weight);
}

export type DraftSectionKey =
  'intensive-report' | 'strategic-report' | 'executive-report' | 'palmistry' | 'notion-workspace';

function palmistryDraft(writer: DraftWriter, material: DraftMaterial): void {
  const structure: [string, string[]][] = [
    ['Your hands', ['Hand shape and element', 'Dominant hand', 'The other hand']],
    ['The major lines', ['Heart line', 'Head line', 'Life line', 'Fate line']],
    ['The mounts', ['Venus and Luna', 'Jupiter and Saturn', 'Apollo and Mercury']],
    ['The fingers and thumb', []],
  ];
  for (const [heading, parts] of structure) {
    writer.heading(heading);
    for (const part of parts) writer.heading(part, 3);
  }
  writer.heading('What your hands say about your goals');
  const goals = questionsAbout(material.questions, topics.vision.titles, topics.vision.words);
  for (const question of goals.length > 0 ? goals : material.questions) {
    writer.quote(question, { again: true });
  }
}

/**
 * Drafts the sections `keys` of one reading, in the catalogue's order, each paragraph once across
 * them all. Call inside `withLibraryTexts` for the reader's library.
 */
export function draftReading(
  keys: readonly string[],
  material: DraftMaterial,
): Record<string, WrittenDoc> {
  const writer = new DraftWriter();
  const drafts: Record<string, WrittenDoc> = {};
  const { chart } = material;
  let events: YearEvent[] | null = null;
  const yearEvents = () => (events ??= chart ? strongestEvents(chart, material.today) : []);
  let eventsTaken = 0;
  const nextEvents = (count: number) => {
    const taken = yearEvents().slice(eventsTaken, eventsTaken + count);
    eventsTaken += taken.length;
    return [...taken].sort((left, right) => left.utc.localeCompare(right.utc));
  };
  // The last report drawn from the chart quotes whatever the buyer wrote that no topic took.
  const lastReport = [...keys]
    .reverse()
    .find((key) => ['intensive-report', 'strategic-report', 'executive-report'].includes(key));
  for (const key of keys) {
    if (key === 'palmistry') {
      palmistryDraft(writer, material);
    } else if (chart && key === 'intensive-report') {
      humanDesignPart(writer, material, chart);
      placementsPart(writer, material, chart, 'The chart behind your map');
      linesPart(writer, material, chart);
      aspectsPart(writer, chart, 24);
      writer.heading('Your number');
      writer.paragraph(
        `Life path ${chart.lifePath.number}`,
        lifePathInterpretation(chart.lifePath.number),
      );
    } else if (chart && key === 'strategic-report') {
      writer.heading('Your work');
      quoteAbout(writer, material, 'work');
      signFocus(writer, chart, ['saturn', 'mars']);
      houseFocus(writer, material, chart, [10, 6]);
      writer.heading('Money and what you build');
      quoteAbout(writer, material, 'business');
      signFocus(writer, chart, ['venus', 'jupiter']);
      houseFocus(writer, material, chart, [2, 8]);
      writer.paragraph(
        `Life path ${chart.lifePath.number}`,
        lifePathInterpretation(chart.lifePath.number),
      );
      aspectsPart(writer, chart, 8, {
        heading: 'What drives and what steadies you',
        touching: ['saturn', 'jupiter', 'mars', 'venus', 'midheaven'],
      });
      yearPart(writer, chart, nextEvents(YEAR_EVENTS), 'Timing: your year ahead');
      matrixPart(writer, material.birthDate);
      quoteAbout(writer, material, 'vision');
      quoteAbout(writer, material, 'style');
    } else if (chart && key === 'executive-report') {
      writer.heading('How you lead');
      quoteAbout(writer, material, 'style');
      for (const body of ['sun', 'moon', 'mercury'] as const) {
        writer.paragraph(titled(body), bodyMeaning(body).text);
      }
      signFocus(writer, chart, ['sun', 'moon', 'mercury']);
      houseFocus(writer, material, chart, [1, 11, 7]);
      const design = humanDesignForChart(chart);
      writer.heading('How you decide');
      writer.paragraph(
        `Authority: ${design.authority}`,
        humanDesignAuthorityMeaning(design.authority).text,
      );
      const type = humanDesignTypeMeaning(design.type);
      writer.paragraph(`Strategy: ${design.strategy}`, type.strategy);
      writer.paragraph(`${design.type}: signature`, type.signature);
      writer.paragraph(`${design.type}: not-self theme`, type.notSelf);
      aspectsPart(writer, chart, 14, {
        heading: 'Where you are strongest',
        touching: ['sun', 'moon', 'mercury', 'ascendant'],
      });
      yearPart(writer, chart, nextEvents(YEAR_EVENTS + 4), 'Decisions and timing');
      writer.heading('Your goals');
      quoteAbout(writer, material, 'vision');
      quoteAbout(writer, material, 'business');
      quoteAbout(writer, material, 'work');
    } else if (chart && key === 'notion-workspace') {
      const windows = ['Days 1 to 30', 'Days 31 to 60', 'Days 61 to 90'];
      const start = Date.parse(`${material.today}T00:00:00Z`);
      const inWindow = yearEvents().filter(
        (event) => Date.parse(event.utc) < start + 90 * 86_400_000,
      );
      windows.forEach((title, index) => {
        const from = start + index * 30 * 86_400_000;
        const to = from + 30 * 86_400_000;
        yearPart(
          writer,
          chart,
          inWindow
            .filter((event) => Date.parse(event.utc) >= from && Date.parse(event.utc) < to)
            .slice(0, 4)
            .sort((left, right) => left.utc.localeCompare(right.utc)),
          title,
        );
      });
    }
    if (key === lastReport && material.questions.some((question) => !writer.hasQuoted(question))) {
      writer.heading('What you asked');
      for (const question of material.questions) writer.quote(question);
    }
    drafts[key] = writer.take();
  }
  return drafts;
}
