/**
 * Text a visitor typed, shown in a mail to an address they also typed: a zero-width space after
 * each `.`, `:`, `/` and `@` inside a word keeps mail programs from turning "evil.example/win"
 * or "x@y.z" into a link, so the free form cannot send a working link to a stranger. It reads
 * the same.
 */
export function unlinkable(value: string): string {
  return value.replace(/[.:/@](?=\S)/g, (mark) => `${mark}\u200B`);
}
