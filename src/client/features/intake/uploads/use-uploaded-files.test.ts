import { describe, expect, it } from 'vitest';
import { noUploads } from '../uploaded-file';
import { withAdded, withRemoved } from './use-uploaded-files';

const file = (uploadId: string) => ({
  uploadId,
  uploadURL: `http://127.0.0.1/api/objects/${uploadId}`,
  fileName: `${uploadId}.png`,
  lowResolution: false,
});

describe('uploaded files', () => {
  it('replaces the resume with a newer one', () => {
    const first = withAdded(noUploads, 'resume', [file('a')]);
    expect(withAdded(first, 'resume', [file('b')]).resume).toEqual([file('b')]);
  });

  it('keeps the two newest palm photos and never the same one twice', () => {
    let files = withAdded(noUploads, 'palm-photo', [file('a'), file('b')]);
    files = withAdded(files, 'palm-photo', [file('b')]);
    expect(files['palm-photo'].map((photo) => photo.uploadId)).toEqual(['a', 'b']);
    files = withAdded(files, 'palm-photo', [file('c')]);
    expect(files['palm-photo'].map((photo) => photo.uploadId)).toEqual(['b', 'c']);
    expect(files.resume).toEqual([]);
  });

  it('removes one file of one kind', () => {
    const files = withAdded(withAdded(noUploads, 'resume', [file('r')]), 'palm-photo', [
      file('a'),
      file('b'),
    ]);
    const removed = withRemoved(files, 'palm-photo', 'a');
    expect(removed['palm-photo']).toEqual([file('b')]);
    expect(removed.resume).toEqual([file('r')]);
  });
});
