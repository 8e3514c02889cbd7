import { Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

const TYPING_PAUSE_MS = 300;

/**
 * An admin page's search box: it hands on what is typed once typing pauses (the page writes it
 * to the URL), so each key sends no request, and shows what the URL says when that changes from
 * elsewhere (the back button, a cleared filter).
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  hint,
  maxLength,
}: {
  value: string;
  onSearch: (query: string) => void;
  placeholder: string;
  /** Said under the box: what the search reads. */
  hint: ReactNode;
  maxLength?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
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
          placeholder={placeholder}
          className="pl-9"
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          maxLength={maxLength}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
    </div>
  );
}
