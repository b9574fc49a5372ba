/**
 * The builtin's article bodies on health, finance and advice pages (small snippets): the invitations, kickers and
 * disclaimers such pages set around the text are left out, and the text's own words stay.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

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
