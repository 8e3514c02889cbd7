// The policy pages import from here, so their shared parts travel as one chunk: fewer files for
// the router's table of lazy pages to name, which the landing page's first load carries.
export {
  computedReportNames,
  guaranteeGroups,
  joinNames,
  preparedReadingNames,
} from './catalogue-facts';
export { DeliveryList } from './delivery-list';
export { PolicyArticle, SupportEmail, type PolicySection } from './policy-article';
export { retention } from './retention';
