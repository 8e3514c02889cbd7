import { Mail, Phone } from 'lucide-react';

const contacts = {
  email: {
    icon: Mail,
    label: 'E-mail',
    // An address has no spaces to wrap at: it may break anywhere rather than overflow the card.
    className: 'mt-1 flex items-center gap-2 text-sm break-all text-muted',
  },
  phone: {
    icon: Phone,
    label: 'Phone',
    className: 'mt-1 flex items-center gap-2 text-sm text-muted',
  },
} as const;

/** A card's e-mail or phone line: an icon, and the kind named for screen readers. */
export function ContactLine({ kind, value }: { kind: keyof typeof contacts; value: string }) {
  const { icon: Icon, label, className } = contacts[kind];
  return (
    <p className={className}>
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="sr-only">{label}: </span>
      {value}
    </p>
  );
}
