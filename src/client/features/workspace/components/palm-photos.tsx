import { ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import type { WorkspaceFile } from '../../../../common/workspace';
import { Button } from '../../../components/ui/button';

const hands = ['Left hand', 'Right hand'];

function PalmPhoto({ photo, label }: { photo: WorkspaceFile; label: string }) {
  const [zoom, setZoom] = useState(1);
  return (
    <figure className="grid min-w-0 gap-2">
      <div className="h-80 overflow-auto rounded-md border border-border bg-background">
        <img
          src={photo.viewPath}
          alt={`${label}: ${photo.fileName}`}
          style={{ width: `${zoom * 100}%`, maxWidth: 'none' }}
          className="block h-auto"
          onDoubleClick={() => setZoom((current) => (current >= 3 ? 1 : current + 1))}
        />
      </div>
      <figcaption className="flex items-center justify-between gap-2 text-sm text-muted">
        <span className="truncate">{label}</span>
        <span className="flex gap-1">
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={`Zoom out of ${label.toLowerCase()}`}
            disabled={zoom <= 1}
            onClick={() => setZoom((current) => Math.max(1, current - 1))}
          >
            <ZoomOut />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={`Zoom into ${label.toLowerCase()}`}
            disabled={zoom >= 4}
            onClick={() => setZoom((current) => Math.min(4, current + 1))}
          >
            <ZoomIn />
          </Button>
        </span>
      </figcaption>
    </figure>
  );
}

/** Both palms side by side, each zoomable within its frame, with the tips the customer was given. */
export function PalmPhotos({ photos, tips }: { photos: WorkspaceFile[]; tips: readonly string[] }) {
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        {photos.map((photo, index) => (
          <PalmPhoto key={photo.uploadId} photo={photo} label={hands[index] ?? photo.fileName} />
        ))}
      </div>
      <div className="text-sm">
        <p className="font-semibold">The photo tips the customer was given</p>
        <ul className="mt-1 list-disc pl-5 text-muted">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
