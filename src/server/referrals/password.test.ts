import { beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET } from '../../common/affiliate';
import {
  currentScryptParameters,
  generatePassword,
  hashForUnknownAccount,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password';
import type * as passwordModule from './password';
import { generateReferralCode } from './referral-code';
import { testHashingCost } from '../../../tests/support/hashing';

const hashPrefix = ({ logN, r, p }: { logN: number; r: number; p: number }) =>
  `$scrypt$ln=${logN},r=${r},p=${p}$`;

// The tests hash at a low cost (decision 319). These prove what the shop does: on a copy of the
// module as the shop loads it, which the tests' setup file never switched.
describe("password hashing at the shop's own cost", () => {
  let shop: typeof passwordModule;
  beforeAll(async () => {
    const asTheShopLoadsIt = './password.ts?as-the-shop-loads-it';
    shop = (await import(/* @vite-ignore */ asTheShopLoadsIt)) as typeof shop;
  });

  it("costs at least OWASP's equal-strength scrypt settings (32 MiB, N x r x p of 2^15 x 8 x 3)", () => {
    const { logN, r, p } = currentScryptParameters;
    expect(2 ** logN * r * p).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3);
    expect(2 ** logN * 128 * r).toBeGreaterThanOrEqual(32 * 1024 * 1024);
  });

  it('stores scrypt with its parameters and a per-password salt', async () => {
    const first = await shop.hashPassword('moonlight sonata');
    const second = await shop.hashPassword('moonlight sonata');
    const { logN, r, p } = currentScryptParameters;
    expect(first).toMatch(
      new RegExp(`^\\$scrypt\\$ln=${logN},r=${r},p=${p}\\$[\\w-]{22}\\$[\\w-]{43}$`),
    );
    expect(first).not.toBe(second);
    expect(first).not.toContain('moonlight');
  });

  it('verifies the right password only', async () => {
    const hash = await shop.hashPassword('moonlight sonata');
    expect(await shop.verifyPassword('moonlight sonata', hash)).toBe(true);
    expect(await shop.verifyPassword('moonlight sonatA', hash)).toBe(false);
    expect(await shop.verifyPassword('', hash)).toBe(false);
  });

  it('still verifies hashes made with older parameters, and asks for a rehash', async () => {
    const weaker = await shop.hashPassword('moonlight sonata', { logN: 12, r: 8, p: 1 });
    expect(await shop.verifyPassword('moonlight sonata', weaker)).toBe(true);
    expect(shop.needsRehash(weaker)).toBe(true);
    expect(shop.needsRehash(await shop.hashPassword('x'))).toBe(false);
    // A hash at the tests' cost is one the shop would upgrade at the next sign-in.
    expect(shop.needsRehash(await shop.hashPassword('x', testHashingCost))).toBe(true);
  });

  it('checks an unknown e-mail against a hash of the same cost', async () => {
    expect(await shop.hashForUnknownAccount()).toContain(hashPrefix(currentScryptParameters));
  });
});

describe('password hashing in the tests', () => {
  it('hashes at the low cost the setup file switched on, and takes it as current', async () => {
    const hash = await hashPassword('moonlight sonata');
    expect(hash).toContain(hashPrefix(testHashingCost));
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('moonlight sonata', hash)).toBe(true);
    expect(await hashForUnknownAccount()).toContain(hashPrefix(testHashingCost));
  });
});

describe('passwords', () => {
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
