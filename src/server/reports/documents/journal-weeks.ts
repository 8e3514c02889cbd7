/**
 * The personal journal's 52 weeks in words (docs/product.md §1, issue 23, decisions 245 and 246): each
 * week's dates, its heaviest events from the year-ahead engine with what they touch in this
 * chart, a short reading, and two or three prompts no other week repeats.
 */
import {
  computeYearAhead,
  journalEventComposedPrompts,
  journalEventPrompts,
  journalEventReading,
  journalEventTitle,
  journalEventTouches,
  quietSkyPrompts,
  quietSkyReading,
  skyAt,
  type NatalChart,
  type WeekHighlights,
  type YearEvent,
} from '../../../astrology';
import { longDate } from '../../mail/templates/summary-facts';

export const journalWeekCount = 52;
/** Below this weight a week holds only inner-planet contacts and ingresses: a quieter sky. */
const majorEventWeight = 30;
const dayMilliseconds = 86_400_000;
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface JournalEventLine {
  /** "Wednesday 3 March". */
  day: string;
  title: string;
  touches: string | null;
  /** Birth time unknown: how far the date could move. */
  uncertainty: string | null;
}

export interface JournalWeek {
  number: number;
  /** ISO dates: the Monday and the Sunday. */
  from: string;
  until: string;
  /** "3-9 March 2027". */
  dates: string;
  isQuiet: boolean;
  events: JournalEventLine[];
  reading: string[];
  prompts: string[];
}

export interface Journal {
  weeks: JournalWeek[];
  /** What the engine could not place (no birth time, no houses). */
  notes: string[];
  /** The year's heaviest events, for the weeks to watch and the closing page. */
  highlights: { week: number; day: string; title: string; touches: string | null }[];
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(isoDate) + days * dayMilliseconds).toISOString().slice(0, 10);

/** "3-9 March 2027", "29 March-4 April 2027", "27 December 2027-2 January 2028". */
export function weekDates(from: string, until: string): string {
  const [first, last] = [longDate(from).split(' '), longDate(until).split(' ')];
  const [firstDay, firstMonth, firstYear] = first;
  if (firstYear !== last[2]) return `${longDate(from)}-${longDate(until)}`;
  if (firstMonth !== last[1]) return `${firstDay} ${firstMonth}-${longDate(until)}`;
  return `${firstDay}-${longDate(until)}`;
}

function dayOf(utc: string): string {
  const day = utc.slice(0, 10);
  const [date, month] = longDate(day).split(' ');
  return `${weekdays[new Date(day).getUTCDay()]} ${date} ${month}`;
}

function eventLine(event: YearEvent): JournalEventLine {
  const days = event.kind === 'transit' ? event.uncertaintyDays : null;
  return {
    day: dayOf(event.utc),
    title: journalEventTitle(event),
    touches: journalEventTouches(event),
    uncertainty:
      days && days > 0
        ? `With no birth time, this date could fall up to ${days} ${days === 1 ? 'day' : 'days'} either side.`
        : null,
  };
}

/** First unused prompts: the events' shared ones in turn, then their own, then the week's. */
function choosePrompts(week: JournalWeek, candidates: string[], used: Set<string>): string[] {
  const chosen: string[] = [];
  for (const prompt of candidates) {
    if (chosen.length === 3) break;
    if (used.has(prompt) || chosen.includes(prompt)) continue;
    chosen.push(prompt);
  }
  const closing = [
    `Looking back on ${week.dates}, what do you most want to remember?`,
    `What from the week of ${week.dates} would you like to carry into the next?`,
  ];
  while (chosen.length < 2) chosen.push(closing[chosen.length] ?? '');
  for (const prompt of chosen) used.add(prompt);
  return chosen;
}

function interleave(lists: readonly (readonly string[])[]): string[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) =>
    lists.flatMap((list) => (list[index] === undefined ? [] : [list[index]])),
  ).flat();
}

function composeWeek(
  chart: NatalChart,
  highlights: WeekHighlights,
  number: number,
  used: Set<string>,
): JournalWeek {
  const until = addDays(highlights.to, -1);
  const heaviest = Math.max(...highlights.events.map((event) => event.weight));
  const isQuiet = !highlights.hasExactEvents || heaviest < majorEventWeight;
  const sky = skyAt(chart, new Date(`${highlights.from}T00:00:00Z`));
  const readings = highlights.events.map((event, index) =>
    journalEventReading(event, number + index),
  );
  const reading = (
    isQuiet ? [quietSkyReading(sky), readings[0] ?? ''] : readings.slice(0, 2)
  ).filter((text) => text !== '');
  const week: JournalWeek = {
    number,
    from: highlights.from,
    until,
    dates: weekDates(highlights.from, until),
    isQuiet,
    // Listed in the order they happen; the reading takes the heaviest first.
    events: [...highlights.events]
      .sort((first, second) => first.utc.localeCompare(second.utc))
      .map(eventLine),
    reading,
    prompts: [],
  };
  // One from each source in turn, so a week's prompts speak to more than one of its events.
  const candidates = [
    ...interleave([
      isQuiet ? quietSkyPrompts(sky) : [],
      ...highlights.events.map(journalEventPrompts),
    ]),
    ...interleave(
      highlights.events.map((event, index) => journalEventComposedPrompts(event, number + index)),
    ),
  ];
  week.prompts = choosePrompts(week, candidates, used);
  return week;
}

const eventsPerWeek = 3;

/**
 * Week 1 as the buyer meets it: only what happens from the day they ordered (the days of that
 * week before it are already past when the journal arrives), heaviest first as the engine picks.
 * With nothing left to list, it is a quieter week.
 */
function fromFirstDay(week: WeekHighlights, events: readonly YearEvent[], firstDay: string) {
  if (firstDay <= week.from) return week;
  const exact = events
    .filter((event) => event.utc >= firstDay && event.utc < week.to)
    .sort((first, second) => second.weight - first.weight || first.utc.localeCompare(second.utc))
    .slice(0, eventsPerWeek);
  return { ...week, events: exact, hasExactEvents: exact.length > 0 };
}

/**
 * `startsOn` is the Monday of the week of purchase (journalStart); `firstDay` the day of purchase
 * ("YYYY-MM-DD", UTC), from which events are listed (the Monday itself when not given).
 */
export function composeJournal(
  chart: NatalChart,
  startsOn: string,
  firstDay: string = startsOn,
): Journal {
  const year = computeYearAhead(chart, { from: startsOn, perWeek: eventsPerWeek });
  const used = new Set<string>();
  const weeks = year.weeks
    .slice(0, journalWeekCount)
    .map((highlights, index) =>
      composeWeek(
        chart,
        index === 0 ? fromFirstDay(highlights, year.events, firstDay) : highlights,
        index + 1,
        used,
      ),
    );
  const lastDay = addDays(startsOn, journalWeekCount * 7);
  const highlights = [...year.events]
    .filter((event) => event.utc >= firstDay && event.utc < lastDay)
    .sort((first, second) => second.weight - first.weight)
    .slice(0, 6)
    .sort((first, second) => first.utc.localeCompare(second.utc))
    .map((event) => ({
      week: Math.floor((Date.parse(event.utc) - Date.parse(startsOn)) / (7 * dayMilliseconds)) + 1,
      day: longDate(event.utc.slice(0, 10)),
      title: journalEventTitle(event),
      touches: journalEventTouches(event),
    }));
  return { weeks, notes: year.notes, highlights };
}
