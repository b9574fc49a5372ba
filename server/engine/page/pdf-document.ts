/**
 * A PDF's text as a TextDocument (unpdf: a maintained serverless build of Mozilla's PDF.js).
 * Lines come from the text items' positions; a gap wider than the usual line spacing, or a new
 * page, starts a paragraph. The document's Info title is the title when it has one.
 */
import { ExtractionError } from '../types';
import type { TextDocument } from './text-document';

interface Line {
  text: string;
  y: number;
  /** Font size of the line's first item (the text matrix's vertical scale). */
  size: number;
  page: number;
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
}

function linesOf(items: TextItem[], page: number): Line[] {
  const lines: Line[] = [];
  let text = '';
  let y: number | undefined;
  let size = 0;
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    if (y === undefined) {
      y = item.transform?.[5] ?? 0;
      size = Math.abs(item.transform?.[3] ?? 0);
    }
    text += item.str;
    if (item.hasEOL) {
      if (text.trim()) lines.push({ text: text.trim(), y, size, page });
      text = '';
      y = undefined;
    }
  }
  if (text.trim()) lines.push({ text: text.trim(), y: y ?? 0, size, page });
  return lines;
}

function paragraphsOf(lines: Line[]): string[] {
  const gaps = lines
    .slice(1)
    .flatMap((l, i) => (l.page === lines[i].page ? [Math.abs(lines[i].y - l.y)] : []))
    .filter((g) => g > 0);
  const usual = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 4)] ?? 0;
  const paragraphs: string[] = [];
  let current: string[] = [];
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    const gap = prev ? Math.abs(prev.y - line.y) : 0;
    // Wider than the usual line spacing, or than a line of this font: a blank line between paragraphs.
    const breaks = !prev || prev.page !== line.page || (usual > 0 && gap > usual * 1.4) || (line.size > 0 && gap > line.size * 1.9);
    if (breaks && current.length) {
      paragraphs.push(current.join(' '));
      current = [];
    }
    current.push(line.text);
  });
  if (current.length) paragraphs.push(current.join(' '));
  return paragraphs.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Reads a PDF's title and paragraphs; rejects with an ExtractionError for a PDF that cannot be read. */
export async function pdfDocument(bytes: Buffer, url: string): Promise<TextDocument> {
  // Loaded on first use: PDF.js is large and most runs never see a PDF.
  const { getDocumentProxy, getMeta } = await import('unpdf');
  try {
    const doc = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const meta = await getMeta(doc).catch(() => ({ info: {} as Record<string, unknown> }));
      const lines: Line[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const content = await (await doc.getPage(n)).getTextContent();
        lines.push(...linesOf(content.items as TextItem[], n));
      }
      const title = (meta.info as Record<string, unknown>).Title;
      return { title: typeof title === 'string' && title.trim() ? title.trim() : undefined, paragraphs: paragraphsOf(lines) };
    } finally {
      await doc.destroy();
    }
  } catch (err) {
    throw new ExtractionError('upstream_failed', `${url} is a PDF that could not be read: ${(err as Error).message}`, 'content', {
      raw: String((err as Error).stack ?? err),
    });
  }
}
