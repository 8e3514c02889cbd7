import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, uuidPrimaryKey } from './columns';

/**
 * People who signed in to the admin area. Who may sign in is the `ADMIN_EMAILS` allow-list,
 * checked on every request; this table gives each admin a stable id for sessions and the
 * order timeline (`admin:<e-mail>`).
 */
export const admins = pgTable(
  'admins',
  {
    id: uuidPrimaryKey(),
    email: text('email').notNull(),
    /** Lower-cased e-mail: one admin per address. */
    emailKey: text('email_key').notNull(),
    /** The name Google gave at sign-in, if any: the display name's default. */
    name: text('name'),
    /**
     * The name customers know this admin by as their reader (pages, mails, sessions, support);
     * null until the admin sets it on their profile, when `readerNameOf` falls back to `name`,
     * then to the e-mail's local part capitalised. Customers never see the e-mail itself.
     */
    displayName: text('display_name'),
    /** A few sentences about the reader, shown on the customer's reading page. */
    bio: text('bio'),
    /**
     * The reader's photo on the reading page (decision 313): a random id, the only name of the
     * stored portrait (`reader-photos/<id>`) and of its public URL; a new one on each upload, so
     * a photo is cached for good and a replaced one is never served again. Null without a photo.
     */
    photoId: uuid('photo_id'),
    photoUpdatedAt: instant('photo_updated_at'),
    createdAt: createdAt(),
    lastSignInAt: instant('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('admins_email_key_unique').on(table.emailKey),
    uniqueIndex('admins_photo_id_unique').on(table.photoId),
  ],
);

export type Admin = typeof admins.$inferSelect;
