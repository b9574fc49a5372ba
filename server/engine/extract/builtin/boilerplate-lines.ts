/**
 * Lines the reader view keeps with an article that are not its text: what the page says about the
 * article (when it was published), where it sends the reader next (related links, a newsletter, its
 * social accounts), its furniture (an ad slot's label, a cookie notice) — not what the article says.
 * Each is a short line of its own.
 */

// A line of its own, not a sentence of the text that happens to start with the same word.
const SHORT_LINE = 100;

const MONTH_OR_DAY = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?(?=[\\s,]|$)';
// "Updated Nov 19, 6:55 AM", "PUBLISHED: 10:48, Tue, Nov 19, 2019", "Published 1 day ago", "Posted on 15 October", "Last modified
// on Tue 5 Mar 2024".
// In other languages the label is followed by a date: "Publié le 19 novembre 2019", "Veröffentlicht am 19.11.2019",
// "Publicado el 19 de noviembre de 2019" ("Publicado 3 libros" is a sentence).
const LOCAL_DATE = '\\d{1,2}(?:[./-]\\d{1,2}[./-]\\d{2,4}|\\.?\\s+(?:de\\s+)?\\p{L}+\\.?(?:\\s+de)?\\s+\\d{4})';
const DATELINE = new RegExp(
  `^\\|?\\s*(?:(?:first |last |originally )?(?:published|updated|posted|modified)(?: on| at)?\\s*:?\\s*(?:\\d|${MONTH_OR_DAY})|stand\\s*:\\s*\\d|(?:publié|mis à jour|veröffentlicht|publiziert|aktualisiert|publicado|actualizado|atualizado|pubblicato|aggiornato|opublikowano|zaktualizowano|gepubliceerd|bijgewerkt|publicerad|uppdaterad|опубликовано|обновлено)(?: (?:le|am|el|em|il|op|в))?\\s*:?\\s*${LOCAL_DATE})`,
  'iu',
);
// A date alone on its line, a time beside it: "October 06, 2018", "18 NOV 2019", "November 18, 2019 | 4:10pm", "September
// 25, 2025 / 19:10 IST", a live blog's "Nov 12, 2025, 13:05:21 IST".
const TIME_ZONE = '(?:\\s*\\(?(?:ist|gmt|utc|[ecmp][sd]?t|bst|cest|cet|eest|eet|jst|kst|wib|aest|aedt|sast|wat|eat|hkt|sgt|pht|ict)\\)?)?';
// The time of its last update after it, the same day's: Il Messaggero's "Sabato 15 Marzo 2025, 06:30 - Ultimo aggiornamento: 09:12".
const UPDATED_AT =
  '(?:\\s*[-–|·]\\s*(?:(?:last |ultimo )?(?:updated|aggiornamento|aggiornato|aktualisiert|mis à jour|actualizado|atualizado|bijgewerkt))\\s*:?\\s*\\d{1,2}[:.]\\d{2})?';
const DATE_ONLY = new RegExp(
  `^(?:${MONTH_OR_DAY},?\\s*)?(?:\\d{1,2}\\s+${MONTH_OR_DAY}|${MONTH_OR_DAY}\\s+\\d{1,2}(?:st|nd|rd|th)?),?\\s+\\d{4}(?:\\s*[|,·/-]?\\s*\\d{1,2}[:.]\\d{2}(?:[:.]\\d{2})?\\s*(?:[ap]\\.?m\\.?)?${TIME_ZONE})?${UPDATED_AT}$`,
  'i',
);
// Or in another language, its month a word of its script: Tempo's "Kamis, 12 Juni 2025 | 15.04 WIB", Thairath's "12 มิ.ย.
// 2568 14:32 น." (a Buddhist-era year), "19. November 2019, 10:42 Uhr".
const LOCAL_DATE_ONLY = new RegExp(
  `^(?:\\p{L}+,?\\s+)?\\d{1,2}\\.?\\s+\\p{L}[\\p{L}\\p{M}.]{2,}\\s+\\d{4}(?:\\s*[|,·/-]?\\s*\\d{1,2}[:.]\\d{2}(?:[:.]\\d{2})?(?:\\s*(?:uhr|h|น\\.))?${TIME_ZONE})?${UPDATED_AT}$`,
  'iu',
);

// Where a byline's date or time starts: "Nathan Willis March 25, 2015", "Jane Roe 12.03.2024", "Jane Roe 3 hours ago", a
// Korean blog's "2025. 3. 9. 20:14" set in an element of its own right after the nickname ("모카라떼2025. 3. 9."), a Japanese
// or Chinese "2025年3月14日"; a date alone ("January 7, 2025" under "Last Updated:") names nobody.
// …with the word that labels it, before a date in any language: What Car?'s "Neil Winn Published 28 January 2025", 01net's
// "Pierre Lecourt Publié le 12 mai 2025".
const DATE_LABEL =
  '(?:published|updated|last updated|posted|publié|mis à jour|veröffentlicht|aktualisiert|publicado|actualizado|atualizado|pubblicato|aggiornato|gepubliceerd|bijgewerkt)(?:\\s+(?:on|le|am|el|em|il|op))?';
const DATE_IN_BYLINE = new RegExp(
  `(?:^|\\s)(?:on\\s+|[|·•-]\\s*)?(?:${DATE_LABEL}\\s*:?\\s+(?=\\d)|(?:${DATE_LABEL}\\s*:?\\s+)?(?:${MONTH_OR_DAY}\\s+\\d{1,2}|\\d{1,2}\\s+${MONTH_OR_DAY}|\\d{1,4}[./-]\\d{1,2}[./-]\\d{1,4}|\\d+\\s+(?:min(?:ute)?s?|hours?|hrs?|days?|weeks?)\\s+ago))|(?<!\\d)\\d{4}\\.\\s\\d{1,2}\\.\\s\\d{1,2}\\.|(?<!\\d)\\d{4}\\s*年\\s*\\d{1,2}\\s*月`,
  'i',
);
/** A byline without the date or time the page set beside the name ("Nathan Willis March 25, 2015" → "Nathan Willis"). */
export const bylineWithoutDate = (byline: string): string => {
  const at = DATE_IN_BYLINE.exec(byline)?.index;
  return at === undefined ? byline : byline.slice(0, at);
};

// A link to another article: "Related: …", "[Related post: …]", "Read more: …", "SEE MORE: …", "More: …", "Also: …", "WATCH | …", "Also on
// rt.com …", or the heading of a block of them. In English the label needs its colon or bar ("Watch the video" is a sentence);
// the other languages' labels say nothing else, and a page often sets them apart by type alone: "Lire aussi Le maire …".
// "Te recomendamos" ("we recommend") opens Spanish sentences too: a label with its colon only. News24's "READ | …" is a
// link by its bar, Rappler's "READ: …" by its colon; WaPo's "[Read: …]" is the text's own aside.
const RELATED_EN =
  "related(?: stor(?:y|ies)| articles?| posts?| news| coverage)?|(?:read )?more from(?: [\\p{L}\\p{N}'’.&-]+){1,4}|read more|see more|see also|read also|also read|read next|also|more|more (?:news|stories)|more on this(?: story)?|more about|watch|trending|don'?t miss|must read|te recomendamos(?: leer)?|mira|mirá|seguir leyendo|further reading";
const RELATED_LABELS =
  '(?:[àa] )?lire aussi|(?:[àa] )?voir aussi|sur le même sujet|lesen sie auch|mehr zum thema|auch interessant|lees ook|luister ook|bekijk ook|leggi anche|le[ae]r? también|ver también|te puede interesar|le puede interesar|siga leyendo|sigue leyendo|leia também|leia mais|veja também|veja mais|читайте также|читайте також|також читайте|ayrıca okuyun|bunu da okuyun|আরও পড়ুন|আরো পড়ুন|यह भी पढ़ें|یہ بھی پڑھیں|ఇవి కూడా చదవండి|చదవండి|இதையும் படிக்க(?:வும்)?|ഇതും വായിക്കുക|हेही वाचा|આ પણ વાંચો|ಇದನ್ನೂ ಓದಿ|ये भी पढ़ें|इसे भी पढ़ें|और पढ़ें|taip pat skaitykite|ez is érdekelheti|čtěte také|zobacz (?:też|także)|czytaj (?:też|także|również)|citește și|citeste si|pročitajte (?:i|još)|olvassa el ezt is|přečtěte si také|läs också|läs mer|läs även|lees meer|lue lisää|læs også|les også|lue myös|baca juga|đọc thêm|อ่านข่าวที่เกี่ยวข้อง|อ่านเพิ่มเติม|اقرأ أيض(?:ًا|اً?)';
// A network's link to a sister site's story, its site named before a bar: Webedia's "En Xataka | Cómo liberar espacio …".
const ON_SITE = '(?:en|on|auf|sur|su|em) \\p{Lu}[\\p{L}\\p{N}]+(?: \\p{Lu}[\\p{L}\\p{N}]+)?\\s*\\|\\s';
const RELATED_LINK = new RegExp(
  `^(?:\\[|[–—-]\\s*)?(?:(?:${RELATED_EN}|${RELATED_LABELS})\\s*[:|]|(?<!\\[)read\\s*[:|]|(?:${RELATED_LABELS})\\s|also on [\\w-]+\\.[a-z]{2,}\\s|${ON_SITE})`,
  'iu',
);
// The label in an element of its own, the headline run on after it: "Lire aussiLe maire démissionne".
const RELATED_LABEL = new RegExp(`^(?:${RELATED_LABELS})`, 'iu');
const gluedRelatedLink = (line: string) => {
  const label = RELATED_LABEL.exec(line);
  return !!label && /^\p{Lu}/u.test(line.slice(label[0].length));
};
// A heading over links to other stories: "Related", "Lire aussi", "Read also:", Arabic's "اقرأ أيضًا.." (its tanween written
// before the alif or after it), "相關新聞", the site's or its editors' picks ("健康網推薦", "the health site recommends"; "编辑推荐",
// "おすすめ記事"). A story's own "精彩视频推荐" ("great videos") lists its videos.
const RELATED_HEADING =
  /^(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:related(?: stories| articles| posts| news| coverage| content)?|read more|see more|more|more (?:stories|news|articles|videos)|latest(?: news| stories| headlines| articles| posts| reviews)?|최신 (?:뉴스|기사)|인기 (?:뉴스|기사|리뷰)|많이 본 (?:뉴스|기사)|ultima ora|ultim'ora|ultime notizie|últimas noticias|últimas notícias|dernières (?:infos|actualités|nouvelles)|neueste nachrichten|(?:read )?more (?:from|by|in|on) [\p{L}\p{N} ]{1,30}|more episodes|other episodes|related story|explore more(?: topics| from [\p{L}\p{N} ]{1,30})?|more on this (?:story|topic)|more to explore|और पढ़ें|leggi anche|lea también|lire aussi|czytaj (?:też|także|również)|zobacz (?:też|także|również)|seguir leyendo|citește și|más noticias(?: en [\p{L} ]{1,30})?|lesen sie auch|lees ook|leia também|veja também|más información|lo más visto|most (?:read|popular|viewed)(?: stories| articles| news)?|(?:les )?plus lus|(?:les )?articles les plus lus|meest gelezen|(?:die )?meistgelesen(?:en?)?(?: artikel| nachrichten)?|(?:lo )?más leíd[oa]s?|(?:las )?noticias más leídas|(?:i )?più letti|(?:le )?notizie più lette|(?:gli )?articoli più letti|(?:as )?(?:notícias |matérias )?mais lidas|najczęściej czytane|mest (?:lästa|læste|lest)|luetuimmat|net binnen|le fil info|tags relacionados|top stories|don'?t miss|you may also like|you might also like|recommended(?: for you| stories| articles| reading| videos)?|(?:promoted|sponsored) (?:stories|links|content)|around the web|related (?:internet )?links|next article|next up|up next|what to read next|editor'?s picks|more great [\p{L} ]+ stories|ähnliche artikel|articles similaires|artículos relacionados|notícias relacionadas|articoli correlati|gerelateerde artikelen|похожие статьи|powiązane artykuły|[iİ]lgili haberler|berita terkait|أخبار ذات صلة|اقرأ أيض(?:ًا|اً?)|関連(?:記事|ニュース|トピック)|あわせて読みたい|相关阅读|相关新闻|相關新聞|延伸閱讀|관련\s*기사|ข่าว(?:แนะนำ|ที่เกี่ยวข้อง)|tin liên quan|sur le même sujet|read more here|popular now(?: in [\p{L} ]{1,20})?|猜你喜欢|延伸阅读|v[íi]deos: mais assistidos\b.*|weitere (?:pressemitteilungen|meldungen)|recommended from [\p{L}\p{N} ]{1,30}|xem thêm|tin liên quan|(?:more|other) press releases|also read|read also|المزيد من [\p{L} ]{1,30}|עוד ב[\p{L} ]{1,30}|添付資料|関連リンク|(?:推薦|推荐)(?:閱讀|阅读|文章|新聞|新闻)|(?:編輯|编辑|為你|为你|\p{L}{1,4}[網网])(?:推薦|推荐)|おすすめ記事|추천\s*기사)\s*(?:\.{2,3}|[:.…])?$/iu;
// A related link runs to a headline's length.
const LINK_LINE = 150;

// An invitation to a newsletter or a subscription: "Sign up for our newsletter", "Get New York Today in your inbox", "Get
// Motor Cycle Monthly delivered through your letterbox" (a how-to's "Sign up for a Hulu account" is text).
// In other languages: "Abonnez-vous à notre newsletter", "Melden Sie sich für unseren Newsletter an", "Suscríbete a nuestro
// boletín", "Iscriviti alla nostra newsletter".
const NEWSLETTER = /(?<![\p{L}])(?:newsletters?|inbox|magazine|letterbox|subscriptions?|bolet[íi][nm]|infolettre|nieuwsbrief)(?![\p{L}])/iu;
const INVITES =
  /(?<![\p{L}])(?:subscribe|sign up|delivered|get|abonnez-vous|inscrivez-vous|abonnieren|melden sie sich|anmelden|suscr[íi]bete|reg[íi]strate|iscriviti|assine|inscreva-se|zapisz się|schrijf je in|meld je aan)(?![\p{L}])/iu;
// An invitation opens with its verb or speaks to the reader: "The magazine will get a new app" and "Readers who sign up to a
// newsletter are likelier to get a subscription" report on newsletters.
// Or after a short call before a dash: "Never miss a story — sign up for PEOPLE's free daily newsletter …".
const INVITATION = new RegExp(`^(?:[^.!?—–]{1,30}\\s[—–]\\s*)?(?:${INVITES.source})|(?<![\\p{L}])(?:your|our)(?![\\p{L}])`, 'iu');
// A line that opens with the invitation ("Subscribe to WIRED and stay smart …", "Sign up to receive our top stories …") or
// holds its button's words ("Support our journalism. Subscribe now for $1 a week.").
const SUBSCRIBE = /^subscribe (?:to|or donate)\b|^(?:sign up|register)(?: now| today| here)? to (?:receive|get)\b|\bsubscribe (?:now|today)\b/i;
// An invitation runs to a sentence or two.
const INVITATION_LINE = 200;

// The page's furniture the reader view kept: the reading time, an ad slot's label, a skip link, account and comment links, the
// heading of a list of stories, a WordPress gallery's fallback and an unrendered shortcode ("[button link=…]…[/button]"), the
// site's copyright line ("The contents of this site are ©2019 …", "Copyright 2024 The Associated Press. All rights reserved.",
// "RIPRODUZIONE RISERVATA © Copyright ANSA"), a blog's "Filed under: …", "Posted in News", "Tagged …", a cookie notice, a
// link's "(Opens in new window)", a photo gallery's link, a player's fallback for browsers without video, a syndicated story's
// note ("Except for the headline, this story has not been edited by NDTV staff …"), a wire story's credits ("Reporting by Jane
// Roe; Editing by John Doe"), "End of Article", a writer's follower count, a paywall's notice ("この記事は有料記事です。残り520文字"), a
// consent placeholder for an embed ("Mit Ihrer Zustimmung wird hier ein externes Video geladen.", "Allow X content?", "Skip
// twitter post by …", "End of Instagram post, 1"), a live blog's "Pinned post" label, a science release's citation and
// copyright notes ("Citation: … retrieved 13 July 2024 from …", "This document is subject to copyright."). A line that says
// where the story first ran or who else reported it ("Jane Roe contributed to this report.") is the story's own, as the reader
// view keeps it. Also: a blocked embed's notice in French, a post's counts ("412 Likes", "37 Restacks", Medium's "7 min readMar
// 3, 2025"), a recipe's nutrition line ("Calories: 412kcal | …"), a wire release's end mark ("###") and its "View original
// content" link, an opinion page's disclaimer ("… do not necessarily reflect the views of …"), a health or finance page's ("…
// for educational purposes only", "… nur allgemeine Hinweise …": the reader views' expected texts leave WebMD's out), a
// correspondent's closing byline ("Camille Garnier (Perpignan, envoyée spéciale)"), a reaction bar's "Réagir", a video's length
// ("2m 14s"), a broadcaster's note that it reported on the subject or will ("Über dieses Thema berichtete …", "Über dieses
// Thema berichten wir auch …", "Dieses Thema im Programm: …") or when it broadcast the item ("Diese Nachricht wurde am …
// gesendet"), a note that the story goes on below a video ("Dalszy ciąg materiału pod wideo"), a science site's source and
// citation headings and its note on the materials it was given ("Story Source:", "Cite This Page:"), an opinion page's letters
// note, a platform's "Member-only story", an invitation to send the newsroom a story ("Chcesz podzielić się z nami ciekawą
// historią? Napisz do nas na adres: …@…"), a Korean copyright line after the tip line ("제보는 카카오톡 okjebo <저작권자(c) 연합뉴스, …>"), a
// Chinese wire story's end mark ("（完）"), the desk's initials that close a story ("(rzp/imk)", "mcm/rmlgv"), a note of the
// agencies it draws on ("(Con información de EFE y AFP)"), an invitation to follow the site on Google News, WhatsApp,
// Telegram or LINE, a bookmaker's legal line ("18+ | BeGambleAware.org | Odds correct at time of publishing", "Gambling
// problem? Call 1-800-GAMBLER."), a Chinese platform's note that it only stores what its users post ("…本平台仅提供信息存储服务。",
// in English too: "… only provides information storage services."), a TV station's "Video above: …" over the text, an
// editor's credit set apart ("(Edited by Ajeet Tiwari)"), a live blog's "Auto Refresh" and
// "Load More", a radio station's "This segment aired on November 18, 2025." and a think tank's note on where its commentary
// first ran ("… This commentary originally appeared on War on the Rocks on July 14, 2025."), a gallery's "Bild 1 von 34" and a
// forum link's "Zum Forum (1.874)", a health site's revision history ("Our experts continually monitor the health and wellness
// space…", "Current Version", "Mar 4, 2025 Written By …") and its picture's "Share on Pinterest" run into the credit, a line of
// hashtags, a share bar's "91 responses", a paper's "Write to … at …@…" and its note of the print edition the story appeared
// in, a Japanese blog's call to vote for it on a ranking site ("にほんブログ村に参加しています…"), a network of sites' line after each story
// ("You're reading 9to5Google — experts who …"), a Chinese post's source of its pictures ("（图片来源：网络）"), its editor's label left
// empty and an ad's "請繼續往下閱讀..." ("continue reading below"). A finance page's disclaimer ("Disclaimer: The views … are those of
// individual experts") and its quote widget's line ("HD THE HOME DEPOT INC. 225.86 -12.99 -5.44%") are the text's: the article
// pages' ground truth keeps them. "Comment" alone may head a table's column; an RFC's "Copyright (c) …" is its text. A Chinese
// portal's note that a story may not be reprinted ("未经授权，不得转载") is left: the reader views' expected texts keep it. So is a
// tabloid's call for tips ("Do you have a story for The Sun Showbiz team?", "Got a tip? Email …"), a player's "Click to play",
// an affiliate note ("E! News has affiliate relationships, …") and a report-an-error link in other languages ("Fehler gefunden?
// Jetzt melden."). A live blog's entries' times ("16:40 Uhr", "17.12") too.
const FURNITURE =
  /^(?:(?:reading time|read time|tempo de leitura|tiempo de lectura|temps de lecture|lesezeit|tempo di lettura|leestijd|czas czytania|lästid|lukuaika)\s*:?\s*\d+\s*\p{L}+\.?|\d+\s*min(?:ute)?s?\.? read|\d+\s*(?:minuti|min\.?) di lettura|copyright\s*[ⓒ©].*|(?:©\s*)?(?:riproduzione riservata|all rights reserved|tous droits réservés|todos los derechos reservados|todos os direitos reservados|alle rechte vorbehalten)\b.*|copyright (?:19|20)\d{2}\b.*|ⓒ.*|\(c\)\s*[\p{L}\p{N} .,&-]{2,40}|.*©\s*(?:19|20)\d{2}\b.*|filed under\s*:.*|live|en direct|en vivo|ao vivo|in diretta|مباشر|\(?catch all the (?:\p{L}+ )?news\b.*|video above\s*:.*|\(?edited by [^()]{2,40}\)?|auto[- ]?refresh|automatisch aktualisieren|actualisation automatique|actualización automática|aggiornamento automatico|load more|ऑटो रिफ्रेश|.{0,300}\bthis (?:commentary|op-ed|essay|column) (?:originally |first )?appeared (?:on|in)\b.*|this (?:segment|story|episode|interview) (?:aired|was broadcast) on\b.*|.{0,200}\b(?:whatsapp|telegram) channel\s*:\s*https?:\/\/\S+.*|※ ?ai 요약은.*|[–—-]\s*[\p{L}\p{N}-]+\.(?:com|net|org|ph|co|in)|.{0,120}\bctrl\s*\+\s*enter\b.*|this entry was (?:posted|filed) (?:on|in|under)\b.*|dieser eintrag wurde\b.{0,120}\bveröffentlicht\b.*|(?:posted in|tagged(?: with)?)\s*:?\s[^.!?]*|.*\(opens? in (?:a )?new (?:window|tab)\)|click here\b.*|(?:(?:view|see|open) (?:the )?(?:photo )?gallery|zobacz galerię|otvori galeriju|pogledaj galeriju|vezi galeria|ver galería|ver galeria|voir la galerie|galerie ansehen|zur galerie)(?!\p{L}).*|\d+ photos|your browser does not support\b.*|to view this video,? please enable javascript\b.*|(?:advert|advertisement|advertising|sponsored|anzeige|werbung|publicité|publicidad|publicidade|pubblicità|publicitate|advertentie|reklama|reklam|annons|mainos|hirdetés|реклама|iklan|إعلان|광고|广告|広告):?|(?:skip|jump) to (?:main )?content|zur startseite|back to (?:top|home(?:page)?)|nach oben|retour en haut|volver arriba|torna su|(?:زر )?(?:الذهاب|العودة) إلى الأعلى|continue reading|請繼續往下閱讀\.*|请继续往下阅读\.*|[（(]图片来源[：:][^）)]{0,20}[）)]|責任編輯[:：]|责任编辑[:：]|lire la suite|weiterlesen|leia mais|leggi tutto|czytaj (?:więcej|dalej)|читать далее|devamını oku|selengkapnya|.{0,120}(?:réservée?s? aux abonnés|for subscribers only|nur für abonnenten|exclusivo para (?:assinantes|suscriptores)|riservato agli abbonati)\.?|il vous reste \d+ ?% de cet article à lire\b.*|our standards:.*|\(?(?:additional )?reporting by\b.*\b(?:editing|writing|compiled) by\b.*|end of (?:the )?(?:article|story)|please (?:turn on|enable) javascript\b.*|\d+(?:[.,]\d+)?\s*[km]? followers\b.*|この記事は有料記事です.*|残り\d+文字.*|assinantes podem liberar\b.*|\(?except for the headline, this story has not been edited by\b.*|the [\p{L} ]{1,30} is not responsible for the content of external (?:internet )?sites\.?|share or comment on this (?:article|story)\W*|subscribe|sign in|log in|(?:comments are closed|die diskussion ist geschlossen|les commentaires sont fermés|los comentarios están cerrados)\.?|be the first to comment\.?|(?:der er )?\d+ kommentarer\.?(?: deltag i debatten)?|deltag i debatten|debat|join the (?:conversation|discussion)|(?:show|view|load) comments|report an? (?:error|typo|correction)|found an? (?:error|typo|mistake)\?.*|(?:fehler gefunden|vous avez (?:repéré|trouvé) une (?:erreur|faute)|¿?has (?:visto|encontrado) un error)\s?\?.*|(?:do you have|have you got|got) an? (?:story|tip|news tip)(?: for [^?]{1,60})?\?.*|tipsa (?:oss|[\p{L}\p{N}]+)\s*:.{0,200}|.{0,200}(?<![\p{L}])(?:got|have) an? (?:\p{L}+ )?(?:story|tip)(?![\p{L}]).{0,200}\S+@[\w-]+(?:\.[\w-]+)+.*|(?:click|tap) to play(?:\s*(?:click|tap) to play)?|.{0,120}\b(?:has|have) affiliate (?:relationships?|partnerships?|links)\b.*|submit a correction|(?:a version of this article appears in print|een versie van dit artikel verscheen)\b.*|read the original (?:article|story|post)\b.*|(?:this article )?appear(?:s|ed) in\b.*\b(?:edition|issue)\b.*|play(?: video)?|now playing|skip ad(?:vertisement)?|expand|collapse|close|ad ?choices|rate this (?:recipe|article|story|post)|donate(?: now| today)?|reprints?(?: (?:&|and) permissions)?|\d{1,2}:\d{2}(?::\d{2})?(?: uhr)?|(?:[01]?\d|2[0-3])\.[0-5]\d(?: uhr)?|text size|font size|[«‹←]?\s*(?:previous|prev|next)(?: (?:article|post|story|page))?\s*[»›→]?|(?:\d+\s*)?(?:comments|responses|kommentare|commentaires|comentarios|comentários|commenti|reacties|комментарии|komentarze|yorumlar|التعليقات|תגובות|评论|コメント|댓글)(?:\s*\(\d+\)|\s*:\s*\d+)?|\d+ comment|post (?:a )?comment\b.*|leave a (?:comment|reply)|view author archive|email the author|tell us what you think\b.*|.{0,40}\bour journalists work hard to provide\b.*|breaking news|latest news|recent (?:articles|posts)|popular this week|most (?:read|popular)|this slideshow requires javascript\.?|\[(\w+)\b[^\]]*\].*\[\/\1\]|(?:#[\p{L}\p{N}_]+\s*){2,}|our experts continually monitor the [\p{L} ]{1,40} space\b.*|current version|.{0,120}(?:にほんブログ村|人気ブログランキング).*|you['’]re reading [\p{L}\p{N}. ]{2,30}\s[—–-]\s.*|\p{L}{3,9}\.? \d{1,2}, \d{4},? (?:written|edited|(?:medically )?reviewed|updated) by\b.*|(?:this|our) (?:web)?site uses cookies\b.*|we use cookies\b.*|by (?:signing up|subscribing|submitting your email|registering|clicking [^,]{1,30}),? you agree\b.*|mit ihrer zustimmung wird hier ein externe[rs]? (?:inhalt|video|[\p{L}-]+)(?: von [\p{L}\p{N} .-]{1,30}| \([^)]{1,40}\))? geladen\.?|empfohlener redaktioneller inhalt|ce contenu est bloqué car vous n['’]avez pas accepté les (?:cookies|traceurs)\b.*|en cliquant sur « ?j['’]accepte ?».*|cet article vous a(?:-t-il)? été utile\s?\?.*|本文来自微信公众号.*|.{0,120}仅提供信息存储(?:空间)?服务.*|.{0,200}\bonly provides? information storage (?:space )?services?\b.*|[（(]完[）)]|\(?(?:\p{Ll}{2,5}\/)+\p{Ll}{2,5}\)?|\(?(?:con información de|com informações d[aoe]s?|with (?:information|reporting) from|avec (?:l'afp|afp|reuters)|mit material von|z informacji)\b[^()]{1,80}\)?|\d+(?:[.,]\d+)?[km]? (?:likes|restacks|claps)|ready for more\?|keep reading|saber más|conforme a los criterios de\s*the trust project.*|réagir|contribuer|réutiliser ce contenu|vous pouvez lire .{1,40} sur un seul appareil\b.*|über dieses thema berichte(?:te|n wir)\b.*|dieses thema im programm\s*:.*|diese nachricht wurde am\b.{1,80}\bgesendet\.?|see more on\s*:.*|(?:\d+h )?\d+m \d+s|.{0,120}\b(?:do(?:es)? not necessarily reflect (?:the )?(?:views?|opinions?|position)|n[ãa]o (?:refletem?|traduzem?)(?: necessariamente)? a opini[ãa]o|no reflejan? necesariamente (?:la )?opini[óo]n)\b.*|.{0,160}\b(?:for (?:general )?(?:informational|information|educational) purposes only|(?:is )?not (?:intended (?:as|to be) )?a substitute for (?:professional )?(?:medical|financial|legal) (?:advice|care)|enthält nur allgemeine (?:hinweise|informationen)|ersetzt (?:keinen|nicht den) (?:arzt|besuch)|(?:einen )?arztbesuch nicht ersetzen|ne (?:remplace|se substitue) pas à (?:un avis|une consultation|l'avis)|no sustituye (?:a )?(?:la consulta|el consejo|el diagn[óo]stico)|non sostituisce il parere)\b.*|[\p{L} .'’-]{3,40} \([^()]{0,40}envoyée? spéciale?\)|\d+\s*min read\p{Lu}\p{Ll}{2} \d{1,2}, \d{4}|calories\s*:\s*\d+\s*kcal\b.*|#{3}|(?=.{0,100}(?:follow|folge|simak|ikuti|síguenos|sigue|urmărește|urmăriți|obserwuj|pratite|únete|unete|join|suivez|folgen|seguici|siga|sledujte|kövess|підписуйтесь|підпишіться|takip edin|ติดตาม))(?=.{0,160}(?:google news|whatsapp|telegram|line oa)).{0,200}|.{0,120}(?:gambling problem\?|1-800-gambler|begambleaware|gamblinghelponline|check-dein-spiel|buwei\.de|gamble responsibly|glücksspiel kann süchtig machen).*|view original content(?: to download multimedia)?\s*:.*|this document is subject to copyright\b.*|citation\s*:.{1,300}\bretrieved\b.{1,80}\bfrom\b.*|more information\s*:.{1,300}\b(?:doi|arxiv)\b.*|this (?:article|page) has been viewed [\d,.\s]+ times\.?|.{0,250}\bif you buy something (?:we link to|through our links)\b.{0,40}\bwe (?:may|might) (?:earn|receive)\b.*|journal information\s*:.*|ich bin damit einverstanden, dass mir externe inhalte angezeigt werden\b.*|(?:skip|end of) \p{L}+ (?:post|video|content)(?:,? \d+| by [^.!?]{1,60})?|allow [\p{L}\p{N} ]{1,30} content\?|this (?:article|page) contains content provided by\b.*|pinned post|was this (?:article|page|answer|information) helpful\??|\d+ out of \d+ found this helpful|have more questions\?.*|republish this (?:article|story)|(?:(?:bild|image|photo|foto|picture|slide)\s+)?\d+ (?:of|von|de|di|sur|из) \d+|zum forum\b.*|\S+@[\w-]+(?:\.[\w-]+)+|@[\w.]{2,30}|\d+(?:\s+\d+){2,}|follow|register now|【纠错】|(?:.{0,40}<)?저작권자\s*(?:\(c\)|ⓒ|©).*|[\p{L}\p{N}'’ ]{1,40} newsletter|(?:kommentare lesen|read comments|ver comentarios|voir les commentaires)\b.*|se han escrito \d+ comentarios|\d+ (?:reactions|reacties|reações|reacciones|réactions)|share(?: this)?:?|(?:diesen artikel |artikel )?teilen|partager(?: (?:cet|l')article)?|compartir|compartilh(?:e|ar)|condividi|deel (?:dit artikel|dit bericht)|delen|поделиться|udostępnij|paylaş|شارك|シェア|ポスト|はてブ|はてなブックマーク|line|分享|공유(?:하기)?|share on (?:facebook|twitter|x|whatsapp|linkedin|reddit|email)|share on pinterest.*|tweet|print|email|pin it|like this:|loading\.{3}|copy link|link copied|(?:story|article) continues below(?: (?:this )?advertisement)?|story source\s*:|cite this page\s*:|materials? provided by\b.{1,120}\bcontent may be edited for style and length\.?|the times is committed to publishing a diversity of letters\b.*|member-only story|see all responses|(?:dalszy ciąg|dalsza część|tekst dalszej części) (?:materiału|artykułu|tekstu) pod (?:wideo|materiałem wideo|reklamą|galerią)|write to [\p{L} .,'’-]{2,120}\bat \S+@[\w-]+(?:\.[\w-]+)+.*|.{0,80}(?<![\p{L}])(?:napisz do nas|write to us|email us|schreiben sie uns|écrivez-nous|escr[íi]benos)\b.{0,40}\S+@[\w-]+(?:\.[\w-]+)+\.?|continue reading (?:below|the main story)|scroll to continue with content|sponsored content|trending now|(?:listen to this article|hören sie sich diesen artikel an|escuchar (?:nota|artículo)|ouvir (?:esta )?(?:mat[ée]ria|not[íi]cia)|écouter (?:cet )?article|artikel anhören|posłuchaj artykułu).*|jump to comments|gift this article|save (?:this )?article|(?:tags?|topics|related topics|themen|schlagw[öo]rter|mots-cl[ée]s|temas|etiquetas|argomenti|tagi|теги)\s*:.*|topics|read or share this story\s*:.*|more ap [\p{L} ]{2,40}:.*|this (?:story )?was generated by automated insights\b.*|reader interactions|sostieni il giornalismo|continue the conversation\b.*|join [\p{L}'’ ]{1,30} telegram channel\b.*|get (?:the )?(?:latest|breaking) news\b.*\b(?:follow us|like us)\b.*|already (?:a )?(?:subscriber|member)\?.*|(?:log ?in|sign in) or subscribe\b.*|get unlimited (?:digital )?access\b.*|(?:was this (?:page|article|information) (?:helpful|useful)|is this page useful|war diese seite hilfreich|cette page vous a-t-elle été utile|このページの情報は役に立ちましたか)\s*[?？]?.*|.{0,80}pdf.{0,60}adobe (?:acrobat )?reader.*|.{0,80}(?:támogasd a munkánkat|unterstützen sie (?:unseren )?(?:unabhängigen )?journalismus|soutenez (?:notre )?journalisme|wesprzyj (?:niezależne )?dziennikarstwo).*)$/iu;
// A cookie notice runs to a sentence or two.
const NOTICE_LINE = 300;

// An invitation to follow, share, install or write, a disclosure: "Follow Newsbeat on Instagram", "Join our WhatsApp channel",
// "Download our app", "📱 Baixe o app do g1 …", "Corriere della Sera è anche su Whatsapp", "Follow AP's Africa coverage at: …", "Like this story? Share it with a friend!", "Have a tip? Amy Kuperinsky may be reached at …", "Contact Jane
// Doe at …", "Reach the writer at 402-473-7120 or …", "On Twitter @jane_roe", an appeal ("Support us from just £2 a month"),
// an affiliate disclosure ("Every product recommended by Engadget is selected by …", "Ars Technica may earn compensation …"),
// "Have a tip about local government?", "Track Latest News Live on …", a Russian "Подписывайтесь!" (subscribe), "Join 80,000
// readers and get …".
const SOCIAL =
  /^(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:follow (?:us|@?[\p{L}\p{N}_. ]{1,45}) on (?:twitter|x(?= at @)|facebook|instagram|youtube|tiktok|linkedin|whatsapp|telegram)\b|join (?:us|our [\p{L} ]{1,30}) on (?:whatsapp|telegram)\b|join our (?:whatsapp|telegram)\b|(?:participe|entre) (?:do|no) canal\b.{0,40}\b(?:whatsapp|telegram)\b|(?:download|get|baixe|descarga|descargue|téléchargez|scarica|lade) (?:our|the [\p{L} ]{1,30}|o|a|la|l'|die|unsere) app\b|follow [\p{L}\p{N}'’ ]{1,40} (?:coverage|updates) at\b|[\p{L}\p{N} .'’-]{2,40} (?:è anche su|is (?:also|now) on|está también en|est aussi sur|ist (?:jetzt )?auch auf) (?:whatsapp|telegram|instagram|facebook|youtube|tiktok|threads|google news)\b|(?:folgen sie uns|folge uns|suivez-nous|s[íi]guenos|puedes seguir(?:nos)?|sigue|siga-nos|siga o|seguici|volg ons|подписывайтесь|obserwuj nas|bizi takip edin|ikuti kami|تابعونا)(?![\p{L}]).*(?:facebook|twitter|instagram|youtube|tiktok|telegram|whatsapp|linkedin|threads|google news)|like this (?:story|article)\?|share (?:this|it) with|share this (?:article|story|post|page)\W*$|this post may contain affiliate|(?:every|all) products? (?:recommended|featured) (?:by|on) [\p{L}\p{N}'’. ]{1,40} (?:is|are) (?:independently )?selected by\b|[\p{L}\p{N}'’. ]{2,40} may earn (?:a )?(?:small )?(?:compensation|commission)\b|this (?:article|post|page|story) (?:may )?contains? affiliate links?|algunos de los enlaces de este art[íi]culo son afiliados|affiliate-link|we may earn (?:a )?(?:small )?(?:commission|affiliate)|we include products we think are useful\b|continue in (?:the )?app$|when you buy through (?:our )?links\b|(?:have|got) a (?:news )?tip(?: about [^?]{1,40})?\?|track latest news live on\b|join (?:over |more than )?[\d,.]+[km+]*\s+(?:other )?(?:readers|subscribers)\b|.{0,150}(?:подписывайтесь|подпишитесь)(?![\p{L}]).*|support (?:(?:our|independent|local|quality|the) [\p{L}\p{N}'’. ]{0,30})?(?:journalism|reporting)(?![\p{L}])(?! (?:has|is|was|have|are|were)\b)|become a (?:member|subscriber|supporter)\b|[\p{L} .'-]{3,40} (?:can|may) be reached at \S+@|contact [\p{L} .'-]{3,40} at \S+@|contact (?:the )?(?:reporters?|writers?|authors?|editors?)\s[^.!?]{0,80}@|reach (?:the (?:writer|reporter|author)|[\p{L} .'-]{3,40}) at\b.*(?:@|\d{3}[-.]\d{4})|on (?:twitter|x|instagram|threads|bluesky)\s*:?\s*@[\w.]+$|support us\b.*)/iu;

// A picture's credit or caption set as a line of the text: "Photo: Damian Dovarganes, AP", "© Reuters", "Sakib Ali/Hindustan
// Times/Getty Images", a caption that ends with its credit "(Image: GETTY)", "(AP Photo/Alan Diaz, File)", "… — Foto: Reprodução/TV
// Globo", "… otevření. Foto: Radek Cihla, MAFRA", "…，图片来源：受访者提供", "… 澎湃新闻记者 周平 图", "资料图：…" (a file
// photo), "…咖啡店。图/受访者提供".
const CREDIT =
  /^(?:\(?(?:photo|image|picture|foto|фото|photograph|bild|credit)s?(?: credit)?\s*:|(?:photo|photograph|image|illustration)s? by\s+\p{Lu}[^.!?]{0,80}$|(?:source|quelle|fuente|fonte|źródło|المصدر)\s*:\s*(?:[^.!?]|\.(?=\S))[^!?]{0,59}$|(?:封面|图片)来源\s*[:：｜|]|资料图片?\s*[:：]|©|image (?:copyright|caption|source),?\s|media caption\s|\((?:photo|image) by [^()]*\)$|(?:ap|afp|reuters|getty) (?:photo|images?)(?:\/.*)?$|getty images$|enlarge this image$|(?:toggle|hide) caption$|image \d+ of \d+$)|(?:[/|]\s*getty images|\s(?:hide|toggle) caption|\((?:(?:photo|image|picture)s?(?: credit)?\s*:|fot\.\s|ap photo\/)[^()]*\)|\((?:pti|ani|ians|ap|afp|reuters|getty|epa) photos?\)|\s[摄图]|\s[—–-]\s*(?:foto|photo|imagem|imagen|фото)\s*:\s*[^.!?:]{2,60}|[.!?]\s+(?:foto|photo|фото)\s*:\s*[^.!?:]{2,60}|[，,]\s*图片来源[：:][^。]{1,40}|。\s*图\s*[/／][^。]{1,30})$/iu;
// A caption runs to two sentences or so.
const CAPTION_LINE = 250;

// A wire release's source line, in capitals as the wires set it: "SOURCE NovaGrid Energy" ("Source code is …" is a sentence).
const WIRE_SOURCE = /^SOURCE \p{Lu}[^.!?]{1,60}$/u;

// A line with no word or number (a separator "∙", a callout's emoji "💡"), a count alone in thousands (Medium's claps,
// "2.4K"), a gallery's counter ("1 / 5"), a step's number alone (a how-to's badge: "1"; its "Step 1" heads the step, as the
// reader view keeps it), and the label of a table of contents ("Contents", "Sommaire", "Inhaltsverzeichnis"). A rule drawn
// in underscores ("___") parts a story's sections, and both corpora keep it.
const COUNT_OR_MARK =
  /^(?:[^\p{L}\p{N}_]+|\d+(?:[.,]\d+)?[KkMm]|\d{1,3}|\d{1,3}\s*\/\s*\d{1,3}|(?:table of )?contents|in this article|sommaire|inhaltsverzeichnis|inhalt|índice|indice|inhoud|spis treści|目次|содержание)$/iu;

/** The words that join a byline's names ("A and B", "A und B", "A et B", "A y B", "A e B", "A en B"), as a pattern. */
export const NAME_JOINERS = 'and|und|et|y|e|en';
/** The words that open a byline: "By", "Von", "Par", "Por", "Door", "Di". */
export const BYLINE_WORDS = ['by', 'von', 'par', 'por', 'door', 'di'];
// As a line opens with one: capitalised or in capitals ("by" in a sentence is no byline's).
const BYLINE_WORD = BYLINE_WORDS.map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}|${w.toUpperCase()}`).join('|');
// A byline: "By Jane Doe", "By Jane Doe and John Roe, Reuters", "By Jane Doe edited by John Roe", "BY THE ASSOCIATED PRESS",
// "Von Max Mustermann", "Par Jean Dupont", G1's "Por Thaís Mota, g1 Minas — Belo Horizonte" (an outlet named with a digit,
// the place after a dash). Names only, capitalised: "By Thursday the council had voted" is a sentence.
const BYLINE = new RegExp(
  `^(?:${BYLINE_WORD})\\s+\\p{Lu}[\\p{L}'’.-]*(?:(?:\\s*,\\s*|\\s*&\\s*|\\s+)(?:${NAME_JOINERS}|\\p{Lu}[\\p{L}'’.-]*|\\p{L}+\\d[\\p{L}\\d]*|(?:de|van|von|der|den|da|del|la|le|di)(?=\\s)))*(?:\\s+[—–]\\s+\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3})?(?:,?\\s+(?:edited|reviewed|illustrated|photographed|translated) by\\s+\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3})?$`,
  'u',
);

// A magazine's line over its headline: the section, the date and the reading time ("Biology February 24, 2025 6 min read").
const SECTION_DATE_READ = new RegExp(
  `^(?:[\\p{L}&'’-]+\\s+){0,3}(?:${MONTH_OR_DAY}\\s+\\d{1,2},?|\\d{1,2}\\s+${MONTH_OR_DAY})\\s+\\d{4}\\s+\\d+\\s*min(?:ute)?s?\\.? read$`,
  'iu',
);

// A science news network's appeal under its stories, however long: "Written for you by our author Ingrid Nakamura, edited by …—
// this article is the result of careful human work. We rely on readers like you …"; a magazine's ("If you enjoyed this
// article, I'd like to ask for your support. …", "… We need your financial support …", "Please consider supporting our
// journalism").
const HUMAN_WORK_APPEAL =
  /^(?:written for you by our author\b|if you (?:enjoyed|value|appreciate|liked) (?:this|our) (?:article|story|reporting|journalism)\b.{0,200}\bsupport\b|.{0,300}\b(?:we need your (?:financial )?support|please consider (?:supporting|donating to|subscribing to) (?:us|our|independent)\b))/i;
const APPEAL_LINE = 600;
// A note that the text is under a Creative Commons licence, however long it runs on about its pictures' rights (Cambridge's
// "The text in this work is licensed under a Creative Commons Attribution 4.0 International License. Images, …").
const LICENCE_NOTE = /^.{0,120}\b(?:is|are) licensed under (?:a |the )?creative commons\b/i;

// A post's footer or submitted line that names its writer: Blogger's and Movable Type's "posted by Margaret Ellison at 3:14
// PM", a portal's "Posted By: Kelvar on 03-14-2008", Drupal's "Geplaatst door Sanne Bakker op …", "Interview by …".
export const POSTED_BY =
  /^(?:posted|published|written|interview(?:ed)?|geplaatst|gepost|publié|publicado|pubblicato|veröffentlicht|eingestellt) (?:by|door|par|por|da|von)\s*:?(?:\s+|$)/i;

// A health or finance page's line that names its reviewer, not its writer: "Medically reviewed by Dr. Jane Roe, MD",
// "Fact checked by …", "Medizinisch geprüft von Dr. med. Thomas Kessler", "Revisado médicamente por …", "Relu par …": the label in
// either case, the name in capitals.
const REVIEWED_BY =
  /^(?:(?:[Mm]edically |[Cc]linically |[Ee]xpert[- ])?[Rr]eviewed|[Ff]act[- ]checked|(?:[Mm]edizinisch|[Ff]achlich|[Ää]rztlich) geprüft|[Rr]evisado(?: médicamente)?|[Rr]elu|[Vv]érifié|[Vv]alidé|[Mm]edisch gecontroleerd|[Rr]evisionato) (?:by|von|por|par|door|da)\s+\p{Lu}/u;

/** Whether a line of the page is a byline: "By Harold Jensen, Staff Writer", "By Martin Kessler · June 2, 2009 · 38 comments", "posted by … at …". */
export function isBylineLine(line: string): boolean {
  const posted = POSTED_BY.exec(line);
  if (posted) return /^\p{Lu}/u.test(line.slice(posted[0].length));
  return line.length < SHORT_LINE && BYLINE.test(line.split(PARTS)[0]);
}

// A byline under its label: "Written by Jane Doe", "Author: Jane Doe", "Autor: Max Mustermann", "Penulis: Budi Santoso",
// "责任编辑：王小明" ("editor in charge"), and the other credits of a Chinese feature ("运营｜小八": its publishing, "校对"
// its proofreading), and a Korean reporter's name before the title ("박지훈 기자").
const LABELLED_BYLINE =
  /^(?:(?:written|edited|reported|published|posted|words|text|story) by\s+\p{Lu}|(?:author|autor|autorin|auteur|autore|editor|redakteur(?:in)?|redaktion|redacción|redação|redazione|penulis|reporter|text|texto|testo|tekst|责任编辑|编辑|文|运营|策划|校对|审核|审校|排版|监制|设计|摄影|图|記者|기자)\s*[:：｜|]\s*\S|\p{sc=Hangul}{2,4} ?(?:기자|특파원)(?:\s*[(<]?[^\s()<>]+@[\w-]+(?:\.[\w-]+)+[)>]?)?$)[^.!?]{0,60}$/iu;

// A line of such parts set apart by bars or dots: "By Jane Doe | March 3, 2024", "March 3, 2024 · 5 min read", and the dot
// with no space where the parts sit in elements of their own ("5 min read·Mar 5, 2024"; Catalan's "l·l" is a letter).
export const PARTS = /\s+[|·•]\s+|\s*•\s*|(?<!l)·(?!l)/;

// A date in digits alone on its line, a time beside it: "05.03.2024, 10.42 Uhr", "2024-03-05 10:42", "5/3/2024", Yonhap's
// "2024/03/12 11:15 송고" ("sent"), a Korean paper's "입력 2025.06.12. 14:23" and its label alone on a line ("입력 :" over
// "2025-10-14 09:12:00").
const NUMERIC_DATE =
  /^(?:(?:송고|수정|입력|업데이트)\s*:?|(?:(?:송고|수정|입력|업데이트)\s*:?)?\s*(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}[-/.]\d{2}[-/.]\d{2}\.?)(?:,?\s*\d{1,2}[:.h]\d{2}(?::\d{2})?(?:\s*(?:uhr|h|송고))?)?)$/i;

// A sentence that opens with a dateline's words, its clause after a comma: "Published Wednesday, the list of recipients
// includes 41 newspapers." ("Posted on Tuesday 15 October 2019 at 09:11 by Bradley M. Kuhn." is a dateline.)
const SENTENCE_WORDS = 9;
const CLAUSE_AFTER_COMMA = /,\s+(?!(?:at|by|on|in|um|am|à|le|el|a las|alle)\s)\p{Ll}/u;
const isSentence = (line: string) => /[.!?]$/.test(line) && line.split(/\s+/).length >= SENTENCE_WORDS && CLAUSE_AFTER_COMMA.test(line);

/**
 * Whether a paragraph of the reader view's text is a dateline or another line about the article. A section's heading
 * (`heading`) is the text's own: "Sept. 18, 2024" heads a timeline's entry and "By Train" a guide's section.
 */
export function isBoilerplateLine(line: string, heading = false): boolean {
  if (
    !heading &&
    line.length < SHORT_LINE &&
    ((DATELINE.test(line) && !isSentence(line)) ||
      DATE_ONLY.test(line) ||
      LOCAL_DATE_ONLY.test(line) ||
      NUMERIC_DATE.test(line) ||
      BYLINE.test(line) ||
      LABELLED_BYLINE.test(line) ||
      SECTION_DATE_READ.test(line))
  )
    return true;
  if (isRelatedHeading(line) || (line.length < SHORT_LINE && REVIEWED_BY.test(line))) return true;
  if (line.length < SHORT_LINE && PARTS.test(line) && line.split(PARTS).every((part) => isBoilerplateLine(part))) return true;
  if (line.length < LINK_LINE && (RELATED_LINK.test(line) || gluedRelatedLink(line))) return true;
  if (line.length < NOTICE_LINE && FURNITURE.test(line)) return true;
  if (line.length < INVITATION_LINE && SOCIAL.test(line)) return true;
  if (line.length < CAPTION_LINE && CREDIT.test(line)) return true;
  if (WIRE_SOURCE.test(line) || COUNT_OR_MARK.test(line) || (line.length < APPEAL_LINE && (HUMAN_WORK_APPEAL.test(line) || LICENCE_NOTE.test(line))))
    return true;
  return line.length < INVITATION_LINE && ((NEWSLETTER.test(line) && INVITATION.test(line)) || SUBSCRIBE.test(line));
}

/** Whether a line is the heading of a block of links to other articles ("More:", "You may also like"). */
export const isRelatedHeading = (line: string): boolean => line.length < SHORT_LINE && RELATED_HEADING.test(line);

// The heading of the author's biography under the article: "About the author", "Über den Autor", "À propos de l'auteur",
// Medium's "Written by Daniel Kim", GitHub's "Written by" over its authors' cards, the Asahi's "この記事を書いた人".
const ABOUT_AUTHOR =
  /^(?:about the (?:author|writer)s?|written by(?:\s+\p{Lu}[\p{L}'’.-]*){0,4}|sobre la firma|über (?:den autor|die autorin)|à propos de l'auteure?|sobre (?:el autor|la autora|o autor|a autora)|sull'autore|over de auteur|o autorze|об авторе|この記事を書いた人|筆者(?:紹介|プロフィール)|作者[简簡]介|[关關]于作者|關於作者)\s*[:：]?$/iu;

/** Whether a line heads the author's biography ("About the author"). */
export const isAboutAuthorHeading = (line: string): boolean => line.length < SHORT_LINE && ABOUT_AUTHOR.test(line);
