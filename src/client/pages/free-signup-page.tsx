import { Moon, Sparkles, Sun } from 'lucide-react';
import { Card, CardContent } from '../components/ui/card';
import { FreeSignupForm } from '../features/free-signup/components/free-signup-form';
import { StaticHtml } from '../components/layout/static-html';
import { usePageTitle } from '../lib/use-page-title';

const promises = [
  { icon: Sun, text: 'Your Sun, Moon and Rising signs, to the degree' },
  { icon: Sparkles, text: 'Your life path number and what it asks of you' },
  { icon: Moon, text: 'Delivered to your inbox within minutes, free' },
];

export default function FreeSignupPage() {
  usePageTitle('Your free astrological summary');
  return (
    <section className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:py-16">
      <StaticHtml className="lg:pt-6">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">Free summary</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Begin Your Cosmic Journey</h1>
        <p className="mt-4 text-muted">
          Tell us when and where you were born. We calculate your natal chart from the exact moment
          and place, and e-mail you a personal summary you can read in five minutes.
        </p>
        <ul className="mt-8 grid gap-4">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </StaticHtml>
      <Card>
        <CardContent className="p-5 sm:p-8">
          <FreeSignupForm />
        </CardContent>
      </Card>
    </section>
  );
}
