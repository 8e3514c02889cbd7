const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 22, 2026" in the reader's own time zone. */
export function formatDay(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "48 KB", "2.4 MB": enough to know what a download is. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
