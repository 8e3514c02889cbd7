import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Dialog } from '../ui/dialog';
import { DialogForm } from './dialog-form';

describe('a dialog’s form', () => {
  it('holds its fields, then Cancel and the main button, which sends them', () => {
    const markup = renderToStaticMarkup(
      <Dialog open>
        <DialogForm
          schema={z.object({ reason: z.string().min(5) })}
          defaultValues={{ reason: '' }}
          onValid={async () => {}}
          label="Confirm refund"
          pendingLabel="Refunding..."
          isPending={false}
          variant="destructive"
        >
          {(form) => <textarea aria-label="Reason" {...form.register('reason')} />}
        </DialogForm>
      </Dialog>,
    );
    expect(markup).toMatch(
      /^<form novalidate="" class="grid gap-4"><textarea aria-label="Reason"/i,
    );
    expect([...markup.matchAll(/<button[^>]* type="(\w+)"[^>]*>([^<]*)<\/button>/g)]).toEqual([
      expect.arrayContaining(['button', 'Cancel']),
      expect.arrayContaining(['submit', 'Confirm refund']),
    ]);
  });
});
