/**
 * The builtin's headline and author on article pages as the templates of the 2000s set them: a site's or a blog's name in
 * the h1 over the post's title, a byline as a line of its own in the text with no element named for it.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { extractSnippet as extract } from '../support/builtin-snippet';

const ARTICLE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' }, author: { type: 'string' } } };
const para = (n: number) => `<p>Paragraph ${n} of the post tells what happened and why it matters, with the details a reader needs to follow it.</p>`;
const read = (body: string, title: string, url = 'http://orchardnotes.example.com/2005/09/grafting.html') => extract(body, ARTICLE, url, 'en', title);

test("the headline is the title's part a post's heading shows, not the blog's or the site's name in the h1 or first in the title", () => {
  const blog = `<h1><a href="http://orchardnotes.example.com/">Notes from the Orchard</a></h1><h2>Tuesday, September 13, 2005</h2><div class="post"><h3 class="post-title">Grafting old apple varieties</h3>${para(1)}${para(2)}</div>`;
  expect(read(blog, 'Notes from the Orchard: Grafting old apple varieties').headline).toBe('Grafting old apple varieties');
  const forum = `<h1>Wędkarz Mazurski</h1><h2><a href="./viewtopic.php?t=4471">Nowe przepisy na Jeziorze Śniardwy od 1 maja</a></h2>${para(1)}${para(2)}`;
  expect(read(forum, 'Wędkarz Mazurski • Zobacz wątek - Nowe przepisy na Jeziorze Śniardwy od 1 maja').headline).toBe(
    'Nowe przepisy na Jeziorze Śniardwy od 1 maja',
  );
  const table = `<table><tr><td><a href="/">Home</a></td><td><font size="4"><b>Council approves $2.1 million library wing</b></font><br>${para(1)}${para(2)}</td></tr></table>`;
  expect(read(table, 'Millbrook Courier Online - Local News - Council approves $2.1 million library wing').headline).toBe(
    'Council approves $2.1 million library wing',
  );
  const fc2 = `<h1><a href="http://nonbiri.example.com/">のんびり旅日記</a></h1><h2 class="entry_header">雨の日の金沢、二日目</h2>${para(1)}<div class="comment_title">Re: 雨の日の金沢、二日目</div>`;
  expect(read(fc2, 'のんびり旅日記 雨の日の金沢、二日目').headline).toBe('雨の日の金沢、二日目');
  // A headline the h1 shows whole stays, though a part of the title is shown elsewhere.
  const story = `<nav><a href="/">Courier</a></nav><main><h1>Council approves library wing</h1>${para(1)}<p>Local News</p></main>`;
  expect(read(story, 'Council approves library wing - Local News - Courier').headline).toBe('Council approves library wing');
});

test("a health portal's section name in the h1 gives way to the story's heading under it that shows the document's title", () => {
  const portal = (story: string) =>
    `<div class="hub"><h1>Allergies Health Center</h1><h2>Tools &amp; Resources</h2></div><div id="textArea"><h2>${story}</h2>${para(1)}${para(2)}</div><h2>Today on WebMD</h2>`;
  const peanuts = 'Babies Who Eat Peanuts Early May Avoid Allergy';
  expect(read(portal(peanuts), peanuts).headline).toBe(peanuts);
  const superbugs = 'Superbugs: What They Are and How You Get Them';
  expect(read(portal(superbugs), superbugs).headline).toBe(superbugs);
  // With no heading that shows the title, the h1 stays.
  expect(read(portal('A Change in Guidelines?'), peanuts).headline).toBe('Allergies Health Center');
});

test("the author is the name in a byline line of the text: 'By …, Staff Writer', '… Staff Reporter', 'By A, B and C', 'posted by … at …', 'Posted By: … on …', Drupal's 'Geplaatst door … op …'; a commenter's is not", () => {
  const page = (byline: string) =>
    read(`<h1>Council approves library wing</h1>${byline}${para(1)}${para(2)}`, 'Council approves library wing | Courier').author;
  expect(page('<font size="2"><b>By Harold Jensen, Staff Writer</b></font><br>')).toBe('Harold Jensen');
  expect(page('<div>By Sandra Kowalczyk<br>Sentinel Education Reporter</div>')).toBe('Sandra Kowalczyk');
  expect(page('<p>By Martin Kessler · June 2, 2009 · 38 comments</p>')).toBe('Martin Kessler');
  expect(page('<em>posted by Margaret Ellison at <a href="/p">3:14 PM</a></em>')).toBe('Margaret Ellison');
  expect(page('<span class="smallfont">Posted By: <a href="member.php?u=2">Kelvar</a> on 03-14-2008 09:12 PM</span>')).toBe('Kelvar');
  expect(page('<span class="submitted">Geplaatst door <a href="/gebruiker/sanne">Sanne Bakker</a> op wo, 14/10/2009 - 09:12</span>')).toBe('Sanne Bakker');
  expect(page('<div class="byline">By Rachel Dunmore and Peter Hale<br><span class="role">Examiner Staff Writers</span></div>')).toBe(
    'Rachel Dunmore, Peter Hale',
  );
  // A role right after the name, with no outlet before it; a list of names whose last follows "and".
  expect(page('<div class="byline">By <a href="/staff/daniel-okafor">Daniel Okafor</a> Staff Reporter</div>')).toBe('Daniel Okafor');
  // The Associated Press's writers' titles on a paper that runs its copy: "AP National Writer", "AP Sports Writer".
  expect(page('<span class="tnt-byline">By EDDIE PELLS AP National Writer</span>')).toBe('EDDIE PELLS');
  expect(page('<span class="tnt-byline">By Daniel Okafor, Lucia Ferreira and Ben Mackenzie</span>')).toBe('Daniel Okafor, Lucia Ferreira, Ben Mackenzie');
  expect(page('<p class="author">史蒂文的家 發表在 <span class="author-views">人氣(23925)</span></p>')).not.toBe('人氣(23925)');
  expect(page('<div class="p-caption">Eleverna uppträdde. <span class="p-byline-photo">Foto: Lars Bergström</span></div>')).toBeNull();
  expect(page('<div class="p-byline"><span class="p-byline-name">Anna Svensson</span> <span class="p-byline-title">reporter</span></div>')).toBe(
    'Anna Svensson',
  );
  expect(page('<p class="info">Publié par Jean Dupont le 3 mars 2009</p>')).toBe('Jean Dupont');
  expect(page('<p>By Thursday the council had voted.</p>')).toBeNull();
  expect(page('<div id="comments"><p class="comment-footer">Posted by Linda Reyes at 11:03 AM</p></div>')).toBeNull();
});

test("an old blog's body leaves out its post's title under the blog's name, its 'This entry was posted on …' line, its trackbacks and readers' reactions", () => {
  const BODY: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
  const trackbacks =
    '<div class="trackbacks"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info"><p>TrackBack URL for this entry: http://www.example.org/mt-tb.cgi/812</p><p>Listed below are links to weblogs that reference this entry.</p></div></div>';
  const reactions =
    '<div class="reactions"><h3>Réactions (2)</h3><div class="reaction"><p>Morgane29 le 18/11/2009 à 14:02</p><p>Magnifique travail, merci pour ces images de la côte.</p></div><p>Réagir à cet article</p></div>';
  const html = `<div id="header"><h1><a href="http://silverhalide.example.com/">Silver Halide</a></h1></div><div class="post"><h2><a href="http://silverhalide.example.com/2007/reviving/">Reviving a 1950s rangefinder</a></h2><div class="entry">${para(1)}${para(2)}<p class="postmetadata alt">This entry was posted on Tuesday, March 6th, 2007 at 9:14 pm and is filed under Cameras.</p></div></div>${trackbacks}${reactions}`;
  const body = String(
    extract(html, BODY, 'http://silverhalide.example.com/2007/reviving/', 'en', 'Silver Halide » Blog Archive » Reviving a 1950s rangefinder').article_body,
  );
  expect(body.split('\n\n')).toEqual([1, 2].map((n) => para(n).replace(/<\/?p>/g, '')));
});

test("a meta author that is the site's own name is its publisher: the byline's writer comes first; a documentation heading's '¶' is no word of the headline", () => {
  const page = (byline: string) =>
    extract(
      `<meta name="author" content="Ediciones El Faro"><meta property="og:site_name" content="EL FARO"><main><h1>El Congreso aprueba la reforma</h1>${byline}${para(1)}${para(2)}</main>`,
      ARTICLE,
      'https://www.elfaro.example/politica/2010/reforma.html',
      'es',
      'El Congreso aprueba la reforma | Política | EL FARO',
    ).author;
  expect(page('<div class="firma">Por <span class="autor">Juan Martín Ruiz</span></div>')).toBe('Juan Martín Ruiz');
  expect(page('')).toBe('Ediciones El Faro');
  const docs = extract(
    `<main><h1>Deploying Gunicorn<a class="headerlink" href="#deploying-gunicorn" title="Link to this heading">¶</a></h1>${para(1)}${para(2)}</main>`,
    ARTICLE,
    'https://docs.gunicorn.example/en/stable/deploy.html',
    'en',
    'Deploying Gunicorn — Gunicorn documentation',
  );
  expect(docs.headline).toBe('Deploying Gunicorn');
});
