import { z } from 'zod';
import { emptyPersonInput, type PersonInput } from '../../../common/person';

/**
 * The person fields this browser last sent, from the free form or a paid checkout, kept in
 * this browser only (decision 125) so the next checkout can start filled in. Nothing here is
 * sent anywhere: the checkout sends the fields when the buyer pays, as typed or corrected.
 */
export const REMEMBERED_PERSON_KEY = 'remembered-person';

/** Which form last gave the details, so the checkout can say where they came from. */
export type RememberedSource = 'free-summary' | 'purchase';

export interface RememberedDetails {
  person: PersonInput;
  source: RememberedSource;
}

/** The minimal part of `Storage` used, so tests can pass a Map-backed one. */
export type PersonStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const text = z.string().max(254).catch('');
/** Lenient on purpose: a stored value from an older shop or edited by hand fills what it can. */
const storedPersonSchema = z.object({
  fullName: text,
  email: text,
  phone: text,
  birthMonth: text,
  birthDay: text,
  birthYear: text,
  birthHour: text,
  birthMinute: text,
  ampm: z.enum(['AM', 'PM', '']).catch(''),
  birthTimeUnknown: z.boolean().catch(false),
  birthLocation: text,
  // Stored before purchases were remembered too: those came from the free form.
  source: z.enum(['free-summary', 'purchase']).catch('free-summary'),
});

function browserStorage(): PersonStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (privacy settings): the checkout simply starts empty.
    return null;
  }
}

export function rememberPerson(
  person: PersonInput,
  storage = browserStorage(),
  source: RememberedSource = 'free-summary',
): void {
  const { fullName, email, phone, birthMonth, birthDay, birthYear } = person;
  const { birthHour, birthMinute, ampm, birthLocation } = person;
  const birthTimeUnknown = person.birthTimeUnknown === true;
  const stored = { fullName, email, phone: phone ?? '', birthMonth, birthDay, birthYear };
  try {
    storage?.setItem(
      REMEMBERED_PERSON_KEY,
      JSON.stringify({
        ...stored,
        ...{ birthHour, birthMinute, ampm, birthTimeUnknown, birthLocation, source },
      }),
    );
  } catch {
    // Full or blocked storage: nothing is remembered, nothing breaks.
  }
}

/** The remembered person, or null when this browser has none (or it cannot be read). */
export function recallPerson(storage = browserStorage()): PersonInput | null {
  return recallDetails(storage)?.person ?? null;
}

/** The remembered person and which form gave them, or null. */
export function recallDetails(storage = browserStorage()): RememberedDetails | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(REMEMBERED_PERSON_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = storedPersonSchema.safeParse(parsed);
  if (!result.success) return null;
  const { source, ...fields } = result.data;
  const person = { ...emptyPersonInput, ...fields };
  // Nothing worth filling in: treat as nothing remembered.
  return person.fullName || person.email ? { person, source } : null;
}

export function forgetPerson(storage = browserStorage()): void {
  try {
    storage?.removeItem(REMEMBERED_PERSON_KEY);
  } catch {
    // Blocked storage held nothing to forget.
  }
}
