import { Link } from 'wouter';
import type { AdminOrderDetail } from '../../../../common/admin';
import { findProduct } from '../../../../common/catalogue';
import { Button } from '../../../components/ui/button';
import { Section } from '../shared/section';
import { workspacePath } from './queue-row';
import { ReaderSelect } from './reader-select';

/** On a paid order with written reports: who writes it, and the way to the workspace. */
export function OrderReaderPanel({ purchase }: { purchase: AdminOrderDetail }) {
  const product = findProduct(purchase.productId);
  if (!product?.writtenDocuments.length || purchase.status !== 'completed') return null;
  return (
    <Section title="Written reading">
      <div className="grid gap-4">
        <p className="text-sm text-muted">
          {product.writtenDocuments.map((document) => document.name).join(', ')}
        </p>
        <ReaderSelect purchaseId={purchase.id} reader={purchase.assignedReader} />
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href={workspacePath(purchase.id)}>Open the workspace</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/readings">Reading queue</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
