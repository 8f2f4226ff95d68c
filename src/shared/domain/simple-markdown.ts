// The small Markdown subset horoscopes are written in: paragraphs separated by a blank line,
// **bold** and *italics*. Everything else (links, headings, HTML) stays plain text. Parsing
// yields plain data, so the browser renders it as React elements and never as HTML, and the
// server can cut a text after its first paragraph.

export interface InlineSpan {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** The paragraphs of a text: split at blank lines, single line breaks kept inside. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

const marker = /\*\*([^*\n]+?)\*\*|\*([^*\n]+?)\*/g;

/** A paragraph as spans; markers without a partner are kept as the characters they are. */
export function inlineSpansOf(paragraph: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(marker)) {
    if (match.index > last) spans.push({ text: paragraph.slice(last, match.index), bold: false, italic: false });
    if (match[1] !== undefined) spans.push({ text: match[1], bold: true, italic: false });
    else spans.push({ text: match[2] ?? "", bold: false, italic: true });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) spans.push({ text: paragraph.slice(last), bold: false, italic: false });
  return spans;
}

/** The text without its markers, e.g. for a plain-text e-mail or a preview line. */
export function plainTextOf(text: string): string {
  return paragraphsOf(text)
    .map((p) =>
      inlineSpansOf(p)
        .map((s) => s.text)
        .join(""),
    )
    .join("\n\n");
}
