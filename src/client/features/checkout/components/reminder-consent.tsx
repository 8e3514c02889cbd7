import { checkoutReminderMessages } from '../../../../common/checkout-reminders';
import { HintedCheckbox } from './hinted-checkbox';

/** The box for one reminder of this checkout: off until the buyer ticks it (decision 360). */
export function ReminderConsent({
  isWanted,
  onChange,
}: {
  isWanted: boolean;
  onChange: (isWanted: boolean) => void;
}) {
  return (
    <HintedCheckbox
      label={checkoutReminderMessages.consentLabel}
      hint={checkoutReminderMessages.consentHint}
      labelClassName="text-sm font-medium"
      checked={isWanted}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
