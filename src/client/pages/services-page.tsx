import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { products } from '../../common/catalogue';
import { ProductCard } from '../features/catalogue/product-card';
import { usePageTitle } from '../lib/use-page-title';

export default function ServicesPage() {
  usePageTitle('Services');
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">Services</p>
        <h1 className="mt-3 text-5xl font-semibold text-balance sm:text-6xl">
          Choose the reading that fits your question
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">
          Eight reports, from a one-page snapshot of your chart to a full strategy with coaching.
          Each one is written for your exact birth moment and delivered by e-mail.
        </p>
      </header>

      <aside
        aria-label="Free reading"
        className="mx-auto mt-10 flex max-w-3xl flex-col items-center gap-3 rounded-xl border border-gold/30 bg-gold/10 px-5 py-4 text-center sm:flex-row sm:text-left"
      >
        <Sparkles className="size-6 shrink-0 text-gold" aria-hidden />
        <p className="flex-1 text-foreground/90">
          Not sure where to start? Your Sun, Moon and Rising signs are a good first step.
        </p>
        <Link
          href="/form"
          className="rounded-md font-semibold whitespace-nowrap text-gold-bright underline underline-offset-4 hover:text-foreground"
        >
          Get a free reading
        </Link>
      </aside>

      <ul className="mt-12 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}
