import { messageParts } from '../../../../common/support-text';

/**
 * A message as typed: text nodes and anchors React builds from the links found in it, so no
 * markup a person wrote is ever read as HTML.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {messageParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-gold-bright underline underline-offset-4"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
