import { Download, SlidersHorizontal } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  paymentStatuses,
  processingStatuses,
  processingStatusLabels,
  type OrderSort,
} from '../../../../common/admin';
import { products } from '../../../../common/catalogue';
import { owedFilterLabels, owedFilters, type OwedFilter } from '../../../../common/still-owed';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { paymentStatusNames, processingStatusNames } from '../shared/status-badges';
import { AffiliateFilter } from './affiliate-filter';
import { CodeFilter } from './code-filter';
import {
  defaultView,
  hasOrderFilters,
  orderCsvUrl,
  toggled,
  type DashboardView,
} from './dashboard-view';

const sortNames: Record<OrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'amount-desc': 'Amount: high to low',
  'amount-asc': 'Amount: low to high',
};

const productIds = products.map((product) => product.id);

function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Checkbox({
  label,
  title,
  checked,
  onChange,
}: {
  label: string;
  title?: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm" title={title}>
      <input type="checkbox" checked={checked} onChange={onChange} className="size-4 accent-gold" />
      {label}
    </label>
  );
}

interface OrderFiltersProps {
  view: DashboardView;
  onChange: (change: Partial<DashboardView>) => void;
}

/**
 * Payment and processing status (several at once), product, what is still owed, affiliate,
 * discount code, dates and sort, all in the URL.
 */
export function OrderFilters({ view, onChange }: OrderFiltersProps) {
  const id = useId();
  const activeCount =
    view.status.length +
    view.processing.length +
    view.product.length +
    (view.from ? 1 : 0) +
    (view.to ? 1 : 0) +
    (view.affiliate ? 1 : 0) +
    (view.code ? 1 : 0) +
    (view.owed ? 1 : 0);
  const productValue =
    view.product.length === 0
      ? ''
      : view.product.length === 1
        ? String(view.product[0])
        : 'several';
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-44 flex-1 gap-1.5 sm:flex-none">
          <Label htmlFor={`${id}-sort`}>Sort</Label>
          <NativeSelect
            id={`${id}-sort`}
            value={view.sort}
            onChange={(event) => onChange({ sort: event.target.value as OrderSort })}
          >
            {Object.entries(sortNames).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button asChild variant="outline" className="h-11">
          <a href={orderCsvUrl(view)} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>

      <details
        className="group rounded-lg border border-border bg-surface/60"
        open={activeCount > 0 || undefined}
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal className="size-4 text-gold" aria-hidden />
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          <span className="ml-auto text-xs font-normal text-muted group-open:hidden">Show</span>
          <span className="ml-auto hidden text-xs font-normal text-muted group-open:inline">
            Hide
          </span>
        </summary>
        <div className="grid gap-5 border-t border-border px-4 py-4 sm:grid-cols-2 lg:grid-cols-6">
          <CheckboxGroup legend="Payment status">
            {paymentStatuses.map((status) => (
              <Checkbox
                key={status}
                label={paymentStatusNames[status]}
                checked={view.status.includes(status)}
                onChange={() => onChange({ status: toggled(view.status, status, paymentStatuses) })}
              />
            ))}
          </CheckboxGroup>
          <CheckboxGroup legend="Processing status">
            {processingStatuses.map((status) => (
              <Checkbox
                key={status}
                label={processingStatusNames[status]}
                title={processingStatusLabels[status]}
                checked={view.processing.includes(status)}
                onChange={() =>
                  onChange({ processing: toggled(view.processing, status, processingStatuses) })
                }
              />
            ))}
          </CheckboxGroup>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-product`}>Product</Label>
            <NativeSelect
              id={`${id}-product`}
              value={productValue}
              onChange={(event) => {
                const value = event.target.value;
                if (value === 'several') return;
                onChange({ product: value ? [Number(value)] : [] });
              }}
            >
              <option value="">All products</option>
              {productValue === 'several' ? (
                <option value="several" disabled>
                  {view.product.length} products
                </option>
              ) : null}
              {productIds.map((productId) => (
                <option key={productId} value={productId}>
                  {productId}. {products.find((product) => product.id === productId)?.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-owed`}>Still owed</Label>
            <NativeSelect
              id={`${id}-owed`}
              value={view.owed}
              onChange={(event) => onChange({ owed: event.target.value as OwedFilter | '' })}
            >
              <option value="">All orders</option>
              {owedFilters.map((filter) => (
                <option key={filter} value={filter}>
                  {owedFilterLabels[filter]}
                </option>
              ))}
            </NativeSelect>
            <p className="text-xs text-muted">Delivered orders the shop still owes something.</p>
          </div>
          {/* Where the order came from: an affiliate's link, a discount code, or both. */}
          <div className="grid content-start gap-5">
            <AffiliateFilter
              id={`${id}-affiliate`}
              value={view.affiliate}
              onChange={(affiliate) => onChange({ affiliate })}
            />
            <CodeFilter
              id={`${id}-code`}
              value={view.code}
              onChange={(code) => onChange({ code })}
            />
          </div>
          <fieldset className="grid content-start gap-2">
            <legend className="mb-2 text-sm font-medium">Order date</legend>
            <div className="grid gap-2">
              <div className="grid gap-1">
                <Label htmlFor={`${id}-from`} className="text-xs text-muted">
                  From
                </Label>
                <Input
                  id={`${id}-from`}
                  type="date"
                  value={view.from}
                  max={view.to || undefined}
                  onChange={(event) => onChange({ from: event.target.value })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-to`} className="text-xs text-muted">
                  To
                </Label>
                <Input
                  id={`${id}-to`}
                  type="date"
                  value={view.to}
                  min={view.from || undefined}
                  onChange={(event) => onChange({ to: event.target.value })}
                />
              </div>
            </div>
          </fieldset>
          {hasOrderFilters(view) ? (
            <div className="sm:col-span-2 lg:col-span-6">
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  onChange({
                    status: [],
                    processing: [],
                    product: [],
                    from: '',
                    to: '',
                    affiliate: '',
                    code: '',
                    owed: '',
                    sort: defaultView.sort,
                  })
                }
              >
                Clear filters
              </Button>
            </div>
          ) : null}
        </div>
      </details>
    </div>
  );
}
