/** The first stop of the keyboard on every page: hidden until focused, it jumps past the header. */
export function SkipToContent() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-gold px-4 py-2 text-background focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
