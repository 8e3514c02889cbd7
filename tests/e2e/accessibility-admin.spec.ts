import { adminPages, affiliatePages, describeAxeChecks } from './support/accessibility-pages';

// Issue 12: zero axe-core violations (WCAG 2.2 AA, target size on) in the admin and affiliate
// areas, their dialogs included, at 390 and 1280 px.
describeAxeChecks(
  'accessibility of the admin and affiliate areas: zero axe-core violations (WCAG 2.2 AA, target size)',
  [...affiliatePages, ...adminPages],
);
