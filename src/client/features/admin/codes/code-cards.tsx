import { CardList } from '../../../components/ui/card-list';
import { Detail, DetailList } from '../shared/detail-list';
import { ArchiveCodeDialog } from './archive-code-dialog';
import { CodeName, CodeStatusBadge, codeFigures, type CodeListProps } from './code-columns';
import { codeStatus } from './code-lines';

/** Phones and tablets: one card a code, every figure visible without scrolling sideways. */
export function CodeCards({ codes, today, className }: CodeListProps) {
  return (
    <CardList
      items={codes}
      keyOf={(code) => code.id}
      className={className}
      cardClassName="grid gap-3 rounded-xl border border-border bg-surface/80 p-4 text-sm"
    >
      {(code) => {
        const status = codeStatus(code, today);
        return (
          <>
            <div className="flex items-start justify-between gap-3">
              <CodeName code={code} />
              <CodeStatusBadge status={status} />
            </div>
            <DetailList className="grid-cols-2 gap-x-4">
              {codeFigures.map((figure) => (
                <Detail key={figure.label} label={figure.label}>
                  {figure.value(code)}
                </Detail>
              ))}
            </DetailList>
            {status === 'archived' ? null : (
              <div>
                <ArchiveCodeDialog code={code} />
              </div>
            )}
          </>
        );
      }}
    </CardList>
  );
}
