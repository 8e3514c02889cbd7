import { useCallback, useId } from 'react';
import { libraryGroups, type LibraryGroupName } from '../../../../common/library';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchBox } from '../shared/search-box';
import type { LibraryView } from './library-view';

/** The search, the group and the edited-only filter, all kept in the URL. */
export function LibraryFilters({
  view,
  onChange,
}: {
  view: LibraryView;
  onChange: (change: Partial<LibraryView>) => void;
}) {
  const groupId = useId();
  const onSearch = useCallback((query: string) => onChange({ query }), [onChange]);
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_15rem] md:items-start">
      <SearchBox
        value={view.query}
        onSearch={onSearch}
        placeholder="venus 7th, generator…"
        hint="The factor, its group or words of the text; every word must match."
        maxLength={100}
      />
      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={groupId}>Group</Label>
          <NativeSelect
            id={groupId}
            value={view.group}
            onChange={(event) =>
              onChange({
                group: libraryGroups.find((group) => group === event.target.value) ?? '',
              })
            }
          >
            <option value="">All groups</option>
            {libraryGroups.map((group: LibraryGroupName) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex min-h-6 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={view.isEditedOnly}
            onChange={(event) => onChange({ isEditedOnly: event.target.checked })}
            className="size-4 accent-gold"
          />
          Edited only
        </label>
      </div>
    </div>
  );
}
