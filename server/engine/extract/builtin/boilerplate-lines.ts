/**
 * Lines the reader view keeps with an article that are not its text: what the page says about the
 * article (when it was published), where it sends the reader next (related links, a newsletter, its
 * social accounts), its furniture (an ad slot's label, a cookie notice) — not what the article says.
 * Each is a short line of its own.
 */

// A line of its own, not a sentence of the text that happens to start with the same word.
const SHORT_LINE = 100;

const MONTH_OR_DAY = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?(?=[\\s,]|$)';
// "Updated Nov 19, 6:55 AM", "PUBLISHED: 10:48, Tue, Nov 19, 2019", "Published 1 day ago", "Posted on 15 October".
// In other languages the label is followed by a date: "Publié le 19 novembre 2019", "Veröffentlicht am 19.11.2019",
// "Publicado el 19 de noviembre de 2019" ("Publicado 3 libros" is a sentence).
const LOCAL_DATE = '\\d{1,2}(?:[./-]\\d{1,2}[./-]\\d{2,4}|\\.?\\s+(?:de\\s+)?\\p{L}+\\.?(?:\\s+de)?\\s+\\d{4})';
const DATELINE = new RegExp(
  `^\\|?\\s*(?:(?:first |last )?(?:published|updated|posted)(?: on| at)?\\s*:?\\s*(?:\\d|${MONTH_OR_DAY})|(?:publié|mis à jour|veröffentlicht|aktualisiert|publicado|actualizado|atualizado|pubblicato|aggiornato|opublikowano|zaktualizowano|gepubliceerd|bijgewerkt|publicerad|uppdaterad|опубликовано|обновлено)(?: (?:le|am|el|em|il|op|в))?\\s*:?\\s*${LOCAL_DATE})`,
  'iu',
);
// A date alone on its line, a time beside it: "October 06, 2018", "18 NOV 2019", "November 18, 2019 | 4:10pm".
const DATE_ONLY = new RegExp(
  `^(?:${MONTH_OR_DAY},?\\s*)?(?:\\d{1,2}\\s+${MONTH_OR_DAY}|${MONTH_OR_DAY}\\s+\\d{1,2}(?:st|nd|rd|th)?),?\\s+\\d{4}(?:\\s*[|,·-]?\\s*\\d{1,2}[:.]\\d{2}\\s*(?:[ap]\\.?m\\.?)?)?$`,
  'i',
);

// A link to another article: "Related: …", "[Related post: …]", "Read more: …", "SEE MORE: …", "Also: …", "Also on rt.com …",
// "Lire aussi : …", "Baca juga: …" in the major news languages, or the heading of a block of them.
const RELATED_LINK =
  /^\[?(?:(?:related(?: stor(?:y|ies)| articles?| posts?| news| coverage)?|read more|see more|read also|also read|also|more on this(?: story)?|lesen sie auch|mehr zum thema|lees ook|(?:à )?lire aussi|le[ae]r? también|leia também|veja também|leggi anche|читайте также|zobacz (?:też|także)|czytaj (?:też|także)|přečtěte si také|läs också|læs også|les også|lue myös|baca juga|đọc thêm|اقرأ أيضاً?)\s*:|also on [\w-]+\.[a-z]{2,}\s)/iu;
const RELATED_HEADING =
  /^(?:related(?: stories| articles| posts| news| coverage)?|read more|see more|more|don'?t miss|you may also like|you might also like|recommended(?: for you)?|more great [\p{L} ]+ stories)\s*(?:\.{3}|[:.…])?$/iu;
// A related link runs to a headline's length.
const LINK_LINE = 150;

// An invitation to a newsletter or a subscription: "Sign up for our newsletter", "Get New York Today in your inbox", "Get
// Motor Cycle Monthly delivered through your letterbox" (a how-to's "Sign up for a Hulu account" is text).
// In other languages: "Abonnez-vous à notre newsletter", "Melden Sie sich für unseren Newsletter an", "Suscríbete a nuestro
// boletín", "Iscriviti alla nostra newsletter".
const NEWSLETTER = /(?<![\p{L}])(?:newsletters?|inbox|magazine|letterbox|subscriptions?|bolet[íi][nm]|infolettre|nieuwsbrief)(?![\p{L}])/iu;
const INVITES =
  /(?<![\p{L}])(?:subscribe|sign up|delivered|get|abonnez-vous|inscrivez-vous|abonnieren|melden sie sich|anmelden|suscr[íi]bete|reg[íi]strate|iscriviti|assine|inscreva-se|zapisz się|schrijf je in|meld je aan)(?![\p{L}])/iu;
// A line that opens with the invitation: "Subscribe to WIRED and stay smart …".
const SUBSCRIBE = /^subscribe (?:to|now|today)\b/i;
// An invitation runs to a sentence or two.
const INVITATION_LINE = 200;

// The page's furniture the reader view kept: the reading time, an ad slot's label, a skip link, account and comment links,
// the heading of a list of stories, a WordPress gallery's fallback and an unrendered shortcode ("[button link=…]…[/button]"),
// the site's copyright line ("The contents of this site are ©2019 …"), a blog's "Filed under: …", a cookie notice. "Comment"
// alone may head a table's column; an RFC's "Copyright (c) …" is its text.
const FURNITURE =
  /^(?:(?:reading time|read time|tempo de leitura|tiempo de lectura|temps de lecture|lesezeit|tempo di lettura)\s*:?\s*\d+\s*\p{L}+|\d+\s*min(?:ute)?s?\.? read|copyright\s*[ⓒ©].*|ⓒ.*|.*©\s*(?:19|20)\d{2}\b.*|filed under\s*:.*|advert|advertisement|advertising|sponsored|anzeige|werbung|publicité|publicidad|pubblicità|advertentie|reklama|реклама|iklan|광고|广告|広告|skip to (?:main )?content|subscribe|sign in|log in|(?:\d+ )?comments|\d+ comment|post (?:a )?comment\b.*|leave a (?:comment|reply)|view author archive|email the author|tell us what you think\W*|breaking news|latest news|recent (?:articles|posts)|popular this week|most (?:read|popular)|this slideshow requires javascript\.?|\[(\w+)\b[^\]]*\].*\[\/\1\]|(?:this|our) (?:web)?site uses cookies\b.*|we use cookies\b.*|share(?: this)?:?|share on (?:facebook|twitter|x|whatsapp|linkedin|pinterest|reddit|email)|tweet|print|email|pin it|like this:|loading\.{3}|copy link|link copied|(?:story|article) continues below(?: (?:this )?advertisement)?|continue reading (?:below|the main story)|scroll to continue with content|sponsored content|trending now|listen to this article(?:\s*\d+\s*min\p{L}*)?|jump to comments|gift this article|save (?:this )?article|tags?\s*:.*|topics)$/iu;
// A cookie notice runs to a sentence or two.
const NOTICE_LINE = 300;

// An invitation to follow, share or write, a disclosure: "Follow Newsbeat on Instagram", "Like this story? Share it with a
// friend!", "Have a tip? Amy Kuperinsky may be reached at …".
const SOCIAL =
  /^(?:follow (?:us|[\p{L} ]{1,30}) on (?:twitter|facebook|instagram|youtube)\b|like this (?:story|article)\?|share (?:this|it) with|share this (?:article|story|post|page)\W*$|this post may contain affiliate|have a (?:news )?tip\?|[\p{L} .'-]{3,40} (?:can|may) be reached at \S+@)/iu;

// A picture's credit or caption set as a line of the text: "Photo: Damian Dovarganes, AP", "© Reuters", "Sakib Ali/Hindustan
// Times/Getty Images", a caption that ends with its credit "(Image: GETTY)", "(AP Photo/Alan Diaz, File)".
const CREDIT =
  /^(?:\(?(?:photo|image|picture|foto|фото|photograph|bild|credit)s?(?: credit)?\s*:|©|image (?:copyright|caption)\s|media caption\s|\((?:photo|image) by [^()]*\)$|(?:ap|afp|reuters|getty) (?:photo|images?)(?:\/.*)?$|getty images$)|(?:[/|]\s*getty images|\((?:(?:photo|image|picture)s?(?: credit)?\s*:|ap photo\/)[^()]*\))$/iu;
// A caption runs to two sentences or so.
const CAPTION_LINE = 250;

/** Whether a paragraph of the reader view's text is a dateline or another line about the article. */
export function isBoilerplateLine(line: string): boolean {
  if ((line.length < SHORT_LINE && (DATELINE.test(line) || DATE_ONLY.test(line))) || isRelatedHeading(line)) return true;
  if (line.length < LINK_LINE && RELATED_LINK.test(line)) return true;
  if (line.length < NOTICE_LINE && FURNITURE.test(line)) return true;
  if (line.length < INVITATION_LINE && SOCIAL.test(line)) return true;
  if (line.length < CAPTION_LINE && CREDIT.test(line)) return true;
  return line.length < INVITATION_LINE && ((NEWSLETTER.test(line) && INVITES.test(line)) || SUBSCRIBE.test(line));
}

/** Whether a line is the heading of a block of links to other articles ("More:", "You may also like"). */
export const isRelatedHeading = (line: string): boolean => line.length < SHORT_LINE && RELATED_HEADING.test(line);
