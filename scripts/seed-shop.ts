/**
 * The customers and orders of `npm run db:seed` (scripts/db-seed.ts): realistic names, e-mails,
 * phones and two years of orders, made by `INSERT ... SELECT generate_series(...)` in batches, so
 * the counter triggers of migration 0005 keep the dashboard counters right as they would for real
 * traffic. Runs on PostgreSQL (node-postgres) and on PGlite alike: both answer `query`.
 */
import { products } from '../src/common/catalogue';

/** What the seed needs of a connection: one session (its temp table), `$n` parameters. */
export interface SeedClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

const BATCH = 50_000;

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sophia',
  'Elijah',
  'Isabella',
  'Lucas',
  'Mia',
  'Mateo',
  'Harper',
  'Levi',
  'Evelyn',
  'Ezra',
  'Aria',
  'Leo',
  'Luna',
  'Kai',
  'Chloe',
  'Hiroshi',
  'Yuki',
  'Priya',
  'Arjun',
  'Fatima',
  'Omar',
  'Ingrid',
  'Lars',
  'Sofia',
  'Diego',
  'Camila',
  'Mateus',
  'Ana',
  'Chen',
  'Mei',
  'Kwame',
  'Amara',
  'Zofia',
  'Tomasz',
  'Aisha',
  'Rafael',
  'Elena',
  'Nikolai',
  'Astrid',
  'Malik',
  'Nadia',
  'Soren',
  'Leilani',
  'Thandiwe',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Nakamura',
  'Tanaka',
  'Patel',
  'Sharma',
  'Okafor',
  'Mensah',
  'Kowalski',
  'Nowak',
  'Johansson',
  'Lindqvist',
  'Rossi',
  'Bianchi',
  'Dubois',
  'Moreau',
  'Schmidt',
  'Fischer',
  'Novak',
  'Silva',
  'Santos',
  'Costa',
  'Haddad',
  'Nguyen',
  'Tran',
  'Kim',
  'Park',
  'Ivanova',
  'Petrov',
  'Murphy',
  "O'Brien",
  'Duarte',
];
const domains = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'proton.me',
  'hey.com',
  'fastmail.com',
  'example.org',
];

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`;

function progress(label: string, done: number, total: number, startedAt: number): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds} s)`,
  );
}

async function seedCustomers(client: SeedClient, total: number, offset: number): Promise<void> {
  const startedAt = Date.now();
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    // n: a number unique to this row across seeding runs, so e-mails never collide.
    await client.query(
      `insert into users (full_name, email, email_key, phone, created_at, updated_at)
       select first || ' ' || last, email, lower(email),
         case when random() < 0.4 then '+1 ' || (200 + (random() * 799)::int) || ' 555 ' ||
           lpad(((random() * 9999)::int)::text, 4, '0') end,
         created, created
       from (
         select g + $3 as n,
           (${textArray(firstNames)})[1 + (random() * ${firstNames.length - 1})::int] as first,
           (${textArray(lastNames)})[1 + (random() * ${lastNames.length - 1})::int] as last,
           now() - random() * interval '730 days' as created
         from generate_series($1::int, $2::int) g
       ) picked,
       lateral (select lower(replace(first, '''', '')) || '.' || lower(replace(last, '''', '')) ||
         n || '@' || (${textArray(domains)})[1 + (n % ${domains.length})] as email) address`,
      [from, to, offset],
    );
    progress('users', to, total, startedAt);
  }
}

async function seedOrders(client: SeedClient, total: number): Promise<void> {
  const startedAt = Date.now();
  await client.query(`create temp table seed_users as
    select row_number() over () as rn, id, full_name, email, phone, created_at from users`);
  await client.query('create unique index on seed_users (rn)');
  const { rows } = await client.query<{ count: string }>('select count(*) from seed_users');
  const customerCount = Number(rows[0]?.count ?? 0);
  if (customerCount === 0) throw new Error('No users to buy: seed users first (--users).');
  const keys = textArray(products.map((product) => product.key));
  const prices = `array[${products.map((product) => product.price).join(',')}]::numeric[]`;
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await client.query(
      `insert into purchases (user_id, product_id, tier, amount, payment_status, processing_status,
         payment_provider, payment_intent_id, customer, completed_at, refunded_at, created_at, updated_at)
       select u.id, o.product, (${keys})[o.product], (${prices})[o.product], o.payment::payment_status,
         (case when o.payment <> 'completed' then 'received'
           when o.created < now() - interval '21 days' and o.roll < 0.85 then 'delivered'
           when o.roll < 0.3 then 'received' when o.roll < 0.6 then 'in-progress'
           when o.roll < 0.8 then 'completed' else 'delivered' end)::processing_status,
         'stripe', 'pi_seed_' || md5(random()::text || o.g), 
         jsonb_build_object('fullName', u.full_name, 'email', u.email, 'phone', u.phone),
         case when o.payment in ('completed', 'refunded') then o.created + interval '40 seconds' end,
         case when o.payment = 'refunded' then o.created + interval '9 days' end,
         o.created, o.created
       from (
         select g, random() as roll, 1 + (random() * ($3::int - 1))::int as rn,
           (array[1,1,1,2,2,2,3,3,4,4,5,5,6,7,8])[1 + (random() * 14)::int] as product,
           (array['completed','completed','completed','completed','completed','completed',
             'completed','completed','completed','completed','completed','completed','completed',
             'completed','completed','completed','completed','pending','failed','refunded'])
             [1 + (random() * 19)::int] as payment,
           now() - random() * interval '730 days' as created
         from generate_series($1::int, $2::int) g
       ) o join seed_users u on u.rn = o.rn`,
      [from, to, customerCount],
    );
    progress('purchases', to, total, startedAt);
  }
}

/**
 * Adds `users` customers and `purchases` orders of random existing customers, then vacuums and
 * analyzes as autovacuum would after such a load (the visibility map lets the admin search walk
 * its indexes alone, decision 367). True when the kept counters match a count of the rows.
 */
export async function seedShop(
  client: SeedClient,
  counts: { users: number; purchases: number },
): Promise<boolean> {
  const { rows } = await client.query<{ count: string }>('select count(*) from users');
  await seedCustomers(client, counts.users, Number(rows[0]?.count ?? 0));
  if (counts.purchases > 0) await seedOrders(client, counts.purchases);
  console.log('vacuum analyze...');
  await client.query('vacuum analyze');
  const check = await client.query<{ name: string; kept: string; counted: string }>(`
    select k.name, k.kept::text, c.counted::text from
      (select name, sum(value) as kept from admin_counters group by name) k
      join (select 'users' as name, count(*) as counted from users
        union all select 'orders', count(*) from purchases
        union all select 'pending', count(*) from purchases where processing_status <> 'delivered'
        union all select 'revenue_cents', coalesce(sum(amount * 100), 0)::bigint from purchases
          where payment_status = 'completed') c on c.name = k.name order by k.name`);
  for (const row of check.rows) {
    const verdict = row.kept === row.counted ? 'ok' : 'MISMATCH';
    console.log(`counter ${row.name}: kept ${row.kept}, counted ${row.counted} ${verdict}`);
  }
  return check.rows.every((row) => row.kept === row.counted);
}
