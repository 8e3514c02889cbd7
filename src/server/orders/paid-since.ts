import { sql, type SQL } from 'drizzle-orm';

/**
 * A completed payment by this address since `since`: an order of theirs, or a gift they bought.
 * Written with its own aliases: it is nested in selects from other tables.
 */
export function paidSince(email: SQL, since: SQL): SQL {
  return sql`(exists (
      select 1 from purchases p left join users u on u.id = p.user_id
      where p.payment_status = 'completed' and p.completed_at >= ${since}
        and (u.email_key = lower(trim(${email}))
          or lower(trim(p.customer->>'email')) = lower(trim(${email})))
    ) or exists (
      select 1 from gifts g join purchases gp on gp.id = g.purchase_id
      where gp.payment_status = 'completed' and gp.completed_at >= ${since}
        and lower(trim(g.buyer_email)) = lower(trim(${email}))
    ))`;
}
