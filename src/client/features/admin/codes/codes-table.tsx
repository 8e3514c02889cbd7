import { cn } from '../../../lib/cn';
import { ArchiveCodeDialog } from './archive-code-dialog';
import { CodeName, CodeStatusBadge, codeFigures, type CodeListProps } from './code-columns';
import { codeStatus } from './code-lines';

const cell = 'px-3 py-2 text-left align-top';
/** Money and counts: flush right; their headers may wrap, the figures never. */
const amountHeader = 'px-3 py-2 text-right align-top';
const amountCell = `${amountHeader} whitespace-nowrap`;

/** Wide screens: one row a code, every figure in its column; it scrolls sideways if it must. */
export function CodesTable({ codes, today, className }: CodeListProps) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-border', className)} tabIndex={0}>
      <table className="w-full min-w-[60rem] text-sm">
        <caption className="sr-only">Discount codes, newest first</caption>
        <thead className="bg-surface text-muted">
          <tr>
            <th scope="col" className={cell}>
              Code
            </th>
            {codeFigures.map((figure) => (
              <th key={figure.label} scope="col" className={figure.isAmount ? amountHeader : cell}>
                {figure.label}
              </th>
            ))}
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => {
            const status = codeStatus(code, today);
            return (
              <tr key={code.id} className="border-t border-border">
                <th scope="row" className={cn(cell, 'max-w-48 font-normal whitespace-nowrap')}>
                  <CodeName code={code} />
                </th>
                {codeFigures.map((figure) => (
                  <td key={figure.label} className={figure.isAmount ? amountCell : cell}>
                    {figure.value(code)}
                  </td>
                ))}
                <td className={cell}>
                  <CodeStatusBadge status={status} />
                </td>
                <td className={cn(cell, 'py-1.5')}>
                  {status === 'archived' ? null : <ArchiveCodeDialog code={code} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
