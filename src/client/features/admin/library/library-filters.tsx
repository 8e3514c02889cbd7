import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { libraryGroups, type LibraryGroupName } from '../../../../common/library';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { LibraryView } from './library-view';

const TYPING_PAUSE_MS = 300;

/** The search box; it writes to the URL once typing pauses, so each key sends no request. */
function LibrarySearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (query: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (the back button): show what it says.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="venus 7th, generator…"
          className="pl-9"
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        The factor, its group or words of the text; every word must match.
      </p>
    </div>
  );
}

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
      <LibrarySearchBox value={view.query} onSearch={onSearch} />
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
