import type { FiguresQuery, FiguresReport } from '../../../../common/figures';
import {
  affiliateHeader,
  codeColumns,
  codeHeader,
  funnelColumns,
  moneyColumns,
  productHeader,
} from './figure-columns';
import { FigureTableSection } from './figure-table';

/** The money by product, by affiliate and by code, and each product's funnel. */
export function FigureTables({ report, query }: { report: FiguresReport; query: FiguresQuery }) {
  return (
    <>
      <FigureTableSection
        title="Money by product"
        csv={{ table: 'products', query }}
        rows={report.byProduct}
        keyOf={(row) => row.productId}
        header={productHeader}
        columns={moneyColumns}
      />
      <FigureTableSection
        title="Money by affiliate"
        csv={{ table: 'affiliates', query }}
        rows={report.byAffiliate}
        keyOf={(row) => row.affiliateId ?? 'none'}
        header={affiliateHeader}
        columns={moneyColumns}
      />
      <FigureTableSection
        title="Money by discount code"
        csv={{ table: 'codes', query }}
        emptyText="No order used a discount code in this range."
        rows={report.byCode}
        keyOf={(row) => row.code}
        header={codeHeader}
        columns={codeColumns}
      />
      <FigureTableSection
        title="Funnel by product"
        csv={{ table: 'funnel', query }}
        emptyText="No views in this range."
        rows={report.funnel}
        keyOf={(row) => row.productId}
        header={productHeader}
        columns={funnelColumns}
      />
    </>
  );
}
