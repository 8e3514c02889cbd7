/**
 * The Human Design part of `npm run chart`: the lines of the readable summary. With an unknown
 * birth time, whatever changes within the birth date is printed as its range, never as a value.
 */
import {
  activationBodies,
  describeField,
  type ActivationBody,
  type HumanDesignChart,
} from '../src/astrology';

const label = (text: string) => text.padEnd(11);
const bodyName = (body: ActivationBody) => describeField(`.${body}`).trim();
const dependsOnTime = 'depends on the birth time';

/** Lists that change within the day: what holds all day, then what comes and goes. */
function listAcrossTheDay(values: string[]): string {
  const lists = values.map((value) => (value === 'none' ? [] : value.split(', ')));
  const always = (lists[0] ?? []).filter((item) => lists.every((list) => list.includes(item)));
  const sometimes = [...new Set(lists.flat())].filter((item) => !always.includes(item));
  return `${always.join(', ') || 'none'} all day; ${sometimes.join(', ')} ${dependsOnTime}`;
}

export function humanDesignSummary(chart: HumanDesignChart): string[] {
  const varying = new Map(
    (chart.birthDay?.varying ?? []).map((result) => [result.field, result.values]),
  );
  const value = (field: string, known: string) => {
    const values = varying.get(field);
    if (!values) return known;
    if (field === 'channels' || field === 'definedCentres') return listAcrossTheDay(values);
    return `${[...new Set(values)].join(' or ')} (${dependsOnTime})`;
  };
  const side = (name: 'personality' | 'design') =>
    activationBodies
      .map((body) => {
        const values = varying.get(`${name}.${body}`);
        const { gate, line } = chart[name][body];
        return `${bodyName(body)} ${values ? `${values[0]}…${values[values.length - 1]}` : `${gate}.${line}`}`;
      })
      .join(', ');
  const cross = `${chart.incarnationCross.name} (${chart.incarnationCross.gates})`;
  return [
    `${label('HD type')}${value('type', chart.type)}; strategy ${value('strategy', chart.strategy)}`,
    `${label('HD auth.')}${value('authority', chart.authority)}`,
    `${label('HD profile')}${value('profile', chart.profile)}; definition ${value('definition', chart.definition)}`,
    `${label('HD cross')}${value('incarnationCross', cross)}`,
    `${label('HD channel')}${value('channels', chart.channels.join(', ') || 'none')}`,
    `${label('HD centres')}${value('definedCentres', chart.definedCentres.join(', ') || 'none')}`,
    `${label('HD design')}${chart.timeKnown ? chart.designUtc : `${chart.designUtc} for local noon (${dependsOnTime})`}`,
    `${label('HD pers.')}${side('personality')}`,
    `${label('HD des.')}${side('design')}`,
    ...chart.notes.map((note) => `${label('HD note')}${note.message}`),
  ];
}
