/** The buyer's message as they wrote it, line breaks kept; nothing when they wrote none. */
export function GiftMessageQuote({ message, label }: { message: string; label: string }) {
  if (!message.trim()) return null;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm text-muted">{label}</figcaption>
      <blockquote className="border-l-2 border-gold/60 pl-4 font-display text-lg leading-relaxed whitespace-pre-line text-foreground [overflow-wrap:anywhere]">
        {message}
      </blockquote>
    </figure>
  );
}
