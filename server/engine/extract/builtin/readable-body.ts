/**
 * Article bodies by Mozilla's Readability (the Firefox Reader View algorithm) over linkedom, a
 * fast DOM: on the 130 Readability test pages it scores above the builtin's own content-block
 * heuristic (see `npm run bench quality`), so the builtin asks it first.
 */
import { Readability } from '@mozilla/readability';
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { isElement, neighbourNode, textOf } from '../../page/dom';
import { readerDocument } from '../../page/reader-document';
import { absoluteUrl, letters, squash, TITLE_MARKS } from '../../page/text';
import { isAboutAuthorHeading, isBoilerplateLine, isRelatedHeading } from './boilerplate-lines';
import { dropApparatus, levelMark, withoutBackMatter } from './back-matter';
import { boxName, boxNames, NAMED_BOXES } from './box-names';
import { authorName } from './clean-value';
import { dropFactLines } from './byline-lines';
import { altCaptions, CAPTION, CAPTION_CHARS, dropCredit, holdsCaption, photoEssay, PICTURE_BOX } from './picture-captions';
import { isDialogBox } from '../../page/dialogs';
import { productBoxes, productLine } from './product-boxes';
import { BOX_BLOCKS, dropModifiers, keepComNames, keepPhrases, keepSubheadings, type ReaderElement } from './reader-names';
import { BIO_CHARS, BIO_LINES, dropClosingBio, isLinkedBio } from './writer-bios';

// Elements that end a paragraph of the reader view's output.
const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, pre, blockquote, dd, dt, tr, figcaption, div, section, br';
// Where a code block stands in the text while its lines are set aside (readerText): a character no page writes.
const CODE_MARK = '\uE000';
const CODE_BLOCK = new RegExp(`${CODE_MARK}(\\d+)${CODE_MARK}`, 'g');

// Boxes inside an article that are not its text: ads (Kakao AdFit's "revenue_unit" with its "728x90" label), share and
// newsletter boxes, paywall offers, related links and a link's preview card (Ghost's "kg-bookmark-card"), readers' comments
// (Israeli sites call them talkbacks: Ynet's "Talkbacks"), the standfirst (its dek or excerpt, WirtschaftsWoche's
// "c-leadtext"), the kicker over the headline (its overline, eyebrow, Dachzeile), the byline (ZDNet Korea's "reporter_info"),
// the date and the author's biography or profile, a breadcrumb trail, a tag list, toolbars, ratings, calls to action, donation
// and contribution appeals, copyright and affiliate notices, a pager, a metadata bar (Gannett's "asset-metabar", WordPress's
// "entry-meta", Badische Zeitung's "artikel-meta"), a story's highlights, its summary box (Yonhap's "summary-box" of AI-written
// points; RT's "article__summary" is the lead, its own text), its key points or takeaways (the LA Times' "key-points", ABC's
// "KeyPoints", Bloomberg's "ai-takeaways"), a video player's title and description, a bookmaker's odds box (a sports site's
// "inline-odds", "betting-widget"), a messenger channel's invitation (20 Minuten's "WhatsAppTeaser"), another story's teaser
// and a sales pitch (the Motley Fool's "article-pitch-container") or a support appeal (ThePrint's "print-support-box"), a blog
// platform's list of the category's other posts (Tistory's "another_category"). (A disclaimer is as often the article's own:
// "The views expressed … do not reflect those of …".) A box named "subtitle" is as often a link's label ("Also on …").
const NOT_BODY =
  /(^|[\s_-])(ad|ads|advert|advertisement|ad-slot|adfit|revenue[\s_-]unit|promo|share|sharing|social|newsletter|sign[\s_-]?up|paywall|subscribe|subscription|related|comments?|talkbacks?|standfirst|dek|deck|excerpt|kicker|bio|breadcrumbs?|bookmark|link[\s_-]?(?:card|preview)|tags?|tag[\s_-]?list|bylines?|profile|dateline|date|timestamp|toolbar|sharebar|userbar|ratings?|score[\s_-]?box|scoreboard|feedback|cta|donate|donates|donation|contribution|contributor[\s_-]ask|copyright|affiliate|disclosure|authorbio|optin|opt-in|author[\s_-]?(?:box|info)|pagination|read[\s_-]?time|reading[\s_-]?time|metabar|meta[\s_-]bar|(?:article|artikel|articolo|artigo|articulo|post|entry|story)[\s_-]meta|story[\s_-]highlights|ai[\s_-]summary|summary[\s_-]box|key[\s_-]?points|(?:ai[\s_-])?takeaways|video|odds|betting|whats[\s_-]?app|telegram|teaser|pitch|overline|eyebrow|dachzeile|spitzmarke|leadtext|reporter[\s_-]?info|support[\s_-]?box|another[\s_-]category)([\s_-]|$)/i;

// The words beside the dates on a dateline ("Entertainment · Updated … ; Posted …"), in characters.
const DATELINE_WORDS = 40;
// The reader view's page container, and the document around it.
const isReaderPage = (el: Element) => el.tagName === 'body' || el.tagName === 'html' || (el.attribs.id ?? '').startsWith('readability-page');

// A card shown on hover over a name or a term (its other stories, its definition): not the sentence it sits in.
const HOVER_CARD = /(^|[\s_-])(tooltip|tooltiptext|popover|hovercard)([\s_-]|$)|(^|[\s_-])(rollover|hover)[\w-]*-(block|card|box|panel)(\s|$)/i;

/** Whether an element only links elsewhere: a list whose every item holds a link, a line that is link text but for a tag ("[VIDEO]"). */
function linksOnly($: cheerio.CheerioAPI, el: Element): boolean {
  if (el.tagName === 'ul' || el.tagName === 'ol') {
    const items = $(el).children('li').toArray();
    return items.length > 0 && items.every((li) => $(li).find('a').length > 0);
  }
  const text = squash(textOf(el));
  return text.length > 0 && squash($(el).find('a').addBack('a').text()).length >= 0.8 * text.length;
}

/** Whether a line opens with a bold "Read more from Sky News:" and then only links to other stories. */
function ledByRelatedLinks($: cheerio.CheerioAPI, line: Element): boolean {
  const lead = $(line).children('strong, b').first();
  const label = squash(lead.text());
  const text = squash(textOf(line));
  if (!label || !isRelatedHeading(label) || !text.startsWith(label)) return false;
  const links = squash($(line).find('a').text()).length;
  return links > 0 && links >= 0.8 * (text.length - label.length);
}

// An <article> that holds this share of the reader view's text is the story; a front page's cards share it out.
const STORY_SHARE = 0.5;
// Another <article> beside it, under this share of the story's length, is a card of another story (a teaser).
const CARD_SHARE = 0.2;

/**
 * Removes the cards of other stories ("next up", a front page's latest) that the reader view kept after the story
 * when the page sets each in an <article> of its own, as the story is: cards are short, the story is most of the text.
 * A lone <article> in the story that is short and all link is such a card too (VnExpress's related story between paragraphs).
 */
function dropOtherStories($: cheerio.CheerioAPI): void {
  const articles = $('article')
    .filter((_, el) => $(el).parents('article').length === 0)
    .toArray()
    .map((el) => ({ el, length: squash(textOf(el)).length }));
  const whole = squash(textOf($.root()[0])).length;
  if (articles.length === 1 && articles[0].length < CARD_SHARE * whole && linksOnly($, articles[0].el)) $(articles[0].el).remove();
  if (articles.length < 2) return;
  const story = articles.reduce((a, b) => (b.length > a.length ? b : a));
  if (story.length < STORY_SHARE * whole) return;
  for (const { el, length } of articles) if (el !== story.el && length < CARD_SHARE * story.length) $(el).remove();
}

// A headline has at least this many words; a list of names or terms ("Mozilla Corporation", a wiki's "See also") has fewer.
const HEADLINE_WORDS = 3;

// A news ticker sets each headline after its time ("<li><time>16:45</time> <a>Kamer wil extra geld …</a></li>").
const NEWS_TIME = /^(?:\d{1,2}[:.h]\d{2}\s)?$/;

/**
 * Removes the lists of the site's other articles kept in the story ("15 Amazing Images of Stars", "Photos: Europa, …"):
 * every item is one link, and nothing else, to another page of the page's own site, by its headline, after its time in a ticker.
 */
function dropOtherArticleLists($: cheerio.CheerioAPI, url: string): void {
  const page = new URL(url);
  const otherArticle = (li: Element) => {
    const links = $(li).children('a');
    const [text, line] = [squash(links.text()), squash(textOf(li))];
    if (links.length !== 1 || !line.endsWith(text) || !NEWS_TIME.test(line.slice(0, line.length - text.length)) || text.split(' ').length < HEADLINE_WORDS)
      return false;
    const href = absoluteUrl(links.attr('href'), url);
    const target = href ? new URL(href) : undefined;
    return target?.host === page.host && target.pathname !== page.pathname;
  };
  $('ul, ol').each((_, list) => {
    const items = $(list).children('li').toArray();
    if (items.length >= 2 && items.every(otherArticle)) $(list).remove();
  });
}

// The reader view keeps a box's paragraphs, not always the box: it drops the form and the button of a newsletter box, so the
// box's own text is no longer any element's. Its blocks' texts (as long as a line) are the box's all the same.
const BOX_LINE_CHARS = 12;
// So are its links set as lines of their own, outside its blocks (an appeal's "Yes, I'll give $10/month" under its buttons).
const ownLine = (link: ReaderElement, box: ReaderElement) => {
  const block = link.parentElement?.closest(BOX_BLOCKS);
  return !block || !box.contains(block);
};
// A box runs to a short paragraph; an invitation to a newsletter or a subscription adds its small print ("Privacy Notice:
// Newsletters may contain info about charities, …"), an appeal for contributions its pitch and its amounts ("You've read 1
// article in the last month", "$10/month"); a notice about the outlet its small print (CoinDesk's "disclosure" of its
// policies, ThePrint's "tp-support-box"); a German magazine's subscription offer ("abo-box"); a company blog's call to action
// after the post (Cloudflare's "post-cta" of three paragraphs about the company), the Guardian's appeal ("dcr-epic"), an
// investment newsletter's sales pitch in the article (the Motley Fool's "article-pitch-container" with its returns). A
// disclaimer is no such box: the views it disowns are the story's (Sputnik's).
const BOX_CHARS = 400;
const INVITATION_BOX = /(^|\s)(newsletter|sign ?up|subscribe|subscription|abo|contributions?|donations?|donate|disclosures?|support ?box|cta|epic|pitch)(\s|$)/;
const INVITATION_BOX_CHARS = 1000;
// A box named for a picture's credit holds its agency's name, however short (a gallery slide's "<span class="gallery__credit
// credit">BACKGRID</span>"): a line that says only that is the credit; a link's words that say it too are the text's (ZDNet's
// "See it now: <a>Amazon</a>" beside a picture credited to Amazon); in Spanish, Portuguese and Italian too (Estado de Minas's
// "<span class="credito">Leandro Couri/EM/D.A Press</span>").
const CREDIT_BOX = /(^|\s)(?:credits?|cr[ée]dit[oi]s?)(\s|$)/;
const CREDIT_CHARS = 80;
// A box that asks for an email address invites one, whatever it is named (Mayo Clinic's "request-appointment" box round its
// "From Mayo Clinic to your inbox" form, a French "abonnement"); as short as a box, it is no article that sets a form in it.
const EMAIL_FIELDS = 'input[type=email], input[name*=email], input[name*=EMAIL]';
/** The elements that hold a field for an email address. */
function emailAskers(document: ParentNode): Set<ReaderElement> {
  const askers = new Set<ReaderElement>();
  for (const field of document.querySelectorAll(EMAIL_FIELDS))
    for (let e: ReaderElement | null = field.parentElement; e && !askers.has(e); e = e.parentElement) askers.add(e);
  return askers;
}
// A widget set in the text sums it up or lists its data: a review's verdict, pros and cons, spec table or scorecard, a
// match's line-ups, stats and box score, a recipe card's meta and nutrition, a science story's citation formats, the
// platform's reader responses and its lists of more posts, a blog's trackbacks, readers' comments in other languages, and
// a review's spec sheet, score and deal box named in the site's language (HDblog's "scheda-tecnica" and "box-voto",
// Canaltech's "ct-ficha", Benchmark's "ocena-box", iDNES's "art-box-params", Clubic's "cb-deal-block"), and a chart's bars
// drawn as lists of labels and figures (ComputerBase's "chart"); a match sheet, a results or medal table inside a sports
// report (Real Madrid's "rm-match-sheet", Juventus's "match-tabellino", MotoGP's "results-table-widget"); a finance guide's
// calculator, its fields and its result (NerdWallet's "nw-calculator", Finanztip's "Sparplanrechner").
// Longer than a box, shorter than a story.
const WIDGET =
  /(^|\s)(verdict|pros|cons|pro ?cons?|specs?|specifications|spec ?table|scorecard|should you buy|also consider|line ?ups?|(?:match|game|team|player) stats|box ?score|line ?score|game ?strip|fixture|nutrition|recipe meta|keywords|cite page|responses|more from|recommended|trackbacks?|reactions|comentarios|commentaires|kommentare|scheda tecnica|ficha|fiche technique|datenblatt|voto|ocena|params|review score|deal block|chart|match ?sheet|tabellino|results? table|medal table|standings|calc|calculator|rechner)(\s|$)/;
const WIDGET_CHARS = 2000;
// A box also named for the text is the text: dev.to's "crayons-article__body text-styles spec__body", Caixin's "cons-content"
// (its prefix for every part of a story, not a list of cons).
const TEXT_BOX = /(^|\s)(body|content)(\s|$)/;
const HOVER_CARD_CHARS = 1000;
// A subheading named a "tag" is the text's (NPR's "edTag"): a tag list is a list, not a heading.
const HEADING = /^H[2-6]$/;
const TAG_WORD = /(^|\s)tags?(?=\s|$)/g;
// A consent banner or a pop-up set as a box of its own ("<div id="sp_message_container_…" class="sp-consent">"), which
// Readability's unlikely names ("popup", "gdpr") do not all cover; a link named "popup" opens one and is the text's.
const DIALOG_TAGS = new Set(['div', 'section', 'aside', 'dialog', 'form']);
const namesDialog = (el: ReaderElement) => isDialogBox(el.localName, (a) => el.getAttribute(a), boxNames(el));
const dialogBox = (el: ReaderElement) => DIALOG_TAGS.has(el.localName) && namesDialog(el);
// A paragraph named for the paywall is the text it holds back (Bloomberg's <p class="paywall">), not its offer; so is a box
// so named that holds paragraphs and none of an offer's parts, nor a link to follow outside them (Nikkei's "<section
// class="container_… paywall">" around its teaser, whose Japanese paragraphs are short; not its "paywallBox" offer, whose
// links sign up or log in), or that holds the text's subheadings among three paragraphs or more and no control (Haaretz's
// "<section class="b2 paywall" data-test="articleBody">").
const PAYWALLED = /(^|\s)paywall(\s|$)/;
const HELD_BACK_PARAGRAPHS = 2;
const HELD_BACK_WITH_HEADINGS = 3;
const CONTROLS = 'button, form, input';
// Condé Nast names each of its text's blocks so ("<h2 class="paywall">", "<ul class="paywall">"): a block of text named
// for the paywall and nothing else is held back as its paragraphs are; an offer's parts are named for what they are too
// ("paywall-title").
const TEXT_BLOCKS = new Set(['H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'BLOCKQUOTE']);
const heldBack = (el: ReaderElement, name: string) => {
  if (!PAYWALLED.test(name)) return false;
  if (el.tagName === 'P' || (TEXT_BLOCKS.has(el.tagName) && name.trim() === 'paywall')) return true;
  const paragraphs = el.querySelectorAll('p').length;
  return (
    paragraphs >= HELD_BACK_PARAGRAPHS &&
    (!el.querySelector(OFFER_PARTS) || (paragraphs >= HELD_BACK_WITH_HEADINGS && !el.querySelector(CONTROLS))) &&
    [...el.querySelectorAll('a')].every((a) => !!a.closest('p'))
  );
};
// A box so named that is set out as an offer (a heading, a list of benefits, a button or a form) and holds no more than a
// long paragraph is the offer ("Zostań z nami na dłużej", a price, "Masz już prenumeratę? Zaloguj się"), not text held back.
const OFFER_PARTS = 'h2, h3, h4, ul, button, form';
const HELD_BACK_CHARS = 200;
const paywallOffer = (el: ReaderElement, name: string) =>
  PAYWALLED.test(name) &&
  !heldBack(el, name) &&
  !!el.querySelector(OFFER_PARTS) &&
  [...el.querySelectorAll('p')].filter((p) => (p.textContent ?? '').length >= HELD_BACK_CHARS).length < 2;
// A slide's dek is its text (Hearst's listicle "listicle-slide-dek" under each numbered item), not the story's standfirst.
const SLIDE_NAME = /(^|[\s_-])(slide|listicle)/i;
const STANDFIRST_WORD = /(^|[\s_-])(standfirst|dek|deck|excerpt)(?=[\s_-]|$)/gi;
const slideText = (name: string) => SLIDE_NAME.test(name) && !NOT_BODY.test(name.replace(STANDFIRST_WORD, ' '));

// The standfirst set right under the headline, named for what it is ("subheadline", "article__intro", Onet's "lead", iDNES's
// "opener", VnExpress's "description", Folha's "c-content-head__subtitle"): the story's pitch, which people who mark an
// article's body leave out (the article pages' ground truth). Only there: a box named "lead" or "intro" further down is the
// text's first paragraph.
const STANDFIRST =
  /(^|\s)(sub ?head(?:line|ing|er)?s?|sub ?titles?|summary|lead|intro|perex|opener|sapo|spot|description|desc|highlights?|teaser|strapline|sub ?line|chapo|chapeau|entradilla|bajada|sommario|catenaccio)(\s|$)/;
const STANDFIRST_CHARS = 600;

// Between the headline and its standfirst a page may set its lines about the story: the byline and date, a share bar (iDNES's
// "art-info" and "share-box" over its "opener"). Each is a line, not a paragraph.
const HEADER_LINE_CHARS = 120;
const HEADER_LINES = 3;

/** The box right under the headline (its next element, or its wrapper's where the headline ends that), past the lines about the story. */
function underHeadline(headline: ReaderElement): ReaderElement | null {
  // The lines may close the headline's wrapper, the standfirst open the box after it (Krone's "c-article__header" with its
  // meta line, then "c-article__lead").
  const afterWrapper = headline.parentElement?.nextElementSibling ?? null;
  let box = headline.nextElementSibling ?? afterWrapper;
  for (let i = 0; box && i < HEADER_LINES && !STANDFIRST.test(boxName(box)) && squash(box.textContent ?? '').length < HEADER_LINE_CHARS; i++)
    box = box.nextElementSibling ?? (box.parentElement === headline.parentElement ? afterWrapper : null);
  return box;
}

/**
 * The short lines set over the headline in its box: its section's name, a subscribers' badge, a kicker (Aftenposten's
 * "<p class="article-section">Politikk</p><span class="plus-badge">Pluss</span>" over its <h1>). The story opens under it.
 */
function overHeadline(headline: ReaderElement | undefined): string[] {
  const lines: string[] = [];
  for (let box = headline?.previousElementSibling, i = 0; box && i < HEADER_LINES; box = box.previousElementSibling, i++) {
    const line = squash(box.textContent ?? '');
    if (line.length >= HEADER_LINE_CHARS) break;
    if (line) lines.push(line);
  }
  return lines;
}

// A summary a machine wrote, labelled so under it in a box of hashed names (the Times of India's "<div class="M1rHh">…<div
// class="_2n2Sb">AI-generated summary</div></div>").
const MACHINE_SUMMARY = /^(?:ai|machine)[- ]generated summary$/i;
const labelledSummary = (el: ReaderElement) => MACHINE_SUMMARY.test(squash(el.lastElementChild?.textContent ?? ''));

/** The texts of the small boxes on the page, and of their blocks (only small ones: a wrapper whose class happens to say "share" may hold the whole article). */
function boxTexts(document: ParentNode, headline: ReaderElement | undefined): Boxes {
  const boxes: Boxes = { texts: new Set(), lines: new Set() };
  const standfirst = headline && underHeadline(headline);
  const standfirstText = standfirst && STANDFIRST.test(boxName(standfirst)) ? squash(standfirst.textContent ?? '') : '';
  if (standfirstText && standfirstText.length < STANDFIRST_CHARS) boxes.texts.add(standfirstText);
  for (const line of overHeadline(headline)) boxes.texts.add(line);
  for (const caption of altCaptions(document)) boxes.texts.add(caption);
  const askers = emailAskers(document);
  const products = productBoxes(document);
  for (const el of document.querySelectorAll(NAMED_BOXES)) {
    const name = boxName(el);
    const credit = CREDIT_BOX.test(name) ? squash(el.textContent ?? '') : '';
    if (credit && credit.length < CREDIT_CHARS) boxes.lines.add(credit);
    // A box named a caption that holds a heading is a gallery slide's text ("<div class="slide-caption"><h2>Hotel A</h2>…"), not
    // a picture's caption.
    const caption = (CAPTION.test(name) && !el.querySelector('h2, h3, h4, h5, h6')) || (PICTURE_BOX.test(name) && !!el.querySelector('img, picture'));
    const widget = WIDGET.test(name) && !TEXT_BOX.test(name);
    const dialog = dialogBox(el);
    const notBody =
      (widget || NOT_BODY.test(name) || askers.has(el) || products.has(el) || dialog || labelledSummary(el)) &&
      !heldBack(el, name) &&
      !(HEADING.test(el.tagName) && !NOT_BODY.test(name.replace(TAG_WORD, ' '))) &&
      !slideText(name);
    // A consent banner's notice runs as long as an offer's (Quantcast's "Valorizamos a sua privacidade …").
    const most =
      INVITATION_BOX.test(name) || paywallOffer(el, name) || dialog
        ? INVITATION_BOX_CHARS
        : widget && notBody
          ? WIDGET_CHARS
          : notBody || caption
            ? BOX_CHARS
            : HOVER_CARD.test(el.getAttribute('class') ?? '')
              ? HOVER_CARD_CHARS
              : 0;
    const text = most ? squash(el.textContent ?? '') : '';
    if (!text || text.length >= most || (caption && text.length < CAPTION_CHARS)) continue;
    boxes.texts.add(text);
    if (notBody) {
      for (const block of el.querySelectorAll(`${BOX_BLOCKS}, a`)) {
        const line = squash(block.textContent ?? '');
        if (line.length >= BOX_LINE_CHARS && (block.tagName !== 'A' || ownLine(block, el))) boxes.lines.add(line);
      }
      // And its words without its buttons, which the reader view drops (a consent banner's "<div id="cmp">Le Télégramme et ses
      // partenaires utilisent des cookies. <button>Accepter</button>…</div>").
      const bare = squash([...el.querySelectorAll(CONTROLS)].reduce((t, c) => t.replace(c.textContent ?? '', ' '), el.textContent ?? ''));
      if (bare !== text && bare.length >= BOX_LINE_CHARS) boxes.lines.add(bare);
    }
    // A product box's own line before the block that says where to buy it: its brand, its name and its struck price set in
    // inline elements ("<span>BrandA</span><span>Model A Low</span><del>$151</del>").
    const own = products.has(el) ? productLine(el) : '';
    if (own.length >= BOX_LINE_CHARS) boxes.lines.add(own);
  }
  return boxes;
}

// Elements that sit in a line of text, as a word or a phrase of it (a name, a term: a few words).
const PHRASE_WORDS = 4;
const INLINE = new Set(['a', 'span', 'em', 'strong', 'b', 'i', 'u', 'small', 'time', 'abbr', 'cite', 'mark', 'sup', 'sub']);
// A phrase sits in a line: beside words or another phrase. One set alone before a block (a kicker's <span> over the
// headline's block, left when the reader view takes the headline out) is a line of its own.
const inRunningText = (el: Element) =>
  [neighbourNode(el, 'prev'), neighbourNode(el, 'next')].some((n) => n && (n.type === 'text' || (isElement(n) && INLINE.has(n.tagName))));

/** The texts of the page's boxes, and the lines of their blocks: a block of the reader view's output that says one is the box's. */
interface Boxes {
  texts: Set<string>;
  lines: Set<string>;
}

/** The page around the reader view's article HTML: its boxes' texts (boxTexts), its address, the headline and byline the reader view read. */
interface ReaderPage {
  boxes?: Boxes;
  url?: string;
  title?: string;
  /** The page's own headline (its first <h1> outside a dialog), which may differ from the document's title that the reader view reads. */
  headline?: string;
  byline?: string;
  /** The parts of the document's title, where it sets several apart ("Blog » Blog Archive » Post"). */
  titleParts?: string[];
}

/**
 * Paragraph text (blank-line separated) of reader-view HTML, without what it kept of the page around
 * the article: the page's boxes (its elements whose text is a box's), menus, datelines, links to other
 * articles, promotions and boilerplate lines. The boxes go from its output, not from the page before it
 * reads it — a blog whose comments lose their "Reply" links and "wrote on …" lines reads as prose, and
 * the reader view takes them for the post — and by their text, as it renames a box it keeps (a div becomes a p).
 */
export function readerText(
  html: string,
  { boxes = { texts: new Set(), lines: new Set() }, url, title, headline, byline, titleParts = [] }: ReaderPage = {},
): string {
  const $ = cheerio.load(html);
  const essay = photoEssay($);
  // A code block's text is the text's own, whatever a box says ("#", a heading's anchor, in "#include"), and so are the words
  // of a sentence: a tag list's "Mary Steenburgen" is a link in the text too (a hover card's run of headlines in a sentence
  // is no phrase of it).
  $('*').each((_, el) => {
    const text = squash($(el).text());
    // A table's cell is its data, though a tag list names the same team ("Omaha Westside").
    if (!boxes.texts.has(text) || $(el).closest('pre, code, td, th').length || (essay && isElement(el) && holdsCaption($, el))) return;
    if (isElement(el) && INLINE.has(el.tagName) && text.split(' ').length <= PHRASE_WORDS && inRunningText(el)) return;
    $(el).remove();
  });
  $(`${BOX_BLOCKS}, div`).each(
    (_, el) => void (boxes.lines.has(squash($(el).text())) && !$(el).closest('td, th').length && !(essay && holdsCaption($, el)) && $(el).remove()),
  );
  // A site's menu or breadcrumb trail the reader view kept with the article (a page it read whole).
  $('nav, [role=navigation], [role=menu], [role=menubar]').remove();
  // A <time> on a line of its own, with a word or two ("Updated", a section's name), is a dateline; one in a sentence is the text's.
  $('time').each((_, time) => {
    const besideDates = (el: Element) =>
      squash(textOf(el)).length -
      $(el)
        .find('time')
        .toArray()
        .reduce((n, t) => n + squash(textOf(t)).length, 0);
    let line: Element | undefined;
    for (let p = time.parent; p && isElement(p) && !isReaderPage(p) && besideDates(p) <= DATELINE_WORDS; p = p.parent) {
      // A live blog entry's time beside its heading ("1:44pm" over "Sunak: Labour would 'raid your pension'") goes alone.
      if ($(p).find('h2, h3, h4, h5, h6').length) {
        line ??= time;
        break;
      }
      line = p;
    }
    if (line) $(line).remove();
  });
  dropFactLines($);
  // Under a "More:" or "You may also like…" heading, the lists and lines that only link elsewhere are other articles.
  // Under an "About the author" heading, the short paragraph that follows is the author's biography, not the article.
  $('p, h2, h3, h4, h5, h6').each((_, heading) => {
    const text = squash(textOf(heading));
    if (isRelatedHeading(text)) {
      // A card whose link holds a heading comes apart as the text is parsed again (a <p> ends where an <h2> opens): its
      // pieces are links, and the empty paragraph left after them.
      const card = (el: Element) => linksOnly($, el) || !squash(textOf(el));
      for (let next = $(heading).next(); next.length && card(next[0]); next = $(heading).next()) next.remove();
    } else if (ledByRelatedLinks($, heading)) {
      $(heading).remove();
    } else if (isAboutAuthorHeading(text)) {
      // The writer's card in a box of its own under it (El País's "Sobre la firma" over its name and bio, GitHub's "Written
      // by" over its authors' cards) is the biography whole.
      const card = $(heading).next('div, section');
      if (card.length && squash(card.text()).length < BIO_CHARS) card.remove();
      // A platform's author box sets a line of counts before the bio ("1.1K Followers · Writer for …").
      for (let i = 0, bio = $(heading).next('p'); i < BIO_LINES && bio.length && squash(bio.text()).length < BIO_CHARS; i++, bio = $(heading).next('p'))
        bio.remove();
      $(heading).remove();
    }
  });
  $('p').each((_, line) => void (isLinkedBio(line) && $(line).remove()));
  dropClosingBio($);
  dropOtherStories($);
  if (url) dropOtherArticleLists($, url);
  dropPullQuotes($);
  // A picture's caption says what the picture shows, not what the article says: people who mark an article's body leave it
  // out (the article pages' ground truth), as extraction services do. Readability's reader view keeps pictures, and its
  // test pages expect their captions: an article body scores 0.007 lower there, 0.004 higher on the article pages (captions
  // named by their class, in boxTexts: 0.002 lower there, 0.002 higher on the article pages). A photo essay tells its story
  // in its captions (The Atlantic's "In Focus", BBC's "In pictures"): where they hold most of the text, they are the text,
  // but for their credits.
  if (essay) $('figcaption').each((_, caption) => dropCredit($, caption));
  else {
    $('figcaption').remove();
    // So are a chart's title and subtitle set over it in its figure (Pew's "<figure><h3 class="chart-title">…<img>"); a figure
    // that holds a quote, a table or code holds text.
    $('figure')
      .filter((_, figure) => $(figure).find('img, picture, svg, canvas, iframe, video').length > 0 && !$(figure).find('blockquote, table, pre').length)
      .remove();
  }
  // A line in capitals that is all link ("CLICK HERE TO GET THE APP", a headline "SEAN SPICER ELIMINATED …") is a promotion, not the text.
  $('p').each((_, line) => {
    const text = squash(textOf(line));
    if (text.split(' ').length >= 3 && text === text.toUpperCase() && /\p{Lu}/u.test(text) && linksOnly($, line)) $(line).remove();
  });
  // A code block keeps its lines and their indents, where the text's lines run together: it is set aside whole and stands
  // on its own line, as a mark, till the text is split into its lines.
  const code: string[] = [];
  $('pre').each((_, pre) => {
    $(pre).find('br').replaceWith('\n');
    code.push(
      $(pre)
        .text()
        .replace(/^\s*\n|\s+$/g, ''),
    );
    $(pre).text(`${CODE_MARK}${code.length - 1}${CODE_MARK}`);
  });
  const sections = new Set(
    $('h2, h3, h4')
      .toArray()
      .map((h) => squash(textOf(h))),
  );
  // A heading's level goes with its line, for the back matter it may open; a line all in bold heads a part below them all
  // (a press release's "Media contact:").
  $('h2, h3, h4, h5, h6').each((_, heading) => void $(heading).prepend(levelMark(Number(heading.tagName[1]))));
  $('p').each((_, line) => {
    const text = squash(textOf(line));
    if (text && text.length <= BOLD_HEADING_CHARS && squash($(line).children('b, strong').text()) === text) $(line).prepend(levelMark(BOLD_HEADING_RANK));
  });
  $(BLOCKS).each((_, el) => void $(el).before('\n\n').after('\n\n'));
  // A table's cells stand apart on their row's line: "kcal" and "399" are not "kcal399".
  $('td, th').each((_, el) => void $(el).after(' '));
  // The headline, the byline and the page's own address, on lines of their own, name the article: they are not its text.
  const comparable = (line: string) => line.toLowerCase().replace(/[^\p{L}\p{N}]+$/u, '');
  // The author's name on a line of its own is the byline ("Tomasz Urzykowski" under a Wyborcza story).
  // So are the parts of the document's title on lines of their own: an old blog's post title under its name's h1.
  const named = [title, headline, byline && authorName(byline), ...titleParts].filter((t): t is string => !!t).map((t) => comparable(squash(t)));
  // So is the headline with its kicker run on before it, where both are spans of one heading ("ThyssenkruppDie
  // Verhandlungen mit Jindal stocken": manager magazin's <h2><span>Thyssenkrupp</span><span>Die Verhandlungen …</span></h2>,
  // titled "Thyssenkrupp: Die Verhandlungen …"), read by its letters.
  const namedLetters = [title, headline, ...titleParts]
    .filter((t): t is string => !!t)
    .map(letters)
    .filter((t) => t.length > KICKER_CHARS);
  const headed = (line: string) => namedLetters.some((t) => line.endsWith(t) && line.length - t.length <= KICKER_CHARS);
  const aboutPage = (line: string) => line === url || named.includes(comparable(line)) || headed(letters(line));
  // A code block's lines are the text's own, however they read ("image: ghcr.io/…", "tags: [docker]").
  const furniture = (line: string) => !line.includes(CODE_MARK) && isBoilerplateLine(line, sections.has(line));
  return withoutBackMatter(
    $.root()
      .text()
      .split(/\n{2,}/)
      .map(squash),
    (line) => !line || furniture(line) || aboutPage(line),
  )
    .map((line) => line.replace(CODE_BLOCK, (_, i: string) => code[Number(i)]))
    .join('\n\n');
}

// A kicker runs to a few words.
const KICKER_CHARS = 30;

// A line in bold that heads a part runs to a heading's length, and ranks below the six levels of HTML's headings.
const BOLD_HEADING_CHARS = 80;
const BOLD_HEADING_RANK = 7;

// A pull quote repeats a sentence of the text, set large beside it: its quote runs to a sentence at least. Its words are
// compared, not its marks: the quote ends with a full stop where the sentence goes on with a comma.
const PULL_QUOTE_CHARS = 30;
const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

// Or it joins sentences the text sets apart ("We're not against the mine," she said. "We're against losing the water."): each
// sentence of a few words is said in the text.
const SENTENCE_END = /(?<=[.!?…])\s+/;
const SENTENCE_WORDS = 3;

/** Drops the quotes whose words, sentence by sentence, paragraphs outside them say already: pull quotes, with their attribution. */
function dropPullQuotes($: cheerio.CheerioAPI): void {
  const quotes = $('blockquote').toArray();
  if (!quotes.length) return;
  const paragraphs = $('p')
    .toArray()
    .map((p) => ({ p, said: wordsOf(textOf(p)) }));
  for (const quote of quotes) {
    const text = textOf($(quote).find('p').first()[0] ?? quote);
    const said = wordsOf(text);
    if (said.length < PULL_QUOTE_CHARS) continue;
    const sentences = text
      .split(SENTENCE_END)
      .map(wordsOf)
      .filter((sentence) => sentence.trim().split(' ').length >= SENTENCE_WORDS);
    const saidOutside = (sentence: string) =>
      paragraphs.some((other) => other.said !== said && other.said.includes(sentence) && !$(other.p).closest('blockquote').is(quote));
    if ((sentences.length ? sentences : [said]).every(saidOutside)) $(quote).remove();
  }
}

// Readability's own threshold. A lower one takes a newsletter box or a breadcrumb trail for the
// article when its first pass meets one (a tenth of the article, on real pages).
const ARTICLE_CHARS = 500;
// A short post (a few paragraphs) misses that threshold, and Readability's looser retries let its
// byline and headers in; a lower threshold reads it on the first pass, tighter.
const SHORT_POST_CHARS = 200;

// Posts an article quotes from social networks (a tweet, an Instagram post): its text, as a pull quote is.
const EMBEDDED_POST = 'blockquote.twitter-tweet, blockquote.instagram-media, blockquote.tiktok-embed';

/**
 * Unwraps the boxes named as share boxes ("social-media-embed") that hold an embedded post, so neither the reader view
 * nor the box list drops the post with them: the post stays where the box was.
 */
function keepEmbeddedPosts(document: ParentNode): void {
  for (const post of document.querySelectorAll(EMBEDDED_POST))
    for (let box = post.parentElement; box && NOT_BODY.test(box.getAttribute('class') ?? ''); box = post.parentElement) box.replaceWith(...box.childNodes);
}

// A consent or sign-up dialog sets its own title in an <h1> ("Twoja prywatność jest dla nas ważna") before the story's.
function inDialog(el: globalThis.Element): boolean {
  for (let e: globalThis.Element | null = el; e; e = e.parentElement) if (namesDialog(e)) return true;
  return false;
}

/** The reader view's article HTML of `html` with Readability's `charThreshold`, and the page around it. */
function readerView(html: string, url: string, charThreshold: number): { content: string; length: number; page: ReaderPage } | undefined {
  const document = readerDocument(html, url);
  keepEmbeddedPosts(document);
  keepSubheadings(document);
  keepComNames(document);
  dropApparatus(document);
  const heading = [...document.querySelectorAll('h1')].find((h) => !inDialog(h));
  const boxes = boxTexts(document, heading);
  const headline = squash(heading?.textContent ?? '') || undefined;
  const titleParts = squash(document.title).split(TITLE_MARKS);
  keepPhrases(document);
  dropModifiers(document);
  const article = new Readability(document, { charThreshold }).parse();
  return article?.content
    ? {
        content: article.content,
        length: article.length ?? 0,
        page: { boxes, url, title: article.title ?? undefined, headline, byline: article.byline ?? undefined, titleParts },
      }
    : undefined;
}

/** The main article text of `html`, paragraphs separated by blank lines; undefined when the page has no article. */
export function readableBody(html: string, url: string): string | undefined {
  try {
    let article = readerView(html, url, ARTICLE_CHARS);
    if (article && article.length < 2 * ARTICLE_CHARS) {
      // The same post read tighter, not a box taken for it: about as long.
      const short = readerView(html, url, SHORT_POST_CHARS);
      if (short && short.length >= 0.8 * article.length) article = short;
    }
    const text = article ? readerText(article.content, article.page) : '';
    return text.length ? text : undefined;
  } catch {
    // A page the reader view cannot read is left to the content-block heuristic.
    return undefined;
  }
}
