import { z } from 'zod';
import { multiLineText, singleLineText } from './plain-text';

/**
 * Readers as customers meet them (issue 36): every admin is a reader with a display name and a
 * short bio, shown on the reading page, in mails, sessions and the support thread. A customer
 * never sees a reader's e-mail address; the name is all they need.
 */

export const READER_NAME_MAX_LENGTH = 60;
export const READER_BIO_MAX_LENGTH = 600;

export const readerProfileMessages = {
  name: 'Please enter the name customers should know you by (2 to 60 characters)',
  bio: `Please keep your bio under ${READER_BIO_MAX_LENGTH} characters`,
  saved: 'Your profile is saved',
} as const;

export const readerProfileInputSchema = z.strictObject({
  displayName: singleLineText(readerProfileMessages.name)
    .min(2, readerProfileMessages.name)
    .max(READER_NAME_MAX_LENGTH, readerProfileMessages.name),
  // A bio keeps its line breaks; the one rule for multi-line text refuses every other control.
  bio: z
    .string({ error: readerProfileMessages.bio })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(multiLineText().max(READER_BIO_MAX_LENGTH, readerProfileMessages.bio)),
});
export type ReaderProfileInput = z.input<typeof readerProfileInputSchema>;

/** `GET /api/admin/profile`: the signed-in admin's profile, as they edit it. */
export interface ReaderProfileView {
  /** What customers see now: the chosen name, or its default until one is chosen. */
  displayName: string;
  /** Whether the admin chose the name themselves (the admin area asks until they have). */
  isNameChosen: boolean;
  bio: string;
  /** The photo customers see beside the name (`readerPhotoUrl`), or null without one. */
  photoUrl: string | null;
}

/** The reader as a customer sees them: a name, a few words and a photo, never an address. */
export interface ReaderCard {
  name: string;
  bio: string | null;
  /** The reader's square photo (`readerPhotoUrl`); null when they have none. */
  photoUrl: string | null;
}

/** Types a reader's photo may be uploaded as, each checked against the file's content. */
export const READER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest photo an admin may upload; it is stored as a small square WebP. */
export const READER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const readerPhotoMessages = {
  tooLarge: 'Please choose a photo under 5 MB',
  notAPhoto: 'Please choose a JPEG, PNG or WebP photo',
  undecodable:
    'This file could not be read as a photo. Please choose a JPEG, PNG or WebP image and try again',
  saved: 'Your photo is saved',
  removed: 'Your photo is removed',
} as const;

export const readerPhotoParamsSchema = z.strictObject({ photoId: z.uuid() });

/** Where a reader's photo is served: its random id and nothing else (decision 313). */
export function readerPhotoUrl(photoId: string): string {
  return `/api/reader-photos/${photoId}`;
}

/** "ann.marie-lee" -> "Ann Marie Lee": an address's local part as a name, until one is chosen. */
export function nameFromAddress(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  const words = local
    .split(/[._\-+\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.join(' ') || 'Your reader';
}

/**
 * The name customers know a reader by: the one they chose on their profile, else the name their
 * sign-in gave, else their address's local part capitalised.
 */
export function readerNameOf(admin: {
  displayName: string | null;
  name: string | null;
  email: string;
}): string {
  return admin.displayName?.trim() || admin.name?.trim() || nameFromAddress(admin.email);
}

/** An admin's reader as the admin pages show it: the id, the address and the customers' name. */
export function assignedReaderOf(row: {
  readerId: string | null;
  readerEmail: string | null;
  readerName: string | null;
  readerDisplayName: string | null;
}): { id: string; email: string; name: string } | null {
  if (!row.readerId) return null;
  const email = row.readerEmail ?? '';
  return {
    id: row.readerId,
    email,
    name: readerNameOf({ displayName: row.readerDisplayName, name: row.readerName, email }),
  };
}
