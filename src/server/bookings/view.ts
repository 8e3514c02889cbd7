import { asc, eq } from 'drizzle-orm';
import {
  isMeetingLinkShown,
  type BookingView,
  type OrderSessionsView,
} from '../../common/bookings';
import { findProduct, liveSessionsOf } from '../../common/catalogue';
import { bookings, type Booking, type Purchase } from '../db/schema';
import { bookableKinds } from './bookable';
import { readerForOrder, findReader } from './readers';
import { slotsFor, type BookingDeps } from './slots';

const MINUTE_MS = 60_000;
/** The page lists this many free starts per kind; enough for the horizon's weeks. */
const SLOTS_SHOWN = 400;

export async function orderBookings(
  deps: Pick<BookingDeps, 'db'>,
  purchaseId: string,
): Promise<Booking[]> {
  return deps.db
    .select()
    .from(bookings)
    .where(eq(bookings.purchaseId, purchaseId))
    .orderBy(asc(bookings.startsAt));
}

/** The order's sessions as the reading page shows them to its customer. */
export async function orderSessionsView(
  deps: BookingDeps,
  purchase: Purchase,
  supportEmail: string,
  options: { isAdmin?: boolean } = {},
): Promise<OrderSessionsView> {
  const product = findProduct(purchase.productId);
  const kinds = product ? liveSessionsOf(product) : [];
  const now = deps.now();
  const isPaid = purchase.paymentStatus === 'completed';
  const open = isPaid ? await bookableKinds(deps.db, purchase.id, kinds) : [];
  const rows = await orderBookings(deps, purchase.id);
  const reader = kinds.length
    ? await readerForOrder(deps.db, purchase, deps.rules.defaultReaderEmail)
    : null;
  const readerLinks = new Map<string, string | null>();
  for (const readerId of new Set(rows.map((row) => row.readerId))) {
    readerLinks.set(readerId, (await findReader(deps.db, readerId))?.meetingLink ?? null);
  }
  const viewOf = (row: Booking): BookingView => {
    const isLive = isMeetingLinkShown(row, now);
    return {
      id: row.id,
      sessionKey: row.sessionKey,
      sessionNumber: row.sessionNumber,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      status: row.status,
      canChange:
        isPaid &&
        row.status === 'booked' &&
        (options.isAdmin ||
          now.getTime() <= row.startsAt.getTime() - deps.rules.changeNoticeHours * 60 * MINUTE_MS),
      meetingLink: isLive ? (readerLinks.get(row.readerId) ?? null) : null,
    };
  };
  const result = [];
  for (const kind of kinds) {
    const isBookable = open.some((item) => item.key === kind.key);
    const own = rows.filter((row) => row.sessionKey === kind.key && row.status !== 'cancelled');
    // Free times while some remain to book or a booked one may still move.
    const isOpen = own.length < kind.count || own.some((row) => row.status === 'booked');
    const slots =
      isBookable && reader && isOpen ? (await slotsFor(deps, reader, kind, options)).free : [];
    result.push({
      key: kind.key,
      name: kind.name,
      minutes: kind.minutes,
      count: kind.count,
      isBookable,
      bookableFrom: kind.bookableFrom,
      bookings: own.map(viewOf),
      slots: slots.slice(0, SLOTS_SHOWN).map((slot) => slot.start.toISOString()),
    });
  }
  return {
    readerName: reader?.name ?? null,
    kinds: result,
    changeNoticeHours: deps.rules.changeNoticeHours,
    supportEmail,
  };
}
