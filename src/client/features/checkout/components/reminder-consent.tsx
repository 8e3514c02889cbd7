import { useId } from 'react';
import { checkoutReminderMessages } from '../../../../common/checkout-reminders';

/** The box for one reminder of this checkout: off until the buyer ticks it (decision 360). */
export function ReminderConsent({
  isWanted,
  onChange,
}: {
  isWanted: boolean;
  onChange: (isWanted: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <label className="flex w-fit items-start gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-gold"
          aria-describedby={hintId}
          checked={isWanted}
          onChange={(event) => onChange(event.target.checked)}
        />
        {checkoutReminderMessages.consentLabel}
      </label>
      <p id={hintId} className="pl-6 text-sm text-muted">
        {checkoutReminderMessages.consentHint}
      </p>
    </div>
  );
}
