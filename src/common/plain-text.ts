import { z } from 'zod';

/**
 * What text fields accept, said once for the forms, the server and the operator CLIs (issue 36).
 * A name, a place or a subject is one line: a line break in it forged a whole line ("Order FAKE")
 * where an operator's terminal printed it, and broke the headers and tables it went into.
 * Multi-line answers keep their line breaks and tabs; no field keeps the other controls.
 */
export const plainTextMessages = {
  singleLine: 'Please write this on one line, without tabs or invisible control characters',
  multiLine: 'Please remove the invisible control characters from this text',
} as const;

/**
 * C0 controls but tab, line feed and carriage return, DEL, and the C1 controls (NEL and the
 * 8-bit terminal escapes among them): never part of text a person types.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** The line breaks and tab a multi-line answer may hold; a single line holds none of them. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/u;

export function isMultiLineText(text: string): boolean {
  return !CONTROL.test(text);
}

export function isSingleLineText(text: string): boolean {
  return !CONTROL.test(text) && !LINE_BREAK_OR_TAB.test(text);
}

/**
 * A one-line text field: trimmed, then refused with `plainTextMessages.singleLine` when it holds
 * a line break, a tab or a control character. Chain `.min`/`.max` after it with the field's own
 * messages. `error` is the field's message for a value that is not text at all.
 */
export function singleLineText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .trim()
    .refine(isSingleLineText, { error: plainTextMessages.singleLine, abort: true });
}

/**
 * A multi-line answer: line breaks and tabs kept, every other control character refused. Not
 * trimmed here (notes keep their spacing); chain `.trim()` where the field wants it.
 */
export function multiLineText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine(isMultiLineText, { error: plainTextMessages.multiLine, abort: true });
}

/**
 * Characters a terminal acts on instead of printing: every control character, the Unicode line
 * and paragraph separators, and the bidirectional overrides and isolates that reorder a line.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const TERMINAL_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
/** A run of them, with the spaces around it. */
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_RUN = /\s*[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+\s*/gu;

const namedEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return (
    namedEscapes[character] ??
    (code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`)
  );
}

/**
 * One line as an operator's terminal may print it: whatever a terminal would act on (a line break,
 * an escape sequence, a bidirectional override) is shown as its escape (`\n`, `\x1b`, `\u202e`),
 * so text read from the database can neither add lines nor colour, move or hide them.
 */
export function terminalLine(text: string): string {
  return text.replace(TERMINAL_UNSAFE, escapeCharacter);
}

/**
 * Text stored before single-line fields refused line breaks and controls, made one line again:
 * each run of them becomes one space. Reading an old order with this keeps its birth details
 * usable instead of refusing them under today's rule.
 */
export function asOneLine(text: string): string {
  return text.replace(UNSAFE_RUN, ' ').trim();
}

/** Several lines for a terminal: each line escaped as `terminalLine`, the line breaks kept. */
export function terminalLines(text: string): string {
  return text.split('\n').map(terminalLine).join('\n');
}

/**
 * JSON for a terminal: `JSON.stringify` escapes the C0 controls but leaves DEL, the C1 controls,
 * the separators and the bidirectional controls raw; inside JSON strings `\uXXXX` is the same text.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value).replace(
    TERMINAL_UNSAFE,
    (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
