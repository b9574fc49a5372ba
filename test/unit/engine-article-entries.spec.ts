/**
 * The builtin's article bodies on live blogs and reviews (small snippets, one class each): each entry of a live blog keeps
 * its heading; a review's score box and a "Read more from" line of links are left out. Other article classes:
 * engine-article-bodies.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

const BODY: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
const para = (n: number) => `<p>Paragraph ${n} of the report says what the minister said at the launch, with the figures the opposition disputed.</p>`;

test("a live blog's entries keep their headings, though each sits in a box the page names its entry's header", () => {
  const entry = (n: number) =>
    `<article class="live-post" id="post-${n}"><header class="live-post__header"><time class="live-post__time">1:${n}0pm</time> <h2 class="live-post__title">Entry ${n}: the minister answers questions</h2></header><div class="live-post__body">${para(n)}${para(n + 10)}</div></article>`;
  const html = `<main><h1>Election live: manifesto launch</h1><div class="live-blog-feed">${[1, 2, 3, 4].map(entry).join('')}</div></main>`;
  const body = String(extract(html, BODY).article_body);
  for (const n of [2, 3]) expect(body.split('\n\n')).toContain(`Entry ${n}: the minister answers questions`);
  for (const n of [1, 2, 3, 4]) expect(body).toContain(`Paragraph ${n} of the report`);
});

test("a review's score box and a 'Read more from' line of links to other stories are not the article's text", () => {
  const html = `<main><article><h1>Nimbus X2 review</h1><div class="review-score-box top"><div class="review-score">8 Great</div><div class="review-verdict-short">One of the best handhelds you can buy.</div></div>${para(1)}<p class="sdc-article-strapline"><strong>Read more from Sky News:</strong><br><a href="/story/1">What are your rights if your flight is cancelled?</a><br><a href="/story/2">Live updates: Heathrow closed</a></p>${para(2)}${para(3)}</article></main>`;
  const body = String(extract(html, BODY).article_body);
  for (const n of [1, 2, 3]) expect(body).toContain(`Paragraph ${n} of the report`);
  for (const box of ['8 Great', 'best handhelds', 'Read more from', 'your rights']) expect(body).not.toContain(box);
});

test('a blog post leaves out an advertiser disclosure, an opt-in box and an author box set inside or beside it', () => {
  const html = `<main><article><h1>How we paid off $40,000</h1><div class="advertiser-disclosure"><p>Advertiser Disclosure: The Frugal Ledger is supported by our partners.</p></div>${para(1)}${para(2)}<div class="optin-box"><h3>Get the free printable budget</h3><p>We respect your privacy. Unsubscribe at any time.</p></div>${para(3)}<div class="et_pb_author_box"><h4>About Ben</h4><p>Ben writes about money and home repairs from Ohio.</p></div></article></main>`;
  const body = String(extract(html, BODY).article_body);
  for (const n of [1, 2, 3]) expect(body).toContain(`Paragraph ${n} of the report`);
  for (const box of ['Advertiser Disclosure', 'free printable', 'respect your privacy', 'About Ben', 'writes about money']) expect(body).not.toContain(box);
});

test("a post leaves out the author box a platform sets after it under 'Written by …', its follower count and bio", () => {
  const html = `<div><article><h1>Cutting our cluster bill</h1>${para(1)}${para(2)}${para(3)}</article><div><h2>Written by Daniel Kim</h2><p>1.1K Followers · Writer for Better Programming</p><p>Platform engineer. Writing about infrastructure, cost, and people.</p></div></div>`;
  const body = String(extract(html, BODY).article_body);
  for (const n of [1, 2, 3]) expect(body).toContain(`Paragraph ${n} of the report`);
  for (const box of ['Written by', 'Followers', 'Platform engineer']) expect(body).not.toContain(box);
});

test("a post leaves out a science release's citation and copyright notes, an affiliate disclosure and an embed's consent placeholder", () => {
  for (const box of [
    '<p>Citation: Bats use a second map to find home (2024, July 12) retrieved 13 July 2024 from https://phys.org/news/2024-07-bats.html</p><p>This document is subject to copyright. Apart from any fair dealing for the purpose of private study or research, no part may be reproduced without the written permission.</p>',
    '<p><b>Journal information:</b> arXiv</p>',
    '<p><em>Every product recommended by Engadget is selected by our editorial team, independent of our parent company. Some of our stories include affiliate links.</em></p>',
    '<p>Ars Technica may earn compensation for sales from links on this site through affiliate programs.</p>',
    '<section><p>Empfohlener redaktioneller Inhalt</p><p>Mit Ihrer Zustimmung wird hier ein externes Video (TargetVideo GmbH) geladen.</p></section>',
  ]) {
    const body = String(extract(`<main><article><h1>Bats find home</h1>${para(1)}${para(2)}${box}${para(3)}</article></main>`, BODY).article_body);
    expect(body.split('\n\n'), box).toEqual([1, 2, 3].map((n) => para(n).replace(/<\/?p>/g, '')));
  }
});
