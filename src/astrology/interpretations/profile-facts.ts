/** What the profile portrait is composed from, and what it gives back (decision 242). */
import type { ChartShape } from '../chart-shape/chart-shape';
import type { ChartBody } from '../chart/chart-types';
import type { ZodiacSign } from '../chart/zodiac';
import type { HumanDesignChart } from '../human-design/human-design';
import type { CoreNumbers } from '../numerology/core-numbers';

export interface ProfileFacts {
  firstName: string;
  shape: ChartShape;
  signs: Record<ChartBody, ZodiacSign> & { ascendant: ZodiacSign | null };
  /** The Moon's longitude, to name the neighbouring sign when the birth time is unknown. */
  moonLongitude: number;
  humanDesign: Pick<HumanDesignChart, 'type' | 'strategy' | 'authority' | 'birthDay'>;
  numbers: CoreNumbers;
}

export interface PortraitSection {
  key: 'keynote' | 'work' | 'love' | 'recharge' | 'design' | 'numbers' | 'synthesis';
  eyebrow: string;
  heading: string;
  paragraphs: string[];
}
