import { describe, expect, it } from 'vitest';
import { products } from '../../common/catalogue';
import { sitemapPaths } from '../../common/prerendered-pages';
import { withTestApp } from '../../../tests/support/app';
import { sitemapXml } from './sitemap';

describe('the sitemap', () => {
  const harness = withTestApp('pglite', { PUBLIC_URL: 'https://shop.example/' });

  it('lists every product page and the public pages on the shop address, and no checkout', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = response.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const product of products) {
      expect(body).toContain(`<loc>https://shop.example/product/${product.id}</loc>`);
    }
    expect(body).toContain('<loc>https://shop.example/</loc>');
    expect(body).toContain('<loc>https://shop.example/services</loc>');
    expect(body).not.toContain('/checkout');
    expect(body).not.toContain('/success');
    expect(body.match(/<url>/g)).toHaveLength(sitemapPaths.length);
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://a.example', ['/x?a=1&b=<2>'])).toContain(
      '<loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>',
    );
  });
});
