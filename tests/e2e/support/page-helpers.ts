import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { GuardedPage } from './browser';
import { birthTimeUnknownLabel } from '../../../src/common/person';

/** The toast on screen (one at a time, docs/product.md §9). */
export function toastOf(page: Page) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .first();
}

/** No console or page error, except those matching `allowedErrors` (e.g. an expected 404). */
export function expectCleanPage(guarded: GuardedPage, allowedErrors: RegExp[] = []): void {
  const unexpected = guarded.consoleErrors.filter(
    (message) => !allowedErrors.some((pattern) => pattern.test(message)),
  );
  expect(unexpected).toEqual([]);
}

/** Requests the page sends to URLs containing `fragment`, as `METHOD url`, from now on. */
export function recordRequests(page: Page, fragment: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(fragment)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** A person as typed into the forms; the birth fields hold option values (`'03'` for March). */
export interface FormPerson {
  fullName: string;
  email: string;
  phone?: string;
  birthMonth: string;
  birthDay: string;
  birthYear: string;
  birthHour: string;
  birthMinute: string;
  ampm: 'AM' | 'PM' | '';
  /** Ticks "I don't know my birth time" and leaves hour, minute and AM/PM alone. */
  birthTimeUnknown?: boolean;
  /** Typed as is, or `typed` then the suggestion named `pick` chosen from the list. */
  birthLocation: string | { typed: string; pick: string };
}

export interface PersonFormOptions {
  /** The checkout types day, year, hour and minute into number inputs; the free form has dropdowns. */
  variant: 'checkout' | 'free';
}

export async function fillPersonForm(
  page: Page,
  person: FormPerson,
  { variant }: PersonFormOptions,
): Promise<void> {
  await page.getByLabel('Full Name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  if (person.phone !== undefined) await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel('Birth Month').selectOption(person.birthMonth);
  const time = person.birthTimeUnknown
    ? []
    : ([
        ['Birth Hour', person.birthHour],
        ['Birth Minute', person.birthMinute],
      ] as const);
  for (const [label, value] of [
    ['Birth Day', person.birthDay],
    ['Birth Year', person.birthYear],
    ...time,
  ] as const) {
    const field = page.getByLabel(label);
    await (variant === 'checkout' ? field.fill(value) : field.selectOption(value));
  }
  if (person.birthTimeUnknown) await page.getByLabel(birthTimeUnknownLabel).check();
  else await page.getByLabel('AM/PM').selectOption(person.ampm);
  const location = page.getByLabel('Birth Location');
  if (typeof person.birthLocation === 'string') {
    await location.fill(person.birthLocation);
  } else {
    await location.pressSequentially(person.birthLocation.typed, { delay: 20 });
    // The list keeps the last answer until the one for the whole text arrives: a visitor picks
    // from the list once it is for what they typed, and so does the journey.
    const listId = await location.getAttribute('aria-controls');
    await page.locator(`[id="${listId}"]:not([aria-busy="true"])`).waitFor({ state: 'attached' });
    await page.getByRole('option', { name: person.birthLocation.pick }).click();
  }
}

export interface TestCard {
  number: string;
  /** `MM / YY`; a future date unless given. */
  expiry?: string;
  /** A valid three-digit code unless given. */
  cvc?: string;
}

/** Fills the test-mode card form (the local payment provider's fields). */
export async function fillTestCard(page: Page, card: TestCard): Promise<void> {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiration date').fill(card.expiry ?? '12 / 34');
  await page.getByLabel('Security code').fill(card.cvc ?? '123');
}

/**
 * Saves what `target` shows as `<name>.png` under the folder `E2E_SCREENSHOTS` names, for a
 * person to look at (`E2E_SCREENSHOTS=.tmp/shots npm run test:e2e`); without it, nothing. The
 * journeys assert what they need; a screenshot is for review, and CI's 47 of them only cost
 * time (decision 346).
 */
export async function keepScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const file = path.resolve(folder, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...options });
}
