import { describe, expect, it } from 'vitest';
import { isMailKind, mailKindName, mailKinds } from './mail-kinds';

describe('the names of the mails', () => {
  it('names each kind in words an admin reads', () => {
    expect(mailKindName('questionnaire-received')).toBe('answers-received confirmation');
    expect(mailKindName('refund-confirmation')).toBe('refund confirmation');
    for (const kind of mailKinds) expect(mailKindName(kind)).not.toBe(kind);
  });

  it('reads a kind it does not know from its key', () => {
    expect(isMailKind('some-old-mail')).toBe(false);
    expect(mailKindName('some-old-mail')).toBe('some old mail');
    expect(isMailKind('toString')).toBe(false);
  });
});
