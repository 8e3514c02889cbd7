import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The browser's sources (tests left out), as paths relative to `src/client/`. */
const clientRoot = import.meta.dirname;
function sources(folder = clientRoot): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const files = sources().map((file) => ({
  name: path.relative(clientRoot, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));
const namesWhere = (test: (text: string) => boolean) =>
  files.filter((file) => test(file.text)).map((file) => file.name);

describe('one way on the client', () => {
  it('reads the browser’s sources', () => {
    // A wrong root would make every check below pass on nothing.
    expect(files.map((file) => file.name)).toContain('lib/mutation-errors.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('builds every dialog from the one frame in components/ui', () => {
    expect(namesWhere((text) => /<dialog\b/.test(text))).toEqual(['components/ui/dialog.tsx']);
    expect(namesWhere((text) => text.includes('@radix-ui/react-dialog'))).toEqual([]);
  });

  it('tells every failure through the one error toast', () => {
    expect(
      namesWhere((text) => /\btoast\(/.test(text) && text.includes("variant: 'destructive'")),
    ).toEqual(['lib/mutation-errors.ts']);
  });

  it('checks every form with react-hook-form, not by parsing it by hand', () => {
    const forms = namesWhere((text) => text.includes('<form'));
    expect(forms.length).toBeGreaterThan(10);
    expect(
      forms.filter((name) => !/\buseForm\b/.test(files.find((file) => file.name === name)!.text)),
    ).toEqual([]);
    // What the browser kept or the address says is read with its schema, never a form.
    expect(namesWhere((text) => text.includes('.safeParse('))).toEqual([
      'components/forms/remembered-person.ts',
      'features/admin/figures/figures-range.ts',
      'features/intake/draft-store.ts',
      'features/workspace/autosave/local-drafts.ts',
    ]);
  });

  it('branches on an error’s code, not on its status number or wording', () => {
    expect(namesWhere((text) => /error\.status\s*===|\.status === 40\d/.test(text))).toEqual([]);
  });
});
