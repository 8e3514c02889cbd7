/**
 * Affirmations for the Ascendant and Midheaven by sign, and for the chart ruler, the planet
 * that rules the Ascendant's sign (decision 243). Written for this shop.
 */
import type { ZodiacSign } from '../chart/zodiac';

export const ascendantAffirmations: Readonly<Record<ZodiacSign, string>> = {
  Aries: 'I meet the world directly and with courage. I go first.',
  Taurus: 'I meet the world calmly and steadily, and people feel safe with me.',
  Gemini: 'I meet the world with curiosity and easy conversation.',
  Cancer: 'I meet the world with care, and I protect my soft centre wisely.',
  Leo: 'I meet the world warmly and brightly, and I let myself be seen.',
  Virgo: 'I meet the world with a keen eye and a helpful hand.',
  Libra: 'I meet the world with grace, and I keep my own point of view.',
  Scorpio: 'I meet the world with quiet intensity and reveal myself when I choose.',
  Sagittarius: 'I meet the world with open arms and an open mind.',
  Capricorn: 'I meet the world with composure, and I am taken seriously.',
  Aquarius: 'I meet the world as my own original self.',
  Pisces: 'I meet the world with gentleness and an open heart.',
};

export const midheavenAffirmations: Readonly<Record<ZodiacSign, string>> = {
  Aries: 'My calling asks me to lead and to start things. I answer it.',
  Taurus: 'I build a career on steady work and lasting value.',
  Gemini: 'My calling lives in words, ideas and connecting people.',
  Cancer: 'My work in the world is to nurture and protect.',
  Leo: 'My calling is to create, lead and shine in public.',
  Virgo: 'I am known for skilled, careful and useful work.',
  Libra: 'My calling is to bring fairness, beauty and partnership into the world.',
  Scorpio: 'My work in the world asks for depth and courage, and I have both.',
  Sagittarius: 'My calling is to teach, explore and widen horizons.',
  Capricorn: 'I climb towards a position of real responsibility, and I earn it.',
  Aquarius: 'My calling is to innovate and serve the common good.',
  Pisces: 'My work in the world carries compassion and imagination.',
};

type TraditionalRuler = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';

export const chartRulerAffirmations: Readonly<Record<TraditionalRuler, string>> = {
  sun: 'The Sun rules my chart: my path is to shine as myself and warm others on the way.',
  moon: 'The Moon rules my chart: my path follows my feelings, and I let them lead me home.',
  mercury: 'Mercury rules my chart: my path opens through learning, speaking and connecting.',
  venus: 'Venus rules my chart: my path is made of love, beauty and what I truly value.',
  mars: 'Mars rules my chart: my path asks for courage, and I act on it.',
  jupiter: 'Jupiter rules my chart: my path widens when I trust, explore and give.',
  saturn: 'Saturn rules my chart: my path is built with patience, and it holds.',
};
