import { ArrowRight, Check, Info, ShieldCheck, X } from 'lucide-react';
import { Link } from 'wouter';
import { guaranteeName, type Product } from '../../../common/catalogue';
import { formatUsd } from '../../../common/money';
import { BuyBox } from '../../components/catalogue/buy-box';
import { BackLink } from '../../components/ui/back-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SatisfactionGuarantee } from './satisfaction-guarantee';
import { WhatYouBuyPanel } from './what-you-buy-panel';
import { tierCheckoutPath, type Tier, type TierItemInProduct } from '../../../common/tiers';
import { StaticHtml } from '../../components/layout/static-html';

interface TierDetailProps {
  tier: Tier;
  /** The catalogue product the tier's purchase link sells. */
  product: Product;
}

/**
 * The content of a tier detail page (/insight, /deep-dive, /master-blueprint). On phones the
 * price box follows the introduction; on wide screens it sits beside the whole text.
 */
export function TierDetail({ tier, product }: TierDetailProps) {
  return (
    // Text, a price and links: nothing on a tier page changes once drawn (decision 194).
    <StaticHtml as="article" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/services">All services</BackLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <header className="lg:col-start-1">
          <p className="text-sm font-semibold tracking-widest text-gold uppercase">
            Tier {tier.number}
          </p>
          {tier.badge ? <Badge className="mt-3">{tier.badge}</Badge> : null}
          <h1 className="mt-3 text-5xl font-semibold text-balance sm:text-6xl">{tier.name}</h1>
          <p className="mt-3 text-xl text-gold-bright">{tier.tagline}</p>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{tier.intro}</p>
        </header>
        <BuyBox name={tier.name} price={tier.priceRange} isPriceRange>
          <Button asChild size="lg" className="mt-6 w-full">
            <Link href={tierCheckoutPath(tier)}>
              Purchase Now<span className="sr-only">: {tier.name}</span>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            You buy <strong className="text-foreground">{product.name}</strong> for{' '}
            <strong className="text-foreground">{formatUsd(product.price)}</strong>.{' '}
            <a
              href="#what-you-buy-heading"
              className="text-gold-bright underline underline-offset-4 hover:text-foreground"
            >
              What you buy here
            </a>
          </p>
          <p className="mt-3 flex items-center gap-2 text-sm text-muted">
            <ShieldCheck className="size-4 shrink-0 text-gold" aria-hidden />
            {guaranteeName(product)}
          </p>
        </BuyBox>
        <div className="lg:col-start-1">
          <section aria-labelledby="tier-includes-heading">
            <h2 id="tier-includes-heading" className="text-3xl font-semibold">
              What&apos;s included
            </h2>
            {tier.buildsOn ? (
              <p className="mt-2 text-muted">Everything in {tier.buildsOn}, plus:</p>
            ) : null}
            <ul className="mt-5 grid gap-3 sm:grid-cols-2" data-testid="tier-includes">
              {tier.includes.map((item) => (
                <TierItem key={item} item={item} inProduct={tier.inProduct[item]} />
              ))}
            </ul>
          </section>
          <WhatYouBuyPanel product={product} />
          <section aria-labelledby="tier-best-for-heading" className="mt-10">
            <h2 id="tier-best-for-heading" className="text-3xl font-semibold">
              Who it&apos;s for
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-muted">{tier.bestFor}</p>
          </section>
          {tier.hasSatisfactionGuarantee ? (
            <SatisfactionGuarantee tierName={tier.name} product={product} />
          ) : null}
        </div>
      </div>
    </StaticHtml>
  );
}

/**
 * One item of the tier's list, as the product it sells holds it: ticked when it is one of its
 * deliverables, marked and explained in place where it differs or is not there (decision 233).
 */
function TierItem({ item, inProduct }: { item: string; inProduct?: TierItemInProduct }) {
  const isHeld = inProduct?.deliverable != null;
  const Icon = !isHeld ? X : inProduct.note ? Info : Check;
  return (
    <li className="flex items-start gap-3">
      <Icon
        className={isHeld ? 'mt-1 size-5 shrink-0 text-gold' : 'mt-1 size-5 shrink-0 text-muted'}
        aria-hidden
      />
      <span>
        <span className={isHeld ? undefined : 'text-muted'}>{item}</span>
        <span className="sr-only">
          {!isHeld ? ': not included' : inProduct.note ? ': included, differs' : ': included'}
        </span>
        {inProduct?.note ? (
          <span className="mt-0.5 block text-sm leading-relaxed text-muted">{inProduct.note}</span>
        ) : null}
      </span>
    </li>
  );
}
