/** The affirmation deck of The Compass Package: 52 cards drawn from one chart. */
export { deckSize, selectAffirmations } from './select-affirmations';
export { ordinal, placementLabel } from './placement-label';
export type { AffirmationCard, AffirmationFactor } from './affirmation-types';
