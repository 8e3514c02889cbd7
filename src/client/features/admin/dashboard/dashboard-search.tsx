import { ADMIN_SEARCH_MIN_LENGTH } from '../../../../common/admin';
import { SearchBox } from '../shared/search-box';

/** The dashboard's search of the active tab, kept in the URL. */
export function DashboardSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (query: string) => void;
}) {
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      placeholder="Name, e-mail, order id…"
      hint={`Searches the active tab once you type more than ${ADMIN_SEARCH_MIN_LENGTH - 1} characters.`}
    />
  );
}
