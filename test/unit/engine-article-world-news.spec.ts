/**
 * The builtin on news sites around the world (small snippets): "read also" links in their own languages, a live blog's
 * timestamps set as plain text, an error-report notice, a picture's caption in a box named for the picture, and the
 * credits a story's structured data lists beside its writers.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { expectReaderLines, extractSnippet as extract } from '../support/builtin-snippet';

const STORY: JsonSchema = { type: 'object', properties: { headline: { type: 'string' }, author: { type: 'string' }, article_body: { type: 'string' } } };
const para = (n: number) => `<p>Paragraph ${n} says the council voted on Monday to close the bridge for repairs until the spring thaw.</p>`;
const story = (head: string, inBody = '') =>
  extract(
    `${head}<main><article><h1>Bridge to close for repairs</h1><div class="article-body">${para(1)}${para(2)}${inBody}${para(3)}</div></article></main>`,
    STORY,
  );

test("a link to another story under a 'read also' label in Spanish, Ukrainian, Turkish, Bengali or Thai, or English's 'READ:', an invitation to follow on LINE, is left out, as are the links in lines of their own under 'Read also:' or 'اقرأ أيضًا..'; WaPo's bracketed '[Read: …]' stays", () => {
  expectReaderLines(
    [
      '<p><strong>Le puede interesar:</strong> <a href="/x">Otra noticia sobre el puente</a></p>',
      '<p>Siga leyendo: <a href="/x">Cierre del puente</a></p>',
      '<p>Читайте також: <a href="/x">Міст закриють на ремонт</a></p>',
      '<p>Ayrıca okuyun: <a href="/x">Köprü kapanıyor</a></p>',
      '<p>আরও পড়ুন: <a href="/x">সেতু বন্ধ</a></p>',
      '<p><strong>อ่านข่าวที่เกี่ยวข้อง</strong> : <a href="/x">กรมอุตุฯ เตือน 40 จังหวัด ฝนตกหนัก</a></p>',
      '<div class="line-box">ติดตามข่าวสด ผ่าน LINE OA <a href="https://line.me/R/ti/p/@khaosod">@khaosod</a></div>',
      '<p>READ: <a href="/x">EXPLAINER: Why the bridge is closing</a></p>',
      '<p><strong>Read also:</strong></p><p><a href="/x/1"><strong>Mayor unveils plan to fix old water pipes</strong></a></p><p><a href="/x/2"><strong>Property rates set to rise next year</strong></a></p>',
      '<p><strong>اقرأ أيضًا..</strong></p><p><a href="/x/1"><strong>وزير المالية يعلن زيادة الأجور</strong></a></p>',
    ],
    ['<p>[Read: Why the bridge is closing]</p>'],
  );
});

test("a live blog's timestamps written as plain text, and an error-report notice, are no part of the text", () => {
  expectReaderLines([
    '<div class="lb-time"><span>Nov 12, 2025, 13:05:21 IST</span></div>',
    '<div class="post_error">If you notice an error, select the text and press Ctrl + Enter to report it.</div>',
  ]);
});

test("a picture's caption in a box named for the picture is left out; a box so named without a picture keeps its text", () => {
  const caption = 'The mayor presents the plan at city hall on Tuesday. (File photo)';
  const body = (box: string) => String(story('', box).article_body);
  expect(body(`<div class="photo"><img src="/i.jpg" alt=""><p>${caption}</p></div>`)).not.toContain('The mayor presents');
  expect(body(`<div class="photo"><p>${caption}</p></div>`)).toContain(caption);
});

test('a story whose structured data credits its writer beside the publisher or the photographer is by the writer; several writers are all named, by the data or by a byline that names its writer and others', () => {
  const credits = (author: object[]) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Bridge to close for repairs', author })}</script>`;
  const jane = { '@type': 'Person', name: 'Jane Doe', jobTitle: 'Journalist' };
  expect(story(credits([jane, { '@type': 'Organization', name: 'DELFI' }])).author).toBe('Jane Doe');
  expect(story(credits([jane, { '@type': 'Person', name: 'Tom Berg', jobTitle: 'Fotograf' }])).author).toBe('Jane Doe');
  expect(story(credits([jane, { '@type': 'Person', name: 'Tom Berg', jobTitle: 'Reporter' }])).author).toBe('Jane Doe, Tom Berg');
  // The byline names the data's one writer and another: both wrote it. A byline of someone else leaves the data's writer.
  expect(story(`${credits([jane])}<p class="byline">By <a href="/by/jane-doe">Jane Doe</a> and <a href="/by/felix">Felix Durand</a></p>`).author).toBe(
    'Jane Doe, Felix Durand',
  );
  expect(story(`${credits([jane])}<p class="byline">By Felix Durand and Ann Lee</p>`).author).toBe('Jane Doe');
});

test("a paywall's offer after a teaser set in a section is left out, named by its class or by a test hook among hashed classes; a paragraph named for the paywall is the text it holds back", () => {
  const offer = (name: string) =>
    `<div ${name}><p>Zostań z nami na dłużej</p><h3>Dostęp do wszystkich treści za 1 zł</h3><p>Czytaj bez ograniczeń artykuły. Pierwszy miesiąc za 1 zł, potem 39,90 zł miesięcznie.</p><a href="/buy">Kupuję za 1 zł</a><p>Masz już prenumeratę? <a href="/login">Zaloguj się</a></p><ul><li>Nieograniczony dostęp</li><li>E-wydanie</li></ul></div>`;
  const page = (name: string) =>
    String(
      extract(
        `<main><article><h1>Bridge to close for repairs</h1><section class="art_content">${para(1)}${para(2)}${para(3)}</section>${offer(name)}</article></main>`,
        STORY,
      ).article_body,
    );
  for (const name of ['id="pay-wall" class="paywall-container"', 'class="c-mPwzRa" data-test="paywall"']) {
    const body = page(name);
    expect(body, name).toContain('Paragraph 3 says');
    for (const line of ['Zostań z nami', 'Czytaj bez ograniczeń', 'Masz już prenumeratę']) expect(body, name).not.toContain(line);
  }
  expect(String(story('', `<p class="paywall">${para(4).slice(3, -4)}</p>`).article_body)).toContain('Paragraph 4 says');
  expectReaderLines(['<a href="#comments">142 תגובות</a>', '<h2>עוד בחינוך</h2>']);
});

test("a live badge, 'Also Read', a desk's app and WhatsApp channel promotions, Yonhap's sent and edited times and AI-summary note, a '– Rappler.com' sign-off and 'More from …' in Arabic are furniture", () => {
  expectReaderLines([
    '<span class="badge">LIVE</span>',
    '<span class="badge">مباشر</span>',
    '<h2>Also Read</h2>',
    '<p>(Catch all the Breaking News Events and Latest News Updates on The Economic Times.) Download The Times of India News App for Latest City News.</p>',
    '<p>Simak breaking news dan berita pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita Kompas.com WhatsApp Channel : https://www.whatsapp.com/channel/0029VaFPbedBPzjZrk13HO3D.</p>',
    '<p class="update-time">송고2025-11-27 10:35</p>',
    '<p class="update-time">수정2025-11-27 11:02</p>',
    '<p>※ AI 요약은 기사 원문을 기반으로 작성됐습니다.</p>',
    '<p>– Rappler.com</p>',
    '<h2>المزيد من سياسة</h2>',
  ]);
});

test("a Hindi or Portuguese 'read also' link, a note that the story goes on below a video, a Chinese feature's credits, wire end mark and pictures' captions, a platform's note that it only stores its users' posts, and an Indonesian desk's initials are furniture", () => {
  expectReaderLines([
    '<p class="also-read"><strong>ये भी पढ़ें:-</strong> <a href="/x">क्या दिल्ली में फिर लागू होगा ऑड-ईवन?</a></p>',
    '<p>Veja mais notícias da região no g1 SP.</p>',
    '<p><i>Dalsza część artykułu pod materiałem wideo</i></p>',
    '<p>运营｜小八</p>',
    '<p>校对：王敏</p>',
    '<p>（完）</p>',
    '<p>(rzp/imk)</p>',
    '<p class="f_center"><img src="/a.jpg"><br>资料图：游客在哈尔滨冰雪大世界游玩。</p>',
    '<p class="one-p img-desc">县城步行街上的一家咖啡店。图/受访者提供</p>',
    '<div class="post_statement"><p>特别声明：以上内容为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储服务。</p></div>',
    '<p>Notice: The content above is uploaded and posted by a user of NetEase Hao, which is a social media platform and only provides information storage services.</p>',
  ]);
});

test("a review's product box with where to buy it, a pull quote set in a box named for it, a long read's 'Follow … on X at @…' line and a Spanish affiliate note are left out; a paragraph that names a price stays", () => {
  const productBox = (buy: string) =>
    `<div class="go-product-box"><p class="go-product-box__name">Framework Laptop 12 DIY Edition</p><p>Das reparierbare Convertible in der günstigsten Konfiguration.</p><a href="https://shop.example/x" rel="sponsored">${buy}</a><span>Affiliate-Link</span></div>`;
  const body = (inBody: string) => String(story('', inBody).article_body);
  for (const buy of ['649 Euro bei Framework', '$279.99 at Amazon', '549 euros en Amazon']) {
    const text = body(productBox(buy));
    expect(text, buy).toContain('Paragraph 3 says');
    expect(text, buy).not.toContain('reparierbare Convertible');
  }
  const pulled = body(
    '<div class="duet--article--article-pullquote"><p>the council voted on Monday to close the bridge for repairs until the spring thaw.</p></div>',
  );
  expect(pulled.split('\n\n')).toHaveLength(3);
  expectReaderLines([
    '<p><em>Follow the Long Read on X at @gdnlongread, listen to our podcasts here and sign up to the long read weekly email here.</em></p>',
    '<p>Algunos de los enlaces de este artículo son afiliados y pueden reportar un beneficio a Xataka.</p>',
  ]);
  expect(body('<p>The repairs will cost $2.5 million at Northgate, the council said, more than the city budgeted for this year.</p>')).toContain(
    '$2.5 million',
  );
});

test("a match report's line-up box, named in the singular, is no part of the report", () => {
  const lineup =
    '<section class="kick__lineup"><h2>Aufstellungen</h2><ul><li>Neuer</li><li>Kimmich</li><li>Musiala</li><li>Kane</li></ul><table><tr><td>61 %</td><th>Ballbesitz</th><td>39 %</td></tr></table></section>';
  const body = String(story('', lineup).article_body);
  expect(body).toContain('Paragraph 3 says');
  for (const word of ['Aufstellungen', 'Musiala', 'Ballbesitz']) expect(body).not.toContain(word);
});

test("a standfirst under the headline named its 'desc' (Le Monde) or 'spot' (Hürriyet) sums the story up: no part of its text", () => {
  for (const cls of ['article__desc', 'news-detail-spot']) {
    const page = `<main><section class="article__wrapper"><h1 class="article__title">Bridge to close for repairs</h1><p class="${cls}">The council says the bridge will be shut until the spring, and buses will run in its place.</p>${para(1)}${para(2)}${para(3)}</section></main>`;
    const body = String(extract(page, STORY).article_body);
    expect(body, cls).toContain('Paragraph 1 says');
    expect(body, cls).not.toContain('buses will run in its place');
  }
});

test("a list of other stories under a 'recommends' title in Chinese ('健康網推薦', '推荐阅读'), Japanese or Korean is left out", () => {
  expectReaderLines(
    ['健康網推薦', '推荐阅读', 'おすすめ記事', '추천 기사'].map(
      (title) =>
        `<div class="health_rec"><p class="title">${title}</p><ul><li><a href="/a/1"><img src="/1.jpg" alt=""><p>流感重症再增 醫師曝「3危險徵兆」快就醫</p></a></li><li><a href="/a/2"><img src="/2.jpg" alt=""><p>新冠XFG變異株成主流 疾管署籲長者打疫苗</p></a></li><li><a href="/a/3"><img src="/3.jpg" alt=""><p>天冷心血管疾病風險增 醫籲注意保暖</p></a></li></ul></div>`,
    ),
  );
});

test("a summary box of machine-written points or key points over the story is left out; a summary that is the story's lead stays", () => {
  const points =
    '<div class="summary-box"><strong>요약</strong><ul><li>네 차례 연속 동결…"수도권 집값·환율 불안"</li><li>올해 성장률 전망 0.9%→1.0% 상향</li></ul><p class="txt-notice">※ AI 요약은 기사 원문을 기반으로 작성됐습니다.</p></div>';
  const boxed = String(story('', points).article_body);
  expect(boxed).toContain('Paragraph 3 says');
  expect(boxed).not.toContain('성장률');
  const lead = '<div class="article__summary summary">The council says the bridge will be shut until the spring thaw, with buses in its place.</div>';
  expect(String(story('', lead).article_body)).toContain('buses in its place');
  // A box of key points or takeaways, by its class or its component's name; a subheading whose anchor is named with its own
  // words ("heading-takeaways") is the text's.
  for (const box of [
    '<div class="page-article-key-points"><h2>Key takeaways</h2><ul><li>Fewer than 600 homeowners have broken ground.</li></ul></div>',
    '<div data-component="KeyPoints"><h2>In short:</h2><p>Fewer than 600 homeowners have broken ground.</p></div>',
    '<div data-component="ai-takeaways"><h2>Takeaways by AI</h2><ul><li>Fewer than 600 homeowners have broken ground.</li></ul></div>',
  ])
    expect(String(story('', box).article_body), box).not.toContain('broken ground');
  expect(String(story('', '<h2 id="heading-takeaways">Takeaways</h2>').article_body)).toContain('Takeaways');
  expect(String(story('', '<h2 id="menu-en-software">Menu en software</h2>').article_body)).toContain('Menu en software');
});

test('a kicker set in its own element before the headline inside the h1 is no part of the headline where the sharing title is the rest or sets it before a colon; a heading in parts the title carries whole stays whole', () => {
  const headline = (h1: string, title: string) =>
    extract(
      `<main><article><h1>${h1}</h1><div class="article-body">${para(1)}${para(2)}${para(3)}</div></article></main>`,
      STORY,
      'https://www.tagesschau.de/inland/rentenpaket-100.html',
      'de',
      `${title} | tagesschau.de`,
    ).headline;
  const parts =
    '<span class="seitenkopf__topline">Rentenpaket</span> <span class="seitenkopf__headline--text">Bundestag beschließt Rentenpaket trotz Widerstands</span>';
  expect(headline(parts, 'Rentenpaket: Bundestag beschließt Rentenpaket trotz Widerstands')).toBe('Bundestag beschließt Rentenpaket trotz Widerstands');
  expect(headline(parts, 'Bundestag beschließt Rentenpaket trotz Widerstands')).toBe('Bundestag beschließt Rentenpaket trotz Widerstands');
  expect(
    headline(
      '<span class="dachzeile">A45 bei Lüdenscheid</span><span class="hidden">:</span> <span class="headline">Rahmedetalbrücke soll 2026 fertig sein</span>',
      'Rahmedetalbrücke soll 2026 fertig sein',
    ),
  ).toBe('Rahmedetalbrücke soll 2026 fertig sein');
  expect(headline(parts, 'Rentenpaket Bundestag beschließt Rentenpaket trotz Widerstands')).toBe(
    'Rentenpaket Bundestag beschließt Rentenpaket trotz Widerstands',
  );
  // Nor where the title carries it whole but the structured data's headline is the rest (FAZ's).
  const faz =
    '<span class="header-label"><span class="header-label__content">Autozulieferer in der Krise</span>:</span> <span class="header-title__text">ZF baut weitere 7600 Stellen ab</span>';
  const ld = '<script type="application/ld+json">{"@type":"NewsArticle","headline":"ZF baut weitere 7600 Stellen ab"}</script>';
  expect(headline(faz, 'Autozulieferer in der Krise: ZF baut weitere 7600 Stellen ab')).toBe('Autozulieferer in der Krise: ZF baut weitere 7600 Stellen ab');
  expect(headline(`${faz}</h1>${ld}<h1 hidden>`, 'Autozulieferer in der Krise: ZF baut weitere 7600 Stellen ab')).toBe('ZF baut weitere 7600 Stellen ab');
});

test("where no h1 heads the story, the h2 the title opens with is its heading, its kicker run on without the title's colon; the kicker is no part of the headline", () => {
  const page = extract(
    `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Hausärztemangel in der Uckermark: Ein Dorf sucht einen Arzt"}</script><article><header><h2><span class="kicker">Hausärztemangel in der Uckermark</span><span class="align-middle">Ein Dorf sucht einen Arzt</span></h2></header><section>${para(1)}${para(2)}${para(3)}</section></article>`,
    STORY,
    'https://www.spiegel.de/panorama/uckermark-a-1234.html',
    'de',
    'Hausärztemangel in der Uckermark: Ein Dorf sucht einen Arzt - DER SPIEGEL',
  );
  expect(page.headline).toBe('Ein Dorf sucht einen Arzt');
});

test("a broadcaster's note that the subject is in its programme, that it reports on it on air too, or when it broadcast the item, is furniture", () => {
  expectReaderLines([
    '<p class="broadcast">Dieses Thema im Programm: NDR 90,3 | Nachrichten | 02.12.2025 | 08:00 Uhr</p>',
    '<p>Über dieses Thema berichten wir auch im WDR Fernsehen: Lokalzeit Südwestfalen, 18.30 Uhr.</p>',
    '<p>Diese Nachricht wurde am 02.12.2025 im Programm Deutschlandfunk gesendet.</p>',
  ]);
});

test("a teaser in a box named for the paywall is the story's text, where it holds only paragraphs; the offer beside it and a related box's heading in Japanese, Chinese or Thai are not", () => {
  const ja = [
    '2025年度の最低賃金の目安を話し合う厚生労働省の中央最低賃金審議会の小委員会が11日、東京都内で開かれ、労使の主張は平行線をたどった。',
    '現在の全国加重平均は1055円。昨年度は過去最大の51円の引き上げとなったが、目標達成には今後毎年7％超の引き上げが必要になる計算だ。',
    '使用者側は、原材料費やエネルギー価格の上昇分を取引価格に十分転嫁できていない企業が多いと指摘し、急激な引き上げに慎重な姿勢を示した。',
  ];
  const offer =
    '<div class="paywallBox_pfs37xk"><p class="title">この記事は会員限定です。登録すると続きをお読みいただけます。</p><p>残り1022文字</p><div class="buttons"><a href="/r123/">春割で無料体験する</a><a href="/login">ログインする</a></div></div>';
  const page = (heading: string) =>
    extract(
      `<main><article><h1>最低賃金の審議会</h1><section class="container_cz8tiun paywall">${ja.map((p) => `<p>${p}</p>`).join('')}</section>${offer}<section class="topics"><h2>${heading}</h2></section></article></main>`,
      STORY,
      'https://www.nikkei.com/article/DGXZQOUC11BSN0R10C25A6000000/',
      'ja',
    ).article_body;
  for (const heading of ['関連トピック', 'あわせて読みたい', '延伸閱讀', 'ข่าวแนะนำ']) expect(page(heading), heading).toBe(ja.join('\n\n'));
});

test("a body named for the paywall among hashed classes, with the story's subheadings among its paragraphs and no control to buy, is the story", () => {
  const text = [
    'כ–4,200 משרות הוראה עדיין לא אוישו, פחות משבוע לפני פתיחת שנת הלימודים, כך עולה מנתוני משרד החינוך שהגיעו לידי "הארץ". המחסור החמור ביותר הוא במקצועות המתמטיקה, האנגלית והחינוך המיוחד.',
    'לפי הנתונים, במחוז מרכז חסרים כ–1,100 מורים, ובמחוז דרום כ–900. במשרד החינוך מעריכים כי עשרות אלפי תלמידים יפתחו את השנה עם מורים מחליפים או בכיתות מאוחדות.',
    '"הפתרונות הם פלסטרים"',
    'ראש ארגון המורים אמר כי "המשרד מגיע לכל ספטמבר באותו מצב, ומציע פתרונות שהם פלסטרים. בלי העלאת שכר משמעותית למורים מתחילים, לא נצליח לעצור את הנטישה".',
    'לפי נתוני הלשכה המרכזית לסטטיסטיקה, כ–20% מהמורים החדשים עוזבים את המקצוע בתוך חמש שנים.',
  ];
  const blocks = text.map((t, i) => (i === 2 ? `<h2 class="g1 bx">${t}</h2>` : `<p class="a4 ch ci">${t}</p>`)).join('\n');
  const header =
    '<header class="o1 o2"><h1 class="pt pu" data-test="articleHeaderTitle">עשרות אלפי תלמידים יתחילו את שנת הלימודים בלי מורים קבועים</h1><div class="qa"><button>שתפו בפייסבוק</button><a href="#comments">תגובות: 61</a></div></header>';
  const page = extract(
    `<main><article class="gh">${header}<section class="b2 paywall" data-test="articleBody">${blocks}</section></article></main>`,
    STORY,
    'https://www.haaretz.example/news/education/2025-08-27/ty-article/0000019a',
    'he',
  );
  expect(String(page.article_body).split('\n\n')).toEqual(text);
});

test("a consent banner set as a box of its own before a short story, named only for consent, is not the story's text; a link in the story named 'popup' stays", () => {
  const body = (banner: string) =>
    extract(
      `<body>${banner}<main><article><h1>S-Bahn-Stammstrecke über Pfingsten komplett gesperrt</h1><div class="body"><p>München (dpa/lby) - Pendler und Ausflügler in München müssen sich über die Pfingstfeiertage auf erhebliche Einschränkungen im S-Bahn-Verkehr einstellen.</p><p>Grund sind Bauarbeiten für die zweite Stammstrecke sowie die Erneuerung von Weichen und Signaltechnik am Hauptbahnhof. Siehe <a class="popup" href="/karte">die Karte der Sperrungen</a> für Details.</p></div></article></main></body>`,
      STORY,
      'https://www.sueddeutsche.de/bayern/muenchen-s-bahn-1.123',
      'de',
    ).article_body;
  const banner = (attrs: string) =>
    `<div ${attrs}><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren. Mit Klick auf „Zustimmen“ willigen Sie ein.</p><button>Zustimmen</button><button>Einstellungen</button><a href="/abo/pur">Pur-Abo</a></div>`;
  for (const attrs of ['id="sp_message_container_864155" class="sp-consent"', 'class="consent"']) {
    expect(body(banner(attrs)), attrs).not.toContain('Cookies');
    expect(body(banner(attrs)), attrs).toContain('die Karte der Sperrungen für Details');
  }
  // A consent platform's notice named for it ("qc-cmp2"), as long as such notices run.
  const notice = `<div id="qc-cmp2-container"><div class="qc-cmp2-summary-section"><h2>Ihre Privatsphäre ist uns wichtig</h2><p class="qc-cmp2-summary-info">${'Wir und unsere Partner speichern Informationen auf einem Gerät und verarbeiten personenbezogene Daten wie eindeutige Kennungen. '.repeat(5)}</p><button>Zustimmen</button></div></div>`;
  expect(body(notice)).not.toContain('Privatsphäre');
});

test("a date alone on its line with its month in another language's word or script, or a Korean paper's 'input' date, is the story's dateline, not its text", () => {
  expectReaderLines(
    ['<p>Kamis, 12 Juni 2025 | 15.04 WIB</p>', '<p>12 มิ.ย. 2568 14:32 น.</p>', '<p>입력 2025.06.12. 14:23</p>', '<p>19. November 2019, 10:42 Uhr</p>'],
    ['<p>3 Musketeers went home in 2025</p>'],
  );
});
