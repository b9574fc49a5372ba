/**
 * Labelled values: the "Label → value" pairs pages show in spec tables, definition lists and
 * "Brand: Northwind" lines.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { closestWhere, isElement, markedChosen, nextElement, onlyImageAlt, previousElement, textOf, walkElements } from './dom';
import { squash, withoutDirectionMarks } from './text';

/** One label and its value as shown on the page. */
export interface LabelledValue {
  label: string;
  value: string;
  /** The element the pair was read from (a meta tag's pair has none): where on the page it stands. */
  el?: Element;
}

// "Label: value" — a short label (in any script: "Código", "商品番号", "N° d'annonce", Thai's "รหัสสินค้า" with its vowel
// marks, Hebrew's abbreviation 'מק"ט', a shop's own mark: "Menards® SKU") starting a short line; longer prose is not a label.
const LABEL_LINE = /^(\p{L}[\p{L}\p{M}\p{N}_ .'’"״/#°º()&®™-]{0,40}?)\s*[:：]\s*(.{1,200})$/u;
const LINE_TAGS = new Set(['p', 'li', 'div', 'span', 'td', 'label']);
// A line element holding one of these is a container: its text would glue several labels together.
const BLOCK_TAGS = new Set(['p', 'li', 'div', 'table', 'ul', 'ol', 'dl', 'section']);

// A cell that ends in a colon labels the next one: spec tables that lay two or more pairs out in a row
// ("Brand: | Acme | Model: | X1", or th | td | th | td) read as pairs only when every other cell says it is a label.
const ENDS_LABEL = /[:：]\s*$/;

const childElements = (el: Element) => el.children.filter(isElement);
const tableOf = (tr: Element) => closestWhere(tr, (e) => e.tagName === 'table');
const cellsOf = (tr: Element) => childElements(tr).filter((c) => c.tagName === 'th' || c.tagName === 'td');
const allHeaders = (cells: Element[]) => cells.every((c) => c.tagName === 'th');
// Two header cells over rows of values name the columns, not a label and its value (a parts shop's cross-reference table:
// "<tr><th>Brand</th><th>Number</th></tr><tr><td>Wesfil</td><td>WZ386</td></tr>", no brand "Number"); in a table whose
// rows are all header cells, each row is a pair (Namshi's "<tr><th>SKU</th><th>21128AC57NWP</th></tr>").
const columnsHeader = (cells: Element[], tableRows: Element[] = []) => allHeaders(cells) && tableRows.some((tr) => !allHeaders(cellsOf(tr)));

/**
 * A table that labels its columns over one row of values (Boesner's "<thead><tr><th>Art.-Nr.</th><th>Inhalt</th>…</tr></thead>
 * <tbody><tr><td>SCH74512</td>…"): each column's label and its value, and the row they were read from. A table of several
 * rows lists several items (a set's variants), none of them the page's alone unless it marks one chosen (Carl Roth's pack
 * sizes: "<tr class="article-row is-selected">").
 */
function columnPairs(header: Element, tableRows: Map<Element | undefined, Element[]>): { pairs: [string, string][]; row: Element } | undefined {
  const heads = cellsOf(header);
  if (heads.length < 2 || !allHeaders(heads)) return undefined;
  const others = (tableRows.get(tableOf(header)) ?? []).filter((tr) => tr !== header);
  const chosen = others.length === 1 ? others : others.filter(markedChosen);
  const row = chosen.length === 1 ? chosen[0] : undefined;
  const cells = row ? cellsOf(row) : [];
  if (!row || cells.length !== heads.length || cells.some((c) => c.tagName !== 'td')) return undefined;
  return { pairs: heads.map((h, i) => [textOf(h), textOf(cells[i])]), row };
}
// An element's children but the whitespace between them.
const shownChildren = (el: Element) => el.children.filter((c) => !(c.type === 'text' && !c.data.trim()));

// A line of pairs set apart by a bar, a dot, a slash or a dash, full-width too ("Model: SO-1234 | SKU: 998877", "Réf. :
// A123456 – Réf. fabricant : ARM-RID-1981", "商品番号：13271828 ／ JANコード：…"): each part is read as a line of its own,
// where two parts or more are pairs ("Colour: Black / White" is one).
const PAIR_SEPARATOR = /\s+[|•·/／｜–—]\s+/;

// A line of code pairs and nothing else, with no separator but a space between them ("Art.-Nr.: 13612345 EAN: 4549980724187",
// "商品番号：13612345　JANコード：4549980724187"): each code is one word holding a digit.
const CODE_PAIR = /(\p{L}[\p{L}\p{M}\p{N} .#°º/-]{0,24}?)\s*(?::\s*|：\s*)((?=[\p{L}\p{N}._/-]*\d)[\p{L}\p{N}][\p{L}\p{N}._/-]*)(?:\s+|$)/uy;

/** The pairs of a line that is two code pairs or more; none where the line holds anything else. */
function codePairs(text: string): RegExpExecArray[] {
  const pairs: RegExpExecArray[] = [];
  CODE_PAIR.lastIndex = 0;
  for (let m = CODE_PAIR.exec(text); m; m = CODE_PAIR.exec(text)) pairs.push(m);
  const end = pairs.length ? pairs[pairs.length - 1].index + pairs[pairs.length - 1][0].length : 0;
  return pairs.length >= 2 && end === text.length ? pairs : [];
}

// "Item # 1234567", "SKU 4711-0815", "Artikelnummer 4711-0815", "Art.nr. 4711": a colon-less label and one code after it,
// alone in their element (a shop's name may hold an ampersand: "B&H # CA24105RFU9"); a number sign may touch its code
// ("Model #<span>DCD793D2</span>"). The code holds a digit and no space and ends in one or a letter, so prose ("Ships in
// 2-3 days", a description's "Model number akg-008.") is no pair.
const LABEL_AND_CODE =
  /^(\p{L}[\p{L}\p{M}\p{N} .'’#°º/&-]{0,30}?[\p{L}.#°º])(?:\s+|(?<=[#№]))((?=[\p{L}\p{N}._/-]*\d)[\p{L}\p{N}][\p{L}\p{N}._/-]{1,38}[\p{L}\p{N}])$/u;

// A Twitter card's label/data pairs in the head ("twitter:label1" Price, "twitter:data1" $60; Yoast's "Written by"): the
// page's own summary of what it shows, read before the body's pairs.
const TWITTER_PAIR = /^twitter:(label|data)(\d+)$/i;

// Headings that may label a value in the box they open (a page's h1 and h2 head the page and its sections).
const SUBHEADINGS = new Set(['h3', 'h4', 'h5', 'h6']);
// Headings below the page's own that may be a colon-less label and its code (Home Depot's "<h2>Model #I966106L</h2>").
const CODE_HEADINGS = new Set(['h2', ...SUBHEADINGS]);
// A label and its code run short: a heading that says more is a section's title.
const CODE_HEADING_CHARS = 60;

const unmarked = (text: string) => squash(withoutDirectionMarks(text));

// A list line's bullet: "- ", "• ", "* ", Japanese's middle dot "・".
const BULLET = /^[-–—•·*▪►・]\s*/;

// The elements a colon-less label opens its line in, its value in the line's text after it.
const OPENING_LABEL_TAGS = new Set(['span', 'label']);

// A box-mate value's elements: a line's, or bold type ("<li><span>Model</span><b>NA221/00</b></li>").
const MATE_TAGS = new Set([...LINE_TAGS, 'b', 'strong']);

/** The element after `el` where the two are the only elements of their box ("<div><p>Manufacturer</p><p>Acme</p></div>"). */
function boxMate(el: Element): Element | undefined {
  // Read off the neighbours, not the box's list of children: every element of a box of thousands asks.
  const mate = el.parent && isElement(el.parent) && !previousElement(el) ? nextElement(el) : undefined;
  return mate && !nextElement(mate) && MATE_TAGS.has(mate.tagName) ? mate : undefined;
}

/**
 * A box-mate's text as the value of the label beside it: a short line, not a container of lines. A box that wraps one
 * line ("<div class=values><div class=value><span>42151</span></div></div>") holds it.
 */
function mateValue(mate: Element): string | undefined {
  const value = squash(textOf(mate));
  const kids = childElements(mate);
  if (kids.length === 1 && BLOCK_TAGS.has(kids[0].tagName) && squash(textOf(kids[0])) === value) return mateValue(kids[0]);
  return value && value.length <= 60 && !kids.some((c) => BLOCK_TAGS.has(c.tagName)) ? value : undefined;
}

/** An element's text as the lines its <br> children part it into. */
function brLines(el: Element): string[] {
  const lines = [''];
  for (const c of el.children) {
    if (isElement(c) && c.tagName === 'br') lines.push('');
    else lines[lines.length - 1] += textOf(c);
  }
  return lines.map(squash).filter(Boolean);
}

/**
 * Whether a line's label opens with a link's text and goes on past it: "<a>Cushion</a> EAN: 4006…" names an accessory, and
 * its code is the accessory's. A label that is the whole link ("<a>EAN</a>: 4006…", a glossary's) is a label.
 */
function opensWithLinkName(el: Element, label: string): boolean {
  const [first] = shownChildren(el);
  const name = first && isElement(first) && first.tagName === 'a' ? squash(textOf(first)) : '';
  return !!name && label.startsWith(name) && label.length > name.length;
}

// A control is a button or a link that goes nowhere ("<a href="#none">♥关注</a>", JD's follow-the-brand): what it says is
// what it does, never a value.
const CONTROL_HREF = /^(?:#|javascript:)/i;
const isControl = (n: AnyNode) => isElement(n) && (n.tagName === 'button' || (n.tagName === 'a' && CONTROL_HREF.test(n.attribs.href ?? '#')));

/** A line's text without the controls after its value ("品牌：<a>Apple</a><a href="#none">♥关注</a>" reads "品牌：Apple"). */
function valueLineText(el: Element): string {
  const shown = shownChildren(el);
  let end = shown.length;
  while (end > 1 && isControl(shown[end - 1])) end--;
  if (end === shown.length) return unmarked(textOf(el));
  return unmarked(
    el.children
      .slice(0, el.children.indexOf(shown[end]))
      .map((c) => textOf(c))
      .join(''),
  );
}

/** Finds label/value pairs in a Twitter card's meta, dt/dd, table rows of label and value cells, "Label: value" lines and a label's next element or box-mate (in that order). */
export function findLabels($: CheerioAPI): LabelledValue[] {
  const out: LabelledValue[] = [];
  const add = (label: string, value: string, el?: Element) => {
    const l = unmarked(label).replace(/\s*[:：]\s*$/, '');
    const v = squash(value);
    if (l && v && l.length <= 60) out.push({ label: l, value: v, el });
  };
  // One walk sorts the elements each source reads; the sources then run in their order of trust.
  const dls: Element[] = [];
  const rows: Element[] = [];
  const lines: Element[] = [];
  const headings: Element[] = [];
  const codeHeadings: Element[] = [];
  const beside: [string, string, Element][] = [];
  const card = new Map<string, { label?: string; value?: string }>();
  walkElements($.root()[0], (el) => {
    const meta = el.tagName === 'meta' ? TWITTER_PAIR.exec(el.attribs.name ?? el.attribs.property ?? '') : null;
    if (meta) {
      const pair = card.get(meta[2]) ?? {};
      pair[meta[1].toLowerCase() === 'label' ? 'label' : 'value'] = el.attribs.content;
      card.set(meta[2], pair);
    } else if (el.tagName === 'dl') dls.push(el);
    else if (el.tagName === 'tr') rows.push(el);
    else if (SUBHEADINGS.has(el.tagName)) headings.push(el);
    if (LINE_TAGS.has(el.tagName)) lines.push(el);
    else if (CODE_HEADINGS.has(el.tagName)) codeHeadings.push(el);
  });
  for (const { label, value } of card.values()) add(label ?? '', value ?? '');
  for (const dl of dls) {
    // A <div> may wrap each dt/dd group (HTML allows it: bol.com's spec rows).
    const kids = childElements(dl).flatMap((k) => (k.tagName === 'div' ? childElements(k) : [k]));
    kids.forEach((dt, i) => {
      if (dt.tagName !== 'dt') return;
      let dd: Element | undefined;
      for (let j = i + 1; j < kids.length && kids[j].tagName !== 'dt' && !dd; j++) if (kids[j].tagName === 'dd') dd = kids[j];
      add(textOf(dt), dd ? textOf(dd) : '', dt);
    });
  }
  const tableRows = new Map<Element | undefined, Element[]>();
  for (const tr of rows) {
    const table = tableOf(tr);
    const list = tableRows.get(table);
    if (list) list.push(tr);
    else tableRows.set(table, [tr]);
  }
  for (const tr of rows) {
    const cells = cellsOf(tr);
    const columns = columnPairs(tr, tableRows);
    if (columns) for (const [label, value] of columns.pairs) add(label, value, columns.row);
    else if (cells.length === 2 && !columnsHeader(cells, tableRows.get(tableOf(tr)))) add(textOf(cells[0]), textOf(cells[1]), tr);
    else if (
      cells.length % 2 === 0 &&
      cells.every((c, i) => i % 2 === 1 || ENDS_LABEL.test(textOf(c)) || (c.tagName === 'th' && cells[i + 1].tagName === 'td'))
    )
      for (let i = 0; i < cells.length; i += 2) add(textOf(cells[i]), textOf(cells[i + 1]), tr);
  }
  for (const el of lines) {
    const kids = childElements(el);
    if (kids.some((c) => BLOCK_TAGS.has(c.tagName))) {
      // Magento's attribute rows: a label in a bold or a span of its own, its value in the one block after it ("<div
      // class="product attribute ean"><strong class="type">EAN:</strong> <div class="value">8429420189447</div></div>"), the
      // label's colon left out where the block is named its value ("<strong class="type">Réf.</strong>").
      const [head, value, ...more] = shownChildren(el);
      const label = head && isElement(head) && !BLOCK_TAGS.has(head.tagName) ? squash(textOf(head)) : '';
      if (
        !more.length &&
        value &&
        isElement(value) &&
        (ENDS_LABEL.test(label) || /(^|\s)value(\s|$)/.test(value.attribs.class ?? '')) &&
        LABEL_LINE.test(`${label.replace(/\s*[:：]\s*$/, '')}: x`) &&
        !childElements(value).some((c) => BLOCK_TAGS.has(c.tagName))
      )
        add(label, textOf(value), el);
      continue;
    }
    // "- Marca: Palemax<br>- Peso: 61,8 kg": a description's lines, parted by <br> inside one element.
    if (kids.some((c) => c.tagName === 'br')) {
      const pairs = brLines(el)
        .map((line) => LABEL_LINE.exec(line.replace(BULLET, '')))
        .filter((m) => m !== null);
      for (const m of pairs) add(m[1], m[2], el);
      if (pairs.length) continue;
    }
    const text = valueLineText(el);
    if (text.length > 240) continue;
    // A line that holds "Label: value" lines of its own ("<span>SKU: X</span><span>Category: Y</span>") is read through
    // them, one by one: its text, minified, would run one value into the next label.
    if (kids.some((c) => LINE_TAGS.has(c.tagName) && LABEL_LINE.test(squash(textOf(c))))) continue;
    // Parts may be colon-less labels before their codes ("Item # 1038402 | Model # DCD793D2"), read with the least certain
    // pairs; and such a pair may open a line whose other parts are none ("Código 237816700 | <a>Samsung</a>", a subtitle).
    const parts = PAIR_SEPARATOR.test(text) ? text.split(PAIR_SEPARATOR) : [];
    const pairs = parts.map((part) => LABEL_LINE.exec(part));
    const coded = parts.map((part, i) => (pairs[i] ? null : LABEL_AND_CODE.exec(part)));
    if (pairs.filter(Boolean).length + coded.filter(Boolean).length >= 2 || coded[0]) {
      parts.forEach((_, i) => {
        const [pair, code] = [pairs[i], coded[i]];
        if (pair) add(pair[1], pair[2], el);
        else if (code) beside.push([code[1], code[2], el]);
      });
      continue;
    }
    const codes = codePairs(text);
    for (const [, label, code] of codes) add(label, code, el);
    if (codes.length) continue;
    const m = LABEL_LINE.exec(text);
    if (m) {
      if (!opensWithLinkName(el, m[1])) add(m[1], m[2], el);
      continue;
    }
    // "<div>Brand:</div><div>Acme</div>": a label alone in its element and its value in the next, as spec
    // grids of divs lay them out; read after every other source, as the least certain pairing.
    if (ENDS_LABEL.test(text) && text.length <= 41) {
      // "<div>Producent: <a><img alt="Contigo"></a></div>": a logo after the label is its value, in the words of its alt text.
      const logo = onlyImageAlt(el);
      if (logo) {
        beside.push([text, logo, el]);
        continue;
      }
      const next = nextElement(el);
      let value = squash(textOf(next));
      // A value box that holds more than its value ("£115.00", then a postage line and a hidden note): its first element is the value.
      if (value.length > 200 && next) value = squash(textOf(childElements(next).find((c) => squash(textOf(c)))));
      // A next line that is a label and its value ("Kod produktu: SK-1") is a row of its own, not this label's value.
      if (value && value.length <= 200 && !ENDS_LABEL.test(value) && !LABEL_LINE.test(value)) beside.push([text, value, el]);
      continue;
    }
    // "<li><span>Stock code</span> RCPO-60193-1142</li>": a colon-less label in the element that opens the line and its value
    // in the line's own text after it, before the line is taken for a label whose value is the next line (bold lead-ins are
    // read below, as more certain labels).
    const [first, second, ...after] = shownChildren(el);
    if (first && isElement(first) && OPENING_LABEL_TAGS.has(first.tagName) && second?.type === 'text' && !after.length) {
      const label = squash(textOf(first));
      const value = squash(second.data);
      if (/^\p{L}/u.test(label) && label.length <= 40 && value && value.length <= 60) beside.push([label, value, el]);
      continue;
    }
    // "<div><p>Manufacturer</p><p>Acme</p></div>": a colon-less label and its value as the only two lines of their
    // box. Menus and filter lists ("Brand" over a list of brands) hold more than one value, so they are not read. A line
    // that is a label and its code already ("<span>Item # 8458513</span><span>Manufacturer # TR56958</span>", B&H's "<span>B&H #
    // <span>CA24105RFU9</span></span>" with its code in an element of its own) is no label.
    const labelThenValue = first?.type === 'text' && second && isElement(second) && !after.length;
    const mate = text.length <= 40 && !((kids.length === 0 || labelThenValue) && LABEL_AND_CODE.test(text)) ? boxMate(el) : undefined;
    if (mate) {
      const value = mateValue(mate);
      if (value) beside.push([text, value, el]);
      continue;
    }
    // "<div>Item No. <span>25696584M</span></div>": a colon-less label in the line's own text and its value, alone,
    // in the one element after it.
    if (labelThenValue && !BLOCK_TAGS.has((second as Element).tagName)) {
      const label = squash(first.data);
      const value = squash(textOf(second));
      if (label.length <= 40 && value && value.length <= 60) beside.push([label, value, el]);
      continue;
    }
    const code = kids.length ? null : LABEL_AND_CODE.exec(text);
    if (code) {
      beside.push([code[1], code[2], el]);
      continue;
    }
    // "<b>Our price</b> $10" and "<strong>Brand</strong> Acme": a bold lead-in, no text before it, as the label.
    const lead = kids.find((c) => c.tagName === 'b' || c.tagName === 'strong');
    const label = lead ? squash(textOf(lead)) : '';
    if (label && label.length <= 40 && text.startsWith(label)) {
      const rest = squash(text.slice(label.length));
      if (rest) add(label, rest, el);
    }
  }
  // "<div><h3>Brand</h3><div><span>Folgers</span></div></div>": a spec grid's heading over its value, the only two
  // elements of their box.
  for (const h of headings) {
    const label = squash(textOf(h));
    const mate = label.length <= 40 ? boxMate(h) : undefined;
    const value = mate && mateValue(mate);
    if (value) beside.push([label, value, h]);
  }
  for (const h of codeHeadings) {
    const text = squash(textOf(h));
    const code = text.length <= CODE_HEADING_CHARS ? LABEL_AND_CODE.exec(text) : null;
    if (code) beside.push([code[1], code[2], h]);
  }
  for (const [label, value, el] of beside) add(label, value, el);
  return out;
}
