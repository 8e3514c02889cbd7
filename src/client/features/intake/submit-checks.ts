import { intakeMessages } from '../../../common/intake';

interface MasterBlueprintReadiness {
  purchaseId: string | null;
  resumeCount: number;
  palmPhotoCount: number;
}

/**
 * The Master Blueprint submit checks, in the spec's order (SPEC.md 5): the first unmet one's
 * message, or null when the answers themselves are next to check.
 */
export function masterBlueprintBlocker(input: MasterBlueprintReadiness): string | null {
  if (!input.purchaseId) return intakeMessages.purchaseMissing;
  if (input.resumeCount < 1) return intakeMessages.resumeMissing;
  if (input.palmPhotoCount < 2) return intakeMessages.palmPhotosMissing;
  return null;
}

/**
 * The server's field errors are keyed by response field (`currentJob`, or `responses.currentJob`);
 * the ones this form has go under their fields, the rest only to the toast.
 */
export function responseFieldErrors<Field extends string>(
  fieldErrors: Record<string, string>,
  fields: readonly Field[],
): Array<[Field, string]> {
  const known = new Set<string>(fields);
  const matched: Array<[Field, string]> = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = key.startsWith('responses.') ? key.slice('responses.'.length) : key;
    if (known.has(field)) matched.push([field as Field, message]);
  }
  return matched;
}
