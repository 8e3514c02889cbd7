/**
 * What the booking section says about the order's sessions, in the number it has and with the
 * reader's name where the order has one: one session sold reads "Your session is with …".
 */
export function sessionsSentences(options: {
  sold: number;
  owed: number;
  readerName: string | null;
}): { title: string; owed: string; reader: string | null } {
  const { sold, owed, readerName } = options;
  return {
    title: sold === 1 ? 'Book your session' : 'Book your sessions',
    owed:
      owed > 0
        ? `Still to come: ${owed} live session${owed === 1 ? '' : 's'} with ${readerName ?? 'your reader'}.`
        : 'Every session of your reading is held.',
    reader: readerName
      ? `Your ${sold === 1 ? 'session is' : 'sessions are'} with ${readerName}.`
      : null,
  };
}
