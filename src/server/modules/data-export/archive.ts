import { strToU8, zipSync } from "fflate";
import { formatBerlinDateTime } from "../../../shared/domain/berlin-time.ts";
import { csvField, csvText } from "../../lib/csv.ts";
import { exportedTables, type ExportedTableName } from "./tables.ts";

export type PersonalTables = Record<string, readonly object[]>;

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (value instanceof Uint8Array) return csvField(Buffer.from(value).toString("base64"));
  return csvField(typeof value === "string" ? value : JSON.stringify(value));
}

/** One table's rows as CSV: a header of the column names, `;` between fields, UTF-8 with BOM. */
export function tableCsv(rows: readonly object[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) return "\uFEFF";
  const lines = [columns.map((c) => csvField(c)).join(";")];
  for (const row of rows) {
    const values = new Map(Object.entries(row));
    lines.push(columns.map((c) => cell(values.get(c))).join(";"));
  }
  return csvText(lines);
}

const csvPath = (table: ExportedTableName) => `tabellen/${exportedTables[table].file}.csv`;

function readme(brandName: string, createdAt: Date, names: ExportedTableName[]): string {
  const files = names.map((name) => `${csvPath(name)}\n  ${exportedTables[name].about}`);
  return [
    `Ihre Daten bei ${brandName}`,
    `Erstellt am ${formatBerlinDateTime(createdAt, { seconds: false })} (Europe/Berlin)`,
    "",
    "Dieses Archiv enthält alle Daten, die wir zu Ihrem Konto speichern (Art. 15 und 20 DSGVO).",
    "",
    "daten.json",
    "  Alle Daten in einer Datei, maschinenlesbar (JSON, UTF-8). Unter „tabellen“ steht für jede",
    "  Tabelle unserer Datenbank eine Liste ihrer Zeilen zu Ihrem Konto, Spaltennamen wie bei uns.",
    "",
    "tabellen/*.csv",
    "  Dieselben Daten, eine Datei pro Tabelle, zum Öffnen in einer Tabellenkalkulation (Excel,",
    "  LibreOffice): Semikolon als Trennzeichen, UTF-8 mit BOM. Eine Tabelle ohne Zeilen ist eine leere Datei.",
    "",
    ...files,
    "",
    "Zum Lesen der Spalten",
    "  Zeitpunkte stehen in UTC nach ISO 8601 (z. B. 2026-11-28T09:30:00.000Z), Geldbeträge in Cent",
    "  (1299 = 12,99 €), 1 Cosmos Credit entspricht 1 Cent. 0 und 1 stehen für nein und ja.",
    "  Passwörter, PINs und Sicherheitscodes speichern wir nur als Prüfwerte; sie sind nicht enthalten.",
    "",
    "Fragen zu Ihren Daten beantwortet unser Support über das Kontaktformular.",
    "",
  ].join("\r\n");
}

/** The ZIP of an account's data: daten.json, one CSV per table and LIESMICH.txt. */
export function buildArchive(input: {
  userId: number;
  brandName: string;
  createdAt: Date;
  tables: PersonalTables;
}): Uint8Array {
  const names = Object.keys(exportedTables).filter((name): name is ExportedTableName => name in exportedTables);
  const tables = Object.fromEntries(names.map((name) => [name, input.tables[name] ?? []]));
  const json = JSON.stringify(
    { erstellt_am: input.createdAt.toISOString(), konto_id: input.userId, tabellen: tables },
    (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value),
    2,
  );
  const files: Record<string, Uint8Array> = {
    "LIESMICH.txt": strToU8(readme(input.brandName, input.createdAt, names)),
    "daten.json": strToU8(json),
  };
  for (const name of names) files[csvPath(name)] = strToU8(tableCsv(tables[name] ?? []));
  const mtime = input.createdAt;
  return zipSync(files, { level: 6, mtime });
}
