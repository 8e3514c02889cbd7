/**
 * Draws the landing page's testimonial portraits once, as small local SVG files that are
 * committed under src/client/assets/testimonials/ (no hot-linked or scraped photos).
 * The style is DiceBear's "Notionists" (design CC0 1.0, by Zoish). Seeds were picked by eye;
 * rerun with `node scripts/make-testimonial-photos.mjs` only to change a portrait.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';

const outputDir = path.resolve(import.meta.dirname, '../src/client/assets/testimonials');

// Background tints echo the service card colours on the same page.
const portraits = [
  { file: 'maya-r.svg', seed: 'astral-17', background: 'ffd9c7' },
  { file: 'daniel-o.svg', seed: 'astral-26', background: 'f3d68b' },
  { file: 'priya-s.svg', seed: 'astral-15', background: 'e8d5ff' },
];

for (const { file, seed, background } of portraits) {
  const svg = createAvatar(notionists, {
    seed,
    backgroundColor: [background],
    radius: 50,
    size: 96,
  }).toString();
  // Newlines and indentation carry no drawing; dropping them keeps the files small.
  const compact = svg.replace(/>\s+</g, '><').trim();
  writeFileSync(path.join(outputDir, file), `${compact}\n`);
  console.log(`${file}: ${compact.length} bytes`);
}
