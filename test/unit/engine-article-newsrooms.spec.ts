/**
 * The builtin on newsrooms' and health sites' furniture around a story: a paper's closing lines (its contact line, its print
 * edition, its share bar's count), a sales pitch inside the article, a dateline with its time after a slash, a Korean
 * paper's byline, labels and tags, a health site's revision history and picture labels; and the author where a byline names
 * its medical reviewer beside the writer, the data credits a news service's account, or a Chinese or Japanese dateline names the
 * reporters.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { expectReaderLines, extractSnippet as extract } from '../support/builtin-snippet';

const ARTICLE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' }, author: { type: 'string' }, article_body: { type: 'string' } } };
const STORY = '<p>Chevron plans to reduce its global workforce by as much as 20% by the end of next year, as the oil giant cuts costs.</p>';
const story = (head: string, byline: string, url = 'https://news.example/business/chevron-cuts') =>
  extract(`${head}<main><article><h1>Chevron to cut staff</h1>${byline}${STORY}${STORY.replace('20%', '15%')}</article></main>`, ARTICLE, url);

test("a paper's closing lines are no part of its story: the share bar's count, 'Write to … at …', the print edition's note", () => {
  expectReaderLines([
    '<p>91 responses</p>',
    '<p><strong>Write to Rebecca Thorne at rebecca.thorne@wsj.example and Carl Huang at carl.huang@wsj.example</strong></p>',
    "<p>Appeared in the February 13, 2025, print edition as 'Chevron Plans To Shed Up to 20% Of Its Staff'.</p>",
  ]);
});

test("a date with its time after a slash ('September 25, 2025 / 19:10 IST') and a line of hashtags are no lines of the story", () => {
  expectReaderLines(['<p>September 25, 2025 / 19:10 IST</p>', '<p>#삼성전자#HBM#반도체#실적</p>']);
});

test("a Korean paper's reporter line, its timestamps' labels alone on their lines and its most-read heading are not the story's", () => {
  expectReaderLines(['<p>박지훈 기자</p>', '<p>입력 :</p>', '<p>2025-10-14 09:12:00</p>', '<h3>많이 본 뉴스</h3>']);
});

test("a health site's revision history and its picture's 'Share on Pinterest' label, run into the credit, are no part of the story", () => {
  expectReaderLines([
    '<p>Our experts continually monitor the health and wellness space, and we update our articles when new information becomes available.</p>',
    '<p>Current Version</p>',
    '<p>Mar 4, 2025 Written By Zia Sherrell, MPH Edited By Mike Goodson Medically Reviewed By Saurabh Sethi, MD, MPH</p>',
    '<p>Share on PinterestGuille Faingold/Stocksy United</p>',
  ]);
});

test('a sales pitch inside the article, longer than a box (the Motley Fool\'s "article-pitch-container"), is not its text', () => {
  const pitch = `<div class="article-pitch-container"><div class="pitch-inline"><h2>Should you invest $1,000 in Palantir right now?</h2><p>Before you buy stock in Palantir Technologies, consider this:</p><p>The Motley Fool Stock Advisor analyst team just identified what they believe are the 10 best stocks for investors to buy now… and Palantir Technologies wasn't one of them. The 10 stocks that made the cut could produce monster returns in the coming years.</p><p>Consider when Netflix made this list on December 17, 2004... if you invested $1,000 at the time of our recommendation, you'd have $651,761!</p><p><a href="/advisor">See the 10 stocks »</a></p></div></div>`;
  const body = String(story('', `${STORY}${pitch}`).article_body);
  expect(body).not.toContain('Stock Advisor');
  expect(body).toContain('15%');
});

test("the author is the writer, not the medical reviewer the byline names beside, nor a news service's account the data credits", () => {
  const webmd = `<div class="author-info"><span class="author">Written by <a class="person" href="/author/sandra-gordon">Sandra Gordon</a></span><span class="med-reviewer"> Medically Reviewed by <a class="person" href="/reviewer/jennifer-robinson-md">Jennifer Robinson, MD</a> on March 03, 2025</span></div>`;
  expect(story('', webmd).author).toBe('Sandra Gordon');
  const account = `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Chevron to cut staff","author":{"@type":"Person","name":"Mayo Clinic News Network"}}</script>`;
  const vcard = '<span class="byline">By <span class="author vcard"><a class="url fn n" href="/author/jenna-halvorsen/">Jenna Halvorsen</a></span></span>';
  expect(story(account, vcard, 'https://newsnetwork.mayoclinic.example/discussion/study').author).toBe('Jenna Halvorsen');
});

test("a French byline's lead-in ('Article rédigé par') names nobody, its names each an item of the line; a software's account ('Admin') is no writer", () => {
  expect(
    story(
      '',
      '<div class="c-signature__authors"><p class="c-signature__names">Article rédigé par <span class="c-signature__names-item">Solenne Le Hen</span>, <span class="c-signature__names-item">Sébastien Baer</span></p><p class="c-signature__brand">Radio France</p></div>',
    ).author,
  ).toBe('Solenne Le Hen, Sébastien Baer');
  expect(
    story(
      `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Chevron to cut staff","author":{"@type":"Person","name":"Admin"}}</script>`,
      '',
    ).author,
  ).toBeNull();
});

test("the byline a paper signs in a box named 'firma' is the author, over the data's desk with the agencies or the paper's own name", () => {
  const data = (name: string) =>
    `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Chevron to cut staff","author":{"@type":"Person","name":"${name}"}}</script>`;
  const firma = '<div class="artFirma"><strong class="firma"><span class="name">Irene Sánchez</span></strong><span class="locate">Valencia</span></div>';
  expect(story(data('RTVE.es / Agencias'), firma).author).toBe('Irene Sánchez');
  const byline = '<span class="post-author-name"><a href="https://punch.example/author/sojuroungbe/">Sodiq Ojuroungbe</a></span>';
  expect(story(data('Punch Newspapers'), byline, 'https://punch.example/fg-approves-framework/').author).toBe('Sodiq Ojuroungbe');
});

test("a layout's column named a sidebar that holds the story's heading is the story's, not a sidebar to leave out", () => {
  const paragraph = (n: number) =>
    `<p class="Normal">Đoạn ${n}: Bộ Giao thông Vận tải cho biết tuyến cao tốc dài 65 km sẽ thông xe vào ngày 19/8, sớm hơn kế hoạch gần bốn tháng, giúp rút ngắn thời gian di chuyển.</p>`;
  const latest = `<section class="latest-news"><h3>Tin mới nhất</h3><ul>${[1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<li><a href="/news/${i}">Tin tức số ${i} trong ngày hôm nay với nhiều diễn biến mới đáng chú ý</a><span>1h</span></li>`).join('')}</ul></section>`;
  const page = `<section class="page-detail"><div class="sidebar-1"><h1 class="title-detail">Cao tốc Vạn Ninh - Cam Lộ thông xe ngày 19/8</h1><article class="fck_detail">${[1, 2, 3, 4].map(paragraph).join('')}</article></div><div class="sidebar-2"><h3>Xem nhiều</h3></div></section>${latest}`;
  expect(String(extract(page, ARTICLE, 'https://vnexpress.example/cao-toc-van-ninh-4923456.html', 'vi').article_body)).toContain('Đoạn 4');
});

test("a 'More on …:' label over links to other stories, and a network's line after each story, are not the story", () => {
  expectReaderLines([
    '<p class="more-on"><strong>More on Android 16:</strong></p><ul class="more-on-list"><li><a href="/a">Android 16 is now rolling out to Pixel phones</a></li><li><a href="/b">Android 16 QPR1 Beta 3 is out</a></li></ul>',
    '<p>You’re reading 9to5Google — experts who break news about Google and its surrounding ecosystem, day after day.</p>',
  ]);
});

test("a summary a machine wrote, labelled so in a box of hashed names, and a Japanese blog's call to vote on a ranking site are not the story", () => {
  const summary =
    '<div class="M1rHh"><div class="_3uIXL"><span>Pune’s civic body has approved a Rs 1,240 crore plan to overhaul the city’s water supply network.</span></div><div class="_2n2Sb">AI-generated summary</div></div>';
  expect(String(story('', summary).article_body)).not.toContain('civic body');
  expectReaderLines([
    '<p>にほんブログ村に参加しています。よかったらクリックお願いします🍅<br><a href="https://blogmura.com/ranking/garden/">にほんブログ村 花・園芸ブログ</a></p>',
  ]);
});

test("a Chinese post's credits set as its paragraphs are not its text: 'text by' with a bar, the pictures' source, an empty editor line, an ad's 'continue reading below'", () => {
  expectReaderLines([
    '<p>文 | 陈晓</p>',
    '<p style="text-align:center"><span>（图片来源：网络）</span></p>',
    '<p data-role="editor-name">责任编辑：<span></span></p>',
    '<p class="before_ir">請繼續往下閱讀...</p>',
  ]);
});

test("a Chinese or Japanese story's reporters named in its dateline, on a line of their own or signed in brackets are its authors, over a meta author that is the outlet or the editor", () => {
  const zh = (first: string, meta: string, last = '') =>
    extract(
      `<main><article><h1>人社部启动职业技能提升行动</h1><p>${first}我国将于2025年至2027年实施新一轮职业技能提升行动，重点面向青年、农民工和失业人员开展培训。</p><p>有关负责人介绍，此次行动将加强资金保障，完善技能人才评价和激励机制，推动培训与就业岗位有效衔接。</p>${last}</article></main>`,
      ARTICLE,
      'https://news.example/zh/2025/05/12/skills',
      'zh',
      `人社部启动职业技能提升行动 - ${meta}`,
    ).author;
  const metaAuthor = (name: string) => `</p><meta name="author" content="${name}"><p>`;
  expect(zh(`新华社北京5月12日电（记者周思远、林晓）${metaAuthor('刘畅')}`, '新华网')).toBe('周思远, 林晓');
  expect(zh('〔記者黃思齊／台南報導〕', '自由時報')).toBe('黃思齊');
  expect(zh('（中央社記者許秀蘭台北12日電）', '中央社')).toBe('許秀蘭');
  expect(zh('中新网北京5月12日电 (记者 韩雪)', '新浪')).toBe('韩雪');
  expect(zh('', '人民网', '<p>本报记者 刘明轩</p>')).toBe('刘明轩');
  expect(zh('', '産経新聞', '<p>（大原慎也）</p>')).toBe('大原慎也');
  // A reporter the story quotes is none: "记者12日从…获悉" names no one.
  expect(zh('记者12日从人力资源和社会保障部获悉，', '新华网')).toBeNull();
});

test("a Danish paper's comments teaser ('Debat', 'Der er 47 kommentarer. Deltag i debatten') and a Swedish one's 'Tipsa Aftonbladet:' box are no lines of the story", () => {
  expectReaderLines(
    [
      '<h3>Debat</h3>',
      '<p>Der er 47 kommentarer. <a href="#debat">Deltag i debatten</a></p>',
      '<p><strong>Tipsa Aftonbladet:</strong> Har du bilder eller information? Skicka till 71 441.</p>',
    ],
    ['<p>Debatten om skatten fortsatte hele ugen i Folketinget.</p>'],
  );
});

test("an agency's copyright line written with '(c)' is no line of the story", () => {
  expectReaderLines(['<p class="efe-firma">(c) Agencia EFE</p>'], ['<p>(c) The council approved the second option by a wide margin on Monday night.</p>']);
});

test("Asian bylines' labels and titles come off the names: Chinese '撰文：', a Japanese desk before '・', Korean '기자' in each linked name; several writers listed as the data's are", () => {
  const author = (byline: string) => story('', byline, 'https://news.example/society/3451234').author;
  expect(author('<p class="author-line">撰文：麥家豪</p>')).toBe('麥家豪');
  expect(author('<span class="article-header__author">【北部報道部・比嘉太一】</span>')).toBe('比嘉太一');
  // Japanese credits with a slash or a middle dot, the photographer's after the writer's.
  expect(author('<p class="NA_article_author">取材・文 / 柴那典　撮影 / 映美</p>')).toBe('柴那典');
  expect(author('<p class="critic-author">評論・<a href="/person/12345/">村山章</a></p>')).toBe('村山章');
  // A Chinese byline's role before a bar: the reporter's names the writer, the editor's nobody.
  expect(
    author('<p><span class="author"><a href="/user/1.html">界面新闻记者 | 周俊杰</a></span></p><p><span class="author">界面新闻编辑 | 宋佳楠</span></p>'),
  ).toBe('周俊杰');
  expect(author('<div class="writer"><a href="/Reporter/7891">조아름 기자</a><a href="/Reporter/7892">박준규 기자</a></div>')).toBe('조아름, 박준규');
  // "Written by" in Portuguese, a date's own label after the name.
  expect(author('<p class="mv-article__author">Escrito por <strong>Renata Moraes</strong></p>')).toBe('Renata Moraes');
  expect(
    author(
      '<span class="review-byline__written">Written by <a href="/author/neil-winn">Neil Winn</a></span> <span class="review-byline__published">Published 28 January 2025</span>',
    ),
  ).toBe('Neil Winn');
  expect(
    author(
      '<span class="author-name">Par <a href="/auteurs/pierre-lecourt/">Pierre Lecourt</a></span> <span class="author-date">Publié le 12 mai 2025 à 09:00</span> <span class="author-update">Mis à jour le 13 mai 2025</span>',
    ),
  ).toBe('Pierre Lecourt');
});

test("a writer under a Nordic or German label ('Skribent:', 'Forfatter', 'Autor') is the author; a German paper's meta line ('artikel-meta') is no part of the story", () => {
  const facts = (label: string) =>
    `<dl class="c-facts"><dt>Senast uppdaterad:</dt><dd>2024-11-28</dd><dt>${label}</dt><dd>Kajsa Dahlberg, sjuksköterska, 1177</dd></dl>`;
  expect(story('', facts('Skribent:'), 'https://www.1177.example/sjukdomar/vinterkraksjuka/').author).toBe('Kajsa Dahlberg');
  expect(story('', facts('Autor:'), 'https://www.gesund.example/themen/x').author).toBe('Kajsa Dahlberg');
  const meta =
    '<div class="artikel-meta"><span class="autor">Simone Lutz</span><span class="datum">Do, 05. Juni 2025 um 18:31 Uhr</span><span class="ort">Freiburg</span></div>';
  expect(story('', meta).article_body).not.toContain('Simone Lutz');
});

test("a Taiwanese reporter's line before the place it reports from ('記者吳奕靖／台北報導') names the writer; a bracketed heading over links further up ('【更多新聞】') is no signature", () => {
  const zh = (text: string) =>
    extract(`<main><article><h1>士林老公寓火警</h1>${text}</article></main>`, ARTICLE, 'https://www.ettoday.example/news/20250512/2961234.htm', 'zh-TW').author;
  const para = (n: number) => `<p>台北市士林區一棟老公寓今天清晨發生火警，消防局出動${n}輛消防車前往搶救，火勢在半小時內撲滅。</p>`;
  const more = '<p>【更多新聞】</p><p>►<a href="/news/1.htm">新北三重鐵皮屋火警　1人燒傷送醫</a></p><p>►<a href="/news/2.htm">桃園工廠大火濃煙竄天</a></p>';
  expect(zh(`<p><strong>記者吳奕靖／台北報導</strong></p>${para(12)}${para(15)}${more}`)).toBe('吳奕靖');
  expect(zh(`${para(12)}${para(15)}${more}`)).toBeNull();
});
