import { findProduct, type Product } from '../../../common/catalogue';
import { tierCheckoutProduct } from '../../../common/routes';
import { tiers } from '../../../common/tiers';
import { countWords, type WrittenDoc } from '../../../common/written-reading';
import type { WorkspaceChecklist } from '../../../common/workspace';

/** A printed page of the shop's documents holds about this many words of a reader's text. */
export const WORDS_PER_PAGE = 300;

/** "30-page report" in a tier's list of what it includes. */
function pagesOfTier(tierNumber: number): number | null {
  const tier = tiers.find((candidate) => candidate.number === tierNumber);
  for (const item of tier?.includes ?? []) {
    const match = /^(\d+)-page report$/.exec(item);
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * The pages the shop promises for a product's reading: its tier page's "N-page report", or that of
 * the product it builds on (products 7 and 8 are sold as "everything in" product 6 and more).
 */
export function promisedPagesOf(product: Product): number | null {
  for (let current: Product | undefined = product; current;) {
    const tier = Object.entries(tierCheckoutProduct).find(([, id]) => id === current?.id);
    const pages = tier ? pagesOfTier(Number(tier[0])) : null;
    if (pages !== null) return pages;
    current = current.buildsOn === null ? undefined : findProduct(current.buildsOn);
  }
  return null;
}

/** The promise shared across the product's written sections, in words (decision 267). */
export function promisedWordsPerSection(product: Product): number | null {
  const pages = promisedPagesOf(product);
  const sections = product.writtenDocuments.length;
  if (pages === null || sections === 0) return null;
  return Math.round((pages * WORDS_PER_PAGE) / sections / 50) * 50;
}

export interface ChecklistInput {
  sections: { doc: WrittenDoc | null; promisedWords: number | null }[];
  hasPalmPhotos: boolean;
  hasResume: boolean;
  palmPhotosLookedAt: boolean;
  resumeLookedAt: boolean;
}

/** What must be true before "Deliver": every section written, long enough, the files looked at. */
export function checklistOf(input: ChecklistInput): WorkspaceChecklist {
  const words = input.sections.map((section) => (section.doc ? countWords(section.doc) : 0));
  const everySectionWritten = words.every((count) => count > 0);
  const lengthReached = input.sections.every(
    (section, index) => (words[index] ?? 0) >= (section.promisedWords ?? 1),
  );
  const palmPhotosLookedAt = input.hasPalmPhotos ? input.palmPhotosLookedAt : null;
  const resumeLookedAt = input.hasResume ? input.resumeLookedAt : null;
  return {
    everySectionWritten,
    lengthReached,
    palmPhotosLookedAt,
    resumeLookedAt,
    isReady:
      everySectionWritten &&
      lengthReached &&
      palmPhotosLookedAt !== false &&
      resumeLookedAt !== false,
  };
}
