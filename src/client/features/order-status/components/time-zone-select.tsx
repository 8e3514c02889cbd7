import { memo, useState } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { viewerZone } from '../../../../common/format';
import { zones } from './session-times';

interface TimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
}

/**
 * "Your time zone": the device's list of every zone. Closed, it shows only the chosen zone; the
 * other 400-odd options are drawn when the list is first pressed or focused, before it opens.
 * Kept out of the page until then, they are not restyled with it: opening the confirm step
 * restyles the whole page, and they were 38 % of what it restyled (decision 379).
 */
export const TimeZoneSelect = memo(function TimeZoneSelect({
  value,
  onChange,
}: TimeZoneSelectProps) {
  const [isUsed, setUsed] = useState(false);
  const use = () => setUsed(true);
  return (
    <NativeSelect
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onPointerDown={use}
      onFocus={use}
    >
      {(isUsed ? zones(viewerZone(), value) : [value]).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </NativeSelect>
  );
});
