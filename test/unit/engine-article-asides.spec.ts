/**
 * The builtin's article bodies on what sites set beside the text inside the article (small snippets, one class each): a
 * writer's linked biography, a rail of other stories' cards, an embed's consent placeholder, an appeal for contributions;
 * and what the reader view misreads as such (a help centre's boxes named for a word ending in "com").
 */
import { expect, test } from '@playwright/test';
import { readerText } from '../../server/engine/extract/builtin/readable-body';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

const BODY: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
// The article body a user gets for a page whose body is `html`.
const bodyText = (html: string) => String(extract(html, BODY).article_body);

test("the reader view's text leaves out a writer's biography that opens with their name linked to their page, and a 'Related Content' list", () => {
  const text = [
    '<div><p>The pill was approved on Tuesday.</p>',
    '<p><a href="https://www.nytimes.com/by/rebecca-sloane">Rebecca Sloane</a> covers the Food and Drug Administration for The Times.</p>',
    '<h2>Related Content</h2><ul><li><a href="/2026/01/measles.html">Measles Cases Reach Highest Level Since 1992</a></li>',
    '<li><a href="/2026/01/eggs.html">What to Know About the New Egg Allergy Guidelines</a></li></ul></div>',
  ].join('');
  expect(readerText(text)).toBe('The pill was approved on Tuesday.');
  // A sentence of the text that opens with a linked name goes on with its own words.
  const quoted = '<div><p><a href="https://example.com/people/jane-roe">Jane Roe</a> said the pill was a relief for families.</p></div>';
  expect(readerText(quoted)).toBe('Jane Roe said the pill was a relief for families.');
});

test("the reader view's text leaves out a 'More in …' rail of cards whose links hold each card's headline", () => {
  const card = (slug: string, section: string, title: string) =>
    `<p><a href="https://www.vox.com/${slug}"><span>${section}</span><h2>${title}</h2><span>Keara Lind</span></a></p>`;
  const rail = [
    '<section><h2>More in Climate</h2>',
    card('climate/heat-pumps', 'Climate', 'The heat pump boom is real. Here is what it means for your house.'),
    card('technology/ai-energy', 'Technology', 'How much energy does an AI query actually use?'),
    '</section>',
  ].join('');
  expect(readerText(`<div><p>Bills rose again this winter.</p>${rail}</div>`)).toBe('Bills rose again this winter.');
});

test("the reader view's text leaves out an embed's consent placeholder and skip links, and a live blog's 'Pinned post' label", () => {
  const embed = [
    '<p><a href="#end-of-twitter-content-1">Skip twitter post by Daniel Okonjo</a></p><h2>Allow X content?</h2>',
    '<p>This article contains content provided by X. We ask for your permission before anything is loaded, as they may be using cookies.</p>',
    '<p>End of twitter post by Daniel Okonjo</p><p>Skip Instagram post, 2</p><p>End of Instagram post, 2</p>',
  ].join('');
  expect(readerText(`<div><p>Pinned post</p><p>Councils will get new powers.</p>${embed}<p>The plan starts in May.</p></div>`)).toBe(
    'Councils will get new powers.\n\nThe plan starts in May.',
  );
  // A sentence about skipping content is the text's.
  expect(readerText('<div><p>Skip the video content if you are short of time.</p></div>')).toBe('Skip the video content if you are short of time.');
});

test('an article body leaves out an appeal for contributions set in the text, with its pitch and its amounts', () => {
  const para = (n: number) => `<p>Paragraph ${n} of the explainer sets out what the grid operators plan for the summer, with figures from the agency.</p>`;
  const pitch = 'Here at the site, we are unwavering in our commitment to covering the issues that matter most to you, every day of the year. ';
  const appeal = [
    '<div class="duet--article--contribution" data-testid="contributions-prompt"><div class="_1ttvf8d1"><h3>You’ve read 1 article in the last month</h3>',
    `<p>${pitch.repeat(3)}</p><p>We rely on readers like you — join us.</p>`,
    '<div><button>$5/month</button><button>$10/month</button></div><a href="/support-now">Yes, I’ll give $10/month</a>',
    '<p>We accept credit card, Apple Pay, and Google Pay.</p></div></div>',
  ].join('');
  const body = bodyText(`<main><article><h1>The summer grid</h1>${para(1)}${para(2)}${appeal}${para(3)}${para(4)}</article></main>`);
  for (const n of [1, 2, 3, 4]) expect(body).toContain(`Paragraph ${n} of the explainer`);
  for (const words of ['read 1 article', 'unwavering', 'join us', '$10/month', 'Apple Pay']) expect(body).not.toContain(words);
});

test("an article body keeps a help centre's lists and callouts named for a word ending in 'com' ('intercom-interblocks-…'), which the reader view weighs as comments", () => {
  const block = (text: string) => `<div class="intercom-interblocks-paragraph no-margin"><p>${text}</p></div>`;
  const para = (n: number) => block(`Step ${n} of the guide explains how the store connects to the shipping account, and what it imports first.`);
  const list = [
    '<div class="intercom-interblocks-subheading"><h2>Before you begin</h2></div><div class="intercom-interblocks-unordered-nested-list"><ul>',
    `<li>${block('You need to be the store owner or a staff member with the apps permission.')}</li>`,
    `<li>${block('Make sure your account has at least one ship-from address before you start.')}</li></ul></div>`,
  ].join('');
  const callout = `<div class="intercom-interblocks-callout">${block('Note: each workspace can connect up to five stores on the Growth plan.')}</div>`;
  const body = bodyText(
    `<main><article class="intercom-article"><h1>Connect your store</h1>${para(1)}${para(2)}${list}${para(3)}${para(4)}${callout}${para(5)}${para(6)}</article></main>`,
  );
  for (const words of [
    'Step 1 of the guide',
    'You need to be the store owner',
    'at least one ship-from address',
    'Note: each workspace',
    'Step 3 of the guide',
  ])
    expect(body).toContain(words);
});

test("an article body keeps subheadings the reader view misreads by their names ('edTag', 'com-subtitle'); it leaves out contribution appeals, 'More:' links, a latest-news list and a rights line", () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the story follows the families who rebuilt their homes after the flood, street by street, with the council's figures.</p>`;
  const html = `<main><article><h1>After the flood</h1>${para(1)}<h3 class="edTag">A patchwork of workarounds</h3>${para(2)}<h2 class="com-subtitle --font-primary">Ingenio para sobrevivir</h2>${para(3)}<p class="gnt_ar_b_p"><strong>More:</strong> <a href="/story/2">Planning to fly for the Fourth? Here's what to expect</a></p>${para(4)}<div class="contributor-ask"><h3>Support our newsroom</h3><p>Would you help us reach our goal of 50,000 new contributors by the end of the year?</p></div><div data-component="contribution-prompt"><p>We rely on readers like you to fund our journalism.</p></div>${para(5)}<div class="news-cr">RIPRODUZIONE RISERVATA © Copyright ANSA</div><section><h3>Ultima ora</h3><ul><li><a href="/n/1">13:20 Maltempo: allerta gialla</a></li><li><a href="/n/2">13:12 Borsa: Milano in rialzo</a></li></ul></section></article></main>`;
  const body = bodyText(html);
  expect(body.split('\n\n')).toEqual(expect.arrayContaining(['A patchwork of workarounds', 'Ingenio para sobrevivir']));
  for (const n of [1, 2, 3, 4, 5]) expect(body).toContain(`Paragraph ${n} of the story`);
  for (const box of ['Planning to fly', 'Support our newsroom', '50,000 new contributors', 'fund our journalism', 'RIPRODUZIONE', 'Maltempo'])
    expect(body).not.toContain(box);
});

test("a photo essay's captions are its text, without their credits; beside a story's prose, a caption is the picture's", () => {
  const photo = (caption: string) =>
    `<li class="photo"><figure><img src="/p.jpg" alt=""><figcaption class="caption"><span>${caption}</span> <span class="credit">Minh Tran / AFP</span></figcaption></figure><a href="#img">#</a></li>`;
  const captions = [
    'Farmers carry bundles of harvested rice across terraced fields in Mu Cang Chai, Vietnam, on September 28, 2025.',
    'A grape picker empties a basket into a trailer near Meursault, in France’s Burgundy region, on September 12, 2025.',
    'Workers corral floating cranberries with booms during a wet harvest at a bog in Carver, Massachusetts.',
    'Villagers share a communal meal on long tables set in a square during a harvest festival in Catalonia.',
  ];
  const intro = 'Farmers across the Northern Hemisphere have spent the past weeks bringing in their harvests.';
  const essay = `<main><article><h1>Photos: Harvest Season</h1><p>${intro}</p><ul class="photos">${captions.map(photo).join('')}</ul></article></main>`;
  expect(bodyText(essay)).toBe([intro, ...captions].join('\n\n'));
  const prose = Array.from(
    { length: 6 },
    (_, i) => `<p>Paragraph ${i + 1} of the story follows the harvest crews through a long season in the fields and the villages.</p>`,
  );
  const story = `<main><article><h1>Harvest Season</h1>${prose.join('')}<ul class="photos">${photo(captions[0])}</ul></article></main>`;
  expect(bodyText(story)).not.toContain('Farmers carry');
});

test("a subheading whose classes are modifiers alone ('--font-extra') stays in the body, where the reader view reads 'extra' as an unlikely box's", () => {
  const prose = [1, 2, 3, 4].map((n) => `<p>Paragraph ${n} of the story says what the cabinet changes mean for the ministries and the budget.</p>`);
  const subheading = '<h2 class="com-title --font-primary --l --font-extra">Los cambios en el Gabinete</h2>';
  const body = bodyText(
    `<main><article><h1>El Gobierno cambia su gabinete</h1>${prose.slice(0, 2).join('')}${subheading}${prose.slice(2).join('')}</article></main>`,
  );
  expect(body.split('\n\n')).toContain('Los cambios en el Gabinete');
});

test("the reader view's text leaves out a writer's biography in italics that closes the text ('Martha Kingsley is a Guardian columnist'); an italic sentence of the story stays", () => {
  const story = '<div><p>The council voted on Monday to close the bridge for repairs until the spring.</p>';
  expect(readerText(`${story}<p><em>Martha Kingsley is a Guardian columnist</em></p></div>`)).toBe(
    'The council voted on Monday to close the bridge for repairs until the spring.',
  );
  expect(readerText(`${story}<p><em>This story was updated on Tuesday with the council's vote.</em></p></div>`).split('\n\n')).toHaveLength(2);
});

test("an article body leaves out readers' talkbacks, as Israeli sites name their comments, below a text set in divs", () => {
  const line = (n: number) =>
    `<div class="text_editor_paragraph"><div class="public-DraftStyleDefault-block"><span data-text="true">Paragraph ${n} says the city council approved a new budget on Tuesday that raises spending on transport and schools.</span></div></div>`;
  const talkback = (n: number) =>
    `<li class="talkback"><div class="talkbackTitle">Not again</div><div class="talkbackAuthor">Reader ${n}</div><div class="talkbackText">Every year the same story, they raise rates and nothing changes in our neighbourhood.</div></li>`;
  const body = bodyText(
    `<main><article><h1>City council approves budget</h1><div class="ArticleBodyComponent">${[1, 2, 3, 4, 5].map(line).join('')}</div><section id="talkbacks" class="Talkbacks"><h3>Talkbacks</h3><ol>${[1, 2, 3, 4, 5, 6].map(talkback).join('')}</ol></section></article></main>`,
  );
  expect(body).toContain('Paragraph 5 says');
  expect(body).not.toContain('Every year the same story');
});

test("a shopping guide's item keeps its heading and the editor's paragraph beside the product card that says where to buy it; a gallery slide's caption box that holds a heading is its text", () => {
  const para =
    'Paragraph one explains in plain words why this pick earned its place on the list, how it felt after several weeks of daily wear, and who should buy it.';
  const item = `<div class="item"><h2>Pick 1: Model A</h2><div class="item-body"><div class="card"><div class="brand">BrandA</div><div class="name">Model A Low</div><a class="offer" href="https://shop.example/1">$110 at Shop</a></div><p>${para}</p></div></div>`;
  const intro =
    '<p>Every wardrobe needs a reliable pair of white sneakers, and after testing dozens of pairs over two years our editors have strong opinions about which ones are worth the money and which ones fall apart.</p><p>We wore each pair on commutes, weekend trips and long days on our feet, then compared comfort, durability and how easy they were to keep clean.</p>';
  const outro =
    '<h2>How to keep them clean</h2><p>Wipe them down with a damp cloth after every few wears and treat leather with a protective spray when new. Avoid the washing machine, which can warp the soles.</p>';
  const guide = bodyText(`<main><article><h1>The Best White Sneakers</h1>${intro}${item}${outro}</article></main>`);
  expect(guide).toContain(`Pick 1: Model A\n\n${para}`);
  expect(guide).not.toContain('$110 at Shop');
  // A card's brand, name and struck price set inline before the block of its retailers are the card's.
  const inline = `<div class="product-embed"><div class="details"><span class="brand">BrandA</span><span class="title">Model A Low</span><span class="msrp"><del>$151</del></span><div class="retailers"><a class="btn" href="https://shop.example/1"><span>$101</span> at Shop</a></div></div></div><p>${para}</p>`;
  const embedded = bodyText(`<main><article><h1>The Best White Sneakers</h1>${intro}<h2>Pick 1: Model A</h2>${inline}${outro}</article></main>`);
  expect(embedded).toContain(`Pick 1: Model A\n\n${para}`);
  expect(embedded).not.toContain('Model A Low');
  const slide = `<div class="gallery-slide"><figure><img src="/a.jpg" alt=""></figure><div class="slide-caption"><h2>Hotel A</h2><div class="slide-dek"><p>${para}</p></div></div></div>`;
  expect(bodyText(`<main><article><h1>The Best Hotels</h1>${intro}${slide}${outro}</article></main>`)).toContain(`Hotel A\n\n${para}`);
});

test("a notice about the outlet set after the story, longer than a box: a disclosure of its policies, an appeal in a 'support box'", () => {
  const policies =
    'Disclosure & Polices: CoinDesk is an award-winning media outlet that covers the cryptocurrency industry. Its journalists abide by a strict set of editorial policies. CoinDesk has adopted a set of principles aimed at ensuring the integrity, editorial independence and freedom from bias of its publications. CoinDesk is part of Bullish, an institutionally focused global digital asset platform whose shares trade on the exchange.';
  const appeal =
    '<h4>Support Our Journalism</h4><p>India needs fair, non-hyphenated and questioning journalism, packed with on-ground reporting. ThePrint – with exceptional reporters, columnists and editors – is doing just that, day after day, from every corner of the country.</p><p>Sustaining this needs support from wonderful readers like you. Whether you live in India or overseas, you can take a paid subscription by clicking here, and help us keep our newsroom free of any pressure.</p>';
  const para = (n: number) => `<p>Paragraph ${n} of the report says what the minister said at the launch, with the figures the opposition disputed.</p>`;
  const body = (notice: string) =>
    String(extract(`<main><article><h1>Bridge to close</h1>${para(1)}${para(2)}${para(3)}${notice}</article></main>`, BODY).article_body);
  expect(body(`<div class="my-6 disclosure font-body-sm"><p>${policies}</p></div>`)).not.toContain('CoinDesk');
  expect(body(`<div class="tp-support-box">${appeal}</div>`)).not.toContain('ThePrint');
  expect(body('')).toContain('Paragraph 3 of the report');
});
