import {
  currentScryptParameters,
  setHashingCostForTests,
} from '../../src/server/referrals/password';

/**
 * The lowest cost a stored hash may have (the shop reads ln=10 and up): 1 MiB and a few
 * milliseconds, where the shop's own takes 32 MiB and a quarter second (decision 319).
 */
export const testHashingCost = { logN: 10, r: 8, p: 1 } as const;

/** Every unit test file starts so (`unit-setup.ts`). */
export function hashAtTestCost(): void {
  setHashingCostForTests(testHashingCost);
}

/** For a test of what the cost buys: new hashes at the shop's own parameters. */
export function hashAtProductionCost(): void {
  setHashingCostForTests(currentScryptParameters);
}
