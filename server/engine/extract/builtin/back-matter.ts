/**
 * A text's back matter and apparatus: what a reference work or a paper sets around its text for looking things up, not
 * for reading on. People who mark a page's body leave it out (docs/providers.md): the
 * reference list, "See also" and "External links", a paper's author information, funding and citation boxes, a research
 * institute's "Original publication", an investment article's disclosures, a wiki's infobox, navigation boxes and hatnotes.
 */
import { squash } from '../../page/text';
import { boxName, NAMED_BOXES } from './box-names';

// The headings of back matter, in the languages of the wikis and journals that set them. Notes alone are not among them: an
// essay's footnotes are its text.
const BACK_MATTER_HEADING = new RegExp(
  `^(?:${[
    'references?',
    'reference list',
    'notes and references',
    'bibliography',
    'works cited',
    'credits',
    'article sources',
    'community q&a',
    'sources',
    'citations',
    'further reading',
    'external links',
    'see also',
    'acknowledge?ments?(?: and disclosures?)?',
    'author information',
    'authors? and affiliations',
    'author contributions',
    'competing interests',
    'conflicts? of interests?',
    'funding',
    'data availability(?: statement)?',
    'ethics declarations',
    'rights and permissions',
    'about this article',
    'cite this (?:article|work|page|publication|commentary|report|entry)',
    'come citare questa voce',
    'document details',
    'recommended citation',
    'endnotes',
    'reuse this work(?: freely)?',
    'republishing and referencing',
    'original publications?',
    'papers',
    'useful links',
    'research contacts?',
    'publication',
    'originalpublikation(?:en)?',
    'originalveröffentlichung',
    'disclosures?',
    "[\\p{L}'’ ]{1,30}['’]s? disclosure",
    'supplementary (?:information|materials?)',
    '(?:media|press|investor) (?:contacts?|inquiries|enquiries|relations)',
    'for (?:further|more) information(?: contact)?',
    'forward[- ]looking (?:statements?|information)',
    'cautionary (?:note|statement) regarding forward[- ]looking statements',
    'safe harbou?r statement',
    'notes? to editors?',
    // Readers' comments after the story (Tweakers' "<h2>Reacties (67)</h2>", Der Standard's "Forum: 1.284 Postings").
    '(?:\\d+\\s+)?(?:comments|reacties|kommentare|commentaires|comentarios|comentários|commenti|reader comments)(?:\\s*\\(\\d+\\))?',
    '(?:forum|leserforum)(?:\\s*:\\s*[\\d.,]+\\s+(?:postings|beiträge|kommentare))?',
    'pressekontakt',
    'medienkontakt',
    'zukunftsgerichtete aussagen',
    'contacts? (?:presse|médias?)',
    'déclarations prospectives',
    'noot voor de redactie',
    'perscontact',
    'contactos? de prensa',
    'contatti stampa',
    'einzelnachweise',
    'literatur(?:verzeichnis)?',
    'quellen',
    'weblinks',
    'siehe auch',
    'danksagung',
    'références',
    'notes et références',
    'bibliographie',
    'liens externes',
    'voir aussi',
    'remerciements',
    'referencias(?: bibliográficas)?',
    'bibliografía',
    'enlaces externos',
    'véase también',
    'agradecimientos',
    'referências(?: bibliográficas)?',
    'bibliografia',
    'ligações externas',
    'ver também',
    'agradecimentos',
    'collegamenti esterni',
    'voci correlate',
    'referenties',
    'externe links',
    'zie ook',
    'литература',
    'источники',
    'ссылки',
    'см\\. также',
    'linki zewnętrzne',
    'zobacz też',
    '参考文献',
    '出典',
    '関連項目',
    '外部リンク',
    '参考资料',
    '外部链接',
    '参见',
  ].join('|')})$`,
  'iu',
);
// A wiki's edit link set in its heading ("References[edit]", "Weblinks [Bearbeiten | Quelltext bearbeiten]").
const EDIT_LINK = /\s*\[[^\]]{1,40}\]$/u;

const bare = (heading: string) => squash(heading).replace(EDIT_LINK, '').replace(/\s*:$/, '');

/** Whether a heading opens a text's back matter ("References", "Siehe auch", "参考文献"). */
export const isBackMatterHeading = (heading: string): boolean => BACK_MATTER_HEADING.test(bare(heading));

// Where a heading's level stands on its line of the text, while the text is a list of lines (a character no page writes).
const LEVEL_MARK = '\uE001';
const LEVEL = new RegExp(`^${LEVEL_MARK}(\\d)${LEVEL_MARK}`);

/** The mark that `withoutBackMatter` reads a heading's level by, set before its text. */
export const levelMark = (level: number): string => `${LEVEL_MARK}${level}${LEVEL_MARK}`;

// The mark a press release ends its text with ("###", "-30-", "- END -", "ENDS"): what follows is the issuer's boilerplate,
// its contacts and its notes to editors.
const END_MARK = /^(?:#{3,}|[-–—]\s*(?:30|ends?)\s*[-–—]|ends)$/iu;

/**
 * The lines of a text, headings marked with their level (`levelMark`), without the lines `isFurniture` says are none of
 * the text's, without what follows a release's end mark and without its back matter: from a back matter heading to the
 * next heading of its level or above that opens no back matter of its own. The marks go.
 */
export function withoutBackMatter(lines: string[], isFurniture: (line: string) => boolean): string[] {
  const end = lines.findIndex((line, i) => i > 0 && END_MARK.test(line.replace(LEVEL, '').trim()));
  const headings = (end > 0 ? lines.slice(0, end) : lines).map((line) => {
    const level = LEVEL.exec(line);
    return { rank: level ? Number(level[1]) : 0, text: line.replace(LEVEL, '').trim() };
  });
  const kept: string[] = [];
  let backMatter = 0;
  headings.forEach(({ rank, text }) => {
    // A heading that is furniture too ("Reacties (67)") still opens the back matter; other furniture counts for nothing.
    const furniture = isFurniture(text);
    const opens = rank > 0 && isBackMatterHeading(text);
    if (rank && (!furniture || opens)) {
      if (backMatter && rank > backMatter) return;
      backMatter = opens ? rank : 0;
    }
    if (!backMatter && !furniture) kept.push(text);
  });
  return kept;
}

// The apparatus of a wiki, by the names MediaWiki gives it: the infobox (a table, or Fandom's aside: a box named so in the text
// is a callout, "Gut zu wissen"), navigation boxes, hatnotes ("For other uses, see …"),
// the maintenance notices ("ambox"), the tagline ("From Wikipedia, the free encyclopedia", its "siteSub"), the coordinates, the
// reference list and the category links, and what it marks as no part of a printed article. And a paper's: its author list and
// their affiliations and notes, its front matter and article information (citation, history, funding), its bibliography; a
// university's reference to the paper its story is about (Drupal's "field-name-field-reference"), a survey's methodology box
// (Pew's "is-style-how-we-did-this"). And a
// health site's list of the sources it cites ("<div class="article-sources">4 Sources …<ol>").
const APPARATUS =
  /(^|\s)(navbox|hatnote|ambox|site sub|coordinates|reflist|references|ref list|bibliography|catlinks|sources|noprint|navigation not searchable|authors? list|author notes|affiliations?|front matter|article ?info|bibliographic information|field reference|recommended citation|how we did this)(\s|$)/;
const INFOBOX = /(^|\s)infobox(\s|$)/;
// A heading's edit links set beside it in the heading's box (MediaWiki's "<div class="mw-heading"><h2>History</h2><span
// class="mw-editsection">[edit | edit source]</span></div>"), a line of links of their own that would take the heading with
// them as a list's; set inside the heading, as older wikis do, they are a word of it, as Readability's reader keeps them.
const EDIT_SECTION = /(^|\s)mw-editsection(\s|$)/;
const editLinksBeside = (box: Element) => EDIT_SECTION.test(box.getAttribute('class') ?? '') && !/^h[1-6]$/.test(box.parentElement?.localName ?? '');
// A box named so that holds most of the page's text is the page.
const APPARATUS_SHARE = 0.5;

// A reply the page marks as a schema.org Comment (itemprop="comment", or of that itemtype: a forum's replies in Discourse's
// crawler view, beside the first post marked as the text) is a reader's, not the text.
const isComment = (box: { getAttribute(name: string): string | null }) =>
  box.getAttribute('itemprop') === 'comment' || /schema\.org\/Comment$/.test(box.getAttribute('itemtype') ?? '');

/** Removes the apparatus of a wiki and the replies marked as comments from the reader document, before the reader view weighs the page. */
export function dropApparatus(document: ParentNode & { body?: { textContent: string | null } | null }): void {
  const whole = squash(document.body?.textContent ?? '').length;
  for (const box of document.querySelectorAll(`${NAMED_BOXES}, [itemprop], [itemtype]`)) {
    const name = boxName(box);
    const apparatus =
      APPARATUS.test(name) || (INFOBOX.test(name) && (box.localName === 'table' || box.localName === 'aside')) || isComment(box) || editLinksBeside(box);
    if (apparatus && squash(box.textContent ?? '').length < APPARATUS_SHARE * whole) box.remove();
  }
}
