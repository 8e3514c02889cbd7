import { describe, expect, it } from 'vitest';
import { emptyPersonInput, type PersonInput } from '../../../common/person';
import {
  forgetPerson,
  recallDetails,
  recallPerson,
  rememberPerson,
  REMEMBERED_PERSON_KEY,
  type PersonStorage,
} from './remembered-person';

function memoryStorage(): PersonStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const ana: PersonInput = {
  fullName: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '+34 600 000 000',
  birthMonth: '4',
  birthDay: '17',
  birthYear: '1990',
  birthHour: '7',
  birthMinute: '45',
  ampm: 'PM',
  birthTimeUnknown: false,
  birthLocation: 'Seville, Andalusia, Spain',
};

describe('the person remembered for the checkout', () => {
  it('recalls exactly the fields the free form sent', () => {
    const storage = memoryStorage();
    rememberPerson(ana, storage);
    expect(recallPerson(storage)).toEqual(ana);
  });

  it('says whether the details came from the free form or a paid checkout', () => {
    const storage = memoryStorage();
    rememberPerson(ana, storage);
    expect(recallDetails(storage)).toEqual({ person: ana, source: 'free-summary' });
    rememberPerson({ ...ana, email: 'ana.ruiz@example.com' }, storage, 'purchase');
    expect(recallDetails(storage)).toEqual({
      person: { ...ana, email: 'ana.ruiz@example.com' },
      source: 'purchase',
    });
  });

  it('reads details stored before the source was as the free form’s', () => {
    const storage = memoryStorage();
    storage.values.set(REMEMBERED_PERSON_KEY, JSON.stringify(ana));
    expect(recallDetails(storage)).toEqual({ person: ana, source: 'free-summary' });
  });

  it('remembers "I don\'t know my birth time", so the next checkout starts with it ticked', () => {
    const storage = memoryStorage();
    const unknown = { ...ana, birthTimeUnknown: true, birthHour: '', birthMinute: '', ampm: '' };
    rememberPerson(unknown as PersonInput, storage);
    expect(recallPerson(storage)).toEqual(unknown);
  });

  it('is gone once forgotten', () => {
    const storage = memoryStorage();
    rememberPerson(ana, storage);
    forgetPerson(storage);
    expect(storage.values.has(REMEMBERED_PERSON_KEY)).toBe(false);
    expect(recallPerson(storage)).toBeNull();
  });

  it('recalls nothing from an empty browser', () => {
    expect(recallPerson(memoryStorage())).toBeNull();
  });

  it.each([
    ['not JSON', '{"fullName": '],
    ['a string', '"Ana"'],
    ['null', 'null'],
    ['an object without a name or e-mail', '{"birthYear": "1990"}'],
  ])('recalls nothing from %s', (_case, raw) => {
    const storage = memoryStorage();
    storage.values.set(REMEMBERED_PERSON_KEY, raw);
    expect(recallPerson(storage)).toBeNull();
  });

  it('fills what it can from an edited value and leaves odd fields blank', () => {
    const storage = memoryStorage();
    storage.values.set(
      REMEMBERED_PERSON_KEY,
      JSON.stringify({ fullName: 'Ana', email: 42, ampm: 'noon', birthYear: 'x'.repeat(300) }),
    );
    expect(recallPerson(storage)).toEqual({ ...emptyPersonInput, fullName: 'Ana' });
  });

  it('keeps working when the browser blocks storage', () => {
    const blocked: PersonStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberPerson(ana, blocked)).not.toThrow();
    expect(recallPerson(blocked)).toBeNull();
    expect(() => forgetPerson(blocked)).not.toThrow();
  });
});
