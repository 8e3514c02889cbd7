import { Check } from 'lucide-react';
import { Section } from '../shared/section';

export function TierIncludes({
  tierName,
  includes,
}: {
  tierName: string;
  includes: readonly string[];
}) {
  return (
    <Section title="What the Tier Includes">
      <p className="mb-3 text-sm text-muted">{tierName}</p>
      <ul className="grid gap-2">
        {includes.map((item) => (
          <li key={item} className="flex gap-2 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}
