/**
 * A retained PNG of a run, fetched with the key (artifact routes need a bearer token, so a plain
 * <img src> cannot load them) and shown inline from a blob URL.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '../../api';
import { ErrorNotice, Loading } from '../../components/States';

/** A blob URL of an extraction's retained PNG, and the query that loads it. */
export function useArtifactUrl(id: string, kind: 'screenshot' | 'visual-image') {
  const png = useQuery((c) => c.artifact(id, kind), [id, kind]);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!png.data) return;
    const u = URL.createObjectURL(new Blob([png.data as BlobPart], { type: 'image/png' }));
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [png.data]);
  return { png, url };
}

/** The screenshot or visual image of an extraction. */
export function ArtifactImage({ id, kind, alt }: { id: string; kind: 'screenshot' | 'visual-image'; alt: string }) {
  const { png, url } = useArtifactUrl(id, kind);
  if (png.error !== undefined) return <ErrorNotice error={png.error} onRetry={png.reload} />;
  if (!url) return <Loading what={alt.toLowerCase()} />;
  return (
    <figure className="artifact">
      <a href={url} target="_blank" rel="noreferrer">
        <img src={url} alt={alt} data-testid={`artifact-${kind}`} />
      </a>
      <figcaption>
        {alt} ·{' '}
        <a href={url} download={`${id}-${kind}.png`}>
          Download PNG
        </a>
      </figcaption>
    </figure>
  );
}
