import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { birthTimeUnknownLabel, type PersonInput } from '../../../common/person';

/** What the form says in place of the time fields once the box is ticked. */
export const birthTimeSetAside =
  'No problem: we draw your chart for noon and say plainly what depends on the time (your Rising sign, houses and the Moon’s exact place). Your Sun sign and most planets stay the same all day.';

/**
 * The time fields of a person form (`children`) and the box that sets them aside, for people
 * who do not know their birth time (decision 306). Ticked, the fields give way to a line saying
 * what happens instead; their old messages go, and the schema no longer asks for them.
 */
export function BirthTimeFields({
  form,
  children,
}: {
  form: UseFormReturn<PersonInput>;
  children: ReactNode;
}) {
  const isUnknown = useWatch({ control: form.control, name: 'birthTimeUnknown' }) === true;
  return (
    <>
      {isUnknown ? <p className="text-sm text-muted">{birthTimeSetAside}</p> : children}
      <label className="flex w-fit items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-gold"
          {...form.register('birthTimeUnknown', {
            onChange: () => form.clearErrors(['birthHour', 'birthMinute', 'ampm']),
          })}
        />
        {birthTimeUnknownLabel}
      </label>
    </>
  );
}
