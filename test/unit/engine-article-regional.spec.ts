/**
 * The builtin's article bodies on the furniture regional and long-tail sites set around a story (small snippets, one class
 * each): consent notices for blocked embeds, counts and share buttons, credits and bylines in other scripts, a wire
 * release's trailer lines; and the words of a sentence a page sets in elements of their own. Other article classes:
 * engine-article-bodies.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { expectReaderLines, extractSnippet as extract } from '../support/builtin-snippet';

const BODY: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
const para = (n: number) => `<p>Paragraph ${n} of the release says what the company launched, with the figures its customers reported.</p>`;

test("a sentence's place and date in elements of their own stay, though their names read to the reader view as an unlikely box's", () => {
  const dateline =
    '<p><span class="legendSpanClass"><span class="xn-location">SAN DIEGO</span></span>, <span class="legendSpanClass"><span class="xn-chron">Feb. 11, 2025</span></span> /PRNewswire/ -- NovaGrid Energy Inc. today announced the launch of GridStack 200, a modular battery system.</p>';
  const body = String(
    extract(`<main><article><h1>NovaGrid launches GridStack 200</h1>${dateline}${para(1)}${para(2)}${para(3)}</article></main>`, BODY).article_body,
  );
  expect(body.split('\n\n')[0]).toBe(
    'SAN DIEGO, Feb. 11, 2025 /PRNewswire/ -- NovaGrid Energy Inc. today announced the launch of GridStack 200, a modular battery system.',
  );
});

test("the reader view's text leaves out regional sites' furniture: blocked embeds' notices, counts, share buttons, credits and bylines in other scripts, a wire release's end lines", () => {
  const furniture = [
    '<p>Mit Ihrer Zustimmung wird hier ein externes YouTube-Video (Google Ireland Limited) geladen.</p>',
    '<p>Ce contenu est bloqué car vous n’avez pas accepté les cookies et autres traceurs.</p>',
    '<p>En cliquant sur « J’accepte », les cookies et autres traceurs seront déposés et vous pourrez visualiser les contenus.</p>',
    '<p>Cet article vous a été utile ? Sachez que vous pouvez suivre Ouest-Actu dans l’espace Google Actualités en un clic.</p>',
    '<p>412 Likes</p><p>37 Restacks</p><p>Ready for more?</p>',
    // A paywall's and a newsletter's lines, a government page's feedback question and reader notice, a support pitch.
    '<p>Already a subscriber? <a href="/login">Log in</a></p>',
    '<p>Get unlimited access to Great Lakes Business Journal reporting on the companies shaping Michigan.</p>',
    '<p>Login or Subscribe to participate in polls and comments.</p>',
    '<p>このページの情報は役に立ちましたか？</p>',
    '<p>PDF形式のファイルをご覧いただくためには、Adobe Readerが必要です。お持ちでない方は、こちらからダウンロードしてください。</p>',
    '<p>Ha fontosnak tartod a független újságírást, támogasd a munkánkat!</p>',
    '<h2>Weitere Pressemitteilungen</h2><ul><li><a href="/pm/040">Hitzeschutz in Pflegeheimen: Bund und Länder vereinbaren Mindeststandards</a></li><li><a href="/pm/039">Moorschutz: Erste Bilanz der Zielvereinbarung</a></li></ul>',
    '<h2>添付資料</h2><ul><li><a href="/a.pdf">公募要領（PDF 612KB）</a></li><li><a href="/b.docx">応募様式（Word 48KB）</a></li></ul>',
    '<p>7 min readMar 3, 2025</p>',
    '<p>∙</p><p>💡</p><p>2.4K</p>',
    '<p>ポスト</p><p>はてブ</p><p>LINE</p>',
    '<p>文｜李明</p><p>编辑｜王芳</p><p>封面来源｜IC photo</p>',
    '<p>本文来自微信公众号“36氪出海”（ID：wow36krchuhai），作者：李明，36氪经授权发布。</p>',
    '<p>المصدر : الجزيرة + وكالات</p>',
    '<p>Faixa azul na Avenida Paulista — Foto: Reprodução/TV Globo</p>',
    '<p>Slavnostní otevření mostu. Foto: Radek Cihla, MAFRA</p>',
    '<p>Больше важных новостей в Telegram-канале «Лента Ньюс». Подписывайтесь!</p>',
    '<p>Join 80,000 readers and get our best reviews and deals every Friday.</p>',
    '<p>Have a tip about local government? Email Mark Ellison at mellison@courier.example.</p>',
    '<p>– Leggi anche: Il primo giorno del ticket</p>',
    '<p>Bekijk ook: Zo druk is het in de spitstrein</p>',
    '<p>Calories: 412kcal | Carbohydrates: 44g | Protein: 17g</p>',
    '<p>Läs mer: Så mycket höjs elnätsavgiften nästa år</p>',
    '<p>Lees meer: Kabinet valt over begroting</p>',
    '<p>Originally Published: October 7, 2024 at 5:00 AM CDT</p>',
    '<p>Conforme a los criterios de The Trust Project</p><p>Saber más</p>',
    '<p>Os textos publicados nesta seção não refletem necessariamente a opinião do jornal.</p>',
    '<p>Camille Garnier (Perpignan, envoyée spéciale)</p><p>Réagir</p><p>Vous pouvez lire Le Monde sur un seul appareil à la fois</p>',
    '<p>Über dieses Thema berichtete die tagesschau am 02. Juni 2024 um 12:00 Uhr.</p>',
    '<p>2m 14s</p><p>Keep reading</p><p>See more on: Earthquakes, California</p>',
    '<p>Source: U.S. Geological Survey</p>',
    '<p>###</p><p>SOURCE NovaGrid Energy</p><p>View original content to download multimedia:https://www.prnewswire.com/news-releases/x.html</p>',
    // A note that the story goes on below a video, an invitation to send the newsroom a story, a tip line before a copyright
    // line, a "See more" list.
    '<p>Dalszy ciąg materiału pod wideo</p><p>Tekst dalszej części artykułu pod materiałem wideo</p>',
    '<p>Chcesz podzielić się z nami ciekawą historią? Napisz do nas na adres: krakow@redakcjaonet.pl</p>',
    '<p>제보는 카카오톡 okjebo &lt;저작권자(c) 연합뉴스, 무단 전재-재배포, AI 학습 및 활용 금지&gt;</p>',
    '<h3>Xem thêm</h3><ul><li><a href="/a.html">Người Hà Nội nghĩ gì về việc hạn chế xe máy</a></li><li><a href="/b.html">Metro Nhổn - ga Hà Nội chạy thử</a></li></ul>',
    // G1's byline with its outlet and place, its "See also" heading and its WhatsApp channel.
    '<p>Por Thaís Mota, g1 Minas — Belo Horizonte</p>',
    '<h2>📺 Veja também</h2><ul><li><a href="/a.ghtml">VÍDEO: carro é arrastado pela enxurrada em Contagem</a></li><li><a href="/b.ghtml">Previsão do tempo: fim de semana terá mais chuva</a></li></ul>',
    '<p><strong>📲 Participe do canal do g1 Minas no WhatsApp</strong></p>',
    // A science site's source and citation headings, an opinion page's closing notes, a platform's wall and lists.
    '<p>Story Source:</p><p>Materials provided by Max Planck Institute of Animal Behavior. Note: Content may be edited for style and length.</p><p>Cite This Page:</p>',
    '<p>The Times is committed to publishing a diversity of letters to the editor. We’d like to hear what you think about this or any of our articles.</p>',
    '<p>Follow the New York Times Opinion section on Facebook, Instagram, TikTok, WhatsApp, X and Threads.</p>',
    '<p>Member-only story</p><p>See all responses</p>',
    '<h2>Recommended from Medium</h2><ul><li><a href="https://medium.com/a">The Staff Engineer’s Path, One Year Later</a></li><li><a href="https://medium.com/b">Kubernetes Was a Mistake for Us</a></li></ul>',
  ];
  const own = [
    '<p>Source code for the tool is published under the MIT licence.</p>',
    '<p>A photo: the bridge before the repairs began.</p>',
    // A rule drawn in underscores parts the story's sections.
    '<p>___</p>',
  ];
  expectReaderLines(furniture, own);
});

test("the page's headline is not the body's first line, though the document's title words the story otherwise", () => {
  const html = `<html><head><title>Senate passes insulin cap, sends bill to House</title></head><body><main><article><h1>State Senate passes bill capping insulin costs at $35 a month</h1>${para(1)}${para(2)}${para(3)}</article></main></body></html>`;
  expect(String(extract(html, BODY).article_body).split('\n\n')).toEqual([1, 2, 3].map((n) => para(n).replace(/<\/?p>/g, '')));
});

test("the page's headline is the story's h1, not a consent dialog's that comes first: it is no line of the body", () => {
  const dialog = '<div class="didomi-popup-notice"><h1>Twoja prywatność jest dla nas ważna</h1><button>Zgadzam się</button></div>';
  const html = `<html><head><title>Kraków wprowadzi strefę czystego transportu - Wiadomości</title></head><body>${dialog}<main><article><h1>Kraków wprowadzi strefę czystego transportu w całym mieście. Starsze diesle nie wjadą</h1>${para(1)}${para(2)}${para(3)}</article></main></body></html>`;
  expect(String(extract(html, BODY).article_body).split('\n\n')).toEqual([1, 2, 3].map((n) => para(n).replace(/<\/?p>/g, '')));
  // A container named for a feature of the theme ("enable-lightbox") is no dialog.
  const lines = [1, 2, 3].map((n) => para(n).replace(/<\/?p>/g, ''));
  const themed = `<div class="container penci-enable-lightbox"><article class="post hentry"><div class="header-standard"><h1 class="post-title entry-title">Hiking the Boulder Flat Irons</h1></div><div class="entry-content">${lines.map((l) => `<p>${l}</p>`).join('')}</div></article></div>`;
  const schema: JsonSchema = { type: 'object', properties: { headline: { type: 'string' }, article_body: { type: 'string' } } };
  const story = extract(themed, schema, 'https://blog.example.com/hiking-flat-irons/', 'en', 'Trail Notes | Colorado outdoors blog');
  expect(story.headline).toBe('Hiking the Boulder Flat Irons');
  expect(String(story.article_body).split('\n\n')).toEqual(lines);
});

test('a pull quote that repeats a sentence of the text, or sentences it sets apart, goes with its attribution; a quote the text does not repeat stays', () => {
  const said = '<p>“We wanted something a family could use at the kitchen sink without any training,” said Elena Ruiz, the study’s senior author.</p>';
  const pull =
    '<blockquote class="wp-block-quote is-style-large"><p>“We wanted something a family could use at the kitchen sink without any training.”</p><cite>Professor Elena Ruiz</cite></blockquote>';
  const quoted = '<blockquote><p>The strips detected lead at levels as low as five parts per billion in our trials.</p></blockquote>';
  const body = String(
    extract(`<main><article><h1>A test strip for lead</h1>${para(1)}${pull}${said}${quoted}${para(2)}${para(3)}</article></main>`, BODY).article_body,
  );
  expect(body).not.toContain('Professor Elena Ruiz');
  expect(body.match(/kitchen sink/g)).toHaveLength(1);
  expect(body).toContain('five parts per billion');
  // A pull quote that joins two sentences the text sets apart around its attribution.
  const apart = '<p>“We’re not against the mine,” Carol Pryor said, pouring coffee. “We’re against losing the water. Nobody seems to understand that.”</p>';
  const joined = '<figure class="wp-block-pullquote"><blockquote><p>We’re not against the mine. We’re against losing the water.</p></blockquote></figure>';
  const mine = String(
    extract(`<main><article><h1>Lithium in the desert</h1>${para(1)}${apart}${para(2)}${joined}${para(3)}</article></main>`, BODY).article_body,
  );
  expect(mine.match(/losing the water/g)).toHaveLength(1);
});

test("a table's rows stay though a tag list names the same team; an author's bio box named 'authorbio' goes", () => {
  const table =
    '<table><tr><th>Team</th><th>1</th><th>Final</th></tr><tr><td>Omaha Westside</td><td>14</td><td>51</td></tr><tr><td>Lincoln Southwest</td><td>9</td><td>38</td></tr></table>';
  const bio = '<div class="Page-authorbio"><div class="Page-authorbio-name">JANE DOE</div><p>Doe covers prep sports for the paper from Lincoln.</p></div>';
  const tags = '<div class="tags"><a href="/t/ow">Omaha Westside</a></div>';
  const body = String(
    extract(`<main><article><h1>Westside wins the final</h1>${para(1)}${table}${para(2)}${para(3)}${bio}</article>${tags}</main>`, BODY).article_body,
  );
  expect(body).toContain('Omaha Westside 14 51');
  expect(body).toContain('Lincoln Southwest 9 38');
  expect(body).not.toContain('covers prep sports');
});

test("a listicle's items keep their text, though each sits in a slide's 'dek'; a 2019 newspaper template's furniture goes", () => {
  const slide = (n: number, text: string) =>
    `<div class="listicle-slide" id="slide-${n}"><div class="listicle-slide-hed"><span>${n}</span> <span>Best pick number ${n}</span></div><div class="listicle-slide-product-name">Skillet ${n}</div><div class="listicle-slide-dek"><p>${text}</p></div></div>`;
  const write = (n: number) => `The skillet we tested as number ${n} heated evenly across its surface and released fried eggs without any oil at all.`;
  const body = extract(
    `<article><h1>6 Best Cast-Iron Skillets</h1><p>A good skillet is one of the few pieces of cookware you will never need to replace, and we tested twenty-two of them.</p><div class="listicle-body">${[1, 2, 3].map((n) => slide(n, write(n))).join('')}</div></article>`,
    BODY,
    'https://www.goodhomekeeping.example/best-skillets/',
  ).article_body as string;
  for (const n of [1, 2, 3]) expect(body).toContain(write(n));
  const boxes = [
    '<div class="asset-metabar"><span class="asset-metabar-author"><a href="/staff/1">Nick Szymanski</a>, Sheboygan Press</span> <span>Published 6:00 a.m. CT Aug. 7, 2019 | Updated 9:22 a.m. CT Aug. 7, 2019</span></div>',
    '<div class="story-highlights"><h3>Story Highlights</h3><ul><li>The bakery will close Aug. 31 after 71 years on North Eighth Street.</li><li>Its owners are retiring and could not find a buyer.</li></ul></div>',
    '<div class="story-asset image-asset"><img src="/a.jpg" alt=""><span class="cutline">Jan and Trudy Vander Meer have run the bakery in Sheboygan since 1986, when they took over from his parents.</span></div>',
    '<div class="video-asset"><p class="video-description">Jan Vander Meer shows how his father’s almond banket is made, from the dough to the oven.</p></div>',
  ];
  const story = [1, 2, 3, 4].map((n) => `<p>Paragraph ${n} of the story tells how the bakery on North Eighth Street fed the town for seventy-one years.</p>`);
  const gannett = extract(
    `<article><h1>Bakery to close after 71 years</h1>${boxes.slice(0, 3).join('')}${story.slice(0, 2).join('')}${boxes[3]}${story.slice(2).join('')}</article>`,
    BODY,
    'https://www.lakeshoresentinel.example/story/news/local/2019/08/07/bakery-closing/1934512001/',
  ).article_body as string;
  expect(gannett.split('\n\n')).toEqual(
    [1, 2, 3, 4].map((n) => `Paragraph ${n} of the story tells how the bakery on North Eighth Street fed the town for seventy-one years.`),
  );
  expectReaderLines(
    [
      '<p class="story-link-mobile">Read or Share this story: <a href="/story/1">https://sheboy.gn/2YzLq0R</a></p>',
      '<p>More AP college basketball: https://apnews.com/hub/college-basketball and https://twitter.com/AP_Top25</p>',
      '<p>This was generated by Automated Insights, http://www.automatedinsights.com/ap, using data from STATS LLC, https://www.stats.com</p>',
      '<h2 class="screen-reader-text">Reader Interactions</h2>',
      '<h3>Sostieni il giornalismo</h3>',
      '<h3>Sur le même sujet</h3>',
      '<h3>猜你喜欢</h3>',
      '<p>7月31日，上海某小区居民在定时定点投放点分类投放垃圾。澎湃新闻记者 周平 图</p>',
      '<p><strong>READ | </strong><a href="/news/1">Water outages: Residents to be left dry for 48 hours</a></p>',
      '<p>Get Breaking news, live coverage, and Latest News from India and around the world on NDTV.com. Like us on Facebook or follow us on Twitter and Instagram for latest news.</p>',
      '<h3>Popular Now in News</h3>',
      '<h3>READ MORE HERE</h3>',
      '<p>Continue the conversation @newscomauHQ</p>',
      "<p>Join ST's Telegram channel here and get the latest breaking news delivered to you.</p>",
    ],
    ['<p>[Read: Why Tunisia, Arab Spring’s sole success story, suffers from Islamist violence]</p>'],
  );
});

test("a sharing title that sets the site's name before the page's heading ('School - Story') is the heading's", () => {
  const HEADLINE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' } } };
  const title = 'Γυμνάσιο Πυλαίας - Φυτέψαμε 120 δέντρα στο Σέιχ Σου';
  const page = `<meta property="og:title" content="${title}"><div role="main"><h1>Φυτέψαμε 120 δέντρα στο Σέιχ Σου</h1>${para(1)}${para(2)}</div>`;
  expect(extract(page, HEADLINE, 'https://sites.google.com/view/gympylaias/news/dentra', 'el', title).headline).toBe('Φυτέψαμε 120 δέντρα στο Σέιχ Σου');
});

test("the standfirst set right under the headline, or past its byline and share bar, is no line of the body, by its name in several languages; a box named 'lead' further down is the text's", () => {
  const body = (head: string, text = `${para(1)}${para(2)}${para(3)}`) =>
    String(
      extract(
        `<main><article><h1>Der Stadtrat beschließt den neuen Radweg</h1>${head}<div class="authors">Anna Berger · 1. Juli 2024</div><div class="article-body">${text}</div></article></main>`,
        BODY,
      ).article_body,
    ).split('\n\n');
  const pitch = 'Nach zwei Jahren Streit stimmt der Rat zu. Der Bau beginnt im Frühjahr, die Anwohner bleiben skeptisch.';
  for (const standfirst of [
    `<p class="subheadline">${pitch}</p>`,
    `<h2 class="c-content-head__subtitle">${pitch}</h2>`,
    `<div class="lead">${pitch}</div>`,
    `<div class="opener">${pitch}</div>`,
    `<p class="description"><span class="location-stamp">Köln</span>${pitch}</p>`,
  ])
    expect(body(standfirst), standfirst).toEqual([1, 2, 3].map((n) => para(n).replace(/<\/?p>/g, '')));
  // Below the byline, a first paragraph named "lead" is the story's own.
  expect(body('', `<p class="lead">${pitch}</p>${para(1)}${para(2)}`)[0]).toBe(pitch);
  // A standfirst past the lines about the story (its byline and date, a share bar) is still the standfirst.
  const below = `<div class="art-info">Autor: Anna Berger, 4. Juli 2024</div><div class="share-box"><a href="/fb">Teilen</a></div><div class="opener">${pitch}</div>`;
  expect(
    String(
      extract(
        `<main><article><h1>Der Stadtrat beschließt den neuen Radweg</h1>${below}<div class="article-body">${para(1)}${para(2)}${para(3)}</div></article></main>`,
        BODY,
      ).article_body,
    ),
  ).not.toContain('Nach zwei Jahren Streit');
});

test("the short lines over the headline in its box (a section's name, a subscribers' badge) are no line of the body", () => {
  const body = String(
    extract(
      `<main><article><header class="article-header"><p class="article-section"><a href="/norge/politikk">Politikk</a></p><span class="plus-badge">Pluss</span><h1>Stortinget er enige om statsbudsjettet</h1><p class="article-lead">Etter flere døgn med forhandlinger har regjeringen kommet til enighet med SV, Senterpartiet og Rødt.</p><div class="article-byline"><span class="byline-name">Ingrid Solheim</span></div></header><section class="article-body">${para(1)}${para(2)}${para(3)}</section></article></main>`,
      BODY,
    ).article_body,
  );
  expect(body.split('\n\n')).toEqual([1, 2, 3].map((n) => para(n).replace(/<\/?p>/g, '')));
});

test("a related line under 'MORE NEWS:' and a regional publisher's sign-off after the story are not the text", () => {
  expectReaderLines([
    '<p><strong>MORE NEWS: <a href="/news/sandbags">Where to get sandbags in Townsville</a></strong></p>',
    '<p>Our journalists work hard to provide local, up-to-date news to the community. This is how you can continue to access our trusted content:</p>',
    '<p>Tell us what you think in the comments below.</p>',
  ]);
});

test('a lone <article> in the story that is a short link to another story is a card of it, not the text', () => {
  const card =
    '<div class="box-tinlienquanv2"><article class="item-news"><h4 class="title-news"><a href="/ha-noi-thu-phi-oto.html">Hà Nội thu phí ôtô vào nội đô từ năm 2025?</a></h4></article></div>';
  const body = String(
    extract(`<main><h1>Hà Nội hạn chế xe máy từ năm 2026</h1><div class="fck_detail">${para(1)}${para(2)}${card}${para(3)}${para(4)}</div></main>`, BODY)
      .article_body,
  );
  expect(body.split('\n\n')).toEqual([1, 2, 3, 4].map((n) => para(n).replace(/<\/?p>/g, '')));
});

test('the headline is the one the page shows over the article, not the structured one written for search; a blog name linked to its front page is none', () => {
  const HEADLINE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' } } };
  const ld = '<script type="application/ld+json">{"@type":"NewsArticle","headline":"The 3 Best Budget Wireless Earbuds of 2025"}</script>';
  const page = (h1: string) =>
    extract(
      `${ld}<main><article>${h1}${para(1)}${para(2)}</article></main>`,
      HEADLINE,
      'https://www.guides.example/blog/reviews/budget-earbuds/',
      'en',
      'The 3 Best Budget Wireless Earbuds of 2025 | Guides',
    ).headline;
  expect(page('<h1>The Best Budget Wireless Earbuds</h1>')).toBe('The Best Budget Wireless Earbuds');
  expect(page('<h1><a href="https://www.guides.example/blog/">Budget Guides</a></h1>')).toBe('The 3 Best Budget Wireless Earbuds of 2025');
});

test('more regional furniture: ad labels with a colon, related-link labels and their orphaned headings, gallery links, listen-time, agency notes, desk initials, follow-us invitations', () => {
  expectReaderLines(
    [
      '<p>Hirdetés</p>',
      '<p>Реклама:</p>',
      '<p><strong>Citește și: </strong><a href="/x">Ce se schimbă în Codul Fiscal de la 1 ianuarie</a></p>',
      '<p><strong>MIRA: </strong><a href="/x"><strong>Piura: desborde del río deja cientos de damnificados</strong></a></p>',
      '<p>Czytaj również:</p>',
      '<p>Seguir leyendo:</p>',
      '<p>Más noticias en EL TIEMPO</p>',
      '<p><a href="/gal">Zobacz galerię (12 zdjęć)</a></p>',
      '<p>Escuchar nota · 4 minutos</p>',
      '<p><i>(Con información de EFE y AFP)</i></p>',
      '<p>mcm/rmlgv</p>',
      '<p>Urmărește știrile Digi24.ro și pe <a href="https://news.google.com/x">Google News</a></p>',
      '<p><strong>Únete a nuestro canal ¡EL UNIVERSAL ya está en Whatsapp!</strong></p>',
    ],
    [
      '<p>Mira la lista completa de los ministros que juraron este lunes en Palacio de Gobierno.</p>',
      '<p>The ministry said WhatsApp would be used to send alerts to residents of the flooded districts.</p>',
    ],
  );
});

test("a byline, a date with its update and a reading time in spans of one box are furniture, and so is a gallery slide's caption that says what its picture's alt text says; spans of a sentence stay", () => {
  expectReaderLines(
    [
      '<div class="info_article"><span class="autore">di <strong><a href="/autore/a/">Alessandro Conti</a></strong></span> <span class="data_pubblicazione">Sabato 15 Marzo 2025, 06:30 - Ultimo aggiornamento: 09:12</span> <span class="read_time">3 Minuti di Lettura</span></div>',
      '<p><span>By Jane Roe</span><span>March 3, 2025, 10:12 - Updated: 11:40</span></p>',
    ],
    ['<p><span>The mayor said on Tuesday</span> <span>that the square will be closed to cars from April.</span></p>'],
  );
  const slide = (alt: string) => `<div class="slide"><img src="/${alt.length}.jpg" alt="${alt}"><div class="didascalia">${alt}</div></div>`;
  const gallery = `<div class="gallery_slider">${slide('Il Colosseo all’alba, prima dell’apertura')}${slide('La coda dei turisti in piazza del Colosseo')}</div>`;
  const body = String(extract(`<main><article><h1>Colosseo, nuove regole</h1>${para(1)}${para(2)}${gallery}${para(3)}</article></main>`, BODY).article_body);
  expect(body.split('\n\n')).toEqual([1, 2, 3].map(para).map((p) => p.replace(/<\/?p>/g, '')));
});

test("a news ticker's list of the site's other stories, each headline after its time, goes with its 'most read' or 'latest' heading; a list whose lines go on after their link stays", () => {
  const section = (heading: string, items: string) => `<section><h2>${heading}</h2><ul>${items}</ul></section>`;
  const ticker = section(
    'Net binnen',
    '<li><time>16:45</time> <a href="/politiek/dijk">Kamer wil extra geld voor dijkversterking</a></li><li><time>16:41</time> <a href="/sport/oranje">Oranje-selectie reist later af</a></li>',
  );
  const mostRead = section('Les plus lus', '<li><a href="/meteo">Météo : un week-end printanier</a></li>');
  const documents =
    '<ul><li>16:30 <a href="/a/agenda">The council publishes its agenda</a> (PDF)</li><li>16:20 <a href="/a/minutes">The council publishes its minutes</a> (PDF)</li></ul>';
  const body = String(
    extract(
      `<main><article><h1>Storm over the coast</h1>${para(1)}${para(2)}${para(3)}${documents}${ticker}${mostRead}</article></main>`,
      BODY,
      'https://news.example/storm',
    ).article_body,
  );
  expect(body.split('\n\n')).toEqual([
    ...[1, 2, 3].map(para).map((p) => p.replace(/<\/?p>/g, '')),
    '16:30 The council publishes its agenda (PDF)',
    '16:20 The council publishes its minutes (PDF)',
  ]);
});

test("South Asian sites' 'also read' lines in their scripts, a live blog's refresh toggle, its 'Load More' and entry times (in brackets, in German, with a dot), an editor's credit and a support box are not the text; a desk's placeholder byline names nobody", () => {
  expectReaderLines([
    '<p><strong><a href="/x">یہ بھی پڑھیں: سندھ کے مختلف اضلاع میں بارش کا امکان</a></strong></p>',
    '<p><strong><span>చదవండి: </span><a href="/x">గోదావరికి పెరుగుతున్న వరద</a></strong></p>',
    '<label>Auto Refresh <input type="checkbox"></label>',
    '<a class="more" href="?page=2">Load More</a>',
    '<div class="time">Nov 14, 2025 10:00 (IST)</div>',
    '<div class="liveticker-entry__time">16:40 Uhr</div>',
    '<time class="live-item__time">17.12</time>',
    '<p><em>(Edited by Ajeet Tiwari)</em></p>',
  ]);
  const support =
    '<div class="print-support-box"><h4>Why news media is in crisis &amp; How you can fix it</h4><p>India needs free, fair and questioning journalism even more.</p><a href="/support">Support Our Journalism</a></div>';
  const body = String(extract(`<main><article><h1>Rains lash the city</h1>${para(1)}${para(2)}${support}${para(3)}</article></main>`, BODY).article_body);
  expect(body.split('\n\n')).toEqual([1, 2, 3].map(para).map((p) => p.replace(/<\/?p>/g, '')));
  const AUTHOR: JsonSchema = { type: 'object', properties: { author: { type: 'string' } } };
  for (const desk of ['Our Correspondent', 'Herald Reporter'])
    expect(
      extract(
        `<main><article><h1>Rains lash the city</h1><div class="byline"><span class="author-name">${desk}</span></div>${para(1)}${para(2)}</article></main>`,
        AUTHOR,
      ).author,
      desk,
    ).toBeNull();
});
