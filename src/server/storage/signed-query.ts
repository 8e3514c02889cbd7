import { z } from 'zod';

/**
 * A whole number that a signature covers, in the one decimal spelling the shop writes: "0123",
 * "123.0", "1.23e2" and " 123" name the same number, and a signed link has one spelling only.
 */
export const signedWholeNumber = z
  .string()
  .regex(/^(?:0|[1-9]\d{0,14})$/)
  .transform(Number);
