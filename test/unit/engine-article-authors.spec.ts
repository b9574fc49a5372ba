/**
 * The builtin's author of an article: the person's name, without the words and marks sites set around it in a byline.
 * Bylines left out of the body: engine-article-bodies.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

const AUTHOR: JsonSchema = { type: 'object', properties: { author: { type: 'string' } } };
const PARAGRAPH = 'The council voted on Monday to close the bridge for repairs until the spring.';
// The author of a story headed `headline` whose article sets `html` between its heading and its one paragraph, `head` before it.
const authorOf = (html: string, headline: string, head = '') =>
  extract(`${head}<article><h1>${headline}</h1>${html}<p>${PARAGRAPH}</p></article>`, AUTHOR).author;

test("an author's name without a byline's label in more words ('Story by') and scripts ('كتبت-', 'نویسنده:', 'מאת:', 'ผู้เขียน :'), a Korean reporter's title, an address or a date after it; a date or a bio alone names nobody", () => {
  const author = (byline: string) => authorOf(`<span class="author">${byline}</span>`, 'Bridge to close');
  expect(author('Story by Harry Cockburn')).toBe('Harry Cockburn');
  expect(author('김민수 기자(kms@yna.co.kr)')).toBe('김민수');
  expect(author('박지영 기자')).toBe('박지영');
  expect(author('Jane Roe')).toBe('Jane Roe');
  // A blog's nickname with the date set right after it in an element of its own (Naver's "2025. 3. 9. 20:14").
  expect(author('<span class="nick"><a href="/mocha_latte88">모카라떼</a></span><span class="se_publishDate">2025. 3. 9. 20:14</span>')).toBe('모카라떼');
  expect(author('Omar Khan 5 hours ago')).toBe('Omar Khan');
  // Arabic's, Persian's and Hebrew's labels, with a dash or a colon after them.
  expect(author('كتبت- سارة أحمد')).toBe('سارة أحمد');
  expect(author('<span>نویسنده: </span><a href="/author/zahra">زهرا رحیمی</a>')).toBe('زهرا رحیمی');
  expect(author('מאת: דנה כהן')).toBe('דנה כהן');
  // Thai's "Writer :" label; Greek's genitive "Του"/"Της" ("of"), not the start of a name that begins so; German's "Ein
  // Beitrag von"; an outlet after a slash, a place after "in".
  expect(author('ผู้เขียน : ธนพล ศรีสุข')).toBe('ธนพล ศรีสุข');
  expect(author('Του <a href="/author/giorgos">Γιώργου Καλογερόπουλου</a>')).toBe('Γιώργου Καλογερόπουλου');
  expect(author('Τουλιάτος Νίκος')).toBe('Τουλιάτος Νίκος');
  expect(author('Ein Beitrag von <a href="/autoren/niklas-hoyer">Niklas Hoyer</a>')).toBe('Niklas Hoyer');
  expect(author('Por <a href="/autor/beatriz-gonzalez">Beatriz González</a> / Bolsamanía')).toBe('Beatriz González');
  expect(author('By <a href="/people/aristophane-ngargoune">Aristophane Ngargoune</a> in Adré, Chad')).toBe('Aristophane Ngargoune');
  // A Japanese date in the byline's box names nobody, nor does a bio that runs on in sentences.
  expect(author('2025年3月14日')).toBeNull();
  expect(author('著者 新野淳一。IT系の雑誌編集者を経て独立。')).toBeNull();
});

test("a byline's job set against the name, its credits' labels ('Текст:', 'Teksti:') and the photographer its 'Kuvat:' credits are no part of the writer's name", () => {
  const page = (byline: string, ld = '') =>
    extract(`${ld}<article><h1>Rail decision due</h1>${byline}<p>The council will decide on the new station this autumn, officials said.</p></article>`, AUTHOR)
      .author;
  const person = (name: string) => `<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"${name}"}}</script>`;
  const organization = '<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Organization","name":"NU.nl"}}</script>';
  expect(
    page(
      '<div class="mar-article__byline"><div class="author-info"><span class="author-name"><a href="/author/profile/112233.Gavin_Engelbrecht/">Gavin Engelbrecht</a></span><span class="author-job">Senior Reporter</span></div></div>',
      person('Gavin Engelbrecht'),
    ),
  ).toBe('Gavin Engelbrecht');
  expect(
    page('<div class="author">Door <span class="author-name">Jeroen Visser</span><span class="author-role">Economieredacteur</span></div>', organization),
  ).toBe('Jeroen Visser');
  expect(
    page(
      '<div class="article-author"><span class="article-author__credit">Teksti:</span> <span class="article-author__name">Emmi Rautio</span> · <span class="article-author__credit">Kuvat:</span> <span class="article-author__name">Jussi Helttunen</span></div>',
      person('Emmi Rautio'),
    ),
  ).toBe('Emmi Rautio');
  expect(page('<span class="b-article__author">Текст: <a href="/persons/dmitriy-ershov">Дмитрий Ершов</a></span>')).toBe('Дмитрий Ершов');
});

test("a separator beside a byline names nobody; wikiHow's 'Co-authored by:' labels the name", () => {
  const page = (byline: string) =>
    extract(`<article><h1>Used EV prices drop</h1>${byline}<p>Prices for used electric vehicles fell by 14 percent in the first quarter.</p></article>`, AUTHOR)
      .author;
  expect(
    page(
      '<div class="td-post-author-name"><div class="td-author-by">By</div> <a href="/author/daniel/">Daniel Reyes</a><div class="td-author-line"> - </div></div>',
    ),
  ).not.toBe('-');
  expect(page('<div class="coauthor_byline">Co-authored by: <a href="/User:Jack">Jack Lloyd</a></div>')).toBe('Jack Lloyd');
});

test("an organisation the data credits gives way to the person the story's byline names, in its own footer too; alone, it answers", () => {
  const ld = '<script type="application/ld+json">{"@type":"ClaimReview","claimReviewed":"x","author":{"@type":"Organization","name":"FactOrg"}}</script>';
  const page = (byline: string) =>
    extract(
      `${ld}<main><article><h1>No, petrol cars are not banned</h1><p>The terraces turn gold just before the harvest, and whole families go out into the fields.</p>${byline}</article></main><footer><p>By the FactOrg team</p></footer>`,
      AUTHOR,
    ).author;
  expect(page('<footer class="statement-footer">By Maria Ramírez • November 6, 2025</footer>')).toBe('Maria Ramírez');
  expect(page('')).toBe('FactOrg');
  // Or the writers a box with no "By" links to their pages, the paper's name under them (Gannett's byline).
  const staff = (id: string, name: string) => `<a class="gnt_ar_by_a" href="/staff/${id}/${name.toLowerCase().replace(' ', '-')}/">${name}</a>`;
  const gannett = (names: string) => page(`<div class="gnt_ar_by">${names}<div class="gnt_ar_by_t">FactOrg</div></div>`);
  expect(gannett(`${staff('2646406001', 'Duante Beddingfield')} and ${staff('2646406002', 'Brian McCollum')}`)).toBe('Duante Beddingfield, Brian McCollum');
  expect(gannett(staff('2646406001', 'Duante Beddingfield'))).toBe('Duante Beddingfield');
  // A byline set as a sentence ends with its full stop, which is no part of the name.
  expect(
    extract(
      '<main><article><h1>Standalone Wasm</h1><p>Emscripten now supports standalone Wasm files.</p><footer><p>Posted by Alon Zakai.</p></footer></article></main>',
      AUTHOR,
    ).author,
  ).toBe('Alon Zakai');
});

test("a byline inside a link that holds another story's headline is that story's: a page with no byline of its own names no author", () => {
  const card = '<div class="more"><h2>More in Opinion</h2><ul><li><a href="/o/1"><h3>The grid is not ready</h3><p>By Meghan Smith</p></a></li></ul></div>';
  const page = (byline: string) =>
    extract(
      `<main><article><h1>Letters: Daylight saving time</h1>${byline}<p>To the Editor: permanent standard time would serve children best.</p>${card}</article></main>`,
      AUTHOR,
    ).author;
  expect(page('')).toBeNull();
  expect(page('<p>By Jane Roe</p>')).toBe('Jane Roe');
});

test("a name in an element named for the author inside a picture's caption is the photographer's: the byline names the writer", () => {
  const author = (byline: string) =>
    extract(
      `<main><h1 class="read__title">Council approves budget</h1>${byline}<div class="photo"><img src="/a.jpg" alt=""><div class="photo__caption">City hall in the evening.<span class="photo__author">ANTARA FOTO/Aditya Putra</span></div></div><div class="read__content"><p>The city council on Tuesday approved a new budget that raises spending on public transport by 12 per cent.</p></div></main>`,
      AUTHOR,
    ).author;
  expect(author('<div class="author">By Nicholas Ryan Aditya</div>')).toBe('Nicholas Ryan Aditya');
  expect(author('')).toBeNull();
});

test("where the data credits the outlet, the byline box's names are the authors, each in a box of its own with a role beside it; a quoted statement's author is who said it", () => {
  const para = 'Stormen Amy har ført til stengte veier og strømbrudd i store deler av Vestland fylke tirsdag kveld.';
  const page = (byline: string, credit = 'NRK Vestland') =>
    extract(
      `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Stormen Amy","author":{"@type":"Organization","name":"${credit}"}}</script><article><h1>Stormen Amy</h1>${byline}<p>${para}</p><p>${para}</p></article>`,
      AUTHOR,
    ).author;
  expect(
    page(
      '<ul class="authors"><li class="author"><span class="author__name">Silje Øvrebø</span><span class="author__role">Journalist</span></li><li class="author"><span class="author__name">Anders Tveit</span><span class="author__role">Journalist</span></li></ul>',
    ),
  ).toBe('Silje Øvrebø, Anders Tveit');
  // Each name in a link of its own, an affiliation beside it.
  expect(
    page(
      '<ul class="author-list"><li class="author vcard"><a class="author-name" href="/profiles/h"><span class="fn author-name-text">Hannah Okonkwo</span></a><span class="role">Senior Lecturer in Psychology, Anglia Ruskin University</span></li><li class="author vcard"><a class="author-name" href="/profiles/l"><span class="fn author-name-text">Liam Prescott</span></a><span class="role">Associate Professor of Nutrition Science, Karl Landsteiner University of Health Sciences</span></li></ul>',
      'The Conversation',
    ),
  ).toBe('Hannah Okonkwo, Liam Prescott');
  expect(
    page(
      '<div data-testid="byline"><div class="ssrcss-1cvr2k0-TextContributorName">Rhiannon Hale</div><div class="ssrcss-84ltp5-Text">BBC Sport at Anfield</div></div>',
      'BBC Sport',
    ),
  ).toBe('Rhiannon Hale');
  // A byline box's name without its writer's address glued on after it.
  expect(
    page(
      '<div class="newsitem-author"><a href="mailto:olafur@mbl.is">Ólafur Þór Jónsson</a><span class="newsitem-author-email">olafur@mbl.is</span></div>',
      'mbl.is',
    ),
  ).toBe('Ólafur Þór Jónsson');
  // With no byline, the outlet answers; a fact-check's statement names who made the claim, not who checked it.
  expect(page('')).toBe('NRK Vestland');
  expect(page('<div class="statement"><div class="statement-author"><h4 class="author">The defence ministry</h4></div></div>', 'POLYGRAPH.info')).toBe(
    'POLYGRAPH.info',
  );
});

test("of the authors the data lists, one the byline sets beside a photographer's title took the pictures", () => {
  const para = 'Flere personer er sendt til sykehus etter en kjedekollisjon med over 20 biler på E18 i Asker torsdag morgen.';
  const person = (name: string) => `{"@type":"Person","name":"${name}"}`;
  const author = (title: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Kjedekollisjon på E18","author":[${person('Martine Lystad')},${person('Jonas Haugen Solberg')},${person('Frode Hansen')}]}</script><article><h1>Kjedekollisjon på E18</h1><ul class="byline"><li><a href="/forfatter/martine-lystad">Martine Lystad</a><span>Journalist</span></li><li><a href="/forfatter/jonas">Jonas Haugen Solberg</a><span>Journalist</span></li><li><a href="/forfatter/frode-hansen">Frode Hansen</a><span>${title}</span></li></ul><p>${para}</p><p>${para}</p></article>`,
      AUTHOR,
    ).author;
  expect(author('Fotograf')).toBe('Martine Lystad, Jonas Haugen Solberg');
  // Credited for the pictures before the name.
  expect(
    extract(
      `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Kjedekollisjon på E18","author":[${person('Ruth Abernathy')},${person('Marco Silveira')}]}</script><article><h1>Kjedekollisjon på E18</h1><div>By <a href="/a/ruth">Ruth Abernathy</a></div><div>Photographs by <span>Marco Silveira</span></div><p>${para}</p><p>${para}</p></article>`,
      AUTHOR,
    ).author,
  ).toBe('Ruth Abernathy');
  expect(author('Journalist')).toBe('Martine Lystad, Jonas Haugen Solberg, Frode Hansen');
});

test("a byline box's parts that name the agency, the date or an update are no co-authors: the name marked the author's is the author", () => {
  const author = extract(
    `<main><article><h1>Storm raast over Nederland</h1><div class="byline"><span class="byline__prefix">Door </span><span class="byline__author">Lotte Hendriks</span><span class="byline__source">NU.nl/ANP</span> <span class="byline__date">Vandaag, 16:48</span> <span class="byline__updated">Bijgewerkt 1 minuut geleden</span></div><p>Het KNMI heeft voor vijf provincies code oranje afgegeven vanwege zeer zware windstoten, de waarschuwing geldt tot in de avond.</p></article></main>`,
    AUTHOR,
    'https://www.nu.example/binnenland/1/storm.html',
    'nl',
  ).author;
  expect(author).toBe('Lotte Hendriks');
});

test('co-authors each linked to their page in one byline (after a "By:" of its own too), or each in a card of their own beside a job title (in a box named for the authors too), are one answer', () => {
  const story = '<p>The committee met on Tuesday to review the proposal for the new river crossing, which has been debated for more than a decade.</p>';
  const author = (byline: string) =>
    extract(`<main><article><h1>River crossing</h1>${byline}${story}</article></main>`, AUTHOR, 'https://blog.example/post').author;
  expect(
    author(
      '<p class="byline">By <a href="/author/wen-zhou/">Wen Zhou</a>, <a href="/author/rahul-menon/">Rahul Menon</a>, <a href="/author/sofia-ortega/">Sofia Ortega</a></p>',
    ),
  ).toBe('Wen Zhou, Rahul Menon, Sofia Ortega');
  // A Japanese byline in brackets, its outlet after a full-width comma.
  expect(author('<div id="byline"><p>［<a href="/author/1/">谷井将人</a>，ITmedia］</p></div>')).toBe('谷井将人');
  // The byline's word with its colon in an element of its own: the names once each.
  expect(author('<div class="authors"><span>By:</span> <a href="/people/a">Ann Lee</a> and <a href="/people/b">Bob Stone</a></div>')).toBe(
    'Ann Lee, Bob Stone',
  );
  const card = (name: string, role: string) =>
    `<div class="BlogPostAuthor"><img src="/a.jpg" alt=""><div class="BlogPostAuthor__info"><a class="BlogPostAuthor__name" href="https://x.example/${name.length}">${name}</a><div class="BlogPostAuthor__title">${role}</div></div></div>`;
  expect(author(`<div class="BlogPostAuthors">${card('Hannah Kessler', 'Engineering Lead')}${card('Omar Farouk', 'Staff Engineer')}</div>`)).toBe(
    'Hannah Kessler, Omar Farouk',
  );
  // A box named for the authors whose cards name no author, each name in an element named for it: over the outlet the data credits.
  const teaser = (name: string, role: string) =>
    `<div class="person-teaser"><img src="/p.jpg" alt=""><div><a href="#" class="person-teaser__name">${name}</a><p class="person-teaser__role">${role}</p></div></div>`;
  const ld =
    '<script type="application/ld+json">{"@type":"Article","headline":"River crossing","author":{"@type":"Organization","name":"Example Institute"}}</script>';
  expect(
    author(
      `${ld}<div class="authors-block">${teaser('Dr Patrick Schröder', 'Senior Research Fellow')}${teaser('Creon Butler', 'Director, Global Economy')}</div>`,
    ),
  ).toBe('Dr Patrick Schröder, Creon Butler');
});

test("co-authors each with a role after a comma, the last after 'and' (an Oxford comma or none), are one answer, listed as the data's are; a role or an outlet after one name is none", () => {
  const author = (byline: string) => authorOf(`<span class="post__author">${byline}</span>`, 'Replacing deployment configs');
  expect(author('Published by Ingrid Solberg, Staff Engineer, and Marcus Fenn, Senior Engineer')).toBe('Ingrid Solberg, Marcus Fenn');
  expect(author('By Ann Lee, Reuters and Bo Chan, AP')).toBe('Ann Lee, Bo Chan');
  expect(author('By Jane Roe, Senior Engineer')).toBe('Jane Roe');
  expect(author('By Ann Lee, Bo Chan, and Cy Diaz')).toBe('Ann Lee, Bo Chan, Cy Diaz');
});

test("a byline box's genre label is no name; a French byline named 'article-auteur' names the author; an author in a contents list's card of another story is that story's", () => {
  const story = '<p>The committee met on Tuesday to review the proposal for the new river crossing, which has been debated for more than a decade.</p>';
  const author = (byline: string, after = '', lang = 'en') =>
    extract(`<main><article><h1>River crossing</h1>${byline}${story}</article>${after}</main>`, AUTHOR, 'https://mag.example/essays/river', lang).author;
  expect(
    author(
      '<div class="article-header__author"><span class="article-header__author-label">Essay</span> <a href="/author/hannah-lindqvist/">Hannah Lindqvist</a></div>',
    ),
  ).toBe('Hannah Lindqvist');
  expect(author('<p class="article-auteur"><a href="/auteur/camille-roussel">Camille Roussel</a></p>', '', 'fr')).toBe('Camille Roussel');
  const contents =
    '<section class="issue-toc"><ul><li><a href="/x"><span class="issue-toc__title">Inside the mind of a crow</span><span class="issue-toc__author">Jorge Salinas</span></a></li></ul></section>';
  expect(author('<div class="article__author">Rachel Oyelaran</div>', contents)).toBe('Rachel Oyelaran');
});

test("a name without its agency in brackets, its handle or its role after a dash; a desk the structured data credits as a person gives way to the byline's person", () => {
  const author = (byline: string, head = '') => authorOf(`<div class="byline">${byline}</div>`, 'Bridge to close', head);
  expect(author('<span class="label">Autor:</span> Marcin Chomiuk (PAP)')).toBe('Marcin Chomiuk');
  expect(author('Pedro Peduzzi - Repórter da Agência Brasil')).toBe('Pedro Peduzzi');
  expect(author('Par <a href="/auteur/julien-marchal">Julien Marchal</a> avec AFP')).toBe('Julien Marchal');
  expect(author('取材・文：<a href="/writer/kitamura">北村ヒロシ</a>')).toBe('北村ヒロシ');
  expect(author('<a class="u-author h-card" href="/"><span class="p-name">Nina Holm</span> @ninaholm</a>')).toBe('Nina Holm');
  // A bracket that is no agency's stays: "Bradley M. Kuhn (http://ebb.org/bkuhn/)" is how the writer signs.
  expect(author('Bradley M. Kuhn (http://ebb.org/bkuhn/)')).toBe('Bradley M. Kuhn (http://ebb.org/bkuhn/)');
  const desk = (name: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Bridge to close","author":{"@type":"Person","name":"${name}"}}</script>`;
  expect(author('Written by <a href="/author/nina-ruggiero">Nina Ruggiero</a>', desk('Travel + Leisure Editors'))).toBe('Nina Ruggiero');
  expect(
    author('di <span class="author vcard"><a class="url fn n" href="/autore/antonella">Antonella De Santis</a></span>', desk('Redazione Gambero Rosso')),
  ).toBe('Antonella De Santis');
  // With no byline, the desk answers.
  expect(author('', desk('Redazione Gambero Rosso'))).toBe('Redazione Gambero Rosso');
});

test('of the people the structured data lists as authors, those the byline credits with the edit, the review or the expertise, and a desk, are no writers', () => {
  const author = (names: string[], byline: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Article","headline":"Savings accounts","author":[${names.map((n) => `{"@type":"Person","name":"${n}"}`).join(',')}]}</script><article><h1>Savings accounts</h1><div class="byline">${byline}</div><p>A high-yield savings account pays more interest than a standard one.</p></article>`,
      AUTHOR,
    ).author;
  expect(
    author(
      ['Dana Whitfield', 'Marcus Ortega'],
      '<span>Written by</span> <a href="/author/dana-whitfield">Dana Whitfield</a><span>|</span><span>Edited by</span> <a href="/author/94af5d">Marcus Ortega</a>',
    ),
  ).toBe('Dana Whitfield');
  expect(
    author(
      ['Julia Brenneke', 'Matthias Stolz'],
      '<div><span>Autor</span> <a href="/team/0694ff/">Julia Brenneke</a></div><div><span>Experte</span> <a href="/team/5963cc/">Matthias Stolz</a></div>',
    ),
  ).toBe('Julia Brenneke');
  expect(author(['Sarah Alfieri', 'Ben Marsh', 'Which? Money team'], 'By Sarah Alfieri and Ben Marsh')).toBe('Sarah Alfieri, Ben Marsh');
});

test("a byline that names the data's authors and another is the whole answer, without the paper's name set on a line of its own after it", () => {
  const ld =
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Light rail line gets its review","author":[{"@type":"Person","name":"Janelle Okafor"},{"@type":"Person","name":"Mike Svoboda"}]}</script>';
  const byline =
    '<div class="article-byline"><span class="article-byline__prefix">By</span> <a href="/janelle-okafor/1/">Janelle Okafor</a>, <a href="/mike-svoboda/2/">Mike Svoboda</a> and <a href="/teresa-lindqvist/3/">Teresa Lindqvist</a><div class="article-byline__org">Star Tribune</div></div>';
  const page = `${ld}<article><h1>Light rail line gets its review</h1>${byline}<p>The draft environmental review of the line was published on Wednesday, and it puts the cost near three billion dollars.</p></article>`;
  expect(extract(page, AUTHOR, 'https://www.startribune.com/light-rail/1').author).toBe('Janelle Okafor, Mike Svoboda, Teresa Lindqvist');
});

test("one element that lists the data's writer and a co-author is the answer, over another story's card that names the writer alone", () => {
  const ld =
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"The data broker sold it all","author":{"@type":"Person","name":"Joseph Cox"}}</script>';
  const byline =
    '<div class="article-byline-meta"><h4 class="author-name"><a href="/author/joseph-cox/">Joseph Cox</a>, <a href="/author/jason/">Jason Koebler</a></h4></div>';
  const cards =
    '<section class="read-more"><article class="post-card"><h3>Another story</h3><span class="post-card__author">Joseph Cox</span></article><article class="post-card"><h3>A third story</h3><span class="post-card__author">Jason Koebler</span></article></section>';
  const page = `${ld}<article><h1>The data broker sold it all</h1>${byline}<p>The company sold location data from apps to anyone who paid, records we obtained show, and it kept doing so for years.</p></article>${cards}`;
  expect(extract(page, AUTHOR, 'https://www.404media.example/the-data-broker/').author).toBe('Joseph Cox, Jason Koebler');
  // A second link to the writer's own page is no co-author: "View More Articles" beside the name.
  const more =
    '<div class="author-info"><h4><a class="name" href="/author/joseph-cox.html">Joseph Cox</a><a class="view-more" href="/author/joseph-cox.html"><span>View More Articles</span></a></h4></div>';
  expect(extract(page.replace(byline, more), AUTHOR, 'https://www.404media.example/the-data-broker/').author).toBe('Joseph Cox');
});

test("the person a quote names, a photo's credit, a desk's initials and a meta author that is a desk ('redazione') are no writers; the byline's name is", () => {
  const page = (byline: string, head = '') =>
    extract(
      `${head}<article><h1>Bridge to close</h1><p>The council voted on Monday to close the bridge for repairs until the spring.</p>${byline}</article>`,
      AUTHOR,
    ).author;
  expect(page('<blockquote><p>We act now.</p><cite class="ecl-blockquote__author">Olivér Várhelyi, Commissioner for Health</cite></blockquote>')).toBeNull();
  expect(page('<p class="pieFoto">The minister spoke. <span class="autorFoto">Pool Moncloa/Borja Puig</span></p>')).toBeNull();
  expect(page('<p class="author-initials">AP/HR</p>')).toBeNull();
  expect(page('<span class="documentAuthor">di <a href="/autori/martina-lodi">Martina Lodi</a></span>', '<meta name="DC.creator" content="redazione">')).toBe(
    'Martina Lodi',
  );
});

test("a writer a page names only by a link to their page, with no 'By' and no data, is its author; one in the page's footer is not", () => {
  const page = (html: string) => authorOf(html, 'Airline points lose value');
  expect(page('<div class="sc-1jc3ukb-1"><a href="https://qz.com/author/melvinosei" class="sc-1out364-0">Melvin Osei</a></div>')).toBe('Melvin Osei');
  expect(page('</article><footer><a href="/author/jane-roe">Jane Roe</a></footer><article>')).toBeNull();
});

test("a byline's name credited for testing a recipe ('Tested by Allrecipes Test Kitchen') is no writer beside the one the data names", () => {
  const ld = '<script type="application/ld+json">{"@type":"Recipe","name":"Lemon Orzo","author":{"@type":"Person","name":"Nicole McLaughlin"}}</script>';
  const bylines =
    '<div class="mntl-bylines"><div class="mntl-bylines__group--author mntl-bylines__group"><div class="mntl-attribution__item"><span class="mntl-attribution__item-descriptor">Recipe by</span> <div class="mntl-attribution__item-name"><a href="/author/nicole-mclaughlin/">Nicole McLaughlin</a></div></div><div class="mntl-attribution__item"><span class="mntl-attribution__item-descriptor">Tested by</span> <div class="mntl-attribution__item-name">Allrecipes Test Kitchen</div></div></div></div>';
  expect(authorOf(bylines, 'Lemon Orzo', ld)).toBe('Nicole McLaughlin');
});

test("a photographer a byline credits as 'Fotografia' is no writer, though the data lists both as authors", () => {
  const ld =
    '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Douro","author":[{"@type":"Person","name":"Rui Gomes"},{"@type":"Person","name":"Tiago Miranda"}]}</script>';
  const byline =
    '<div class="author-row"><span class="author-role">Texto</span> <a class="author-name" href="/autores/rui-gomes">Rui Gomes</a></div><div class="author-row"><span class="author-role">Fotografia</span> <a class="author-name" href="/autores/tiago-miranda">Tiago Miranda</a></div>';
  expect(authorOf(byline, 'Douro', ld)).toBe('Rui Gomes');
});

test("a byline's one link to its writer's page after a word that opens names elsewhere (Romanian 'de') is the name; a bio box's 'View all posts by' link names its writer", () => {
  expect(authorOf('<span class="author">de <a href="/author/ioana-david/">Ioana David</a></span>', 'Avarie la magistrala M 23')).toBe('Ioana David');
  expect(authorOf('<span class="author">Redaktion <a href="/autor/carsten-kaletta">Carsten Kaletta</a></span>', 'SAP-Aktie: Cloud wächst')).toBe(
    'Carsten Kaletta',
  );
  expect(
    authorOf(
      '<footer class="entry-footer"><div class="author-info"><a class="author-link" href="/blog/author/lemire/" rel="author">View all posts by Daniel Lemire</a></div></footer>',
      'Counting the digits of 64-bit integers',
    ),
  ).toBe('Daniel Lemire');
});
