import { describe, expect, it } from 'vitest';
import { mailboxKey } from './affiliate';

describe('mailboxKey', () => {
  it.each([
    ['Ann.Lee+x@gmail.com', 'annlee@gmail.com'],
    ['annlee@gmail.com', 'annlee@gmail.com'],
    ['A.N.N.L.E.E@GoogleMail.com', 'annlee@gmail.com'],
    ['  Bob+shop@Example.COM ', 'bob@example.com'],
    // Dots matter outside Gmail.
    ['b.o.b@example.com', 'b.o.b@example.com'],
    ['+tag@example.com', '@example.com'],
    ['odd@local@example.com', 'odd@local@example.com'],
  ])('%s is the mailbox %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it('tells different mailboxes apart', () => {
    expect(mailboxKey('ann.lee@example.com')).not.toBe(mailboxKey('annlee@example.com'));
    expect(mailboxKey('annlee@gmail.com')).not.toBe(mailboxKey('annlee@example.com'));
  });
});
