import { memo, type ComponentProps } from 'react';
import { NativeSelect } from '../ui/native-select';
import type { Option } from './birth-options';

/**
 * The options of a native select, led by an empty "choose" entry. Drawn once for a list: a form
 * that draws its messages again (a submit with blanks) leaves its hundred birth years and sixty
 * minutes as they were.
 */
export const OptionList = memo(function OptionList({
  options,
  placeholder,
}: {
  options: readonly Option[];
  placeholder: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
});

/** A native select of these options, starting unchosen; any other prop goes to the select. */
export function OptionSelect({
  options,
  placeholder,
  ...props
}: ComponentProps<typeof NativeSelect> & { options: readonly Option[]; placeholder: string }) {
  return (
    <NativeSelect {...props}>
      <OptionList options={options} placeholder={placeholder} />
    </NativeSelect>
  );
}
