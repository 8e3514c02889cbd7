import { messageOf } from '../../../lib/api-client';
import { todayIso } from '../affiliates/payout-fields';
import { useAdminCodes } from '../api/discount-codes';
import { ListMessage } from '../dashboard/load-more';
import { AdminPageHeader } from '../shared/admin-page-states';
import { CodeCards } from './code-cards';
import { CodesTable } from './codes-table';
import { CreateCodeDialog } from './create-code-dialog';

/** The discount codes (issue 40): make one, see what each brought, archive one. */
export function DiscountCodes() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <AdminPageHeader title="Discount codes">
        Codes a customer types at the checkout, newest first, with the paid orders each brought.
        Dates are UTC days, the last one included.
      </AdminPageHeader>
      <CreateCodeDialog />
      <CodeList />
    </div>
  );
}

function CodeList() {
  const codes = useAdminCodes();
  if (codes.isPending) return <ListMessage>Loading codes…</ListMessage>;
  if (codes.isError) {
    return <ListMessage>{messageOf(codes.error, 'Could not load the codes.')}</ListMessage>;
  }
  if (codes.data.length === 0) {
    return <ListMessage>No codes yet. Create one to offer a discount at the checkout.</ListMessage>;
  }
  const today = todayIso();
  return (
    <>
      <CodeCards codes={codes.data} today={today} className="md:grid-cols-2 lg:hidden" />
      <CodesTable codes={codes.data} today={today} className="hidden lg:block" />
    </>
  );
}
