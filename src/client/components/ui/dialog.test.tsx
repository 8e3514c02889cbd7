import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogActions } from './dialog';

/** Each button's text, type and whether it is disabled, in the order they render. */
function buttonsOf(actions: ReactNode) {
  const markup = renderToStaticMarkup(<Dialog open>{actions}</Dialog>);
  return [...markup.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(([, attributes, text]) => ({
    text,
    type: /type="(\w+)"/.exec(attributes ?? '')?.[1],
    isDisabled: / disabled=""/.test(attributes ?? ''),
  }));
}

describe('a dialog’s Cancel and main button', () => {
  it('submits the form when it has no action of its own', () => {
    expect(
      buttonsOf(
        <DialogActions label="Record payouts" pendingLabel="Recording..." isPending={false} />,
      ),
    ).toEqual([
      { text: 'Cancel', type: 'button', isDisabled: false },
      { text: 'Record payouts', type: 'submit', isDisabled: false },
    ]);
  });

  it('says the pending label and is disabled while its action runs', () => {
    expect(
      buttonsOf(
        <DialogActions label="Import" pendingLabel="Importing…" isPending onConfirm={() => {}} />,
      ),
    ).toEqual([
      { text: 'Cancel', type: 'button', isDisabled: false },
      { text: 'Importing…', type: 'button', isDisabled: true },
    ]);
  });

  it('is held back when told, and names its Cancel as the dialog asks', () => {
    expect(
      buttonsOf(
        <DialogActions
          label="Replace with a new draft"
          pendingLabel="Drafting…"
          isPending={false}
          isDisabled
          onConfirm={() => {}}
          cancelLabel="Keep my text"
        />,
      ),
    ).toEqual([
      { text: 'Keep my text', type: 'button', isDisabled: false },
      { text: 'Replace with a new draft', type: 'button', isDisabled: true },
    ]);
  });
});
