import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { shopConfig } from '../../lib/shop-config';
import { StaticHtml } from '../../components/layout/static-html';
import { usePageTitle } from '../../lib/use-page-title';
import { policyLinks } from './policy-links';

export interface PolicySection {
  /** The anchor, so a link such as `/refunds#how-to-claim` lands on the section. */
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyArticleProps {
  /** This page's path: it is left out of the "related pages" list. */
  path: string;
  title: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}

/**
 * Body copy at a comfortable measure: paragraphs, lists and links styled once here, so the
 * pages hold only their words.
 */
const prose =
  'leading-relaxed text-foreground/90 [&_a]:text-gold-bright [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-gold [&_h3]:mt-6 [&_h3]:font-sans [&_h3]:text-base [&_h3]:font-semibold [&_h3]:tracking-normal [&_h3]:text-foreground [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_li::marker]:text-gold';

/** A page of the shop's policies: title, contents, sections, then the other policy pages. */
export function PolicyArticle({ path, title, intro, sections }: PolicyArticleProps) {
  usePageTitle(title);
  const related = policyLinks.filter((link) => link.href !== path);
  return (
    // Policies, the FAQ and the readers' page are text and links only (decision 194).
    <StaticHtml as="article" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header>
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">
          {shopConfig().shopName}
        </p>
        <h1 className="mt-3 text-4xl font-semibold text-balance sm:text-5xl">{title}</h1>
        <div className={`mt-2 text-lg text-muted ${prose}`}>{intro}</div>
      </header>

      {sections.length > 2 ? (
        <nav
          aria-label="On this page"
          className="mt-8 rounded-xl border border-border bg-surface/60 p-5"
        >
          <p className="text-sm font-semibold text-muted">On this page</p>
          <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block py-1 text-gold-bright underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-12 scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="text-3xl font-semibold text-gold-bright">
            {section.title}
          </h2>
          <div className={prose}>{section.body}</div>
        </section>
      ))}

      <nav aria-label="Related pages" className="mt-16 border-t border-border/70 pt-8">
        <p className="text-sm font-semibold text-muted">More about buying from us</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {related.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="inline-flex rounded-full border border-border px-4 py-2 text-sm hover:border-gold/60 hover:text-gold-bright"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </StaticHtml>
  );
}

/** The support address as a mail link, the one way to reach the shop about an order. */
export function SupportEmail() {
  const { supportEmail } = shopConfig();
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
}
