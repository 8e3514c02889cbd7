import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { fieldClasses } from '../ui/input';
import { cn } from '../../lib/cn';
import { usePlaceSuggestions } from './use-place-suggestions';

type PlaceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Free text with suggestions as the visitor types (ARIA combobox). Picking one fills
 * "City, Region, Country"; anything typed is still accepted as it is.
 */
export function PlaceInput({ value, onChange, onBlur, className, ref, ...props }: PlaceInputProps) {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = usePlaceSuggestions(isOpen ? value : '');
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isExpanded = isOpen && suggestions.length > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (name: string) => {
    onChange(name);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  return (
    <div className="relative">
      <input
        {...props}
        ref={ref}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={
          isExpanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
        }
        className={cn(fieldClasses, className)}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          // Only where the visitor is typing: a value replayed into the field after hydration
          // (lib/early-choices.ts) opens no list over a field they have already left.
          setIsOpen(event.target === document.activeElement);
          setActiveIndex(-1);
        }}
        onKeyDown={(event) => {
          if (!isExpanded) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
          } else if (event.key === 'Enter' && activeIndex >= 0) {
            event.preventDefault();
            choose(suggestions[activeIndex]!.name);
          } else if (event.key === 'Escape') {
            setIsOpen(false);
          }
        }}
        onBlur={(event) => {
          // Let a click on a suggestion land before the list closes.
          closeTimer.current = setTimeout(() => setIsOpen(false), 150);
          onBlur?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!isExpanded}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-md border border-border bg-surface-raised py-1 shadow-xl"
      >
        {suggestions.map((place, index) => (
          <li
            key={`${place.name}-${place.latitude}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              index === activeIndex ? 'bg-gold/20 text-foreground' : 'text-muted hover:bg-gold/10',
            )}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place.name)}
          >
            {place.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
