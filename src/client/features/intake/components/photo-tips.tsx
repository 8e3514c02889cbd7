import { Check } from 'lucide-react';
import { palmPhotoTips } from '../../../../common/intake';

/** docs/product.md §2: the checklist for palm photos the reading can rely on. */
export function PhotoTips() {
  return (
    <div className="rounded-lg border border-border bg-background/40 p-4">
      <h2 id="photo-tips-heading" className="text-lg font-semibold">
        Tips for clear palm photos
      </h2>
      <ul aria-labelledby="photo-tips-heading" className="mt-3 grid gap-2 text-sm text-muted">
        {palmPhotoTips.map((tip) => (
          <li key={tip} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
