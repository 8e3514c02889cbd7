/** Tropical signs and the "12°33'" notation used in reports. */
export const zodiacSigns = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type ZodiacSign = (typeof zodiacSigns)[number];

export interface ZodiacPosition {
  sign: ZodiacSign;
  /** Degrees and minutes within the sign, to the nearest minute as astro.com prints them: "12°33'". */
  degree: string;
  /** Ecliptic longitude, 0 <= longitude < 360. */
  longitude: number;
}

export function signOf(longitude: number): ZodiacSign {
  return zodiacSigns[Math.floor(longitude / 30) % 12] ?? 'Aries';
}

/** Nearest arcminute, but never "30°00'": the sign comes from the exact longitude. */
export function formatDegreeInSign(longitude: number): string {
  const totalMinutes = Math.min(Math.round((longitude % 30) * 60), 30 * 60 - 1);
  const degrees = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${degrees}°${String(minutes).padStart(2, '0')}'`;
}

export function zodiacPosition(longitude: number): ZodiacPosition {
  return {
    sign: signOf(longitude),
    degree: formatDegreeInSign(longitude),
    longitude: Math.round(longitude * 1e6) / 1e6,
  };
}

/** Distance in degrees to the nearest sign boundary. */
export function distanceToCusp(longitude: number): number {
  const inSign = longitude % 30;
  return Math.min(inSign, 30 - inSign);
}

/** "12°33' Leo". */
export function describePosition(position: ZodiacPosition): string {
  return `${position.degree} ${position.sign}`;
}
