import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../ui/button';

interface MessagePanelProps {
  icon: LucideIcon;
  title: ReactNode;
  /** One short paragraph under the title. */
  children: ReactNode;
  /** The buttons below, e.g. `<ReturnHomeActions />`. */
  actions: ReactNode;
}

/** A page-sized message in place of content: not found, or an error the visitor can act on. */
export function MessagePanel({ icon: Icon, title, children, actions }: MessagePanelProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Icon className="mb-6 size-12 text-gold" aria-hidden />
      <h1 className="text-5xl font-semibold text-balance">{title}</h1>
      <p className="mt-4 leading-relaxed text-muted">{children}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {actions}
      </div>
    </section>
  );
}

/** The way out of a dead end: home, or on to the readings. */
export function ReturnHomeActions() {
  return (
    <>
      <Button asChild>
        <Link href="/">Return Home</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/services">Browse Services</Link>
      </Button>
    </>
  );
}
