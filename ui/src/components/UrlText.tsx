/**
 * A URL that wraps where a reader expects it to (after `/`, `?`, `&`, `#`), never in the middle
 * of a host name or a word while a separator is left to break at.
 */
import { Fragment } from 'react';

/** `url` with break opportunities after its separators; `lines` cuts it after that many lines. */
export function UrlText({ url, title, lines }: { url: string; title?: string; lines?: 2 }) {
  const parts = url.split(/(?<=[/?&#])/);
  return (
    <span className={lines ? 'url-text clamp-2' : 'url-text'} title={title ?? url} data-testid="url-text">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {p}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
