// The policy pages import from here, so their shared parts travel as one chunk: fewer files for
// the router's table of lazy pages to name, which the landing page's first load carries.
export {
  computedDocumentNames,
  computedReportNames,
  guaranteeGroups,
  joinNames,
  namesWithQuestionnaire,
  preparedReadingNames,
} from './catalogue-facts';
export { DeliveryList } from './delivery-list';
export { PolicyArticle, SupportEmail, type PolicySection } from './policy-article';
// The periods live in common/, where the server's daily purge reads the same numbers.
export { retention } from '../../../common/retention';
