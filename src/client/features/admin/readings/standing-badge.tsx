import { DUE_SOON_BUSINESS_DAYS, type DueStanding } from '../../../../common/reading-due';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const looks: Record<DueStanding, Pick<BadgeProps, 'variant'> & { label: string }> = {
  overdue: { variant: 'destructive', label: 'Overdue' },
  'due-soon': { variant: 'warning', label: `Due within ${DUE_SOON_BUSINESS_DAYS} business days` },
  'on-time': { variant: 'outline', label: 'On schedule' },
  'waiting-on-customer': { variant: 'default', label: 'Clock stopped' },
};

export function StandingBadge({ standing }: { standing: DueStanding }) {
  const look = looks[standing];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
