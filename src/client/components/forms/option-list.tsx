import type { ComponentProps } from 'react';
import { NativeSelect } from '../ui/native-select';
import type { Option } from './birth-options';

/** The options of a native select, led by an empty "choose" entry. */
export function OptionList({ options, placeholder }: { options: Option[]; placeholder: string }) {
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
}

/** A native select of these options, starting unchosen; any other prop goes to the select. */
export function OptionSelect({
  options,
  placeholder,
  ...props
}: ComponentProps<typeof NativeSelect> & { options: Option[]; placeholder: string }) {
  return (
    <NativeSelect {...props}>
      <OptionList options={options} placeholder={placeholder} />
    </NativeSelect>
  );
}
