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
