import { AdminPageHeader } from '../shared/admin-page-states';
import { QueueCounts } from './queue-counts';
import { QueueList } from './queue-list';

/** The readers' queue (issue 24): the signed-in admin's own orders first, then every order. */
export function ReadingQueue() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <AdminPageHeader title="Reading queue">
        Every paid order with a reading still to write, soonest due first. Due dates count the
        promised business days from payment or the complete questionnaire; orders waiting on the
        customer have no clock running.
      </AdminPageHeader>
      <QueueCounts linksToQueue={false} />
      <QueueList title="My queue" reader="mine" emptyText="No open reading is assigned to you." />
      <QueueList title="All readings" reader="all" emptyText="No written reading is waiting." />
    </div>
  );
}
