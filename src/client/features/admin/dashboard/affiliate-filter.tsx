import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { AffiliateOptions, useAffiliateChoices } from '../affiliates/affiliate-options';

interface AffiliateFilterProps {
  id: string;
  value: string;
  onChange: (affiliateId: string) => void;
}

/** Orders referred by one affiliate: the newest 100 affiliates to choose from. */
export function AffiliateFilter({ id, value, onChange }: AffiliateFilterProps) {
  const affiliates = useAffiliateChoices();
  const isKnown = value === '' || affiliates.some((affiliate) => affiliate.id === value);
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>Referred by</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any or no affiliate</option>
        {isKnown ? null : <option value={value}>The chosen affiliate</option>}
        <AffiliateOptions affiliates={affiliates} />
      </NativeSelect>
    </div>
  );
}
