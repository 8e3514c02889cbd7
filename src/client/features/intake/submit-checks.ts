import { intakeMessages } from '../../../common/intake';

interface MasterBlueprintReadiness {
  purchaseId: string | null;
  resumeCount: number;
  palmPhotoCount: number;
}

/**
 * The Master Blueprint submit checks, in the spec's order (docs/product.md §5): the first unmet one's
 * message, or null when the answers themselves are next to check.
 */
export function masterBlueprintBlocker(input: MasterBlueprintReadiness): string | null {
  if (!input.purchaseId) return intakeMessages.orderMissing;
  if (input.resumeCount < 1) return intakeMessages.resumeMissing;
  if (input.palmPhotoCount < 2) return intakeMessages.palmPhotosMissing;
  return null;
}
