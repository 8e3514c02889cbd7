import { describe, expect, it } from 'vitest';
import {
  errorCodeOfStatus,
  errorCodes,
  readErrorReply,
  statusByErrorCode,
  type ErrorCode,
} from './error-codes';

describe('error codes shared by the server and the browser', () => {
  it('gives every code its own HTTP status, and reads the code back from it', () => {
    const codes = Object.values(errorCodes);
    expect(Object.keys(statusByErrorCode).sort()).toEqual([...codes].sort());
    const statuses = codes.map((code) => statusByErrorCode[code]);
    expect(new Set(statuses).size).toBe(codes.length);
    for (const code of codes) expect(errorCodeOfStatus(statusByErrorCode[code])).toBe(code);
  });

  it('names a status without a code of its own by its class', () => {
    expect(errorCodeOfStatus(418)).toBe<ErrorCode>('bad_request');
    expect(errorCodeOfStatus(504)).toBe<ErrorCode>('internal');
  });

  it('reads a failed reply, keeping only what has the right shape', () => {
    expect(
      readErrorReply(
        JSON.stringify({
          error: 'conflict',
          message: 'This referral code is already taken',
          fieldErrors: { referralCode: 'This referral code is already taken', other: 3 },
        }),
      ),
    ).toEqual({
      error: 'conflict',
      message: 'This referral code is already taken',
      fieldErrors: { referralCode: 'This referral code is already taken' },
    });
    expect(readErrorReply(JSON.stringify({ error: 'teapot', message: 7 }))).toEqual({});
    expect(readErrorReply('<html>Bad Gateway</html>')).toBeNull();
    expect(readErrorReply('[1,2]')).toBeNull();
  });
});
