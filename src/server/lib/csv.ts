// CSV for a German spreadsheet: semicolons between fields, UTF-8 with a byte order mark (so that
// Excel reads the umlauts), CRLF line ends and fields quoted per RFC 4180.

/**
 * One field per RFC 4180: quoted when it holds a semicolon, a quote or a line break, with inner
 * quotes doubled. Text that a spreadsheet would take for a formula (=, +, -, @ first) gets an
 * apostrophe in front, so that a name can never run as one.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of already formatted fields as one CSV file's text, with the byte order mark. */
export function csvText(lines: string[]): string {
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
