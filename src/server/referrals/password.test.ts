import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET } from '../../common/affiliate';
import {
  currentScryptParameters,
  generatePassword,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password';
import { generateReferralCode } from './referral-code';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a per-password salt', async () => {
    const first = await hashPassword('moonlight sonata');
    const second = await hashPassword('moonlight sonata');
    const { logN, r, p } = currentScryptParameters;
    expect(first).toMatch(
      new RegExp(`^\\$scrypt\\$ln=${logN},r=${r},p=${p}\\$[\\w-]{22}\\$[\\w-]{43}$`),
    );
    expect(first).not.toBe(second);
    expect(first).not.toContain('moonlight');
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('moonlight sonata');
    expect(await verifyPassword('moonlight sonata', hash)).toBe(true);
    expect(await verifyPassword('moonlight sonatA', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('still verifies hashes made with older parameters, and asks for a rehash', async () => {
    const weaker = await hashPassword('moonlight sonata', { logN: 12, r: 8, p: 1 });
    expect(await verifyPassword('moonlight sonata', weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', '$scrypt$ln=40,r=8,p=1$abc$def', '$argon2id$v=19$x$y']) {
      expect(await verifyPassword('plain', stored)).toBe(false);
    }
  });

  it('generates long passwords without look-alike characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});

describe('referral codes', () => {
  it('are 8 upper-case letters and digits from the unambiguous alphabet', () => {
    const codes = Array.from({ length: 200 }, generateReferralCode);
    for (const code of codes) {
      expect(code).toHaveLength(8);
      for (const character of code) expect(REFERRAL_CODE_ALPHABET).toContain(character);
      expect(code).not.toMatch(/[IO01]/);
    }
    expect(new Set(codes).size).toBe(200);
  });
});
