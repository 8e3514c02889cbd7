import { describe, expect, it } from 'vitest';
import { intakeMessages } from '../../../common/intake';
import { ApiError } from '../../lib/api-client';
import { formFieldErrors } from '../../lib/mutation-errors';
import { masterBlueprintBlocker } from './submit-checks';
import { QUESTIONNAIRE_FIELD_PREFIX } from './use-questionnaire-submit';

describe('masterBlueprintBlocker', () => {
  it('checks the purchase id first, then the resume, then both palms', () => {
    expect(masterBlueprintBlocker({ purchaseId: null, resumeCount: 0, palmPhotoCount: 0 })).toBe(
      intakeMessages.orderMissing,
    );
    expect(masterBlueprintBlocker({ purchaseId: '', resumeCount: 1, palmPhotoCount: 2 })).toBe(
      intakeMessages.orderMissing,
    );
    expect(masterBlueprintBlocker({ purchaseId: 'p', resumeCount: 0, palmPhotoCount: 0 })).toBe(
      intakeMessages.resumeMissing,
    );
    expect(masterBlueprintBlocker({ purchaseId: 'p', resumeCount: 0, palmPhotoCount: 2 })).toBe(
      intakeMessages.resumeMissing,
    );
    expect(masterBlueprintBlocker({ purchaseId: 'p', resumeCount: 1, palmPhotoCount: 1 })).toBe(
      intakeMessages.palmPhotosMissing,
    );
  });

  it('lets the answers be checked once the order, the resume and both palms are there', () => {
    expect(
      masterBlueprintBlocker({ purchaseId: 'p', resumeCount: 1, palmPhotoCount: 2 }),
    ).toBeNull();
  });
});

describe('a refused questionnaire’s field messages', () => {
  it('maps the server’s keys to the form’s fields and drops the others', () => {
    const refusal = new ApiError(
      400,
      JSON.stringify({
        error: 'bad_request',
        message: 'Too short',
        fieldErrors: {
          currentJob: 'Too short',
          'responses.idealWork': 'Say more',
          resumePath: 'Not found',
          purchaseId: 'Bad',
        },
      }),
    );
    expect(
      formFieldErrors(
        refusal,
        ['currentJob', 'idealWork', 'futureVision'] as const,
        QUESTIONNAIRE_FIELD_PREFIX,
      ),
    ).toEqual([
      ['currentJob', 'Too short'],
      ['idealWork', 'Say more'],
    ]);
  });
});
