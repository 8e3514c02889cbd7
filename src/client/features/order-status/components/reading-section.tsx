import type { ReactNode } from 'react';

/** One part of the order page: a titled block under a rule, as every section of it is. */
export function ReadingSection({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-border pt-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        {icon}
        {title}
      </h2>
      <div className="mt-3 leading-relaxed text-muted">{children}</div>
    </section>
  );
}
