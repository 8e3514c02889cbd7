import { describe, expect, it } from 'vitest';
import { productIds, questionnaireRoutes } from './catalogue';
import { matchPage } from './routes';

describe('matchPage', () => {
  it.each([
    ['/', 'home'],
    ['/form', 'freeSignup'],
    ['/services/', 'services'],
    ['/cart?selected=3', 'cart'],
    ['/checkout', 'checkout'],
    ['/checkout/tier-2', 'checkoutTier'],
    ['/product/8', 'product'],
    ['/gift', 'giftManage'],
    ['/gift/claim', 'giftClaim'],
    ['/deep-dive-questions?purchase=abc', 'deepDiveQuestions'],
    ['/master-blueprint-questions', 'masterBlueprintQuestions'],
    ['/admin/library?q=venus+libra', 'adminLibrary'],
    ['/admin/library/sign.venus.Libra', 'adminLibraryEntry'],
  ])('%s is the %s page', (path, key) => {
    expect(matchPage(path)?.key).toBe(key);
  });

  it('serves every questionnaire the catalogue links to', () => {
    expect(matchPage(questionnaireRoutes['strategic-alignment'])?.key).toBe('deepDiveQuestions');
    expect(matchPage(questionnaireRoutes['master-blueprint'])?.key).toBe(
      'masterBlueprintQuestions',
    );
  });

  it('extracts parameters', () => {
    expect(matchPage('/product/3')?.params).toEqual({ id: '3' });
    expect(matchPage('/checkout/tier-3')?.params).toEqual({ tier: '3' });
    // A library entry's key is one encoded segment, whatever it holds.
    expect(
      matchPage(`/admin/library/${encodeURIComponent('hd-type.Generator/x')}`)?.params,
    ).toEqual({ key: 'hd-type.Generator/x' });
  });

  it.each([
    `/product/${Math.max(...productIds) + 1}`,
    '/product/0',
    '/product/12',
    '/checkout/tier-4',
    '/nowhere',
    '/form/extra',
    '/gift/claim/extra',
    '/gifts',
    '/admin/library/sign.venus.Libra/extra',
  ])('%s is no page', (path) => {
    expect(matchPage(path)).toBeNull();
  });
});
