import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ADMIN_SEARCH_MIN_LENGTH } from '../../../../common/admin';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

const TYPING_PAUSE_MS = 300;

/** The search box; it writes to the URL once typing pauses, so each key sends no request. */
export function DashboardSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (query: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (back button, a cleared filter): show what it says.
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
          placeholder="Name, e-mail, order id…"
          className="pl-9"
          aria-describedby={`${id}-hint`}
          autoComplete="off"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Searches the active tab once you type more than {ADMIN_SEARCH_MIN_LENGTH - 1} characters.
      </p>
    </div>
  );
}
