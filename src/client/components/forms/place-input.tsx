import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { fieldClasses } from '../ui/input';
import { cn } from '../../lib/cn';
import { useSuggestionPlacement } from './suggestion-placement';
import { usePlaceSuggestions } from './use-place-suggestions';

type PlaceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** What a pointer moving onto means the visitor is heading for another control. */
const OTHER_CONTROL = 'button, a[href], input, select, textarea, [role="button"]';

/**
 * Where the pointer was before the event being handled. The browser also reports a move,
 * from the same place, when the page scrolls under a resting pointer: that is no move.
 */
const pointer = { previous: null as { x: number; y: number } | null, x: NaN, y: NaN };
if (typeof window !== 'undefined') {
  window.addEventListener(
    'pointermove',
    (event) => {
      pointer.previous = Number.isNaN(pointer.x) ? null : { x: pointer.x, y: pointer.y };
      pointer.x = event.clientX;
      pointer.y = event.clientY;
    },
    { capture: true, passive: true },
  );
}

function isRealMove(event: PointerEvent): boolean {
  const before = pointer.previous;
  return !before || before.x !== event.clientX || before.y !== event.clientY;
}

/**
 * Free text with suggestions as the visitor types (ARIA combobox). Picking one fills
 * "City, Region, Country"; anything typed is still accepted as it is.
 *
 * The list never lies in the visitor's way: it opens on the side where it covers none of the
 * form's buttons (`suggestion-placement.ts`), and once the pointer moves onto another control
 * the visitor has moved on: the list closes, and suggestions that arrive later stay closed
 * until they type in the field again.
 */
export function PlaceInput({ value, onChange, onBlur, className, ref, ...props }: PlaceInputProps) {
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { list: suggestions, isUpdating } = usePlaceSuggestions(isOpen ? value : '');
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isExpanded = isOpen && suggestions.length > 0;
  const placement = useSuggestionPlacement(inputRef, isExpanded, suggestions.length);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // While suggestions are wanted (shown or still on their way), a pointer moved onto another
  // control closes them: that is where the visitor is going.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerMove = (event: PointerEvent) => {
      if (!isRealMove(event)) return;
      const target = event.target;
      if (!(target instanceof Element) || wrapperRef.current?.contains(target)) return;
      if (target.closest(OTHER_CONTROL)) {
        setIsOpen(false);
        setActiveIndex(-1);
      }
    };
    document.addEventListener('pointermove', onPointerMove, { passive: true });
    return () => document.removeEventListener('pointermove', onPointerMove);
  }, [isOpen]);

  const setInputRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const choose = (name: string) => {
    onChange(name);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  return (
    <div className="relative" ref={wrapperRef}>
      <input
        {...props}
        ref={setInputRef}
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
        onFocus={(event) => {
          // Back in the field before the last blur's close ran: that close is stale.
          clearTimeout(closeTimer.current);
          props.onFocus?.(event);
        }}
        onChange={(event) => {
          clearTimeout(closeTimer.current);
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
        aria-busy={isOpen && isUpdating}
        hidden={!isExpanded}
        data-side={placement.side}
        style={{ maxHeight: placement.maxHeight }}
        className={cn(
          'absolute z-30 w-full overflow-auto rounded-md border border-border bg-surface-raised py-1 shadow-xl',
          placement.side === 'below' ? 'top-full mt-1' : 'bottom-full mb-1',
        )}
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
