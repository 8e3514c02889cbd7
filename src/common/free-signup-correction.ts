import { z } from 'zod';
import { singleLineText } from './plain-text';

/**
 * `PUT /api/admin/free-signups/:signupId/birthplace`: an admin corrects the birthplace a free
 * sign-up typed, and its summary is sent again (issue 24).
 */
export const freeSignupBirthplaceInputSchema = z.object({
  birthLocation: singleLineText()
    .min(2, 'Please enter the town or city of birth.')
    .max(200, 'Keep the birthplace within 200 characters.'),
});
export type FreeSignupBirthplaceInput = z.infer<typeof freeSignupBirthplaceInputSchema>;

export const freeSignupMessages = {
  notFound: 'Free sign-up not found',
  placeUnknown:
    'We could not find that town. Write it as "Town, Country", e.g. "Cologne, Germany".',
  resent: 'Birthplace corrected; the summary is on its way again.',
} as const;

export interface FreeSignupBirthplaceCorrected {
  /** The birthplace as the lookup names it, now on the sign-up. */
  birthLocation: string;
  emailJobId: string;
}
