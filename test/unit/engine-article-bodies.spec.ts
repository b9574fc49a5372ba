/**
 * The builtin's article bodies on the failure classes seen on real news pages (small snippets, one
 * class each): what the reader view keeps of the page around the article (boxes, menus, datelines,
 * links to other stories, captions, furniture) is left out, and what it drops of the article is kept.
 */
import { expect, test } from '@playwright/test';
import { readerText } from '../../server/engine/extract/builtin/readable-body';
import type { JsonSchema } from '../../server/engine/types';
import { expectReaderLines, extractSnippet as extract } from '../support/builtin-snippet';

const BODY: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
// The article body a user gets for a page whose body is `html`.
const bodyText = (html: string) => String(extract(html, BODY).article_body);

test("an article body leaves out the related-links, share and newsletter boxes inside the article, the author's biography, the breadcrumb trail", () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the report explains the council's budget decision in some detail, with figures and quotes from the people involved.</p>`;
  const html = `<main><article><h1>Budget approved</h1>${para(1)}${para(2)}<div class="share-tools">Share on social media</div>${para(3)}<aside class="newsletter">Sign up for our daily newsletter</aside><div class="related-links"><a href="/a">Another story you may like to read today</a></div>${para(4)}${para(5)}<div class="author-bio"><p>Jane Doe writes about health, housing and local government for the paper, and has covered the council since 2015.</p></div></article></main>`;
  const excerpt = '<p class="article-excerpt">The council approved its budget after a long night.</p>';
  const trail = '<ol class="breadcrumb"><li><a href="/">Front page</a></li><li><a href="/city">City hall</a></li></ol>';
  const withTrail = html.replace(para(1), excerpt + trail + para(1));
  const body = bodyText(withTrail);
  for (const n of [1, 2, 3, 4, 5]) expect(body).toContain(`Paragraph ${n} of the report`);
  for (const box of ['Share on social', 'newsletter', 'Another story', 'Jane Doe writes', 'Front page', 'City hall', 'after a long night'])
    expect(body).not.toContain(box);
});

test('an article body keeps the posts it quotes from social networks, though the box holding them is named as a share box', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the report explains the state's new campaign in some detail, with figures and quotes from the people involved.</p>`;
  const tweet =
    '<div class="social-media-embed"><blockquote class="twitter-tweet"><p lang="en">Yes this is real and yes the state spent half a million dollars on it: <a href="https://t.co/x">https://t.co/x</a></p>— Dianna (@dianna) <a href="https://twitter.com/dianna/status/1">November 18, 2019</a></blockquote></div>';
  const html = `<main><article><h1>Campaign draws ridicule</h1>${para(1)}${para(2)}${tweet}${para(3)}<div class="share-tools">Share on social media</div>${para(4)}</article></main>`;
  const body = bodyText(html);
  expect(body).toContain('Yes this is real and yes the state spent half a million dollars');
  for (const n of [1, 2, 3, 4]) expect(body).toContain(`Paragraph ${n} of the report`);
  expect(body).not.toContain('Share on social');
});

test('an article body keeps the formulas MathJax 3 sets, whose box the reader view took for a menu', () => {
  const para = (n: number) => `<p>Paragraph ${n} of the lesson explains how the quadratic formula is derived, step by step, with a worked example.</p>`;
  // MathJax's drawing of "a ≠ 0" (glyphs its style sheet draws) and the same formula in MathML for screen readers.
  const formula =
    '<mjx-container class="MathJax CtxtMenu_Attached_0" jax="CHTML"><mjx-math class="MJX-TEX" aria-hidden="true"><mjx-mi><mjx-c class="mjx-c1D44E"></mjx-c></mjx-mi></mjx-math><mjx-assistive-mml display="inline"><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>a</mi><mo>≠</mo><mn>0</mn></math></mjx-assistive-mml></mjx-container>';
  const html = `<main><article><h1>Quadratic equations</h1>${para(1)}<p>When ${formula}, there are two solutions.</p>${para(2)}${para(3)}</article></main>`;
  const body = bodyText(html);
  expect(body).toMatch(/When a\s*≠\s*0\s*, there are two solutions\./);
  for (const n of [1, 2, 3]) expect(body).toContain(`Paragraph ${n} of the lesson`);
});

test("an article body keeps a subheading whose box holds it alone, though the box's name reads as a page header's (Notion)", () => {
  const para = (n: number) =>
    `<div class="notion-selectable notion-text-block"><div>Paragraph ${n} of the post says how the team moved to a four-day week and what it measured.</div></div>`;
  const heading = (text: string) => `<div class="notion-selectable notion-header-block"><div style="display: flex"><h2>${text}</h2></div></div>`;
  const html = `<main><div class="notion-page-content"><h1>Our four-day week, a year on</h1>${para(1)}${heading('Why we did it')}${para(2)}${para(3)}${heading('What did not work')}${para(4)}</div></main>`;
  const body = bodyText(html).split('\n\n');
  expect(body).toEqual(expect.arrayContaining(['Why we did it', 'What did not work']));
  expect(body.indexOf('Why we did it')).toBe(body.findIndex((line) => line.startsWith('Paragraph 2')) - 1);
});

test('an article body keeps a code block whole: its lines, their indents and its blank lines', () => {
  const para = (n: number) => `<p>Paragraph ${n} of the post explains why a library should never configure logging for the application.</p>`;
  const code = '<pre class="highlight python"><code><span class="kn">import</span> logging\n\nlogging.basicConfig(\n    level=logging.INFO,\n)\n</code></pre>';
  const html = `<main><article><h1>Logging in Python, the short version</h1>${para(1)}${code}${para(2)}${para(3)}</article></main>`;
  const body = bodyText(html);
  expect(body).toContain('import logging\n\nlogging.basicConfig(\n    level=logging.INFO,\n)\n\nParagraph 2');
});

test("the reader view's text leaves out what it kept of the page around the article: the site's menu, its breadcrumb trail", () => {
  // What the reader view returns for a page it read whole (a menu or a breadcrumb with long link-free text survives its cleaning).
  const kept =
    '<div><nav id="breadcrumb"><a href="/">Home</a> <a href="/news">City news</a> <span>Council approves the budget after a long debate</span></nav><ul role="menu"><li><a href="/local">Local</a></li><li><a href="/sports">Sports</a></li></ul><p>The council approved the budget this morning.</p><p>The vote freed funds for the new library.</p></div>';
  expect(readerText(kept)).toBe('The council approved the budget this morning.\n\nThe vote freed funds for the new library.');
});

test("the reader view's text leaves out datelines and bylines: a <time> on a line of its own, a 'Published …' line, a date alone, 'By …'; a date in a sentence stays", () => {
  const kept = [
    '<div><p><a href="/entertainment">Entertainment</a> Updated <time datetime="2019-11-19">Nov 19, 6:55 AM</time></p>',
    '<p>PUBLISHED: 10:48, Tue, Nov 19, 2019 | UPDATED: 11:05, Tue, Nov 19, 2019</p>',
    '<p>October 06, 2018</p><p>18 NOV 2019</p><p>November 18, 2019 | 4:10pm</p>',
    '<p>The council met on <time>Nov 19</time> and approved the budget after a debate that ran late into the night.</p>',
    '<p>Updated figures show the library will open next spring.</p>',
    // Datelines in other languages; a sentence that starts with the same word stays.
    '<p>Publié le 19 novembre 2019 à 10h30</p><p>Veröffentlicht am 19.11.2019</p><p>Publicado el 19 de noviembre de 2019</p>',
    '<p>Publicado 3 libros en 2019, el autor vive en Madrid.</p>',
    '<p>Last modified on Tue 5 Mar 2024 10.42 GMT</p><p>05.03.2024, 10.42 Uhr</p>',
    // Bylines, alone or beside the date and the reading time; a sentence that opens with "By" stays.
    '<p>By Jane Doe</p><p>By Jane Doe and John Roe, Reuters</p><p>BY THE ASSOCIATED PRESS</p><p>Von Max Mustermann</p>',
    '<p>By Jane Doe | March 3, 2024</p><p>March 3, 2024 · 5 min read</p><p><span>5 min read</span>·<span>Mar 5, 2024</span></p>',
    '<p>Written by Jane Doe</p><p>Author: Jane Doe</p><p>Penulis: Budi Santoso</p><p>责任编辑：王小明</p>',
    '<p>By Thursday the council had voted.</p></div>',
  ].join('');
  expect(readerText(kept)).toBe(
    'The council met on Nov 19 and approved the budget after a debate that ran late into the night.\n\nUpdated figures show the library will open next spring.\n\nPublicado 3 libros en 2019, el autor vive en Madrid.\n\nBy Thursday the council had voted.',
  );
});

test("the reader view's text leaves out links to other articles: 'Read more: …' and 'Also: …' lines, the links under a 'More:' heading", () => {
  const kept = [
    '<div><p>More than 300 people attended the council meeting.</p>',
    '<p>Read more: <a href="/b">Library plans unveiled</a></p>',
    '<p>Lire aussi : <a href="/m">Les critiques de la CNIL</a></p><p>Baca juga: <a href="/n">Sejarah pecahnya Islam</a></p>',
    '<p>Leer también: <a href="/o">El consejo aprueba el presupuesto</a></p>',
    '<p>Related post: <a href="/k">Pickled sprouts</a></p><p>[Related: <a href="/l">Keynote: AI and protests</a>]</p>',
    '<p>Also: <a href="/i">See the budget in charts</a></p><p>Also on rt.com <a href="https://www.rt.com/j">Mayor faces a vote of no confidence</a></p>',
    '<p>Related research shows that libraries draw readers back to town centres.</p>',
    // Labels set apart by a bar, or by type alone outside English.
    '<p>WATCH | <a href="/v">Mayor resigns after budget row</a></p><p>See also: <a href="/w">The budget in charts</a></p>',
    '<p>Trending: <a href="/t">Tram line delayed again</a></p><p><b>Lees ook</b> <a href="/p">Burgemeester stapt op</a></p>',
    '<p>Mehr zum Thema <a href="/q">Bürgermeister tritt zurück</a></p><p><b>Leggi anche</b> <a href="/r">Il sindaco si dimette</a></p>',
    '<section><span>Lire aussi</span><a href="/z">Le maire démissionne</a></section>',
    '<p>Sur le même sujet : <a href="/s">Le maire démissionne</a></p><p>Te recomendamos: <a href="/u">El alcalde dimite</a></p>',
    '<h2>Related Internet Links</h2><ul><li><a href="https://council.example">City council</a></li></ul>',
    '<h3>Promoted Stories</h3><p><a href="https://ads.example/1">Doctors stunned by this one trick</a></p>',
    '<h3>Artículos relacionados</h3><ul><li><a href="/x">El alcalde dimite tras la polémica</a></li></ul><p>関連記事</p>',
    '<p>Watch the recording of the meeting on the council website.</p>',
    '<p>More:</p><ul><li><a href="/c">Budget row deepens</a></li><li>Analysis: <a href="/d">what the vote means</a></li></ul>',
    '<p>More Great Daily Stories</p><ol><li><a href="/e">A town without a bank</a></li></ol>',
    '<p>You may also like...</p><p><a href="/f">Who will run for mayor?</a></p><p><a href="/g">The new tram line</a></p>',
    '<h3>DON\'T MISS</h3><p><a href="/h">Council leader hits back at critics of the plan</a> [VIDEO]</p></div>',
  ].join('');
  expect(readerText(kept)).toBe(
    'More than 300 people attended the council meeting.\n\nRelated research shows that libraries draw readers back to town centres.\n\nWatch the recording of the meeting on the council website.',
  );
});

test("the reader view's text leaves out invitations to a newsletter, to follow or to share; a sentence that merely says 'sign up' stays", () => {
  const kept = [
    '<div><p>Sign up for a library card at the front desk.</p>',
    '<p>Get the latest updates right in your inbox. Subscribe to our newsletters.</p>',
    '<p><strong>SIGN UP FOR OUR NEWSLETTER</strong></p>',
    '<p>Get Motor Cycle Monthly delivered through your letterbox every month. 12 issues for £11.99.</p>',
    '<p>Subscribe to WIRED and stay smart with more of your favorite writers.</p>',
    '<p>Abonnez-vous à notre newsletter</p><p>Melden Sie sich für unseren Newsletter an</p><p>Suscríbete a nuestro boletín</p>',
    '<p>Sign up to receive the top stories every morning.</p><p>Support our journalism. Subscribe now for $1 a week.</p>',
    '<p>The library opens next spring.</p></div>',
  ].join('');
  expect(readerText(kept)).toBe('Sign up for a library card at the front desk.\n\nThe library opens next spring.');
  // An invitation to follow the site or share the story is no part of it either.
  expect(
    readerText(
      '<div><p>The library opens next spring.</p><p>Follow Newsbeat on Instagram and YouTube.</p><p>Join our WhatsApp channel for the latest updates.</p><p>Download our app for the latest news.</p><p>Follow @TheDaily on Twitter.</p><p>Got a news tip? Email us at tips@example.com.</p><p>Support The Daily’s independent journalism by becoming a member today.</p><p>Folgen Sie uns auf Facebook und Instagram</p><p>Síguenos en Twitter</p><p>Contact Jane Doe at jdoe@example.com.</p><p>Like this story? Share it with a friend!</p><p>Share this article</p><p>Have a tip? Amy Roe may be reached at aroe@example.com.</p></div>',
    ),
  ).toBe('The library opens next spring.');
});

test("the reader view's text leaves out the page's furniture: an ad slot's label, a skip link, account and comment links, a list's heading, a cookie notice", () => {
  const kept = [
    '<div><p><a href="#content">Skip to content</a></p><p>Advertisement</p><p>SUBSCRIBE</p><p>Sign In</p><p>BREAKING NEWS</p>',
    '<p>The manual covers every model from 2004 to 2019.</p>',
    "<p>This website uses cookies to improve your experience. We'll assume you're ok with this.</p>",
    '<p>Tell us what YOU think...</p><p>12 Comments</p><p>Post Comment (+)</p><p>View author archive</p>',
    '<p>This slideshow requires JavaScript.</p><p>[button link="/submit" type="big"] Send us YOUR review[/button]</p>',
    '<p>Tempo de leitura: 2 minutos</p><p>5 min read</p><p>Copyright ⓒ Entermedia.co.kr. All rights reserved.</p>',
    '<p>The contents of this site are ©2019 Capitol Hill Publishing Corp.</p><p>Filed under: Khawarij |</p><p>Iklan</p><p>Anzeige</p>',
    '<p>The club uses cookies and cakes to raise funds.</p>',
    // Share and save buttons and the notes between a story's parts, as their text reaches the reader view.
    '<p>Share this:</p><p>Share on Facebook</p><p>Tweet</p><p>Email</p><p>Print</p><p>Pin it</p><p>Like this:</p><p>Loading...</p><p>Copy link</p>',
    '<p>Story continues below advertisement</p><p>Continue reading the main story</p><p>Scroll to continue with content</p>',
    '<p>Listen to this article 5 min</p><p>Gift this article</p><p>Save article</p><p>Jump to comments</p><p>Tags: budget, council</p>',
    '<p>Share prices fell 3% on Monday.</p>',
    '<p>Copyright 2024 The Associated Press. All rights reserved.</p><p>Posted in News | Tagged council, health</p><p>Themen: Gesundheit, Politik</p>',
    '<p>Email (opens in new window)</p><p>Click here to sign up for breaking news alerts.</p><p>View gallery (12 Photos)</p>',
    '<p>Kommentare (12)</p><p>Diesen Artikel teilen</p><p>Partager</p><p>Publicidade</p><p>Zur Startseite</p><p>Lire la suite</p>',
    '<p>Comments are closed.</p><p>Report an error</p><p>We may earn a commission when you buy through links on our site.</p>',
    '<p>A version of this article appears in print on Dec. 4, 2016, on Page A1 of the New York edition.</p><p>Next »</p>',
    '<p>Expand</p><p>Close</p><p>AdChoices</p><p>Donate now</p><p>Reprints &amp; Permissions</p>',
    '<p>Play Video</p><p>02:15</p><p>Image 1 of 5</p><p>Enlarge this image</p><p>The chamber on Tuesday. hide caption</p>',
    '<p>Il vous reste 60% de cet article à lire. La suite est réservée aux abonnés.</p><p>Our Standards: The Trust Principles.</p>',
    '<p>Share or comment on this article:</p><p>Cet article est réservé aux abonnés.</p><p>Partager les frais est une idée ancienne.</p>',
    '<p>Your browser does not support the video tag.</p><p>To view this video please enable JavaScript, and consider upgrading to a web browser that supports HTML5 video</p>',
    // A table's column named "Comment" is the text's.
    '<table><tr><td><p>Field</p></td><td><p>Comment</p></td></tr></table></div>',
  ].join('');
  expect(readerText(kept)).toBe(
    'The manual covers every model from 2004 to 2019.\n\nThe club uses cookies and cakes to raise funds.\n\nShare prices fell 3% on Monday.\n\nPartager les frais est une idée ancienne.\n\nField\n\nComment',
  );
});

test("the reader view's text sets a line of the page's own before a paragraph apart from it: a dateline is left out, the paragraph kept", () => {
  expect(readerText('<div><span>Publié le 5 mars 2024 à 10h42</span><p>Le conseil a voté mardi.</p></div>')).toBe('Le conseil a voté mardi.');
});

test("the reader view's text sets a table's cells apart on their row's line", () => {
  expect(
    readerText('<div><p>Per slice:</p><table><tr><th>kcal</th><td>399</td></tr><tr><th>fat</th><td>21g</td></tr></table><p>Rate this recipe</p></div>'),
  ).toBe('Per slice:\n\nkcal 399\n\nfat 21g');
});

test("the reader view's text leaves out the author's biography under an 'About the author' heading", () => {
  const kept = [
    '<div><p>The library opens next spring.</p><h3>About the author</h3>',
    '<p>Jane Doe is a reporter covering health and local government for The Daily.</p></div>',
  ].join('');
  expect(readerText(kept)).toBe('The library opens next spring.');
  expect(readerText('<div><h3>About the library</h3><p>The library opens next spring.</p></div>')).toBe('About the library\n\nThe library opens next spring.');
  // Nor the writer's card in a box of its own under the heading.
  const card =
    '<div><p>The library opens next spring.</p><p>Sobre la firma</p><div class="a_ft_a"><a href="/autor/manuel-ortega/">Manuel Ortega</a><p>Redactor de la sección de Economía. Antes trabajó en Cinco Días y en la Agencia EFE.</p></div></div>';
  const asahi = '<div><p>The library opens next spring.</p><h2>この記事を書いた人</h2><p>2008年入社。経済部、ワシントン支局を経て現職。</p></div>';
  for (const box of [card, asahi]) expect(readerText(box)).toBe('The library opens next spring.');
});

test("the reader view's text leaves out the pictures' captions and credits, in a <figcaption> or on a line of their own", () => {
  const kept = [
    '<div><figure><img src="/a.jpg"><figcaption>Protesters marched through the city on Sunday. Reuters</figcaption></figure>',
    '<p>Protests have continued for a sixth month.</p>',
    '<p>China has warned it will not allow the city to spiral into chaos (Image: GETTY )</p>',
    '<p>Photo: Damian Dovarganes, AP</p><p>Sakib Ali/Hindustan Times/Getty Images</p><p>© Reuters</p>',
    '<p>A worker loads trims into his truck outside a store in Hialeah, Fla. (AP Photo/Alan Diaz, File)</p>',
    '<p>Image copyright Getty Images</p><p>Image caption The minister spoke on Sunday</p><p>Media caption Watch the march</p>',
    '<p>Photograph: Alamy</p><p>(Photo by Jane Roe/Getty Images)</p><p>AP Photo/Alan Diaz</p><p>Credit: Reuters</p>',
    '<p>The photo agency said its image of the march (taken from a rooftop) was its most shared this year.</p></div>',
  ].join('');
  expect(readerText(kept)).toBe(
    'Protests have continued for a sixth month.\n\nThe photo agency said its image of the march (taken from a rooftop) was its most shared this year.',
  );
});

test("an article body leaves out a picture's caption the page names as one, set in an element other than <figcaption>", () => {
  const para = (n: number) => `<p>Paragraph ${n} of the report explains what the telescope saw, with figures and quotes from the people involved.</p>`;
  const picture = (caption: string) => `<div class="image"><img src="/p.jpg" alt="A plume"><span class="newsCaption">${caption}</span></div>`;
  const html = `<main><article><h1>Plumes confirmed</h1>${para(1)}${picture("An artist's illustration of a plume of water vapor")}${para(2)}${para(3)}${picture('Short')}${para(4)}</article></main>`;
  const body = bodyText(html);
  for (const n of [1, 2, 3, 4]) expect(body).toContain(`Paragraph ${n} of the report`);
  expect(body).not.toContain('illustration of a plume');
  // A caption too short to tell from a word of the text ("Amazon" under a product photo) is left to the line rules.
  expect(body).toContain('Short');
});

test("the reader view's text leaves out the headline, the page's own address and lists of the site's other articles; lists of terms stay", () => {
  const url = 'https://news.example/2019/11/plumes-confirmed';
  const kept = [
    `<div><p>${url}</p><h2>Plumes confirmed on Europa!</h2><p>Astronomers have confirmed water plumes on Europa.</p>`,
    '<ul><li><a href="https://news.example/64955-stellar-star-images">15 Amazing Images of Stars</a></li><li><a href="/63847-milky-way">11 Fascinating Facts About Our Milky Way</a></li></ul>',
    '<ul><li><a href="https://news.example/corp">Mozilla Corporation</a></li><li><a href="https://news.example/foundation">Mozilla Foundation</a></li></ul>',
    '<ul><li><a href="https://shop.example/a">Get it on the shop for $58.99</a></li><li><a href="https://shop.example/b">Get the other one for $58.56</a></li></ul>',
    '<ul><li><a href="#history">The history of the probe</a></li><li><a href="#findings">What the probe found</a></li></ul></div>',
  ].join('');
  expect(readerText(kept, { url, title: 'Plumes confirmed on Europa' })).toBe(
    [
      'Astronomers have confirmed water plumes on Europa.',
      'Mozilla Corporation',
      'Mozilla Foundation',
      'Get it on the shop for $58.99',
      'Get the other one for $58.56',
      'The history of the probe',
      'What the probe found',
    ].join('\n\n'),
  );
});

test("the reader view's text leaves out the other stories' cards it kept after the story, each in an <article> of its own as the story is", () => {
  const para = (n: number) => `<p>Paragraph ${n} of the review weighs the streaming service's launch, its price and the games it offers today.</p>`;
  const card = (n: number) =>
    `<article><h2><a href="/s/${n}">Other story ${n} headline</a></h2><p>Other story ${n} in a sentence or two, to draw the reader on.</p></article>`;
  // What the reader view returns for a page whose story and the cards after it it read as one.
  const kept = `<div><section><article><h1>Stadia reviewed</h1>${[1, 2, 3, 4, 5, 6].map(para).join('')}</article></section><section>${[1, 2, 3].map(card).join('')}</section></div>`;
  const body = readerText(kept);
  for (const n of [1, 2, 3, 4, 5, 6]) expect(body).toContain(`Paragraph ${n} of the review`);
  expect(body).not.toContain('Other story');
  // A front page's stories, none most of the text, are all kept.
  const front = `<div>${[1, 2, 3].map((n) => `<article><h2>Story ${n}</h2>${para(n)}${para(n + 3)}</article>`).join('')}</div>`;
  expect(readerText(front)).toContain('Story 3');
});

test('an article body leaves out the card shown on hover over a name, not the name', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the report explains the court's decision in some detail, with figures and quotes from the people involved.</p>`;
  const card =
    '<span class="rollover-people-block"><a href="/a">Roe asks court for leniency</a> <a href="/b">Roe wins her primary</a> <a href="/people/jane-roe">MORE</a></span>';
  const html = `<main><article><h1>Man pleads guilty</h1><p>A man pleaded guilty to threatening Rep. <span class="rollover-people"><a href="/people/jane-roe">Jane Roe</a>${card}</span> (D-Minn.), prosecutors said.</p>${para(1)}${para(2)}${para(3)}</article></main>`;
  const body = bodyText(html);
  expect(body).toContain('A man pleaded guilty to threatening Rep. Jane Roe (D-Minn.), prosecutors said.');
  expect(body).not.toContain('leniency');
});

test("the reader view's text leaves out a promotion: a line in capitals that is all link", () => {
  const kept = [
    '<div><p>The singer was voted off the show on Monday.</p>',
    '<p><a href="/app">CLICK HERE TO GET THE NEWS APP</a></p>',
    '<p><a href="/b">SINGER OPENS UP ABOUT HEALTH CONDITION</a></p>',
    '<p>THE JUDGES SAID <a href="/c">the vote</a> WAS CLOSE.</p>',
    '<p><a href="/report">Read the full report</a></p></div>',
  ].join('');
  expect(readerText(kept)).toBe('The singer was voted off the show on Monday.\n\nTHE JUDGES SAID the vote WAS CLOSE.\n\nRead the full report');
});

test("an article's body is the text it shows, not its structured data's summary or cut-short articleBody", () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the story follows the harbour crews through a long winter of repairs, storms and late deliveries to the fish market.</p>`;
  const ld =
    '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Harbour winter","articleBody":"Paragraph 1 of the story follows the harbour crews through a long"}</script>';
  const body = bodyText(`${ld}<main><article><h1>Harbour winter</h1>${[1, 2, 3, 4, 5].map(para).join('')}</article></main>`);
  for (const n of [1, 2, 3, 4, 5]) expect(body).toContain(`Paragraph ${n} of the story follows`);
});

test('an article is not the newsletter box the reader view meets first; a short post is still read without its byline', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the release notes describes what changed in the nightly build this week, why it changed and how to try it out today.</p>`;
  const box = `<div class="signup-box"><h2>Love the web?</h2><p>Get our newsletter and help us keep it open and free. We send one short letter a month with the best of what we wrote, never more, and you can leave at any time with one click from the letter itself. Your address is never shared with anyone, and the letter is free.</p><p>Your e-mail address. I agree to receive the letter. Sign up now.</p></div>`;
  const long = bodyText(`<div id="top">${box}</div><div id="posts"><article>${Array.from({ length: 12 }, (_, i) => para(i + 1)).join('')}</article></div>`);
  for (const n of [1, 6, 12]) expect(long).toContain(`Paragraph ${n} of the release notes`);
  const short = bodyText(
    `<main><article><header><h1>Cache notes</h1><p class="meta">By Ana Ruiz · 4 min read</p></header><div class="post-content">${para(1)}${para(2)}${para(3)}</div></article></main>`,
  );
  expect(short).toMatch(/^Paragraph 1 of the release notes/);
});

test("the reader view's text keeps the article's own lines that look like furniture: a section headed by a date or 'By Train', prose about newsletters", () => {
  const kept = [
    '<div><h3>Sept. 18, 2024</h3><p>The Justice Department sues the company over its pricing.</p>',
    '<h3>By Train</h3><p>Trains leave the main station every hour for the lake.</p>',
    '<p>The magazine will get a redesigned app in the autumn.</p>',
    '<p>Readers who sign up to a free newsletter are five times more likely to get a paid subscription.</p>',
    '<p>Support for local journalism has become a rare bipartisan issue on Beacon Hill.</p>',
    '<p>Te recomendamos beber al menos dos litros de agua al día.</p></div>',
  ].join('');
  expect(readerText(kept).split('\n\n')).toEqual([
    'Sept. 18, 2024',
    'The Justice Department sues the company over its pricing.',
    'By Train',
    'Trains leave the main station every hour for the lake.',
    'The magazine will get a redesigned app in the autumn.',
    'Readers who sign up to a free newsletter are five times more likely to get a paid subscription.',
    'Support for local journalism has become a rare bipartisan issue on Beacon Hill.',
    'Te recomendamos beber al menos dos litros de agua al día.',
  ]);
  // Their furniture still goes: a byline and a date on lines of their own, invitations, a labelled link.
  const dropped = [
    '<div><p>By Jane Roe</p><p>September 18, 2024</p><p>The dam opened on Monday.</p><p>Sign up for our newsletter</p>',
    '<p>Support our journalism. Subscribe now for $1 a week.</p><p>Te recomendamos: Cómo dormir mejor</p></div>',
  ].join('');
  expect(readerText(dropped)).toBe('The dam opened on Monday.');
});

test("the reader view's text leaves out more of what sites set around a story: consent and sign-up small print, help-centre and comment counters, credits, bylines' emails; a code block and a dated sentence stay", () => {
  const furniture = [
    '<p>By signing up, you agree to our Privacy Policy</p>',
    '<p>Mit Ihrer Zustimmung wird hier ein externer Inhalt geladen.</p>',
    '<p>Was this article helpful?</p><p>12 out of 19 found this helpful</p><p>Have more questions? Submit a request</p>',
    '<p>Africa Weekly Newsletter</p><p>Se han escrito 318 comentarios</p><p>Kommentare lesen (214 Beiträge)</p><p>214 reactions</p><p>1 of 2</p>',
    '<p>Photo by Amelia Holowaty Krales / The Verge</p><p>Commuters drive through thick smog near India Gate on Sunday. (PTI photo)</p>',
    '<p>Source: London Metal Exchange</p><p>kek@yna.co.kr</p><p>&lt;저작권자(c) 연합뉴스, 무단 전재-재배포 금지&gt;</p><p>【纠错】</p>',
    '<p>Listen to this article00:0022:14Produced by ElevenLabs using AI narration.</p><p>SKIP ADVERTISEMENT</p><p>Stand: 12.03.2026 16:41 Uhr</p>',
    '<p>This article appears in the April 2026 print edition with the headline “Keepers of the Light.”</p><p>Republish this article</p>',
    '<p>More by Rafael Ortiz</p><p>Explore More Topics</p><p>LEGGI ANCHE</p><p>Sigue toda la información de Economía en Facebook y X</p>',
    '<p>@ibermudez</p><p>1 2 3 4</p><p>Follow</p><p>REGISTER NOW</p>',
    '<p>📱 Baixe o app do g1 para ver notícias de SP em tempo real e de graça</p><p>Corriere della Sera è anche su Whatsapp. È sufficiente cliccare qui per iscriversi.</p>',
    '<p>Follow AP’s Africa coverage at: https://apnews.com/hub/africa</p><p>Puedes seguir a EL PAÍS Clima y Medio Ambiente en Facebook y X</p>',
    '<p>Temps de Lecture 3 min.</p><p>2024/03/12 11:15 송고</p><p>Een versie van dit artikel verscheen ook in NRC op 12 maart 2024.</p>',
    '<p>Die Diskussion ist geschlossen.</p><p>Published by Margaret Ellison</p>',
    '<p>(Except for the headline, this story has not been edited by NDTV staff and is published from a syndicated feed.)</p>',
  ];
  // The story's own: a sentence that opens like a dateline, a code block's lines, a sentence about a source.
  const own = [
    '<p>Published Wednesday, the list of recipients includes 41 newspapers.</p>',
    '<pre>image: ghcr.io/acme/tally:1.14.2</pre>',
    '<p>Source: a person familiar with the talks, who asked not to be named because the talks are private.</p>',
  ];
  expectReaderLines(furniture, own);
  // The author's name on a line of its own is the byline the reader view read; another name is the text's.
  const text = 'The council voted on Monday to close the bridge for repairs until the spring.';
  const story = `<p>${text}</p>`;
  expect(readerText(`<div>${story}<p>Tomasz Urzykowski</p></div>`, { byline: 'By Tomasz Urzykowski' })).toBe(text);
  expect(readerText(`<div>${story}<p>Anna Nowak</p></div>`, { byline: 'By Tomasz Urzykowski' })).toBe(`${text}\n\nAnna Nowak`);
});

test('an article body leaves out newsletter and paywall boxes the page names by their id or a data attribute, though the reader view kept their paragraphs and not the box', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the report explains the drought's toll on the region's farms in some detail, with figures and quotes from growers.</p>`;
  const boxes = [
    '<figure id="EmailSignup-skip-link-8"><p>Sign up to Down to Earth</p><p>The planet’s most important stories, every week, straight to you.</p><form><input type="email"><button>Sign up</button></form></figure>',
    '<div data-area="newsletter_box"><h3>Newsletter: Die Lage am Morgen</h3><p>Was heute wichtig ist – das tägliche Briefing der Redaktion.</p><form><input type="email"><button>Jetzt abonnieren</button></form></div>',
    '<section class="paywall"><p>S’abonner pour lire la suite du reportage</p><p>Déjà abonné ? Se connecter à votre compte</p><button>S’abonner</button></section>',
  ];
  const html = `<main><article><h1>Drought hits farms</h1>${para(1)}${para(2)}${boxes.join(para(3))}${para(4)}</article></main>`;
  const body = bodyText(html);
  for (const n of [1, 2, 3, 4]) expect(body).toContain(`Paragraph ${n} of the report`);
  for (const box of ['Down to Earth', 'important stories', 'Die Lage', 'tägliche Briefing', 'pour lire la suite', 'Déjà abonné'])
    expect(body).not.toContain(box);
  // A paragraph named for the paywall is the text it holds back (Bloomberg's <p class="paywall">), not its offer.
  const held = (n: number) => para(n).replace('<p>', '<p class="paywall">');
  const gated = `<main><article><h1>Drought hits farms</h1>${para(1)}${para(2)}${held(3)}${held(4)}${para(5)}</article></main>`;
  const kept = bodyText(gated);
  for (const n of [1, 2, 3, 4, 5]) expect(kept).toContain(`Paragraph ${n} of the report`);
  // Condé Nast names every block of its text so: its subheadings and lists are the text too.
  const conde = bodyText(
    `<main><article><h1>Drought hits farms</h1>${held(1)}${held(2)}<h2 class="paywall">The wells run dry</h2>${held(3)}<ul class="paywall"><li>Barley yields fell by a third in the east of the county.</li><li>Two dairies sold their herds.</li></ul>${held(4)}</article></main>`,
  );
  for (const line of ['The wells run dry', 'Two dairies sold their herds.']) expect(conde).toContain(line);
});

test('an article body keeps the subheadings a platform names "header" ("header-anchor-post", "subheader"), which the reader view drops as a masthead', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the post explains how the towns plan their bus routes around the school run, with figures from each council.</p>`;
  const html = `<main><article><h1>The school run</h1>${para(1)}${para(2)}<h2 class="header-anchor-post">The two-hour rule</h2>${para(3)}${para(4)}<h2 class="subheader">What the towns are doing</h2>${para(5)}${para(6)}</article></main>`;
  const body = bodyText(html);
  expect(body.split('\n\n')).toEqual(expect.arrayContaining(['The two-hour rule', 'What the towns are doing']));
  for (const n of [1, 2, 3, 4, 5, 6]) expect(body).toContain(`Paragraph ${n} of the post`);
});

test("an article body leaves out the boxes sites set around a story by their names (tag list, date, toolbar, rating, readers' ratings, donation appeal, copyright); a tag's words in the text stay", () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the review says how <a href="/tags/mary-steenburgen">Mary Steenburgen</a> came to write the song, with quotes from the people involved.</p>`;
  const boxes = [
    '<div class="publish-date"><span>Thursday 21 March 2024 10:45 GMT</span></div>',
    '<div data-testid="toolbar"><span>Log in, register or subscribe to save articles for later.</span></div>',
    '<div class="Rating" data-testid="ContentHeaderRating"><p>Rating: 7/10</p></div>',
    '<div class="DonatesTeaser-module_root"><p>«Медуза» работает для вас. Поддержите нас.</p><a href="/donate">Поддержать «Медузу»</a></div>',
    '<p class="article-footer__copyright">Copyright 조선일보. 무단전재 및 재배포 금지.</p>',
    '<section class="recipe-ratings"><h2>Ratings &amp; reviews</h2><p>4.7 out of 5 (212 ratings)</p><div class="review"><p>Really easy and tasty, I added lentils.</p></div></section>',
  ];
  const tags =
    '<ul data-testid="tag-list"><li><a href="/tags/mary-steenburgen">Mary Steenburgen</a></li><li><a href="/tags/songwriting">Songwriting</a></li></ul>';
  const html = `<main><article><h1>The accidental songwriter</h1>${boxes.slice(0, 3).join('')}${para(1)}${para(2)}${boxes[3]}${para(3)}${para(4)}${boxes[4]}${tags}${boxes[5]}</article></main>`;
  const body = bodyText(html);
  for (const n of [1, 2, 3, 4]) expect(body).toContain(`Paragraph ${n} of the review says how Mary Steenburgen came to write`);
  for (const box of [
    '21 March 2024',
    'save articles',
    'Rating: 7/10',
    'работает для вас',
    'Поддержать',
    'Copyright',
    'Songwriting',
    'Ratings',
    'added lentils',
  ])
    expect(body).not.toContain(box);
});

test("the reader view's text leaves out a wire story's credits, a paywall's count of what is left, a writer's contacts and follower count, a donation appeal and 'End of Article'; a line on who else reported the story stays", () => {
  const furniture = [
    '<p>(Reporting by Will Dunham; Editing by Tom Brown)</p>',
    '<p>Reporting by Rodrigo Campos; additional reporting by Stephanie Kelly; Editing by Nick Zieminski</p>',
    '<p>この記事は有料記事です。残り520文字</p>',
    '<p>Assinantes podem liberar 5 acessos por dia para conteúdos da Folha</p>',
    '<p>Reach the writer at 402-473-7120 or zhammack@journalstar.com.</p><p>On Twitter @zach_hammack</p>',
    '<p>1.1K Followers · Writer for Better Programming</p>',
    '<p>Support us from just £2 a month. Thank you.</p>',
    '<p>End of Article</p>',
    '<p>Please turn on JavaScript to use this feature</p>',
  ];
  const own = [
    '<p>Heba Habib contributed to this report.</p>',
    '<p>This article originally appeared on The Atlantic.</p>',
    '<p>Reporting by the Times found that the bridge had been closed twice before.</p>',
  ];
  expectReaderLines(furniture, own);
});
