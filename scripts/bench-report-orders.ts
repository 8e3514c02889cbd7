/**
 * The buyers `npm run bench:report` draws documents for: each order a different birth, place and
 * name (some needing the latin-ext fonts), so no document is drawn twice from the same text and
 * what the render thread remembers between orders counts only as far as real orders share it.
 */
import { computeNatalChart } from '../src/astrology';
import type { PersonInput } from '../src/common/person';
import type { ReportInput } from '../src/server/reports/report-input';

export interface BenchBuyer {
  fullName: string;
  /** "YYYY-MM-DD" and 24-hour "HH:MM". */
  date: string;
  time: string;
  place: string;
}

export const benchBuyers: readonly BenchBuyer[] = [
  { fullName: 'Barbara Ann Dunham', date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' },
  { fullName: 'Zoë Brașoveanu-Łukasz', date: '1990-02-11', time: '06:05', place: 'Łódź, Poland' },
  { fullName: 'Amélie Durand', date: '1975-11-30', time: '13:40', place: 'Lyon, France' },
  { fullName: 'Noah Park', date: '2001-06-21', time: '23:10', place: 'Melbourne, Australia' },
  { fullName: 'Ruth Okafor', date: '1948-03-09', time: '04:55', place: 'Chicago, IL' },
  { fullName: 'Ioana Popescu', date: '1983-09-17', time: '17:20', place: 'Brașov, Romania' },
  { fullName: 'Lena Duarte', date: '1991-07-21', time: '15:45', place: 'Seattle, WA' },
  { fullName: 'Jonas Weber', date: '1969-12-02', time: '08:15', place: 'Cologne, Germany' },
  { fullName: 'Ingrid Haugen', date: '1984-05-12', time: '06:30', place: 'Oslo, Norway' },
  { fullName: 'Tiago Souza', date: '1995-04-03', time: '11:50', place: 'São Paulo, Brazil' },
  { fullName: 'Agnieszka Wójcik', date: '1979-10-28', time: '21:35', place: 'Kraków, Poland' },
  { fullName: 'Wanjiru Kamau', date: '1988-01-14', time: '02:25', place: 'Nairobi, Kenya' },
];

/** The `index`th buyer, round again past the last. */
export const benchBuyer = (index: number): BenchBuyer => benchBuyers[index % benchBuyers.length]!;

/** What the report job hands the renderer for this buyer's order of `productId`. */
export function reportInputOf(buyer: BenchBuyer, productId: number, index: number): ReportInput {
  const birth = { date: buyer.date, time: buyer.time, place: buyer.place };
  return {
    productId,
    orderReference: `BENCH${String(index).padStart(3, '0')}`,
    fullName: buyer.fullName,
    birth: { date: birth.date, time: birth.time, placeText: birth.place },
    chart: computeNatalChart(birth),
    generatedAt: new Date(),
    shopName: 'Astral Path',
    supportEmail: 'support@astralpath.example',
    publicUrl: 'https://astralpath.example',
  };
}

/** The buyer as the checkout's form sends them (12-hour clock, a unique e-mail). */
export function checkoutPersonOf(buyer: BenchBuyer, index: number): PersonInput {
  const [year = '', month = '', day = ''] = buyer.date.split('-');
  const [hour = 0, minute = 0] = buyer.time.split(':').map(Number);
  return {
    fullName: buyer.fullName,
    email: `bench.report.${index}.${Date.now()}@astral.test`,
    phone: '+1 206 555 0147',
    birthMonth: month,
    birthDay: day,
    birthYear: year,
    birthHour: String(hour % 12 === 0 ? 12 : hour % 12),
    birthMinute: String(minute).padStart(2, '0'),
    ampm: hour < 12 ? 'AM' : 'PM',
    birthLocation: buyer.place,
  };
}
