/**
 * The builtin's article bodies and headlines on pages with widgets set inside the text (reviews, match reports, recipe
 * cards, FAQ accordions, a blogging platform's member wall, a press release's boilerplate after its end mark): the widget is
 * not the article, the prose around it is.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { readerText } from '../../server/engine/extract/builtin/readable-body';
import { extractSnippet as extract } from '../support/builtin-snippet';

const ARTICLE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' }, article_body: { type: 'string' } } };
const para = (n: number) => `<p>Paragraph ${n} of the story tells what happened and why it matters, with the details a reader needs to follow it closely.</p>`;
const lines = (html: string, title = 'Story | Site') =>
  String(extract(`<main><article><h1>The story</h1>${html}</article></main>`, ARTICLE, 'https://news.example/2025/story', 'en', title).article_body).split(
    '\n\n',
  );
const story = [1, 2, 3, 4].map((n) => para(n).replace(/<\/?p>/g, ''));

test("an article body leaves out a review's verdict box, its pros and cons, its spec table and its scorecard; the prose around them stays", () => {
  const verdict = '<div class="verdict-box"><h3>Roborock Q8: Verdict</h3><p class="verdict-text">A capable vacuum held back only by its mop.</p></div>';
  const prosCons =
    '<div class="pro-con"><div class="pros"><h4>Reasons to buy</h4><ul><li>+Excellent suction</li><li>+Self-emptying dock</li></ul></div><div class="cons"><h4>Reasons to avoid</h4><ul><li>-Loud dock</li></ul></div></div>';
  const specs =
    '<div class="spec-table"><h3>Specs</h3><table><tr><td>Weight</td><td>7.5 pounds</td></tr><tr><td>Battery</td><td>180 min</td></tr></table></div>';
  const scorecard = '<div class="scorecard"><h2>Our Verdict</h2><div>Mixed Usage 7.3</div><div>Office 7.7</div></div>';
  expect(lines(`${para(1)}${verdict}${prosCons}${para(2)}${specs}${para(3)}${scorecard}${para(4)}`)).toEqual(story);
});

test("an article body leaves out a match report's score strip, line-ups, match stats and box score; the report stays", () => {
  const fixture = '<div class="sp-c-fixture"><span>Arsenal</span> <span class="score">2 - 1</span> <span>Newcastle</span><p class="status">FT</p></div>';
  const players = Array.from({ length: 11 }, (_, i) => `<li>${i + 1} Player Number${i + 1}</li>`).join('');
  const lineups = `<div class="sp-c-lineups"><h2>Line-ups</h2><div><h3>Arsenal</h3><ol>${players}</ol><p>Substitutes: 22 Neto, 15 Kiwior, 20 Jorginho</p></div><div><h3>Newcastle</h3><ol>${players}</ol><p>Referee: Michael Oliver</p></div></div>`;
  const stats = '<div class="sp-c-match-stats"><h2>Match stats</h2><table><tr><td>64%</td><td>Possession</td><td>36%</td></tr></table></div>';
  const boxScore = '<div class="Boxscore"><h2>Box Score</h2><table><tr><td>J. Brunson</td><td>38</td><td>41</td></tr></table></div>';
  expect(lines(`${fixture}${para(1)}${para(2)}${lineups}${para(3)}${stats}${para(4)}${boxScore}`)).toEqual(story);
});

test("an article body keeps a recipe card's steps and leaves out its meta and nutrition; it keeps an FAQ's questions set in the accordion's buttons", () => {
  const card =
    '<div class="wprm-recipe"><div class="wprm-recipe-meta-container">Course Breakfast Servings 10 slices Calories 254kcal</div><ol><li>Brown the butter until it smells nutty.</li></ol><div class="wprm-nutrition-label-container"><h3>Nutrition</h3><span>Calories: 254kcal</span></div></div>';
  const faq =
    '<h2>Frequently asked questions</h2><div class="faq-item"><button class="faq-toggle" aria-expanded="false"><h3>How much magnesium should I take?</h3></button><div class="faq-answer"><p>Studies have generally used doses between 250 and 500 mg a day.</p></div></div>';
  const body = lines(`${para(1)}${para(2)}${card}${para(3)}${para(4)}${faq}`);
  expect(body).toContain('Brown the butter until it smells nutty.');
  expect(body).toEqual([
    ...story.slice(0, 2),
    'Brown the butter until it smells nutty.',
    ...story.slice(2),
    'Frequently asked questions',
    'How much magnesium should I take?',
    'Studies have generally used doses between 250 and 500 mg a day.',
  ]);
});

test("an article body leaves out a platform's member wall, its readers' responses and its lists of more posts, kept beside a short post", () => {
  const wall =
    '<div class="paywall-upsell"><h2>Create an account to read the full story.</h2><p>The author made this story available to members only.</p><a href="/m/signin">Continue in app</a></div>';
  const more =
    '<div class="more-from"><h2>More from Devon Reyes</h2><div><h2>The on-call rotation that finally worked for us</h2><h3>What we changed after two years.</h3></div></div>';
  const responses =
    '<div class="responses"><h2>Responses (24)</h2><div class="response"><p class="who">Karin Holt</p><p>We did the same thing last year and had the exact same experience.</p></div></div>';
  const recommended = '<div class="recommended"><h2>Recommended from Medium</h2><div><h2>Kubernetes Was a Mistake for Us</h2></div></div>';
  const html = `<div><article><h1>We Deleted Half Our Services</h1>${para(1)}${para(2)}</article>${wall}${more}${responses}${recommended}</div>`;
  const body = String(extract(html, ARTICLE, 'https://medium.example/@devon/we-deleted-half', 'en', 'We Deleted Half Our Services | Medium').article_body);
  expect(body.split('\n\n')).toEqual(story.slice(0, 2));
});

test("the headline is the page's h1 where it names the title's topic in other words; a section's name over the story is none", () => {
  const ld = '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Best Kitchen Gadgets 2025, Tested by Experts"}</script>';
  const page = (h1: string, title: string) =>
    extract(`${ld}<main><article>${h1}${para(1)}${para(2)}</article></main>`, ARTICLE, 'https://news.example/2025/gadgets', 'en', title).headline;
  const title = 'Best Kitchen Gadgets 2025, Tested by Experts | Good Housekeeping';
  expect(page('<h1>12 Kitchen Gadgets Our Test Kitchen Actually Uses Every Day</h1>', title)).toBe(
    '12 Kitchen Gadgets Our Test Kitchen Actually Uses Every Day',
  );
  expect(page('<h1>Home &amp; Garden Reviews</h1>', title)).toBe('Best Kitchen Gadgets 2025, Tested by Experts');
});

test("a forum topic's replies marked as comments and a blog's ad units are not the post; the first post is", () => {
  const reply = (n: number, who: string) =>
    `<div id="post_${n}" itemprop="comment" itemscope itemtype="http://schema.org/Comment" class="topic-body crawler-post"><span itemprop="author">${who}</span><div class="post" itemprop="text"><p>Reply ${n}: same here since the update, my sensors drop off every few hours and come back only after a restart.</p></div></div>`;
  const adUnit = (label: string) =>
    `<div class="revenue_unit_wrap"><div class="revenue_unit_item adfit"><div class="revenue_unit_info">${label}</div></div></div>`;
  const body = lines(
    `${adUnit('728x90')}<div id="post_1" class="topic-body crawler-post"><div class="post" itemprop="text">${para(1)}${para(2)}${para(3)}</div></div>${adUnit('반응형')}${reply(2, 'tom_l')}${reply(3, 'puddly')}`,
  );
  expect(body).toEqual(expect.arrayContaining([expect.stringContaining('Paragraph 1'), expect.stringContaining('Paragraph 3')]));
  for (const gone of ['Reply 2', 'Reply 3', '728x90', '반응형']) expect(body.join('\n')).not.toContain(gone);
});

test("an accordion's question set as a button inside its heading stays, with its hidden answer, and a documentation callout marked role=alert is the text's", () => {
  const faq =
    '<section class="fr-accordion"><h3 class="fr-accordion__title"><button class="fr-accordion__btn" aria-expanded="false">Combien ça coûte ?</button></h3><div class="fr-collapse"><p>La démarche est gratuite si vous la faites vous-même sur le site officiel.</p></div></section>';
  const note =
    '<div class="alert alert-info note callout" role="alert"><strong>Note:</strong> If you do not specify a memory limit for a Container, the Container has no upper bound on the memory it uses.</div>';
  const body = lines(`${para(1)}${para(2)}${note}${para(3)}${para(4)}${faq}`);
  expect(body).toContain('Note: If you do not specify a memory limit for a Container, the Container has no upper bound on the memory it uses.');
  expect(body).toContain('Combien ça coûte ?');
  // The answer the question's button keeps hidden till it opens by its style.
  const answer = (hide: string) =>
    `<div class="faq-item"><button aria-expanded="false"><h3>Is an air fryer healthier than deep frying?</h3></button><div ${hide}><p>Generally yes, because it needs far less oil to crisp the same food.</p></div></div>`;
  for (const hide of ['style="display:none"', 'style="display: none;"'])
    expect(lines(`${para(1)}${para(2)}${para(3)}${answer(hide)}${para(4)}`), hide).toContain(
      'Generally yes, because it needs far less oil to crisp the same food.',
    );
});

test("an article body leaves out a video player's title and length, and a bookmaker's odds box with its legal line; the report stays", () => {
  const video =
    '<div class="video-player" data-video-id="1"><img src="v.jpg" alt=""><h3 class="video-title">Highlights: late winner seals fourth straight home win</h3><span>02:14</span></div>';
  const odds =
    '<div class="inline-odds"><header class="odds-header">Odds by DraftKings</header><table class="odds-table"><tr><td>Hosts</td><td>-150</td></tr><tr><td>Rivals</td><td>+120</td></tr></table></div>';
  const legal = '<p>Gambling problem? Call 1-800-GAMBLER. 21+. Please gamble responsibly. Odds subject to change.</p>';
  expect(lines(`${para(1)}${video}${para(2)}${odds}${para(3)}${para(4)}${legal}`)).toEqual(story);
});

test("a sharing title with the site's name set before it gives the headline without it, where the page shows no h1", () => {
  const page = `<html><head><title>No, the IRS won’t tax every Venmo payment | PolitiFact</title><meta property="og:site_name" content="PolitiFact"><meta property="og:title" content="PolitiFact - No, the IRS won’t tax every Venmo payment"></head><body><main><article><h2 class="c-title">No, the IRS won’t tax every Venmo payment</h2>${para(1)}${para(2)}${para(3)}</article></main></body></html>`;
  expect(extract(page, ARTICLE, 'https://www.politifact.com/factchecks/2025/nov/06/venmo/').headline).toBe('No, the IRS won’t tax every Venmo payment');
});

test("a press release's text ends at its end mark: the issuer's boilerplate and contacts after '###' or '- END -' are not its body", () => {
  const after =
    '<p><strong>About Kestrel Logistics</strong></p><p>Kestrel Logistics is a leading provider of freight services in 40 countries, with 12,000 employees.</p>';
  for (const mark of ['###', '- END -', '-30-']) {
    const body = lines(`${para(1)}${para(2)}${para(3)}<p>${mark}</p>${after}`).join('\n\n');
    expect(body, mark).toContain('Paragraph 3 of the story');
    expect(body, mark).not.toContain('About Kestrel');
    expect(body, mark).not.toContain('12,000 employees');
  }
});

test("a glossary's term set in the button that opens its tooltip is a word of its sentence", () => {
  const text = lines(
    `${para(1)}<p>The body needs iron to make the red pigment <button type="button" class="glossary-tooltip">haemoglobin</button><span role="tooltip" hidden>Iron-rich protein in red blood cells.</span>, which carries oxygen from the lungs to every tissue in the body.</p>${para(2)}${para(3)}`,
  ).join('\n\n');
  expect(text).toContain('the red pigment haemoglobin, which carries oxygen');
  expect(text).not.toContain('Iron-rich protein');
});

test("a broadcaster's consent box named by its id ('bbccookies'), its 'More to explore' links after the story, a 'Video above:' line and a 'This segment aired on' note are not the text", () => {
  const consent =
    '<div id="bbccookies"><p>Let us know you agree to cookies</p><p>We use cookies to give you the best online experience.</p><button>Yes, I agree</button><a href="/c">No, take me to settings</a></div>';
  const explore =
    '<section data-testid="features"><h2>More to explore</h2><a href="/news/a">School board delays vote on new term dates</a><a href="/news/b">Heat advisory issued for the weekend</a></section>';
  const body = String(
    extract(
      `${consent}<main id="main-content"><article><h1>The story</h1><p><em>Video above: Ridership on the line has surpassed expectations</em></p>${para(1)}${para(2)}${para(3)}<p>This segment aired on November 18, 2025.</p></article>${explore}</main>`,
      ARTICLE,
      'https://news.example/2025/story',
    ).article_body,
  );
  expect(body.split('\n\n')).toEqual([1, 2, 3].map(para).map((p) => p.replace(/<\/?p>/g, '')));
});

test("a review's spec sheet, score box, deal box and chart named in the site's language are not the text; a gallery's counter, a forum link and a reporter's line under it neither", () => {
  const spec = '<div class="scheda-tecnica"><p>Scheda tecnica</p><ul><li>Display: 6,7 pollici AMOLED</li><li>SoC: Exynos 1580</li></ul></div>';
  const score = '<div class="box-voto"><span>8,5</span><p>PRO</p><ul><li>Ottima costruzione</li></ul><p>CONTRO</p><ul><li>Niente caricatore</li></ul></div>';
  const deal = '<div class="cb-deal-block"><p>Freebox Ultra Essentiel</p><p>39,99 €/mois</p><a rel="sponsored" href="/go">Voir l\'offre chez Free</a></div>';
  const reporter = '<div class="reporter_info"><p>이나리 기자(narilee@zdnet.co.kr)</p></div>';
  const chart =
    '<div class="chart"><p>Rasterizing – 2.560 × 1.440</p><ul><li><span>Nvidia GeForce RTX 5080</span><span>128,4</span></li><li><span>AMD Radeon RX 9070 XT</span><span>112,8</span></li></ul></div><p>Bild 1 von 34</p>';
  const forum = '<footer><a class="button" href="/forum/1">Zum Forum ( 1.874)</a></footer>';
  expect(lines(`${para(1)}${spec}${para(2)}${score}${para(3)}${deal}${chart}${para(4)}${reporter}${forum}`)).toEqual(
    [1, 2, 3, 4].map(para).map((p) => p.replace(/<\/?p>/g, '')),
  );
});

test("a sports report's match sheet, results table and medal table set between its paragraphs are not the text", () => {
  const sheet =
    '<div class="rm-match-sheet"><h4>Ficha técnica</h4><dl><dt>Real Madrid:</dt><dd>Courtois; Carvajal, Militão, Rüdiger, Mendy.</dd><dt>Goles:</dt><dd>1-0: Mbappé (27\'). 2-0: Bellingham (64\').</dd></dl></div>';
  const results =
    '<div class="results-table-widget"><h4>Tissot Sprint - Thailand</h4><table><tr><td>1</td><td>M. Márquez</td><td>20:21.563</td></tr><tr><td>2</td><td>A. Márquez</td><td>+0.487</td></tr><tr><td>3</td><td>Bagnaia</td><td>+1.910</td></tr><tr><td>4</td><td>Bezzecchi</td><td>+2.245</td></tr></table><a href="/results">Full results</a></div>';
  const medals =
    '<div class="medal-table-widget"><h4>Medal standings</h4><table><tr><td>Norway</td><td>12</td></tr><tr><td>Italy</td><td>9</td></tr></table></div>';
  expect(lines(`${para(1)}${sheet}${para(2)}${results}${para(3)}${medals}${para(4)}`)).toEqual([1, 2, 3, 4].map(para).map((p) => p.replace(/<\/?p>/g, '')));
});

test("a finance guide's calculator, and a rail of the latest articles or the most popular reviews after the story, are not its text", () => {
  const body = (box: string) =>
    String(extract(`<main><article><h1>Paying off debt</h1>${para(1)}${box}${para(2)}${para(3)}</article></main>`, ARTICLE).article_body);
  const calculator =
    '<div class="nw-calculator"><div class="nw-calc__title">Credit card payoff calculator</div><form class="nw-calc__form"><label>Balance <input value="5000"></label><button type="button">Calculate</button></form><div class="nw-calc__result">It will take 32 months to pay off your balance. Total interest: $1,870.</div></div>';
  expect(body(calculator)).not.toMatch(/calculator|32 months/);
  // The rail under a heading that says it is one, its cards only links.
  const STORY = 'The council voted on Monday to close the bridge for repairs until the spring.';
  const rail = (heading: string) =>
    `<div><p>${STORY}</p><h2>${heading}</h2><ul><li><a href="https://news.example/gta-6"><span>GTA 6 Delay: What We Know So Far</span></a></li><li><a href="https://news.example/ps5"><span>The 25 Best PS5 Games of All Time</span></a></li></ul></div>`;
  for (const heading of ['Latest articles', '최신 뉴스', '인기 리뷰']) expect(readerText(rail(heading)), heading).toBe(STORY);
});

test("a blog platform's list of the category's other posts inside the post (Tistory's 'another_category') is not its text", () => {
  const others =
    '<div class="another_category another_category_color_gray"><h4>\'회고\' 카테고리의 다른 글</h4><table><tr><th><a href="/12">2023년 회고: 첫 이직</a> <span>(2)</span></th><td>2023.12.31</td></tr><tr><th><a href="/8">신입 개발자 1년 회고</a> <span>(4)</span></th><td>2022.12.29</td></tr></table></div>';
  expect(lines(`${para(1)}${para(2)}${para(3)}${others}`).join('\n')).not.toMatch(/카테고리의 다른 글|첫 이직/);
});

test("a consent banner's notice without its buttons, and a gallery slide's caption and credit named in Portuguese ('legenda', 'credito'), are not the story", () => {
  const story = `${para(1)}\n\n${para(2)}`.replace(/<\/?p>/g, '');
  const banner =
    '<div id="cmp">Le Télégramme et ses partenaires utilisent des cookies. <button>Accepter</button><button>Continuer sans accepter</button></div>';
  expect(extract(`${banner}<main><article><h1>The story</h1>${para(1)}${para(2)}</article></main>`, ARTICLE).article_body).toBe(story);
  const slide = (n: number) =>
    `<div class="swiper-slide"><img src="/app/noticia/foto${n}.jpg"><p class="legenda">Público lota a Praça da Estação durante o show de abertura, na foto ${n}</p><span class="credito">Leandro Couri/EM/D.A Press</span></div>`;
  expect(lines(`${para(1)}<div class="galeria-fotos swiper">${slide(1)}${slide(2)}</div>${para(2)}`).join('\n\n')).toBe(story);
});
