/**
 * A page's text in the charset it declares, else UTF-8 (server/engine/fetch/charset.ts): what the HTTP path decodes,
 * and what the browser path reads again where Chromium fell back to windows-1252.
 */
import { expect, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { asDeclared, decodeHtml, misreadAsUtf8, misreadUtf8, servedText } from '../../server/engine/fetch/charset';

test('a body in UTF-8 when it is, else in the charset its Content-Type or its <meta> declares; the Latin-1 labels read as browsers read them', () => {
  const price = Buffer.from([0x80, 0x20, 0x31, 0x32, 0x20, 0x93, 0x6f, 0x6b, 0x94]);
  // Browsers read "iso-8859-1" as windows-1252: 0x80 is the euro sign, 0x93 and 0x94 curly quotes.
  for (const type of ['text/html; charset=iso-8859-1', 'text/html; charset=windows-1252', 'text/html; charset=latin1'])
    expect(decodeHtml(price, type), type).toBe('€ 12 “ok”');
  expect(decodeHtml(Buffer.concat([Buffer.from('<meta charset="iso-8859-1"><p>'), price]), 'text/html')).toBe('<meta charset="iso-8859-1"><p>€ 12 “ok”');
  expect(decodeHtml(Buffer.from('Café — 4 €'), 'text/html')).toBe('Café — 4 €');
  expect(decodeHtml(Buffer.from([0x82, 0xa0]), 'text/html; charset=shift_jis')).toBe('あ');
  // Valid UTF-8 beyond ASCII is UTF-8 whatever an old <meta> says; GBK bytes are GBK; ASCII bytes are what is declared.
  const story = '新电脑已可利用记忆自学';
  expect(decodeHtml(Buffer.from(`<meta charset="gb2312">${story}`), 'text/html')).toBe(`<meta charset="gb2312">${story}`);
  expect(decodeHtml(iconv.encode(`<meta charset="gb2312">${story}`, 'gbk'), 'text/html')).toBe(`<meta charset="gb2312">${story}`);
  const iso2022jp = Buffer.from([0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x1b, 0x28, 0x42]);
  expect(decodeHtml(iso2022jp, 'text/html; charset=iso-2022-jp')).toBe('日本');
  // A label nobody knows is no reason to lose the page.
  expect(decodeHtml(Buffer.from('Café'), 'text/html; charset=x-unknown')).toBe('Café');
});

test('UTF-8 misread as windows-1252 is read again; what an entity or a script wrote, and real windows-1252, stay', () => {
  // As a browser shows UTF-8 it took for windows-1252 (these texts hold none of the bytes windows-1252 leaves undefined).
  const misread = (s: string) => iconv.decode(Buffer.from(s), 'windows-1252');
  expect(misreadUtf8(misread('We’d pay 4 € in São Paulo'))).toBe('We’d pay 4 € in São Paulo');
  // A "’" an entity wrote sits beside the misread one: it is a character of its own, and stays.
  expect(misreadUtf8(`${misread('We’d')} and ’ too`)).toBe('We’d and ’ too');
  // "Á" is C3 81, and 0x81 is a byte windows-1252 leaves undefined: browsers decode it to U+0081.
  expect(misreadUtf8('\u00c3\u0081gua')).toBe('Água');
  expect(misreadUtf8('café, naïve')).toBeUndefined();
  expect(misreadUtf8('plain ASCII')).toBeUndefined();
  // Characters windows-1252 cannot give (a script's) break nothing.
  expect(misreadUtf8(`${misread('Zürich')} 東京`)).toBe('Zürich 東京');
});

test('a served body Chromium decoded as windows-1252 is read as its bytes are: UTF-8 where they are valid UTF-8', () => {
  const story = 'Café owners’ ‘quiet’ week — 4 €';
  // A page moved to UTF-8 whose <meta> still says iso-8859-1: the whole text turns back into valid UTF-8 (this text holds
  // none of the bytes windows-1252 leaves undefined, which iconv-lite decodes otherwise than browsers).
  expect(servedText(iconv.decode(Buffer.from(story), 'windows-1252'))).toBe(story);
  // Text decoded right already, windows-1252 text, and text beyond windows-1252 stay.
  expect(servedText(story)).toBe(story);
  expect(servedText(iconv.decode(Buffer.from('Café', 'latin1'), 'windows-1252'))).toBe('Café');
  expect(servedText('東京 Ã©')).toBe('東京 Ã©');
});

test('a DOM Chromium decoded as windows-1252 is read again as UTF-8 where the page declares nothing or UTF-8, not where it declares windows-1252', () => {
  const misread = (s: string) => iconv.decode(Buffer.from(s), 'windows-1252');
  const page = (meta: string) => `<html><head>${meta}<title>x</title></head><body><p>${misread('We’d pay 4 € in São Paulo')}</p></body></html>`;
  // A <meta charset="utf-8"> late in a long head, which Chromium now and then decodes past as windows-1252.
  expect(asDeclared(page('<meta charset="utf-8">'), 'windows-1252', 'text/html')).toContain('We’d pay 4 € in São Paulo');
  expect(asDeclared(page(''), 'windows-1252', 'text/html')).toContain('We’d pay 4 € in São Paulo');
  expect(asDeclared(page(''), 'windows-1252', 'text/html; charset=UTF-8')).toContain('We’d pay 4 € in São Paulo');
  // Text the page itself says is windows-1252 stays as it reads.
  expect(asDeclared(page('<meta charset="windows-1252">'), 'windows-1252', 'text/html')).toContain(misread('We’d'));
  expect(asDeclared(page('<meta charset="utf-8">'), 'UTF-8', 'text/html')).toContain(misread('We’d'));
});

test('a served body that is UTF-8 under another declared charset is known as misread: given as bytes, or as windows-1252 text', () => {
  const story = 'Café owners’ ‘quiet’ week — 4 €';
  expect(misreadAsUtf8(Buffer.from(story).toString('base64'), true, 'GBK')).toBe(true);
  expect(misreadAsUtf8(iconv.decode(Buffer.from(story), 'windows-1252'), false, 'windows-1252')).toBe(true);
  // GBK bytes, a windows-1252 text that is no UTF-8, ASCII, and a document Chromium read as UTF-8 are not.
  expect(misreadAsUtf8(iconv.encode('新电脑已可利用记忆自学', 'gbk').toString('base64'), true, 'GBK')).toBe(false);
  expect(misreadAsUtf8('Café', false, 'windows-1252')).toBe(false);
  expect(misreadAsUtf8(Buffer.from('plain').toString('base64'), true, 'GBK')).toBe(false);
  expect(misreadAsUtf8(Buffer.from(story).toString('base64'), true, 'UTF-8')).toBe(false);
});
