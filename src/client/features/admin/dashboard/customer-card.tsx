import { Link } from 'wouter';
import type { AdminCustomer } from '../../../../common/admin';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ContactLine } from '../shared/contact-line';
import { formatAdminDate } from '../shared/format';

export function CustomerCard({ user }: { user: AdminCustomer }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="font-sans text-base font-semibold">{user.fullName}</h2>
        <ContactLine kind="email" value={user.email} />
        {user.phone ? <ContactLine kind="phone" value={user.phone} /> : null}
        <p className="mt-1 text-xs text-muted">Joined {formatAdminDate(user.createdAt)}</p>
      </div>
      <Button asChild variant="outline" size="sm" className="shrink-0">
        <Link href={`/admin/client/${user.id}`} aria-label={`View details of ${user.fullName}`}>
          View Details
        </Link>
      </Button>
    </Card>
  );
}
