/**
 * What a fetched response is, from its content type and its first bytes: a web page, a PDF,
 * plain text, or something Pluck cannot extract from. PDFs are recognised by their `%PDF-` magic
 * too, since many servers send them as application/octet-stream.
 */
import { ExtractionError } from '../types';

/** How the pipeline reads a response. */
export type ContentKind = 'html' | 'pdf' | 'text' | 'unsupported';

const HTML = /^(text\/html|application\/xhtml\+xml)$/;
// Feeds and XML documents are markup the page stage can read; text/plain becomes a text document.
const MARKUP = /^(text\/xml|application\/xml|application\/[\w.+-]+\+xml)$/;

/** The media type of a Content-Type header, lowercased, without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** True when the first bytes are a PDF header. */
export function isPdf(head: Uint8Array): boolean {
  return Buffer.from(head.subarray(0, 1024)).toString('latin1').includes('%PDF-');
}

// Bytes that never appear in text: a NUL, or most control characters.
const looksBinary = (head: Uint8Array) => head.subarray(0, 1024).some((b) => b === 0 || (b < 9 && b !== 0));

/** The kind of a response; `head` is its first bytes, when known (the browser path may only have headers). */
export function contentKind(contentType: string | undefined, head?: Uint8Array): ContentKind {
  const type = mediaType(contentType);
  if (type === 'application/pdf' || (head && isPdf(head))) return 'pdf';
  if (HTML.test(type) || MARKUP.test(type)) return 'html';
  if (type === 'text/plain') return 'text';
  // No type: what the bytes look like decides (servers that omit it mostly send pages).
  if (!type) return head && looksBinary(head) ? 'unsupported' : 'html';
  return 'unsupported';
}

/** The error for a response Pluck cannot extract from (an image, an archive, JSON, binary data). */
export function unsupportedContent(url: string, contentType: string | undefined): ExtractionError {
  const type = mediaType(contentType) || 'binary data without a content type';
  return new ExtractionError('upstream_failed', `${url} is ${type}, not a web page or a document Pluck can read (HTML, PDF, XML or plain text)`, 'content', {
    raw: `content-type: ${contentType ?? '(none)'}`,
  });
}
