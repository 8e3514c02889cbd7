import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../tests/support/app';
import type { PlaceSuggestion } from './service';

describe('GET /api/places', () => {
  const harness = withTestApp('pglite');

  const get = (query: string) => harness.app.inject({ method: 'GET', url: `/api/places${query}` });

  it('suggests a known city with its country, coordinates and time zone, cacheable briefly', async () => {
    const response = await get('?q=Austin%2C%20Tex');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const places = response.json<PlaceSuggestion[]>();
    expect(places[0]).toEqual({
      name: 'Austin, Texas, United States',
      country: 'United States',
      latitude: expect.closeTo(30.27, 1),
      longitude: expect.closeTo(-97.74, 1),
      timeZone: 'America/Chicago',
    });
  });

  it('returns at most 8 suggestions', async () => {
    const places = (await get('?q=San')).json<PlaceSuggestion[]>();
    expect(places.length).toBe(8);
    expect(places.every((place) => place.name.startsWith('San'))).toBe(true);
  });

  it('returns an empty list for a place it does not know', async () => {
    const response = await get('?q=Qwxyzzy');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['a too-short query', '?q=A'],
    ['a blank query', '?q=%20%20%20'],
    ['no query', ''],
    ['a too-long query', `?q=${'a'.repeat(101)}`],
    ['a repeated query', '?q=Austin&q=Paris'],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'bad_request',
      fieldErrors: { q: expect.any(String) },
    });
  });
});

describe('GET /api/places/check', () => {
  const harness = withTestApp('pglite');

  const check = (query: string) =>
    harness.app.inject({ method: 'GET', url: `/api/places/check${query}` });

  it('recognises a town as the order will resolve it', async () => {
    const response = await check('?q=Austin%2C%20Texas');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      recognised: true,
      name: 'Austin, Texas, United States',
      area: null,
    });
  });

  it('does not recognise unknown text, nor a country with no town', async () => {
    expect((await check('?q=Qwxyzzy%20Flurb')).json()).toEqual({
      recognised: false,
      name: null,
      area: null,
    });
    const country = (await check('?q=Qwxyzzy%2C%20France')).json<{ recognised: boolean }>();
    expect(country.recognised).toBe(false);
  });

  it('names the country understood when the town is not, so the note asks only for the town', async () => {
    const response = await check(`?q=${encodeURIComponent('Qwxyzzy, Nord, France')}`);
    expect(response.json()).toEqual({ recognised: false, name: 'France', area: 'France' });
  });

  it('recognises the towns of issue 20 with their country typed', async () => {
    for (const text of [
      'Le Cateau-Cambrésis, France',
      'Saint-Véran, France',
      'Busigny, Nord, France',
    ])
      expect((await check(`?q=${encodeURIComponent(text)}`)).json(), text).toMatchObject({
        recognised: true,
        area: null,
      });
  });

  it.each([
    ['a too-short query', '?q=A'],
    ['no query', ''],
    ['a too-long query', `?q=${'a'.repeat(101)}`],
    ['a repeated query', '?q=Austin&q=Paris'],
    ['an object query', '?q[a]=Austin'],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await check(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
  });
});
