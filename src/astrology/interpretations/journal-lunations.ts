/**
 * The parts a journal week's reading of a new or full moon or an eclipse is composed from
 * (decision 245): the area of life each natal house holds, what each sign asks for (used
 * instead of the house when the birth time is unknown), and how each phase works on them.
 * Written for this shop.
 */
import type { ZodiacSign } from '../chart/zodiac';
import type { HouseNumber } from './houses';

/** The part of life a house holds, as a noun phrase after "your". */
export const houseAreas: Readonly<Record<HouseNumber, string>> = {
  1: 'body, looks and the way you start things',
  2: 'money, belongings and sense of your own worth',
  3: 'daily conversations, errands, siblings and neighbours',
  4: 'home, family and private life',
  5: 'creativity, romance, play and children',
  6: 'work routines, health and daily habits',
  7: 'partnerships, close allies and open rivals',
  8: 'shared money, intimacy and what you hold in trust',
  9: 'studies, travel, beliefs and the bigger picture',
  10: 'career, reputation and public direction',
  11: 'friends, groups and hopes for the future',
  12: 'rest, solitude and what happens behind the scenes',
};

/** What each sign asks of the week, as a noun phrase. */
export const signThemes: Readonly<Record<ZodiacSign, string>> = {
  Aries: 'courage, first steps and acting on your own behalf',
  Taurus: 'patience, comfort and what you want to keep',
  Gemini: 'curiosity, talk and keeping your options open',
  Cancer: 'care, belonging and looking after what is tender',
  Leo: 'pride, play and letting yourself be seen',
  Virgo: 'order, usefulness and getting the details right',
  Libra: 'balance, fairness and the give and take of relationships',
  Scorpio: 'honesty, depth and what you would rather not look at',
  Sagittarius: 'meaning, adventure and stretching past the familiar',
  Capricorn: 'ambition, discipline and building something that lasts',
  Aquarius: 'friendship, independence and ideas ahead of their time',
  Pisces: 'compassion, imagination and letting go',
};

interface LunationParts {
  /** "Pisces". */
  sign: string;
  /** "your 5th house of creativity, romance, play and children", or the sign's theme. */
  where: string;
}

type Sentence = (parts: LunationParts) => string;

export const newMoonSentences: readonly Sentence[] = [
  ({ sign, where }) =>
    `The New Moon in ${sign} falls in ${where}. It is a quiet start: set one small intention here and act on it before the Full Moon.`,
  ({ sign, where }) =>
    `A New Moon in ${sign} opens a fresh cycle in ${where}. What you begin now has four weeks of waxing light to grow in.`,
  ({ sign, where }) =>
    `The Moon renews itself in ${sign}, in ${where}. Dark moons favour planning over display, so decide quietly and move gently.`,
];

export const fullMoonSentences: readonly Sentence[] = [
  ({ sign, where }) =>
    `The Full Moon in ${sign} lights up ${where}. Things come to a head or into view, and feelings run higher than usual.`,
  ({ sign, where }) =>
    `A Full Moon in ${sign} brings ${where} to a peak. Look at what has grown since the New Moon and what is ready to be let go.`,
  ({ sign, where }) =>
    `The Moon is full in ${sign}, shining on ${where}. Endings and results arrive now; take stock before you start anything new.`,
];

/** A lunation without houses (no birth time): the sign's theme stands in for the house. */
export function lunationWhereBySign(sign: ZodiacSign): string {
  return `whichever part of your life calls for ${signThemes[sign]}`;
}

export const solarEclipseSentences: readonly Sentence[] = [
  ({ sign, where }) =>
    `A solar eclipse in ${sign} falls in ${where}. Eclipses speed things up: a door may open here that you did not plan, and it tends to stay open for months.`,
  ({ sign, where }) =>
    `The solar eclipse in ${sign} marks a new beginning in ${where}, often one that arrives from outside. Take your time before you decide what it means.`,
];

export const lunarEclipseSentences: readonly Sentence[] = [
  ({ sign, where }) =>
    `A lunar eclipse in ${sign} falls in ${where}. Something that has run its course here may end or change form; let it, and watch what the next few months show.`,
  ({ sign, where }) =>
    `The lunar eclipse in ${sign} brings a turning point to ${where}. Feelings surface that may have waited a long time; they deserve a hearing.`,
];
