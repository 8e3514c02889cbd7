import { describe, expect, it } from 'vitest';
import { sessionsSentences } from './session-sentences';

describe('what the booking section says', () => {
  it('speaks of one session as one, with the reader by name', () => {
    expect(sessionsSentences({ sold: 1, owed: 1, readerName: 'Selene Hart' })).toEqual({
      title: 'Book your session',
      owed: 'Still to come: 1 live session with Selene Hart.',
      reader: 'Your session is with Selene Hart.',
    });
  });

  it('speaks of three sessions as three, and of none owed as all held', () => {
    expect(sessionsSentences({ sold: 3, owed: 2, readerName: 'Selene Hart' })).toEqual({
      title: 'Book your sessions',
      owed: 'Still to come: 2 live sessions with Selene Hart.',
      reader: 'Your sessions are with Selene Hart.',
    });
    expect(sessionsSentences({ sold: 3, owed: 0, readerName: null })).toMatchObject({
      owed: 'Every session of your reading is held.',
      reader: null,
    });
  });
});
