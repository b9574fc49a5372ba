/**
 * Documents as pages: which responses are read (HTML, PDF by type or magic, XML, plain text) and
 * which are refused, and a PDF's text turned into a title and paragraphs.
 */
import { expect, test } from '@playwright/test';
import { contentKind } from '../../server/engine/fetch/content-kind';
import { pageOfFetched } from '../../server/engine/page/page-of-fetched';
import { pdfDocument } from '../../server/engine/page/pdf-document';
import { ExtractionError } from '../../server/engine/types';
import { tinyPdf } from '../site/tiny-pdf';

test('content kinds: the type decides, and %PDF- magic or binary bytes decide when the type says nothing useful', () => {
  const pdf = tinyPdf('T', ['x']);
  const html = Buffer.from('<!doctype html><title>x</title>');
  expect(contentKind('text/html; charset=utf-8', html)).toBe('html');
  expect(contentKind('application/xhtml+xml', html)).toBe('html');
  expect(contentKind('application/rss+xml', html)).toBe('html');
  expect(contentKind(undefined, html)).toBe('html');
  expect(contentKind('application/pdf', pdf)).toBe('pdf');
  expect(contentKind('application/octet-stream', pdf)).toBe('pdf');
  expect(contentKind('text/plain; charset=utf-8', Buffer.from('hello'))).toBe('text');
  expect(contentKind('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toBe('unsupported');
  expect(contentKind('application/json', Buffer.from('{}'))).toBe('unsupported');
  expect(contentKind('application/zip', Buffer.from('PK\x03\x04'))).toBe('unsupported');
  expect(contentKind(undefined, Buffer.from([1, 2, 0, 4]))).toBe('unsupported');
});

test('a PDF gives its Info title, else its first line, and paragraphs split at blank lines', async () => {
  const titled = await pdfDocument(
    tinyPdf('Annual Report', ['Annual Report', '', 'First line of one', 'paragraph.', '', 'Second paragraph.']),
    'https://x/a.pdf',
  );
  expect(titled).toEqual({ title: 'Annual Report', paragraphs: ['Annual Report', 'First line of one paragraph.', 'Second paragraph.'] });
  const untitled = await pdfDocument(tinyPdf('', ['Price list 2026', '', 'Lamp $19.99']), 'https://x/b.pdf');
  expect(untitled.title).toBeUndefined();
  const page = await pageOfFetched({
    url: 'https://x/b.pdf',
    status: 200,
    headers: {},
    html: '',
    ms: 1,
    engine: 'http',
    document: { type: 'pdf', bytes: tinyPdf('', ['Price list 2026', '', 'Lamp $19.99']) },
  });
  expect(page.title).toBe('Price list 2026');
  expect(page.$('h1').text()).toBe('Price list 2026');
  expect(page.$('p').text()).toBe('Lamp $19.99');
});

test('a broken PDF is a content failure naming the URL', async () => {
  const err = await pdfDocument(Buffer.from('%PDF-1.4\nnot really'), 'https://x/broken.pdf').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ExtractionError);
  expect(err).toMatchObject({
    code: 'upstream_failed',
    family: 'content',
    message: expect.stringContaining('https://x/broken.pdf is a PDF that could not be read'),
  });
});
