import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/**
 * A field for a code typed as it is printed (a discount code, a referral code, an order
 * reference): shown in monospaced capitals, and never completed, capitalised word by word or
 * spell-checked by the browser or a phone's keyboard.
 */
export function CodeInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      className={cn('font-mono uppercase', className)}
      {...props}
    />
  );
}
