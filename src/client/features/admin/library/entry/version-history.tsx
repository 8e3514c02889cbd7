import { useId, useState } from 'react';
import type { LibraryEntryView, LibraryVersionView } from '../../../../../common/library';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { WrittenEditor } from '../../../../components/written-editor/written-editor';
import { messageOf } from '../../../../lib/api-client';
import { formatAdminDateTime } from '../../shared/format';
import { useLibraryVersionDoc } from '../api/get-library';
import { versionSource } from '../library-lines';
import { RestoreDialog } from './restore-dialog';
import type { ShopText } from './use-shop-text';

/** One version's text, read-only, as the editor shows it. */
function VersionText({ entryKey, version }: { entryKey: string; version: number }) {
  const text = useLibraryVersionDoc(entryKey, version);
  if (text.isPending) return <p className="text-sm text-muted">Loading version {version}…</p>;
  if (text.isError) {
    return (
      <p role="alert" className="text-sm text-red-300">
        {messageOf(text.error, 'This version could not be loaded.')}
      </p>
    );
  }
  return (
    <WrittenEditor
      label={`Version ${version}`}
      initialDoc={text.data.doc}
      blocks="paragraphs"
      isReadOnly
    />
  );
}

function whoAndWhen(version: LibraryVersionView): string {
  return [
    versionSource(version),
    version.savedBy,
    version.savedAt ? formatAdminDateTime(version.savedAt) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Every version of the shop's text, newest first; any can be read and made current again. */
export function VersionHistory({ view, shopText }: { view: LibraryEntryView; shopText: ShopText }) {
  const headingId = useId();
  const [shown, setShown] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        Version history
      </h2>
      <ol className="grid gap-3">
        {view.versions.map((version) => {
          const isShown = shown === version.version;
          const isCurrent = version.version === view.version;
          return (
            <li
              key={version.version}
              className="grid gap-2 border-b border-border/60 pb-3 last:border-b-0 last:pb-0"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    Version {version.version}
                    {isCurrent ? <Badge>Current</Badge> : null}
                  </p>
                  <p className="text-sm text-muted [overflow-wrap:anywhere]">
                    {whoAndWhen(version)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-expanded={isShown}
                    onClick={() => setShown(isShown ? null : version.version)}
                  >
                    {isShown ? 'Hide' : 'View'}
                    <span className="sr-only"> version {version.version}</span>
                  </Button>
                  {isCurrent ? null : (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => setRestoring(version.version)}
                    >
                      Restore this version
                      <span className="sr-only"> ({version.version})</span>
                    </Button>
                  )}
                </div>
              </div>
              {isShown ? <VersionText entryKey={view.key} version={version.version} /> : null}
            </li>
          );
        })}
      </ol>
      <RestoreDialog
        version={restoring}
        nextVersion={view.version + 1}
        onRestore={shopText.restore}
        onClose={() => setRestoring(null)}
      />
    </Card>
  );
}
