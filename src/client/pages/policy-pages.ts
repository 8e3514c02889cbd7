import type { ComponentType } from 'react';

/**
 * The five policy pages, each still its own chunk, behind one small loader chunk: the landing
 * page's first-load JS then names one file for all five instead of five files and their
 * shared parts (docs/decisions/116).
 */
const loaders = {
  refunds: () => import('./refunds-page'),
  terms: () => import('./terms-page'),
  privacy: () => import('./privacy-page'),
  faq: () => import('./faq-page'),
  aboutReaders: () => import('./about-readers-page'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type PolicyPageKey = keyof typeof loaders;

export function loadPage(key: PolicyPageKey): Promise<{ default: ComponentType }> {
  return loaders[key]();
}
