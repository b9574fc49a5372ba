/**
 * Documents that are text rather than markup (a PDF's text, a text/plain file) as a small HTML
 * article, so the page stage, the builtin and the LLM providers read them like any page:
 * the title as <title> and <h1>, each paragraph a <p>.
 */

/** A text document: its title (if known) and its paragraphs in reading order. */
export interface TextDocument {
  title?: string;
  paragraphs: string[];
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The HTML the page stage builds its model from. */
export function textDocumentHtml(doc: TextDocument): string {
  const paragraphs = [...doc.paragraphs];
  // A first paragraph that is the title is the heading, not body text.
  const title = doc.title?.trim() || (paragraphs[0] && paragraphs[0].length <= 120 ? paragraphs[0] : '');
  if (title && paragraphs[0]?.trim() === title) paragraphs.shift();
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const head = title ? `<title>${escapeHtml(title)}</title>` : '';
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body><article>${title ? `<h1>${escapeHtml(title)}</h1>` : ''}\n${body}</article></body></html>`;
}

/** A plain-text file as a document: blank lines separate paragraphs; a short first line is the title. */
export function plainTextDocument(text: string): TextDocument {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { paragraphs };
}
