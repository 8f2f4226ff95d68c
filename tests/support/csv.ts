// Reading back the CSV files the portal writes (the monthly statement, the data export).

/** Parses the CSV the way a spreadsheet does: semicolons, quotes per RFC 4180, CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += c;
  }
  if (quoted) throw new Error("a quoted field is not closed");
  if (field !== "" || row.length > 0) throw new Error("the last line does not end with CRLF");
  return rows;
}
