import { describe, expect, it } from 'vitest';
import { keepCriticalStyles } from './build-pages.mjs';

// A cut of the shop's own built sheet: the font, a field's border, its invalid state as
// Tailwind writes it, and a rule nothing on these pages uses.
const sheet = [
  '@font-face{font-family:Inter;src:url(/assets/inter-latin-wght-normal-x.woff2)}',
  '.border-border{border-color:var(--color-border)}',
  '.aria-invalid\\:border-destructive[aria-invalid=true]{border-color:var(--color-destructive)}',
  '.admin-only{color:red}',
].join('');

const page = (body: string) =>
  `<!doctype html><html><head><style>${sheet}</style></head><body>${body}</body></html>`;

const field =
  '<input id="email" class="border-border aria-invalid:border-destructive" type="email">';

describe('the styles a prerendered page keeps inline', () => {
  it('keeps the invalid border where the boot script can mark a blank field of an early submit', async () => {
    const kept = await keepCriticalStyles(
      page(`<form>${field}<p data-empty-message-for="email" hidden>Email is required</p></form>`),
    );
    expect(kept).toContain('[aria-invalid=true]{border-color:var(--color-destructive)}');
    expect(kept).toContain('.border-border{');
    expect(kept).not.toContain('.admin-only');
  });

  it('leaves it out of a page with no such field', async () => {
    const kept = await keepCriticalStyles(page(`<form>${field}</form>`));
    expect(kept).not.toContain('aria-invalid=true');
    expect(kept).toContain('.border-border{');
  });
});
