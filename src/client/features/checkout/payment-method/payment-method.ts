import type { ReactNode } from 'react';
import type { PersonInput } from '../../../../common/person';

export type PaymentConfirmation =
  | { status: 'succeeded'; paymentIntentId: string }
  /** The provider refused (declined card, incomplete field): its message is for the customer. */
  | { status: 'failed'; message: string };

/** What the checkout form needs from the card form, whichever provider draws it. */
export interface PaymentMethod {
  /** The card form has loaded and can take a payment. */
  isReady: boolean;
  /** The card fields, drawn where the form puts them. */
  fields: ReactNode;
  /** Checks the card fields and shows their messages; returns the first problem or null. */
  validate(): Promise<string | null>;
  /**
   * Shows why a payment failed next to the card field (role="alert", tied to the field), until
   * the buyer changes the card: the toast that also says it fades.
   */
  showFailure(message: string): void;
  /**
   * Charges the card on the intent the checkout opened when Pay was pressed. Throws only for
   * the unexpected (network, provider outage).
   */
  confirm(input: {
    /** The card's holder: the buyer, whether the reading is theirs or a gift. */
    person: Pick<PersonInput, 'fullName' | 'email' | 'phone'>;
    returnUrl: string;
    intent: { clientSecret: string; paymentIntentId: string };
  }): Promise<PaymentConfirmation>;
}

export interface PaymentMethodProps {
  /** What the card form will charge, in cents: Stripe draws its form before any intent exists. */
  amountCents: number;
  /** Renders the checkout form around the provider's card form. */
  children: (method: PaymentMethod) => ReactNode;
}
