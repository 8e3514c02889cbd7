import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { products } from '../../common/catalogue';
import { capitalised, countInWords } from '../../common/text';
import { ProductComparison } from '../features/catalogue/comparison/product-comparison';
import { TierComparison } from '../features/catalogue/comparison/tier-comparison';
import { ProductCard } from '../features/catalogue/product-card';
import { StaticHtml } from '../components/layout/static-html';
import { usePageTitle } from '../lib/use-page-title';

/** Only the cards' Purchase Now buttons are live; the rest keeps its server HTML (decision 194). */
export default function ServicesPage() {
  usePageTitle('Services');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <StaticHtml as="header" className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">Services</p>
        <h1 className="mt-3 text-5xl font-semibold text-balance sm:text-6xl">
          Choose the reading that fits your question
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">
          {capitalised(countInWords(products.length))} reports, from a one-page snapshot of your
          chart to a full strategy with coaching. Each one is written for your exact birth moment
          and delivered by e-mail.
        </p>
      </StaticHtml>

      <StaticHtml
        as="aside"
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
      </StaticHtml>

      <ul className="mt-12 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>

      {/* Below the fold: the browser lays the tables out when they come near the screen, not
          while the page first paints (decision 135). Until then each holds the height it takes
          at the width's breakpoint, measured in the browser (320-1536 px): on a phone the tables
          stack and take about 2.7 times their desktop height, and one desktop estimate for all
          widths made the page grow by 2,800 px as a phone scrolled to its footer, moving the
          footer's links away from under a thumb about to tap them (decision 394). */}
      <StaticHtml
        as="section"
        aria-labelledby="compare-readings-heading"
        className="mt-20 [contain-intrinsic-size:auto_3600px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_3480px] lg:[contain-intrinsic-size:auto_1375px] xl:[contain-intrinsic-size:auto_1335px]"
      >
        <h2 id="compare-readings-heading" className="text-4xl font-semibold text-balance">
          Compare the {countInWords(products.length)} readings
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-muted">
          From The Compass Package on, each reading includes everything in the one before it.
          Delivery runs in business days from payment, or from the day your questionnaire answers
          arrive for readings that have one; every guarantee is a full refund on request within its
          days of payment.
        </p>
        <div className="mt-8">
          <ProductComparison />
        </div>
      </StaticHtml>

      <StaticHtml
        as="section"
        aria-labelledby="compare-tiers-heading"
        className="mt-20 [contain-intrinsic-size:auto_1700px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_1400px] lg:[contain-intrinsic-size:auto_900px] xl:[contain-intrinsic-size:auto_650px]"
      >
        <h2 id="compare-tiers-heading" className="text-4xl font-semibold text-balance">
          The three tiers and what their Purchase Now buys
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-muted">
          Each tier page describes a kind of reading and sells one of the readings above; its page
          shows item by item how the two compare.
        </p>
        <div className="mt-8">
          <TierComparison />
        </div>
      </StaticHtml>
    </div>
  );
}
