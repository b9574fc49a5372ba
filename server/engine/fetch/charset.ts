/**
 * A page's character encoding: UTF-8 where its bytes are valid UTF-8, else the one its server or its markup declares,
 * else UTF-8, the encoding nearly every page is written in. The HTTP path decodes the bytes so (decodeHtml); the browser
 * path reads again as UTF-8 what Chromium decoded with its locale's legacy default, windows-1252, where "We’d" would
 * come out "Weâ€™d" (asDeclared, servedText; browser-fetch.ts).
 */
import iconv from 'iconv-lite';

// How far into a body a <meta charset> is looked for: HTML's prescan reads 1024 bytes; pages put it later.
const META_SCAN = 4096;

/** The charset `contentType` or a <meta> in the first META_SCAN characters of `head` declares; undefined when none does. */
export function declaredCharset(contentType: string, head: string): string | undefined {
  return /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head.slice(0, META_SCAN))?.[1];
}

// A decoder keeps no state between non-streaming decode() calls, so one per charset is reused; only labels TextDecoder
// accepts are kept, a finite set.
const decoders = new Map<string, TextDecoder>();
function decoderFor(label: string): TextDecoder {
  const key = label.toLowerCase();
  let decoder = decoders.get(key);
  if (!decoder) {
    decoder = new TextDecoder(key);
    decoders.set(key, decoder);
  }
  return decoder;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** `bytes` as UTF-8 when they are valid UTF-8; undefined when they are not. */
function validUtf8(bytes: Uint8Array): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** `bytes` as UTF-8 when they are valid UTF-8 with some character beyond ASCII (fewer characters than bytes); else undefined. */
function beyondAsciiUtf8(bytes: Uint8Array): string | undefined {
  const utf8 = validUtf8(bytes);
  return utf8 !== undefined && utf8.length < bytes.length ? utf8 : undefined;
}

/**
 * An HTML or text body as UTF-8 when it is valid UTF-8 with some character beyond ASCII, whatever it declares: other
 * encodings almost never form valid UTF-8, and a page saved or migrated to UTF-8 often keeps its old <meta charset>.
 * Else as the charset its Content-Type or its <meta> declares (a body in ASCII bytes may be ISO-2022-JP), else UTF-8.
 * The labels browsers read as windows-1252 ("iso-8859-1", "latin1", "us-ascii" too) are decoded by iconv-lite: Node
 * 20's TextDecoder reads them as ISO-8859-1, so a "€" (0x80) and curly quotes would come out as control characters.
 */
export function decodeHtml(body: Buffer, contentType: string): string {
  const utf8 = validUtf8(body);
  // Fewer characters than bytes: some character took several.
  if (utf8 !== undefined && utf8.length < body.length) return utf8;
  try {
    const decoder = decoderFor(declaredCharset(contentType, body.subarray(0, META_SCAN).toString('latin1')) ?? 'utf-8');
    // ASCII read as UTF-8 is read already: a page in UTF-8 is not decoded twice.
    if (utf8 !== undefined && decoder.encoding === 'utf-8') return utf8;
    return decoder.encoding === 'windows-1252' ? iconv.decode(body, 'windows-1252') : decoder.decode(body);
  } catch {
    return decoderFor('utf-8').decode(body);
  }
}

// Each character windows-1252 decodes a byte over 0x7F to, to its byte (a byte it leaves undefined is, as browsers
// decode it, the control character of its own number), and a run of such characters.
let WINDOWS_1252: { bytes: Map<string, number>; run: RegExp } | undefined;
function windows1252() {
  if (!WINDOWS_1252) {
    const high = Array.from({ length: 128 }, (_, i) => 0x80 + i);
    const chars = [...iconv.decode(Buffer.from(high), 'windows-1252')].map((c, i) => (c === '\ufffd' ? String.fromCharCode(high[i]) : c));
    const bytes = new Map(chars.map((c, i) => [c, high[i]]));
    const escaped = chars.map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join('');
    WINDOWS_1252 = { bytes, run: new RegExp(`[${escaped}]+`, 'gu') };
  }
  return WINDOWS_1252;
}

// The length of the UTF-8 sequence `lead` starts; 0 when it starts none.
const sequenceLength = (lead: number) => (lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0);

/** `text` as the bytes windows-1252 decoded it from; undefined when it holds a character windows-1252 gives for none. */
function windows1252Bytes(text: string): Buffer | undefined {
  const { bytes } = windows1252();
  const out = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const byte = code < 0x80 ? code : bytes.get(text[i]);
    if (byte === undefined) return undefined;
    out[i] = byte;
  }
  return out;
}

/**
 * The run of windows-1252 characters `run` (each one UTF-16 unit) with each UTF-8 sequence its bytes hold read as the
 * one character it is.
 */
function readSequences(run: string): string {
  const bytes = windows1252Bytes(run)!;
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const n = sequenceLength(bytes[i]);
    const read = n && i + n <= bytes.length ? validUtf8(bytes.subarray(i, i + n)) : undefined;
    if (read !== undefined) {
      out += read;
      i += n;
      continue;
    }
    out += run[i++];
  }
  return out;
}

/**
 * `text`, UTF-8 that was decoded as windows-1252 ("Weâ€™d"), with each character such decoding split into several read
 * again as the one it was ("We’d"). Characters that form no UTF-8 sequence stay: those an entity or a page's script
 * wrote ("&rsquo;" is a lone "’"), and text that is windows-1252 indeed. Undefined when nothing was split so.
 */
export function misreadUtf8(text: string): string | undefined {
  const { run } = windows1252();
  let changed = false;
  const read = text.replace(run, (chars) => {
    const again = readSequences(chars);
    changed ||= again !== chars;
    return again;
  });
  return changed ? read : undefined;
}

const isUtf8 = (charset: string | undefined) => !!charset && /^utf-?8$/i.test(charset);

/**
 * A page's text as a browser decoded it (`decodedAs`: its document.characterSet), read as the HTTP path reads it: a page
 * that declares no charset, or UTF-8, is UTF-8 where Chromium fell back to windows-1252. It does for one that declares
 * nothing, and now and then for one whose <meta charset="utf-8"> comes late in a long head (a news page's, 3 KB in,
 * after its scripts): the same page read as UTF-8 on one run and as windows-1252 on the next.
 */
export function asDeclared(html: string, decodedAs: string, contentType: string | undefined): string {
  if (decodedAs.toLowerCase() !== 'windows-1252') return html;
  const declared = declaredCharset(contentType ?? '', html);
  return declared === undefined || isUtf8(declared) ? (misreadUtf8(html) ?? html) : html;
}

/** Whether a page declares a charset other than UTF-8 (in its Content-Type or a <meta> at the start of `html`). */
export const declaresOtherThanUtf8 = (contentType: string | undefined, html: string): boolean => {
  const declared = declaredCharset(contentType ?? '', html);
  return declared !== undefined && !isUtf8(declared);
};

/**
 * A served body as Chromium gave it as text, read as the HTTP path reads the bytes: Chromium decodes a page whose
 * <meta> says "iso-8859-1" as windows-1252 even where its bytes are UTF-8, which decodeHtml reads as UTF-8. windows-1252
 * gives a character for every byte, so such text turns back into its bytes losslessly; where those are valid UTF-8 with
 * some character beyond ASCII, they are read so. Text decoded otherwise does not turn back into valid UTF-8 (a lone "é"
 * is no UTF-8 sequence; CJK is no windows-1252) and stays.
 */
export function servedText(body: string): string {
  const bytes = windows1252Bytes(body);
  return (bytes && beyondAsciiUtf8(bytes)) ?? body;
}

/**
 * Whether Chromium, decoding a served body as `decodedAs`, misread UTF-8: the bytes are valid UTF-8 with some character
 * beyond ASCII (decodeHtml reads them so, whatever the page declares), given as bytes where its charset could not read
 * them (UTF-8 under a <meta> that still says "gb2312") or as windows-1252 text that turns back into them. Its DOM is
 * then mojibake.
 */
export function misreadAsUtf8(body: string, base64Encoded: boolean, decodedAs: string): boolean {
  const charset = decodedAs.toLowerCase();
  if (charset === 'utf-8') return false;
  const bytes = base64Encoded ? Buffer.from(body, 'base64') : charset === 'windows-1252' ? windows1252Bytes(body) : undefined;
  return !!bytes && beyondAsciiUtf8(bytes) !== undefined;
}
