import { useSearchParams } from 'wouter';
import { BackLink } from '../components/ui/back-link';
import { CartCheckoutBar, CartSummary } from '../features/catalogue/cart-summary';
import { selectedCartProduct } from '../features/catalogue/cart-selection';
import { ProductOptionList } from '../features/catalogue/product-option-list';
import { ReferralNotice } from '../features/catalogue/referral-notice';
import { useAppliedReferral } from '../features/catalogue/use-applied-referral';
import { useHydrated } from '../lib/use-hydrated';
import { usePageTitle } from '../lib/use-page-title';

export default function CartPage() {
  usePageTitle('Your Cart');
  const [params, setParams] = useSearchParams();
  // The prerendered cart (and its hydration) has no query: no reading is chosen until the page
  // is live and reads `?selected=`, so it never shows The Quick Glimpse for `?selected=6`.
  const product = useHydrated() ? selectedCartProduct(params) : null;
  const referral = useAppliedReferral(params.get('ref'));

  // The selection lives in the address, so a reload or a shared link keeps it; `ref` stays.
  const select = (productId: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('selected', String(productId));
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/services">Back to Services</BackLink>
      <h1 className="mt-6 text-5xl font-semibold sm:text-6xl">Your Cart</h1>
      <p className="mt-3 text-lg text-muted">
        Choose one reading. You can change your choice until you pay.
      </p>
      {/* Above the readings, not in the summary: on a phone the summary is below them all. */}
      <ReferralNotice referral={referral} className="mt-6 max-w-2xl" />
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ProductOptionList selectedId={product?.id ?? null} onSelect={select} />
        <div className="lg:sticky lg:top-24">
          <CartSummary product={product} referral={referral} />
        </div>
      </div>
      <CartCheckoutBar product={product} referral={referral} />
    </div>
  );
}
