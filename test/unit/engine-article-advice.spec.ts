/**
 * The builtin's article bodies on health, finance and advice pages (small snippets): the invitations, kickers and
 * disclaimers such pages set around the text are left out, and the text's own words stay.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { expectReaderLines, extractSnippet as extract } from '../support/builtin-snippet';

const BODY: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
const bodyText = (html: string) => String(extract(html, BODY).article_body);

test("an article body leaves out a box that asks for an email address whatever it is named, a kicker set alone over the headline, a health or finance page's disclaimer and a French 'A lire aussi' link; the same words in the text stay", () => {
  const para = (n: number) => `<p>Paragraph ${n} on high blood pressure explains what the readings mean and when to see a doctor about hypertension.</p>`;
  const signUp =
    '<div class="request-appointment"><h3>From the clinic to your inbox</h3><p>Stay up to date on research advancements and health tips.</p><form><label>Email <input type="email" name="email"></label><button>Go</button></form></div>';
  const html = `<main><article><header class="article__header"><span class="article__kicker">Hypertension</span><h1>High blood pressure: what to know</h1><p class="article__intro">What the readings mean.</p></header><div class="article__body">${para(1)}${para(2)}${signUp}${para(3)}<p class="see-also"><strong>A lire aussi :</strong> <a href="/b">LDDS : taux et plafond en 2025</a></p>${para(4)}<p>This article is for informational purposes only and is not a substitute for professional medical advice.</p><p>Wichtiger Hinweis: Dieser Artikel enthält nur allgemeine Hinweise und kann einen Arztbesuch nicht ersetzen.</p></div></article></main>`;
  const body = bodyText(html);
  for (const n of [1, 2, 3, 4])
    expect(body).toContain(`Paragraph ${n} on high blood pressure explains what the readings mean and when to see a doctor about hypertension.`);
  for (const box of ['to your inbox', 'research advancements', 'LDDS', 'informational purposes', 'Wichtiger Hinweis']) expect(body).not.toContain(box);
  expect(body.split('\n\n')).not.toContain('Hypertension');
});

test("a science page's text leaves out its section, date and reading time over the headline, a byline with its editor, an Italian byline and reading time, a gallery's counter, a how-to's view count, an audio player's prompt, an affiliate disclosure, the list of sources it cites, a paper's 'More information' line and a network's appeal", () => {
  expectReaderLines([
    '<p><a href="/biology/">Biology</a> <span>February 24, 2025</span> <span>6 min read</span></p>',
    '<p>By <a href="/author/n">Nadia Kowalczyk</a> <span>edited by <a href="/author/s">Sam Ortega</a></span></p>',
    '<p>More information: Hanna Lüders et al, Social transmission of a two-step foraging technique in bumblebees, Nature (2025). DOI: 10.1038/s41586-025-08567-2</p>',
    '<p class="writer">di Giulia Ferrari</p>',
    '<span>3 minuti di lettura</span>',
    '<div class="gallery"><span>1 / 5</span></div>',
    '<div id="sp_stats_box">This article has been viewed 312,406 times.</div>',
    '<p><i>At our magazine, we are here to help you navigate this overwhelming world of stuff. All of our market picks are independently selected and curated by the editorial team. If you buy something we link to on our site, we may earn commission.</i></p>',
    '<section class="audio"><p>Hören Sie sich diesen Artikel an.</p></section>',
    "<p>Written for you by our author Ingrid Nakamura, edited by Gaby Clark, and fact-checked and reviewed by Robert Egan—this article is the result of careful human work. We rely on readers like you to keep independent science journalism alive. If this reporting matters to you, please consider a donation (especially monthly). You'll get an ad-free account as a thank-you.</p>",
  ]);
  const para = (n: number) => `<p>Paragraph ${n} on late dinners explains what the trial measured and what it means for blood sugar control in adults.</p>`;
  const sources =
    '<div class="comp expandable article-sources"><div class="article-sources__heading">4 Sources</div><ol class="mntl-sources"><li>Iglesias M, Ruiz-Sánchez L, et al. Late dinner timing impairs glucose tolerance in carriers of a risk variant. Diabetes Care. 2025;48(3):412-421.</li><li>Centers for Disease Control and Prevention. Prediabetes: your chance to prevent type 2 diabetes.</li></ol></div>';
  const body = bodyText(
    `<main><article><h1>Eating Dinner Earlier</h1><div class="article__body">${para(1)}${para(2)}${para(3)}${sources}</div></article></main>`,
  );
  expect(body.split('\n\n')).toEqual([1, 2, 3].map(para).map((p) => p.replace(/<\/?p>/g, '')));
});

test("a German health page's note that it cannot replace a visit to the doctor ('… einen Arztbesuch nicht ersetzen …') is no line of the text", () => {
  expectReaderLines([
    '<div class="c-hint"><p>Hinweis: Die Informationen dieses Artikels können und sollen einen Arztbesuch nicht ersetzen und dürfen nicht zur Selbstdiagnose oder -behandlung verwendet werden.</p></div>',
  ]);
});
