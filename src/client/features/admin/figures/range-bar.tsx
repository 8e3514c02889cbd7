import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { ChoiceButtons } from '../shared/choice-buttons';
import {
  groupingNames,
  groupings,
  presetNames,
  presetOf,
  presetRange,
  rangePresets,
  utcToday,
  type CheckedRange,
  type Grouping,
  type RangeFields,
} from './figures-range';

const endNames = { from: 'From', to: 'To' } as const;

interface RangeBarProps {
  fields: RangeFields;
  messages: CheckedRange['messages'];
  onChange: (change: Partial<RangeFields>) => void;
}

/** The presets, the days from and to (UTC) and the grouping: what the whole page shows. */
export function RangeBar({ fields, messages, onChange }: RangeBarProps) {
  const today = utcToday();
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-surface/60 p-4">
      <ChoiceButtons
        label="Range"
        choices={rangePresets}
        names={presetNames}
        chosen={presetOf(fields, today)}
        onChoose={(preset) => onChange(presetRange(preset, today))}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-start">
        {(['from', 'to'] as const).map((end) => (
          <FormField
            key={end}
            label={endNames[end]}
            error={messages?.[end]}
            className="min-w-0 sm:w-44"
          >
            <Input
              type="date"
              value={fields[end]}
              max={today}
              onChange={(event) => onChange({ [end]: event.target.value })}
            />
          </FormField>
        ))}
        <FormField label="Group by" className="col-span-2 sm:w-40">
          <NativeSelect
            value={fields.by}
            onChange={(event) => onChange({ by: event.target.value as Grouping })}
          >
            {groupings.map((grouping) => (
              <option key={grouping} value={grouping}>
                {groupingNames[grouping]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <p className="text-xs text-muted">Days are UTC days, both ends included.</p>
    </div>
  );
}
