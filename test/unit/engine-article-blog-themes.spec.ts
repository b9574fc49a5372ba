/**
 * The builtin on blog platforms' and themes' pages (small snippets): a text box whose name also says "spec", a theme's
 * settings written into the root element's class, and a personal site's replies from elsewhere under its post.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { fillSchema } from '../../server/engine/extract/builtin/fill-schema';
import { buildPageModel } from '../../server/engine/page/page-model';
import { extractSnippet as extract } from '../support/builtin-snippet';

const POST: JsonSchema = { type: 'object', properties: { author: { type: 'string' }, article_body: { type: 'string' } } };
const para = (n: number) => `<p>Paragraph ${n} explains how the has selector replaced javascript in our design system and why that matters.</p>`;
const paras = [0, 1, 2, 3, 4].map(para).join('');

test("a post's text in a box named for the text and for a spec is the text; a spec table beside the text is not", () => {
  const page = (box: string) =>
    `<!doctype html><html lang="en"><head><title>T</title></head><body><main><div><article><h1>T</h1>${box}</article><div class="card"><p>For further actions, you may consider blocking this person and/or <a href="/report-abuse">reporting abuse</a></p></div></div></main></body></html>`;
  const body = (box: string) => String(fillSchema(buildPageModel(page(box), 'https://dev.example/t'), POST).article_body);
  expect(body(`<div class="spec__body">${paras}</div>`)).toContain('Paragraph 4 explains');
  const specs = body(`<div class="post">${paras}<div class="specs"><p>Weight: 1.2 kg. Battery: 12 hours of browsing.</p></div></div>`);
  expect(specs).toContain('Paragraph 4 explains');
  expect(specs).not.toContain('Battery');
});

test("a theme's settings in the root element's class ('avada-html-header-position-top') leave the page's skip link and back-to-top text out as ever", () => {
  const html = (root: string) =>
    `<!doctype html><html lang="en" class="${root}"><head><title>Winter hiking</title></head><body><a class="skip-link screen-reader-text" href="#c">Skip to content</a><main><article><h1>Winter hiking</h1><div class="post-content">${paras}</div></article></main><a href="#" class="to-top"><span class="screen-reader-text">Go to top of the page</span></a></body></html>`;
  const body = (root: string) => String(fillSchema(buildPageModel(html(root), 'https://blog.example/winter-hiking/'), POST).article_body);
  for (const root of ['', 'avada-html-header-position-top', 'has-sidebar footer-fixed']) {
    expect(body(root), root).toContain('Paragraph 4 explains');
    expect(body(root), root).not.toContain('Go to top');
  }
});

test("a personal site's webmentions under its post are replies: the post is by the byline's name, not a reply's author", () => {
  const reply = (cls: string) =>
    `<section class="${cls}"><h2>Webmentions</h2><ol><li class="h-cite u-comment"><div class="p-author h-card"><a class="u-url p-name" href="https://mastodon.social/@tom">Tom Haines</a></div><div class="e-content">Great post!</div></li></ol></section>`;
  const page = `<header><h1 class="title">Notebook</h1><p class="author">Irene Kowalczyk</p></header>${paras}${reply('webmentions')}`;
  expect(extract(page, POST, 'https://irenek.net/notebook/').author).toBe('Irene Kowalczyk');
});

test("a newsletter archive's byline set in a line of facts ('Issue #47 · by Sam Okoye · 6 min read') names the writer", () => {
  const page = (line: string) =>
    extract(`<table><tr><td><div class="mceText"><h1>The Weekly Loop</h1><p>${line}</p>${paras}</div></td></tr></table>`, POST).author;
  expect(page('Issue #47 · by Sam Okoye · 6 min read')).toBe('Sam Okoye');
  expect(page('Issue #47 · 6 min read')).toBeNull();
});

test("a page that leaves out its <head> and <body> tags (v8.dev's blog) keeps its code blocks in the text", () => {
  const code = '<pre class="language-js"><code class="language-js">function testfunc1() {\n  console.log(\'called\');\n}</code></pre>';
  const html = (open: string) =>
    `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Compile hints · V8</title>${open}<header><a href="/">V8</a></header><main><article><h1>Compile hints</h1>${para(0)}${para(1)}<p>script1.js:</p>${code}${para(2)}${para(3)}</article></main>`;
  for (const open of ['', '<body>']) {
    const body = String(fillSchema(buildPageModel(html(open), 'https://v8.dev/blog/explicit-compile-hints'), POST).article_body);
    expect(body, open).toContain("function testfunc1() {\n  console.log('called');\n}");
  }
});

test("an article's own footer is no part of its text: a sponsors' thanks of many names, however many commas it holds", () => {
  const names = Array.from({ length: 120 }, (_, i) => `Sponsor Name${i}`).join(', ');
  const html = `<!doctype html><html lang="en"><head><title>The case for sans-io</title></head><body><main><article><h1>The case for sans-io</h1><div class="article-body">${paras}</div><footer class="article-footer"><div class="thanks"><h3>Thanks to my sponsors</h3><p>This article was made possible thanks to my sponsors: ${names}.</p></div></footer></article></main></body></html>`;
  const body = String(fillSchema(buildPageModel(html, 'https://fasterthanli.me/articles/the-case-for-sans-io'), POST).article_body);
  expect(body).toContain('Paragraph 4 explains');
  expect(body).not.toContain('Sponsor Name7');
});
