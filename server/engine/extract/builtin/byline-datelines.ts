/**
 * The reporters a Chinese or Japanese story names in its text rather than in a byline element: in its dateline ("新华社北京
 * 5月12日电（记者周思远、林晓）", "〔記者黃思齊／台南報導〕", "（中央社記者許秀蘭台北12日電）"), in a line of their own ("本报记者
 * 刘明轩", "澎湃新闻记者 邵晓岚"), or in brackets closing the story (the Mainichi's "【田中美咲】", the Sankei's "（大原慎也）").
 * The meta author of such a page is its outlet or its editor.
 */

// How far into the story a dateline stands.
const DATELINE_PARAGRAPHS = 3;
// A name in Han characters, its parts joined by a middle dot in a transliterated foreign name.
const NAME = '[\\p{Script=Han}·]{2,4}';
// Names listed with an ideographic comma or a comma between them.
const BETWEEN_NAMES = /\s*[、，,]\s*/;
const NAMES = `${NAME}(?:${BETWEEN_NAMES.source}${NAME})*`;
// The reporter's title, then the names up to what closes them: a bracket, a slash before the place, a space, or the place
// and the day the wire filed it ("台北12日電").
const DATELINE = new RegExp(`[（(〔【\\[][^（）()〔〕【】\\[\\]]{0,24}?[记記]者\\s*(${NAMES}?)\\s*(?:[）)〕】\\]／/]|\\p{Script=Han}{2}\\d{1,2}日[电電])`, 'u');
// "本报记者 刘明轩", "澎湃新闻记者 邵晓岚": the outlet's reporter, alone on a line, or before the place a Taiwanese paper reports
// from (ETtoday's "記者吳奕靖／台北報導").
const REPORTER_LINE = new RegExp(`^\\p{Script=Han}{0,8}[记記]者\\s*(${NAMES})(?:\\s*[／/]\\s*\\p{Script=Han}{1,6}[报報][导導])?$`, 'u');
// A Japanese paper signs its story with the writer's name in brackets, alone on the story's last lines.
const SIGNATURE = /^[【（(]\s*([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,6})\s*[】）)]$/u;
const SIGNATURE_PARAGRAPHS = 2;

/** The reporters the story `body` (its paragraphs parted by blank lines) names in its dateline or lines of their own. */
export function datelineReporters(body: string): string[] {
  const paragraphs = body.split(/\n{2,}/).map((p) => p.trim());
  for (const p of paragraphs.slice(0, DATELINE_PARAGRAPHS)) {
    const names = DATELINE.exec(p)?.[1] ?? REPORTER_LINE.exec(p)?.[1];
    if (names) return names.split(BETWEEN_NAMES);
  }
  // A bracketed line further up is a heading ("【更多新聞】" over a list of links), no signature.
  const last = paragraphs.length - SIGNATURE_PARAGRAPHS;
  for (const [i, p] of paragraphs.entries()) {
    const named = REPORTER_LINE.exec(p)?.[1] ?? (i >= last ? SIGNATURE.exec(p)?.[1] : undefined);
    if (named) return named.split(BETWEEN_NAMES);
  }
  return [];
}
