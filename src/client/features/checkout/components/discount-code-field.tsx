import { LoaderCircle, TicketPercent, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CodeQuote } from '../../../../common/discount-codes';
import { formatCents } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api-client';
import { quoteCode } from '../api/quote-code';

const ENTER_A_CODE = 'Please enter a code.';
const COULD_NOT_CHECK = 'The code could not be checked. Please try again.';

interface DiscountCodeFieldProps {
  productId: number;
  applied: CodeQuote | null;
  onApply: (quote: CodeQuote) => void;
  onRemove: () => void;
  /** Why the server refused the applied code at Pay (used up meanwhile); shown here. */
  refusal: string | null;
  /** A code the link came with (`?code=`): checked once, as if typed and applied. */
  initialCode?: string;
}

/**
 * "Have a discount code?": the buyer types one and applies it; the server says what it takes
 * off or, in plain words, why it cannot be used. The price it shows is checked again at Pay.
 */
export function DiscountCodeField({
  productId,
  applied,
  onApply,
  onRemove,
  refusal,
  initialCode,
}: DiscountCodeFieldProps) {
  const [isOpen, setOpen] = useState(Boolean(initialCode));
  const [text, setText] = useState(initialCode ?? '');
  const [isChecking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const shown = message ?? refusal;

  async function apply(code: string) {
    if (isChecking) return;
    if (!code.trim()) {
      setMessage(ENTER_A_CODE);
      input.current?.focus();
      return;
    }
    setChecking(true);
    setMessage(null);
    try {
      const reply = await quoteCode({ productId, code });
      if (reply.ok) onApply(reply.quote);
      else setMessage(reply.message);
    } catch (error) {
      setMessage(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : COULD_NOT_CHECK,
      );
    } finally {
      setChecking(false);
    }
  }

  const hasTriedInitial = useRef(false);
  useEffect(() => {
    if (!initialCode || hasTriedInitial.current) return;
    hasTriedInitial.current = true;
    void apply(initialCode);
    // Once, for the code the link came with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Enter applies the code; it must not press Pay.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply(text);
  };

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gold/30 bg-gold/5 px-3 py-2 text-sm">
        <p className="flex items-start gap-2">
          <TicketPercent className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
          <span>
            Code <strong className="font-semibold text-foreground">{applied.code}</strong> applied:{' '}
            {applied.label}, you save {formatCents(applied.discountCents)}.
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            onRemove();
            setOpen(true);
            setMessage(null);
          }}
        >
          <X aria-hidden />
          Remove code
        </Button>
      </div>
    );
  }

  if (!isOpen) {
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          queueMicrotask(() => input.current?.focus());
        }}
        className="justify-self-start rounded-sm text-sm font-semibold text-gold-bright underline underline-offset-4 hover:text-foreground"
      >
        Have a discount code?
      </button>
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Discount code</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? messageId : undefined}
          className="uppercase"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void apply(text)}
          disabled={isChecking}
        >
          {isChecking ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Apply
        </Button>
      </div>
      {shown ? (
        <p id={messageId} role="alert" className="text-sm text-red-300">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
