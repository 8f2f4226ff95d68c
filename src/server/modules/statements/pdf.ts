import PDFDocument from "pdfkit";
import { formatCallDuration } from "../../../shared/domain/call-duration.ts";
import { formatEuro } from "../../../shared/domain/plan.ts";
import type { Statement, StatementCall } from "./statement.ts";

// The statement as PDF: A4, the built-in Helvetica, German, numbers de-DE. The tables break
// across pages and repeat their header on each page; every page names the month and its number.

const margin = 50;
const footerSpace = 30;
const fontSize = 8.5;
const noteSize = 7;
const padding = 3;

interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

type Cell = { text: string; note?: string | null };

const credits = new Intl.NumberFormat("de-DE");

/**
 * Writes a table from the current position, with a new page (and the header again) when one is
 * full, and a bold last row "Summe" whose last cells are `sums`.
 */
function table(doc: PDFKit.PDFDocument, columns: Column[], body: Cell[][], sums: string[]) {
  const sumRow = columns.map((_, i) => ({
    text: i === 0 ? "Summe" : (sums[i - (columns.length - sums.length)] ?? ""),
  }));
  const rows = [...body, sumRow];
  const bottom = () => doc.page.height - margin - footerSpace;
  const heightOf = (row: Cell[], bold: boolean) =>
    Math.max(
      ...row.map((cell, i) => {
        const width = (columns[i]?.width ?? 0) - 2 * padding;
        doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(fontSize);
        let h = doc.heightOfString(cell.text || " ", { width });
        if (cell.note) h += doc.fontSize(noteSize).heightOfString(cell.note, { width }) + 1;
        return h;
      }),
    ) +
    2 * padding;

  const draw = (row: Cell[], bold: boolean, y: number) => {
    let x = margin;
    row.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      const width = column.width - 2 * padding;
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(fontSize)
        .fillColor("#000")
        .text(cell.text, x + padding, y + padding, { width, align: column.align ?? "left" });
      if (cell.note) {
        doc
          .font("Helvetica")
          .fontSize(noteSize)
          .fillColor("#555")
          .text(cell.note, x + padding, doc.y + 1, { width });
      }
      x += column.width;
    });
  };

  const totalWidth = columns.reduce((sum, c) => sum + c.width, 0);
  const header = columns.map((c) => ({ text: c.title }));
  const drawHeader = () => {
    const h = heightOf(header, true);
    const y = doc.y;
    doc.rect(margin, y, totalWidth, h).fill("#ececec");
    draw(header, true, y);
    doc.y = y + h;
  };

  drawHeader();
  rows.forEach((row, index) => {
    const bold = index === rows.length - 1;
    const h = heightOf(row, bold);
    if (doc.y + h > bottom()) {
      doc.addPage();
      drawHeader();
    }
    const y = doc.y;
    draw(row, bold, y);
    doc
      .moveTo(margin, y + h)
      .lineTo(margin + totalWidth, y + h)
      .lineWidth(0.3)
      .strokeColor("#bbb")
      .stroke();
    doc.y = y + h;
  });
  doc.x = margin;
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y + 60 > doc.page.height - margin - footerSpace) doc.addPage();
  doc.moveDown(1.2).font("Helvetica-Bold").fontSize(12).fillColor("#000").text(text, margin, doc.y);
  doc.moveDown(0.4);
}

function note(doc: PDFKit.PDFDocument, text: string) {
  doc.font("Helvetica").fontSize(fontSize).fillColor("#000").text(text, margin, doc.y, { width: 495 });
}

const callColumns: Column[] = [
  { title: "Datum", width: 52 },
  { title: "Uhrzeit", width: 36 },
  { title: "Linie", width: 76 },
  { title: "Berater", width: 120 },
  { title: "Dauer", width: 48, align: "right" },
  { title: "Preis/Min.", width: 52, align: "right" },
  { title: "Credits", width: 45, align: "right" },
  { title: "Betrag", width: 66, align: "right" },
];

function callRow(call: StatementCall): (string | Cell)[] {
  return [
    call.date,
    call.time,
    call.line,
    { text: call.consultant, note: call.note },
    formatCallDuration(call.durationSeconds),
    call.pricePerMinuteCents === null ? "–" : formatEuro(call.pricePerMinuteCents),
    call.credits === null ? "" : credits.format(call.credits),
    formatEuro(call.amountCents),
  ];
}

const paymentColumns: Column[] = [
  { title: "Datum", width: 60 },
  { title: "Uhrzeit", width: 45 },
  { title: "Leistung", width: 200 },
  { title: "Zahlungsart", width: 100 },
  { title: "Betrag", width: 90, align: "right" },
];

/** A heading, then the table, or the sentence that the month has none. */
function section(
  doc: PDFKit.PDFDocument,
  title: string,
  empty: string,
  columns: Column[],
  rows: (string | Cell)[][],
  sums: string[],
) {
  heading(doc, title);
  if (rows.length === 0) note(doc, empty);
  else
    table(
      doc,
      columns,
      rows.map((row) => row.map((cell) => (typeof cell === "string" ? { text: cell } : cell))),
      sums,
    );
}

export function statementPdf(statement: Statement, meta: { brandName: string; createdAt: Date }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    info: {
      Title: `Kontoauszug ${statement.title}`,
      Author: meta.brandName,
      CreationDate: meta.createdAt,
    },
    lang: "de-DE",
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).text(`Monatsübersicht ${statement.title}`, margin, margin);
  doc
    .moveDown(0.3)
    .font("Helvetica")
    .fontSize(10)
    .text(`${meta.brandName} · Kontoauszug für ${statement.customerName}`);

  section(doc, "Anrufe", "Keine Anrufe in diesem Monat.", callColumns, statement.calls.map(callRow), [
    credits.format(statement.sums.creditCredits),
    formatEuro(statement.sums.callsCents),
  ]);
  if (statement.calls.length > 0) {
    doc.moveDown(0.5);
    note(
      doc,
      `Davon über die 0900-Linien (mit der Telefonrechnung berechnet): ${formatEuro(statement.sums.phoneCents)}. ` +
        `Credit-Linie: ${credits.format(statement.sums.creditCredits)} Credits, 1 Credit = 1 Cent; ` +
        "der Preis pro Minute ist dort der Preis des Beraters in Euro.",
    );
  }
  const paymentRows = statement.payments.map((p) => [p.date, p.time, p.what, p.method, formatEuro(p.amountCents)]);
  section(doc, "Zahlungen", "Keine Zahlungen in diesem Monat.", paymentColumns, paymentRows, [
    formatEuro(statement.sums.paymentsCents),
  ]);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without a margin there, writing it adds no page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor("#555")
      .text(
        `Monatsübersicht ${statement.title} · Seite ${i - range.start + 1} von ${range.count}`,
        margin,
        doc.page.height - margin,
        { width: doc.page.width - 2 * margin, align: "center", lineBreak: false },
      );
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}
