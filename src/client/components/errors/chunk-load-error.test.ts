import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError(
        'Failed to fetch dynamically imported module: https://shop.example/assets/services-page-Bx1.js',
      ),
    ],
    [
      'Firefox',
      new TypeError(
        'error loading dynamically imported module: https://shop.example/assets/cart-page-a9.js',
      ),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/checkout-page-3f.css')],
    [
      'a named ChunkLoadError',
      Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' }),
    ],
  ])('recognises a failed chunk load (%s)', (_source, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['a failed API call', new Error('503: {"error":"unavailable"}')],
    ['a network failure of fetch()', new TypeError('Failed to fetch')],
    ['a thrown string', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('treats %s as an ordinary error', (_kind, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
