/**
 * The builtin's author where the structured data credits fewer people than the byline shows, or credits the site, an
 * editor or an agency; and a tabloid's furniture in the body (calls for tips, a player's labels, picture credits, an
 * affiliate note, the standfirst after the header's lines).
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { expectReaderLines, extractSnippet as extract } from '../support/builtin-snippet';

const ARTICLE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' }, author: { type: 'string' }, article_body: { type: 'string' } } };
const STORY = '<p>The recall covers 1.2 million pickups whose rear-view camera may fail to show an image when the driver reverses.</p>';
const page = (head: string, byline: string, url = 'https://www.autos.example/news/recall', title = 'Recall | Autos') =>
  extract(`${head}<main><article><h1>Recall widens</h1>${byline}${STORY}</article></main>`, ARTICLE, url, 'en', title);
const ld = (author: string, site = '') =>
  `${site}<script type="application/ld+json">{"@type":"NewsArticle","headline":"Recall widens","author":${author}}</script>`;
// The body of a story of two paragraphs with `after` set after them.
const storyBody = (after: string) =>
  String(
    extract(
      `<main><article><h1>Recall widens</h1>${STORY}${STORY.replace('1.2', '2.4')}${after}</article></main>`,
      ARTICLE,
      'https://www.autos.example/news/recall',
    ).article_body,
  );

test("co-authors the byline sets beside the one the data credits, in boxes of the same kind, are the answer; a card's link words, another story's byline, a dateline's place and an agency's box are not", () => {
  const author = (byline: string, data = ld('{"@type":"Person","name":"Matt Saunders"}')) => page(data, byline).author;
  const box = (name: string) =>
    `<div class="author"><img alt=""><a href="/author/${name.split(' ')[0]}" class="author__name">${name}</a><span class="author__role">Road test editor</span></div>`;
  expect(author(`<div class="review-meta__authors">${box('Matt Saunders')}${box('Illya Verpraet')}</div>`)).toBe('Matt Saunders, Illya Verpraet');
  // A review signed in each of its parts too: the byline under the headline names them together.
  expect(
    author(
      '<div class="article__authors">Critique par <span class="article__author">Matt Saunders</span>, <span class="article__author">Pierre Murat</span></div><div class="critique"><h2>Pour</h2><div class="critique__author"><span class="author__name">Matt Saunders</span></div></div>',
    ),
  ).toBe('Matt Saunders, Pierre Murat');
  expect(
    author(
      '<a class="post__authors-link" href="/contributors/matt">Matt Saunders</a><section><div class="author-card"><a class="author-card__name" href="/contributors/matt">Matt Saunders</a><a class="author-card__more" href="/contributors/matt">More articles</a></div></section>',
    ),
  ).toBe('Matt Saunders');
  expect(
    author(
      '<span class="author vcard">By Matt Saunders</span><ul class="recent-posts"><li><span class="recent-posts__author">By Matt Saunders</span></li><li><span class="recent-posts__author">By Kelsey Dallas</span></li></ul>',
    ),
  ).toBe('Matt Saunders');
  expect(
    author(
      '<div class="byline"><a class="article-author__name" href="/author/reuters">Reuters,</a> <span class="article-author__name">Washington,</span></div>',
      ld('{"@type":"Person","name":"Reuters"}'),
    ),
  ).toBe('Reuters');
  expect(
    author(
      '<div class="byline"><span class="byline__author">Tom Krisher</span><span class="byline__org">Associated Press</span></div>',
      ld('{"@type":"Person","name":"Tom Krisher"}'),
    ),
  ).toBe('Tom Krisher');
  // Without structured data, an agency after "with" in a box of its own, and a handle in its own, name nobody.
  expect(author('<div class="author"><a class="author_name" href="/author/alex">Alex Misoyannis</a> <span class="author_with">with AAP</span></div>', '')).toBe(
    'Alex Misoyannis',
  );
  expect(author('<div class="byline"><span class="author">Chaim Gartenberg</span> <span class="author">@cgartenberg</span></div>', '')).toBe(
    'Chaim Gartenberg',
  );
});

test("a Person the data credits that is the site's name yields to the byline; a personal site's own name is its writer", () => {
  const site = (name: string) => `<meta property="og:site_name" content="${name}">`;
  expect(
    page(ld('{"@type":"Person","name":"Autovisie"}', site('Autovisie')), '<span class="author">Door <a href="/auteur/joost-bijl/">Joost Bijl</a></span>')
      .author,
  ).toBe('Joost Bijl');
  expect(
    page(
      ld('{"@type":"Person","name":"Nicolas Perriault"}', site('Nicolas Perriault')),
      '<aside><span class="article-author">Nicolas Perriault —</span></aside>',
      'https://nicolas.perriault.example/code/coverage',
      'Coverage | Nicolas Perriault',
    ).author,
  ).toBe('Nicolas Perriault');
  // A review's byline opens with "Review by".
  expect(page('', '<div class="byline">Review by <a href="/author/will">Will Nightingale</a> and <a href="/author/dan">Dan Jones</a></div>').author).toBe(
    'Will Nightingale, Dan Jones',
  );
});

test("a Person the data credits under the publisher's own name (Listín Diario's) yields to the byline; the writer's job or place beside the name is none of it", () => {
  const publisher = (name: string) =>
    `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Recall widens","author":{"@type":"Person","name":"${name}"},"publisher":{"@type":"Organization","name":"${name}"}}</script>`;
  const byline = '<div class="art_author"><span class="art_author_name">Ramón Pérez Reyes</span><span class="art_author_cargo">Santo Domingo, RD</span></div>';
  expect(page(publisher('Listín Diario'), byline, 'https://listindiario.example/economia/1').author).toBe('Ramón Pérez Reyes');
  expect(page(publisher('Le Dauphiné Libéré'), '<span class="signature-author">Par Clémentine Martin</span>').author).toBe('Clémentine Martin');
  // A personal site's publisher is its writer, a Person (Yoast's), whose byline names the post's category after Spanish "en".
  const personal =
    '<script type="application/ld+json">{"@type":"Article","headline":"Recall widens","author":{"@type":"Person","name":"Enrique Dans"},"publisher":{"@type":"Person","name":"Enrique Dans"}}</script>';
  const meta =
    '<div class="post-meta">Publicado por <a href="/author/edans" rel="author">Enrique Dans</a> en <a href="/category/general">General</a> · <a href="#comments">14 comentarios</a></div>';
  expect(page(personal, meta, 'https://www.enriquedans.example/2025/03/recall.html').author).toBe('Enrique Dans');
  // A name the "By" line lists is a writer's though a picture credits it too (Bob Vila's "Photo: Tony Carrick for Bob Vila").
  const two = ld('[{"@type":"Person","name":"Tony Carrick"},{"@type":"Person","name":"Mark Wolfe"}]');
  const photo = '<figure><img src="/drill.jpg" alt=""><figcaption>Photo: Tony Carrick for Bob Vila</figcaption></figure>';
  expect(
    page(two, `<div class="byline">By <a href="/authors/tony-carrick/">Tony Carrick</a> and <a href="/authors/mark-wolfe/">Mark Wolfe</a></div>${photo}`)
      .author,
  ).toBe('Tony Carrick, Mark Wolfe');
  // An agency's signature under its copyright sign (EFE's "<p class="efe-firma">(c) Agencia EFE</p>") names the agency.
  expect(page('', '<p class="efe-firma">(c) Agencia EFE</p>').author).toBe('Agencia EFE');
  // A Person the data credits whose name holds the site's ("Guardian Nigeria" on guardian.ng) is the outlet.
  expect(
    page(
      ld('{"@type":"Person","name":"Guardian Nigeria"}'),
      '<span class="author-name">By <a href="/author/terhemba-daka/">Terhemba Daka</a>, Abuja</span>',
      'https://guardian.ng/news/nigeria/recall/',
      'Recall widens',
    ).author,
  ).toBe('Terhemba Daka');
  // Co-authors' cards beside the one the data credits, each with a long title (Brookings's).
  const card = (name: string, title: string) =>
    `<div class="byo-author"><a class="byo-author__name" href="/people/${name.length}/">${name}</a><p class="byo-author__title">${title}</p></div>`;
  const cards = `<div class="byo-authors">${card('Madiha Afzal', 'David M. Rubenstein Fellow - Foreign Policy, Center for Middle East Policy, Strategy and Security')}${card('Vanda Felbab-Brown', 'Director - Initiative on Nonstate Armed Actors, Senior Fellow - Foreign Policy, Strobe Talbott Center for Security, Strategy, and Technology')}</div>`;
  expect(page(ld('{"@type":"Person","name":"Madiha Afzal"}'), cards).author).toBe('Madiha Afzal, Vanda Felbab-Brown');
  // La Voz de Galicia's place and outlet after the name, in a box named for the author's location.
  expect(
    page(
      '',
      '<div class="author"><span class="author-name"><a href="/firmas/cristina-barral">Cristina Barral</a></span> <span class="author-loc">A Coruña / La Voz</span></div>',
    ).author,
  ).toBe('Cristina Barral');
});

test("a tabloid's calls for tips, a player's labels, an affiliate note, a report-an-error link and a newsletter call after a dash are not the story", () => {
  expectReaderLines([
    '<p><strong><em>Do you have a story for The Sun Showbiz team? Email us at tips@the-sun.co.uk or call 0207 78 24 516. We pay for videos too.</em></strong></p>',
    '<p>If you’ve got a celebrity story, video or pictures get in touch with the Metro.co.uk entertainment team by emailing us celebtips@metro.co.uk.</p>',
    '<p class="tip-line">Want more from Page Six? Got a tip? Email pagesixtips@nypost.com.</p>',
    '<p>Got a story?</p>',
    '<div class="vjs-player"><span class="vf-click-to-play">Click to play</span><span class="vf-tap-to-play">Tap to play</span></div>',
    '<p>E! News has affiliate relationships, so we may get a small share of the revenue from your purchases.</p>',
    '<p>Fehler gefunden? Jetzt melden.</p>',
    '<p>Publiziert: 05.06.2025 um 10:44 Uhr</p>',
    "<p><strong>Never miss a story — sign up for PEOPLE's free daily newsletter to stay up-to-date on the best of what PEOPLE has to offer.</strong></p>",
    '<p>Simak breaking news dan berita pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita Kompas.com WhatsApp Channel.</p>',
  ]);
});

test("a gallery slide's credit and a standfirst set after the header's lines are left out of the body", () => {
  const body = (html: string) =>
    String(extract(`<main>${html}</main>`, ARTICLE, 'https://www.krone.example/3456', 'de', 'Vanessa Huber | Krone').article_body).split('\n\n');
  const para = '<p>Seit Wochen brodelt die Gerüchteküche um das Paar, doch beim Interview in Wien zeigen sich beide gelassen und verliebt.</p>';
  expect(
    body(
      `<div class="c-article"><div class="c-article__header"><h1>Vanessa Huber: Wir sind glücklicher denn je</h1><div class="c-article__meta"><a href="/autor/ricky">Ricky Knoll</a> 05.06.2025 06:00</div></div><div class="c-article__lead"><p><strong>Schluss mit den Gerüchten: Vanessa Huber und ihr Mann zeigen sich verliebt.</strong></p></div><div class="c-article__body">${para}${para.replace('Wien', 'Graz')}</div></div>`,
    ),
  ).toHaveLength(2);
  const slide = (n: number) => `<div class="gallery__slide"><img src="/p${n}.jpg" alt=""><span class="gallery__credit credit">BACKGRID</span></div>`;
  expect(body(`<article><h1>Stars in Malibu</h1>${para}${slide(1)}${slide(2)}${para.replace('Wien', 'Graz')}</article>`)).toHaveLength(2);
});

test("writers' boxes in a row are co-authors; boxes of the kind each over its own story are not; a glossary's terms in a row stay in their sentence", () => {
  const author = (html: string) =>
    extract(`<main>${html}</main>`, ARTICLE, 'https://www.forskning.example/2025/hofter', 'no', 'Sterkere hofter | forskning').author;
  const box = (name: string) =>
    `<div class="author"><a href="/om/${name.split(' ')[0]}"><span class="name">${name}</span></a><span class="role">journalist</span></div>`;
  expect(
    author(
      `<meta name="author" content="Ida Bergstrøm, Lasse Biørnstad"><article><h1>Sterkere hofter</h1><div class="bylines">${box('Ida Bergstrøm')}${box('Lasse Biørnstad')}</div>${STORY}</article>`,
    ),
  ).toBe('Ida Bergstrøm, Lasse Biørnstad');
  const feature = (name: string) =>
    `<h2 class="SummaryHL"><a href="/a/1">A story</a></h2><div class="FeatureByline"> By <b>${name}</b><br/>March 25, 2015 </div>${STORY}`;
  expect(author(`<div class="edition"><h1>Weekly edition</h1>${feature('Nathan Willis')}${feature('Jonathan Corbet')}</div>`)).toBe('Nathan Willis');
  const term = (word: string) =>
    `<button class="glossary-term" aria-expanded="false">${word}</button><span class="glossary-popup" role="tooltip" hidden><strong>${word}</strong> Het proces.</span>`;
  const body = extract(
    `<main><article><h1>Planten groeien harder</h1><p>Dat komt doordat het belangrijkste enzym van de ${term('fotosynthese')}, ${term('rubisco')}, zich regelmatig vergist bij het vastleggen van koolstof.</p>${STORY}</article></main>`,
    ARTICLE,
  ).article_body;
  expect(String(body)).toContain('enzym van de fotosynthese, rubisco, zich regelmatig');
});

test("a magazine's appeals for support and a subscription box are not the story", () => {
  expectReaderLines([
    "<p>If you enjoyed this article, I'd like to ask for your support. Scientific American has served as an advocate for science for 180 years.</p>",
    '<p>Science News reports on crucial research. We need your financial support to make it happen – every contribution makes a difference.</p>',
    '<p>Subscribe or Donate Now</p>',
    '<p>Luister ook: De Ontdekking – Kunnen we fotosynthese verbeteren?</p>',
  ]);
  const abo =
    '<div class="abo-box"><p>bild der wissenschaft abonnieren</p><p>Jetzt 3 Ausgaben testen – und ein Geschenk sichern!</p><a href="/abo">Zum Angebot</a></div>';
  const body = extract(
    `<main><article><h1>Gletscher schmelzen schneller</h1>${STORY}${STORY.replace('1.2', '2.4')}</article>${abo}</main>`,
    ARTICLE,
  ).article_body;
  expect(String(body).split('\n\n')).toHaveLength(2);
});

test("a print headline the document's title does not carry is the headline where the structured data gives it as the other headline", () => {
  const headline = (alternative: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"NewsArticle","headline":"How Pharmacy Middlemen Are Driving Rural Drugstores Out of Business","alternativeHeadline":"${alternative}"}</script><main><article><h1 data-testid="headline">The Last Pharmacy in Harlan County</h1>${STORY}</article></main>`,
      ARTICLE,
      'https://www.nytimes.example/2025/11/02/magazine/pharmacy.html',
      'en',
      'How Pharmacy Middlemen Are Driving Rural Drugstores Out of Business - The New York Times',
    ).headline;
  expect(headline('The Last Pharmacy in Harlan County')).toBe('The Last Pharmacy in Harlan County');
  expect(headline('Rural pharmacies close')).toBe('How Pharmacy Middlemen Are Driving Rural Drugstores Out of Business');
});

test("a how-to's further-reading link, a network's link to its sister site's story and a call to follow on WhatsApp are not the story", () => {
  expectReaderLines(
    [
      '<p>Further reading: <a href="/article/best-vpn">The best VPN services for 2025</a></p>',
      '<p><strong>En Xataka |</strong> <a href="https://www.xataka.example/basics/espacio">Cómo liberar espacio en tu móvil Android</a></p>',
      '<p class="alice-follow">Hat dir der Beitrag gefallen? Folge uns auf WhatsApp und Google News, um keine Anleitung zu verpassen.</p>',
    ],
    ['<p>En 2024 | la cifra de usuarios subió un 12 por ciento, según el informe anual de la compañía.</p>'],
  );
});

test("readers' comments under a heading that counts them ('Reacties (67)', '12 Comments') are not the story", () => {
  const comment = (who: string, text: string) =>
    `<div class="reactieContainer"><div class="reactieHeader"><a class="userLink" href="/gallery/${who}/">${who}</a><span class="score">Score: +3</span></div><div class="reactieBody"><p>${text}</p></div></div>`;
  expectReaderLines([
    `<section id="reacties"><h2>Reacties (67)</h2>${comment('Kapitein_Koek', 'Logisch dat China minder koopt nu de exportregels strenger zijn geworden, dat zag iedereen aankomen.')}</section>`,
    `<h3>12 Comments</h3><p>Great write-up, though I think the camera fault was known to owners for at least a year before this recall.</p>`,
    `<section class="story-forum"><h3>Forum: 1.284 Postings</h3><div class="posting"><span class="posting-user">Wiener Melange</span><p>Das war absehbar, die Kameras sind seit Jahren ein bekanntes Problem bei diesen Modellen.</p></div></section>`,
  ]);
});

test("a list of the most read stories under its heading in the site's language, and a live ticker's refresh switch, are not the story", () => {
  const mostRead = (heading: string) =>
    `<section><h2>${heading}</h2><div><a href="/a"><h4>Regionali, il centrodestra trova l’intesa in Veneto</h4></a></div><div><a href="/b"><h4>Premierato, il testo torna in Aula</h4></a></div></section>`;
  expectReaderLines([
    mostRead('Le notizie più lette'),
    mostRead('Die meistgelesenen Artikel'),
    '<label><input type="checkbox" checked> Automatisch aktualisieren</label>',
  ]);
});

test("the byline's lead-in in an element of its own, the place before a Korean reporter's name and a place in a box of its own are no writer's name", () => {
  const person = (name: string) => ld(`{"@type":"Person","name":"${name}"}`);
  expect(
    page(
      person('Miriam Falkenberg'),
      '<div class="byline"><span class="byline__text">Eine Kolumne von </span><span class="byline__author">Miriam Falkenberg</span></div>',
    ).author,
  ).toBe('Miriam Falkenberg');
  expect(page(person('부산=박지현 기자'), '<a class="article-byline__author">부산=박지현 기자</a>').author).toBe('박지현');
  expect(
    page('', '<div class="article-author"><span class="article-author-name">محمد عبد الرحمن</span><span class="article-author-location">القاهرة</span></div>')
      .author,
  ).toBe('محمد عبد الرحمن');
});

test("a newsroom's own organisation beside its article in the structured data is not what the page is about: the article's writers are", () => {
  const data =
    '<script type="application/ld+json">[{"@type":"NewsArticle","headline":"Trabajo aprobará por decreto el registro horario","author":[{"@type":"Person","name":"Marta Quintero"},{"@type":"Person","name":"Javier Olmedo"}]},{"@type":"NewsMediaOrganization","name":"EL PAÍS","url":"https://elpais.com"}]</script>';
  const byline =
    '<div class="a_md_a"><a class="a_md_a_n" href="/autor/marta-quintero/">Marta Quintero</a><span>|</span><a class="a_md_a_n" href="/autor/javier-olmedo/">Javier Olmedo</a></div>';
  expect(
    page(data, byline, 'https://elpais.com/espana/2025-11-12/registro-horario.html', 'El Gobierno aprobará el registro horario | España | EL PAÍS').author,
  ).toBe('Marta Quintero, Javier Olmedo');
});

test("a byline that names the data's writer and a co-author after 'Published by' is the answer; a company blog's account credited as the writer gives way to the post's own 'By' line", () => {
  expect(page(ld('{"@type":"Person","name":"Erik Johansson"}'), '<span class="author">Published by Erik Johansson and Amara Nwosu</span>').author).toBe(
    'Erik Johansson, Amara Nwosu',
  );
  const medium =
    '<div><a data-testid="authorName" href="https://netflixtechblog.medium.com/">Netflix Technology Blog</a></div><p><em>By </em><a href="/in/laurachen"><em>Laura Chen</em></a><em>, </em><a href="/in/oadeyemi"><em>Oluwaseun Adeyemi</em></a><em> and </em><a href="/in/rafaelsouza"><em>Rafael Souza</em></a></p>';
  expect(page(ld('{"@type":"Person","name":"Netflix Technology Blog"}'), medium).author).toBe('Laura Chen, Oluwaseun Adeyemi, Rafael Souza');
});

test("a company blog's call to action after the post and a newspaper's appeal are not the story, nor are the headings over other stories and the authors' cards", () => {
  const cta =
    '<div class="post-cta"><p>Cloudflare’s connectivity cloud protects entire corporate networks, helps customers build Internet-scale applications efficiently, accelerates any website or Internet application, wards off DDoS attacks, keeps hackers at bay, and can help you on your journey to Zero Trust.</p><p>Visit 1.1.1.1 from any device to get started with our free app that makes your Internet faster and safer.</p><p>To learn more about our mission to help build a better Internet, start here. If you’re looking for a new career direction, check out our open positions.</p></div>';
  expect(storyBody(cta)).not.toContain('connectivity cloud');
  const epic =
    '<div class="dcr-epic"><h2>I hope you appreciated this article. Before you move on, I wanted to ask if you would consider supporting our journalism</h2><p>From Elon Musk to Rupert Murdoch, a small number of billionaire owners have a powerful hold on so much of the information that reaches the public about what’s happening in the world. We are different: we have no billionaire owner and answer to no shareholders.</p><p>Support us today from just £2. It only takes a minute. Thank you.</p></div>';
  expect(storyBody(epic)).not.toContain('billionaire');
  expectReaderLines([
    '<section><h2>More on this story</h2><ul><li><a href="/a">Allotment waiting lists hit record high</a></li><li><a href="/b">How to grow your own veg in a city flat</a></li></ul></section>',
    '<section class="explore-more"><h2>Explore more from GitHub</h2><ul><li><a href="/docs">Docs</a></li><li><a href="/stories">Customer stories</a></li></ul></section>',
    '<section class="written-by"><h2>Written by</h2><p>Kenji Morioka is a senior engineer on the code search team.</p></section>',
  ]);
});

test("a web team's, an engineering blog's or a desk's account credited as the writer gives way to the byline's names; a contributor's credit beside the name is no name", () => {
  const byline =
    '<div class="byline-authors"><a href="/people/sarah-lindqvist/">Sarah Lindqvist</a>, <a href="/people/michael-osei/">Michael Osei</a>, and <a href="/people/rebecca-tanaka/">Rebecca Tanaka</a></div>';
  expect(page(ld('{"@type":"Person","name":"Brookings Digital"}'), byline).author).toBe('Sarah Lindqvist, Michael Osei, Rebecca Tanaka');
  // A company's engineering blog, a desk ("Web Desk") and a Hindi paper's bureau ("ब्यूरो") are desks too.
  for (const desk of ['Spotify Engineering', 'Web Desk', 'ब्यूरो'])
    expect(page(ld(`{"@type":"Person","name":"${desk}"}`), byline).author, desk).toBe('Sarah Lindqvist, Michael Osei, Rebecca Tanaka');
  expect(
    page(
      '',
      '<div class="c-byline"><span class="c-byline__contrib">Special to The Globe and Mail</span><span class="c-byline__author"><a href="/authors/sarah-liang/">Sarah Liang</a></span></div>',
    ).author,
  ).toBe('Sarah Liang');
});

test("the writers' biography in italics that closes an opinion piece goes, with the picture's credit after it; so do an author-info box and a paper's standing disclaimer", () => {
  expect(
    storyBody(
      '<p><em>Maj. Erik Sundqvist is an armor officer in the Swedish Army. Laura Brennan is a research fellow at the Modern War Institute.</em></p><p><em>Image: Ukrainian Ministry of Defense</em></p>',
    ),
  ).not.toMatch(/Sundqvist|Image:/);
  expect(
    storyBody('<div class="c-news__author-info"><p><strong>Renata Albuquerque</strong></p><p><em>Professora de engenharia ambiental da UFRGS.</em></p></div>'),
  ).not.toContain('Albuquerque');
  expect(storyBody('<p><em>Os artigos publicados com assinatura não traduzem a opinião do jornal.</em></p>')).not.toContain('opinião');
});
