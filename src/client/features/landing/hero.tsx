import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { DiscoverYourPathButton } from './landing-parts';

const promises = [
  'Free summary, no card needed',
  'Built from your exact birth time and place',
  'Delivered to your inbox',
] as const;

export function Hero() {
  return (
    <section className="relative overflow-hidden px-4 pt-16 pb-12 sm:px-6 sm:pt-24">
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-4 py-1.5 text-sm text-gold-bright">
          <Sparkles className="size-4" aria-hidden />
          Astrology · Numerology · Human Design
        </p>
        <h1 className="mt-6 text-5xl leading-[1.05] font-semibold text-balance sm:text-6xl lg:text-7xl">
          Your stars drew a map. <span className="text-gold-bright">We help you read it.</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted sm:text-xl">
          Personalised readings built from the minute and place you were born. Start with a free
          astrological summary in your inbox, then go as deep as you wish: career, love, the places
          that suit you and the purpose that ties them together.
        </p>
        <div className="mt-10 flex w-full flex-col items-center justify-center gap-3 sm:flex-row">
          <DiscoverYourPathButton />
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link href="/services">Explore Our Readings</Link>
          </Button>
        </div>
        <ul className="mt-8 flex flex-col gap-2 text-sm text-muted sm:flex-row sm:gap-6">
          {promises.map((promise) => (
            <li key={promise} className="flex items-center justify-center gap-2">
              <span className="size-1.5 rounded-full bg-gold" aria-hidden />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
