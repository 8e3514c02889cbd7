import { ADMIN_MAX_PAGE_SIZE } from '../../../../common/admin';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useAdminAffiliates } from '../api/get-admin-affiliates';

interface AffiliateFilterProps {
  id: string;
  value: string;
  onChange: (affiliateId: string) => void;
}

/** Orders referred by one affiliate: the newest 100 affiliates to choose from. */
export function AffiliateFilter({ id, value, onChange }: AffiliateFilterProps) {
  const affiliates = useAdminAffiliates('', true, ADMIN_MAX_PAGE_SIZE);
  const items = affiliates.data?.pages.flatMap((page) => page.items) ?? [];
  const isKnown = value === '' || items.some((item) => item.id === value);
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>Referred by</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any or no affiliate</option>
        {isKnown ? null : <option value={value}>The chosen affiliate</option>}
        {items.map((affiliate) => (
          <option key={affiliate.id} value={affiliate.id}>
            {affiliate.name} ({affiliate.referralCode})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
