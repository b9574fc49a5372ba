/**
 * The page model of anything a fetch returned: a web page as is, a PDF or a text file through its
 * text, so a schema or prompt applies to documents the same way as to pages.
 */
import type { FetchedPage } from '../fetch/fetched-page';
import { buildPageModel, type PageModel } from './page-model';
import { pdfDocument } from './pdf-document';
import { plainTextDocument, textDocumentHtml } from './text-document';

/** Builds the page model of one fetched page or document. */
export async function pageOfFetched(fetched: FetchedPage): Promise<PageModel> {
  const doc = fetched.document;
  if (!doc) return buildPageModel(fetched.html, fetched.url);
  const text = doc.type === 'pdf' ? await pdfDocument(doc.bytes, fetched.url) : plainTextDocument(doc.text);
  return buildPageModel(textDocumentHtml(text), fetched.url);
}
